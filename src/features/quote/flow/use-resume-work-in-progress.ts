import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorKeys } from '@contracts/error-keys';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import type { WorkInProgressRecord } from '@contracts/work-in-progress';
import { CallError } from '../../../api/call-function';
import { getVehicleInfo } from '../../../api/get-groupama-vehicle-info';
import { getWorkInProgress } from '../../../api/work-in-progress';
import { paths } from '../../../app/route-table';
import { useOnboarding } from '../state/onboarding-store';

export type ResumeState = 'idle' | 'resuming' | 'confirm' | 'failed' | 'expired';
/** Why the last date of birth did not unlock the details: a wrong one, or too many wrong ones. */
export type IdentityProblem = 'identity' | 'locked' | null;

export interface Resume {
  state: ResumeState;
  problem: IdentityProblem;
  plate: string;
  /** Unlocks the driver's details with their date of birth (dd/MM/yyyy). */
  confirm: (dateOfBirth: string) => Promise<void>;
  /** Goes on with the vehicle only; the driver types their details again. */
  skip: () => void;
}

/**
 * `?wipId=` (spec §7, docs/decisions/0004-resume-link.md): continue a saved quote on any device. The link gives the
 * vehicle and the progress; the driver's details come back only with their date of birth, and then this tab may go
 * on writing the record. The vehicle is looked up again and the driver lands on the quote form for today's price.
 */
export function useResumeWorkInProgress(): Resume {
  const [params] = useSearchParams();
  const wipId = params.get('wipId');
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();
  const [resume, setResume] = useState<ResumeState>('idle');
  const [problem, setProblem] = useState<IdentityProblem>(null);
  const [plate, setPlate] = useState('');
  const started = useRef<string | null>(null);
  const found = useRef<{ record: WorkInProgressRecord; vehicle: VehicleInfo } | null>(null);
  const alreadyHere = wipId !== null && state.wipId === wipId;

  const finish = useCallback(
    (record: WorkInProgressRecord, vehicle: VehicleInfo) => {
      const { fields } = record;
      dispatch({
        type: 'resumed',
        // Without the proof this tab may not write the record: its next save starts one of its own.
        wipId: record.wipToken ? record.wipId : null,
        wipToken: record.wipToken ?? null,
        vehicle,
        licensePlate: fields.licensePlate ?? '',
        vin: fields.vin ?? '',
        personal: { dateOfBirth: fields.dateOfBirth ?? '', personalIdentificationNumber: fields.PIN ?? '' },
        contact: {
          contactEmail: fields.email ?? '',
          phoneNumberPrefix: fields.prefix ?? '+385',
          phoneNumber: fields.phone ?? '',
        },
        policyAccepted: fields.policyAccepted ?? false,
        contactConsent: fields.contactConsent ?? false,
      });
      setResume('idle');
      navigate(paths['onboarding-calculate-price'], { replace: true });
    },
    [dispatch, navigate],
  );

  useEffect(() => {
    if (!wipId || alreadyHere || started.current === wipId) return;
    started.current = wipId;
    setResume('resuming');
    (async () => {
      const record = await getWorkInProgress({ wipId });
      const { fields } = record;
      const query = fields.licensePlate
        ? { licensePlate: fields.licensePlate, vin: null }
        : { licensePlate: null, vin: fields.vin ?? null };
      const { vehicleInfos } = await getVehicleInfo(query);
      const vehicle = vehicleInfos[0];
      if (!vehicle || !hasVehicleDetails(vehicle)) throw new Error('The saved vehicle is no longer found');
      found.current = { record, vehicle };
      setPlate(fields.licensePlate ?? fields.vin ?? '');
      if (record.identityRequired) setResume('confirm');
      else finish(record, vehicle);
    })().catch((error: unknown) =>
      setResume(
        error instanceof CallError && error.errorKey === errorKeys.workInProgressExpired ? 'expired' : 'failed',
      ),
    );
  }, [wipId, alreadyHere, finish]);

  const confirm = useCallback(
    async (dateOfBirth: string) => {
      if (!wipId || !found.current) return;
      try {
        const record = await getWorkInProgress({ wipId, dateOfBirth });
        setProblem(null);
        finish(record, found.current.vehicle);
      } catch (error) {
        if (error instanceof CallError && error.errorKey === errorKeys.workInProgressIdentity) setProblem('identity');
        else if (error instanceof CallError && error.errorKey === errorKeys.workInProgressLocked) setProblem('locked');
        else setResume('failed');
      }
    },
    [wipId, finish],
  );

  const skip = useCallback(() => {
    if (found.current) finish(found.current.record, found.current.vehicle);
  }, [finish]);

  return { state: resume, problem, plate, confirm, skip };
}
