import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeys } from '@contracts/error-keys';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import { normalizedLicensePlatePattern, normalizeLicensePlate } from '@contracts/license-plate';
import { fieldErrors } from '@contracts/field-rules';
import { normalizeVin, vinPattern } from '@contracts/vin';
import { CallError } from '../../../api/call-function';
import { useVehicleLookup } from '../../../api/get-groupama-vehicle-info';
import { track } from '../../../app/analytics';
import { useToast } from '../../../app/layout/toasts';
import { deviceType } from '../../../lib/device-type';
import { failureMessageKey } from '../flow/failure-message';
import { loadVehicleDetailsPage } from '../vehicle-details-chunk';
import { useQuoteStep } from '../flow/use-quote-step';
import { useOnboarding } from '../state/onboarding-store';

export type EntryMode = 'plate' | 'vin';

/** Spec §9: the non-personal vehicle notice closes by itself after 8 seconds. */
const nonPersonalToastMs = 8000;

export const normalizeEntry = (mode: EntryMode, entered: string) =>
  mode === 'plate' ? normalizeLicensePlate(entered) : normalizeVin(entered);

/** The contract's reason the entry is not a plate or VIN, or null when it is one (checked without Yup, to keep it off this page). */
function invalidReason(mode: EntryMode, value: string): string | null {
  if (value === '') return fieldErrors.required;
  if (mode === 'plate') return normalizedLicensePlatePattern.test(value) ? null : fieldErrors.licensePlate;
  return vinPattern.test(value) ? null : fieldErrors.vin;
}

/** Spec §9: a plate of none of the 36 areas, named before the lookup; the areas load then, not with the page. */
const unknownArea = async (plate: string) => !(await import('@contracts/registration-areas')).registrationAreaOf(plate);

/**
 * Looks a vehicle up by plate or VIN (spec §4 "Quote flow") and settles the outcome: the field's error when it is
 * not found, the rich message for a high-risk vehicle, a toast for anything else, or on to the vehicle's details.
 */
export function useFindVehicle(mode: EntryMode) {
  const { t } = useTranslation();
  const { state, dispatch } = useOnboarding();
  const { mutateAsync: lookUp, isPending } = useVehicleLookup();
  const toast = useToast();
  const { leave } = useQuoteStep(mode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [highRiskVehicle, setHighRiskVehicle] = useState<string | null>(null);
  const { utmTags, referral } = state;

  const clearMessages = useCallback(() => {
    setFieldError(null);
    setHighRiskVehicle(null);
  }, []);

  const find = useCallback(
    async (entered: string) => {
      const value = normalizeEntry(mode, entered);
      const reason =
        invalidReason(mode, value) ??
        (mode === 'plate' && (await unknownArea(value)) ? fieldErrors.licensePlateArea : null);
      setHighRiskVehicle(null);
      setFieldError(reason ? t(`validation.${reason}`) : null);
      if (reason) return;

      track(mode === 'plate' ? 'user_entered_licence_plate' : 'user_entered_vin');
      void loadVehicleDetailsPage().catch(() => undefined);
      let vehicles;
      try {
        ({ vehicleInfos: vehicles } = await lookUp({
          licensePlate: mode === 'plate' ? value : null,
          vin: mode === 'vin' ? value : null,
          utmTags,
          deviceType: deviceType(),
          referrerId: referral.referrerId,
          referralIndividualId: referral.referralIndividualId,
        }));
      } catch (error) {
        if (error instanceof CallError && error.errorKey === errorKeys.highRiskVehicle) setHighRiskVehicle(value);
        else if (error instanceof CallError && error.code === 'functions/not-found')
          setFieldError(t(errorKeys.noVehicle));
        else toast(t(failureMessageKey(error)));
        return;
      }

      const vehicle = vehicles[0];
      // Spec §5: a record with nothing but the registration expiry date is no vehicle to insure.
      if (!vehicle || !hasVehicleDetails(vehicle)) {
        setFieldError(t(errorKeys.noVehicle));
        return;
      }
      const licensePlate = mode === 'plate' ? value : (vehicle.licensePlate ?? '');
      const vin = mode === 'vin' ? value : (vehicle.vin ?? '');
      dispatch({ type: 'entryModeChosen', mode });
      dispatch({ type: 'vehicleFound', vehicle, licensePlate, vin });
      if (!vehicle.isPersonalVehicle)
        toast(t(errorKeys.noPersonalVehicle), { tone: 'info', autoCloseMs: nonPersonalToastMs });
      await leave({ licensePlate: licensePlate || null, vin: vin || null });
    },
    [mode, t, lookUp, utmTags, referral, dispatch, toast, leave],
  );

  return { find, pending: isPending, fieldError, highRiskVehicle, clearMessages };
}
