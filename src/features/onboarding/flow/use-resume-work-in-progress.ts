import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import { getVehicleInfo } from '../../../api/get-groupama-vehicle-info';
import { getWorkInProgress } from '../../../api/work-in-progress';
import { paths } from '../../../app/route-table';
import { useOnboarding } from '../state/onboarding-store';

export type ResumeState = 'idle' | 'resuming' | 'failed';

/**
 * `?wipId=` (spec §7): continue a saved quote on any device. The record gives the vehicle and the driver's answers;
 * the vehicle is looked up again and the driver lands on the quote form, filled in, to get today's price.
 */
export function useResumeWorkInProgress(): ResumeState {
  const [params] = useSearchParams();
  const wipId = params.get('wipId');
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();
  const [resume, setResume] = useState<ResumeState>('idle');
  const started = useRef<string | null>(null);
  const alreadyHere = wipId !== null && state.wipId === wipId;

  useEffect(() => {
    if (!wipId || alreadyHere || started.current === wipId) return;
    started.current = wipId;
    setResume('resuming');
    (async () => {
      const record = await getWorkInProgress({ wipId });
      const { fields } = record;
      const query = fields.licensePlate ? { licensePlate: fields.licensePlate } : { vin: fields.vin ?? '' };
      const { vehicleInfos } = await getVehicleInfo(query);
      const vehicle = vehicleInfos[0];
      if (!vehicle || !hasVehicleDetails(vehicle)) throw new Error('The saved vehicle is no longer found');
      dispatch({
        type: 'resumed',
        wipId,
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
      });
      setResume('idle');
      navigate(paths['onboarding-calculate-price'], { replace: true });
    })().catch(() => setResume('failed'));
  }, [wipId, alreadyHere, dispatch, navigate]);

  return resume;
}
