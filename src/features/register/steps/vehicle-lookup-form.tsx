import { Form, Formik, type FormikHelpers } from 'formik';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { errorKeys } from '@contracts/error-keys';
import { fieldErrors } from '@contracts/field-rules';
import { normalizeLicensePlate } from '@contracts/license-plate';
import { emailSchema, vinSchema } from '@contracts/validation';
import { licensePlateSchema } from '@contracts/plate-schema';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import { normalizeVin } from '@contracts/vin';
import { CallError } from '../../../api/call-function';
import { checkTelematicsOnlyVehicle } from '../../../api/check-telematics-only-vehicle';
import { getVehicleInfo } from '../../../api/get-groupama-vehicle-info';
import { useToast } from '../../../app/layout/toasts';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { FieldMessages, TextField } from '../../../app/ui/form-field';
import { Actions, FormColumn } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { deviceType } from '../../../lib/device-type';
import { useRegisterStep } from '../flow/use-register-step';
import { useRegister } from '../state/register-store';

// Shown only for a high-risk vehicle, so its code loads then.
const HighRiskMessage = lazy(() =>
  import('../../../app/ui/high-risk-message').then((m) => ({ default: m.HighRiskMessage })),
);

/** Spec §9: the non-personal vehicle notice closes by itself after 8 seconds. */
const nonPersonalToastMs = 8000;

type Mode = 'plate' | 'vin';

interface LookupValues {
  email: string;
  entry: string;
}

const lookupSchema = (mode: Mode) =>
  yup.object({
    email: emailSchema().trim().required(fieldErrors.required),
    entry: (mode === 'plate' ? licensePlateSchema() : vinSchema()).required(fieldErrors.required),
  });

/** A field's own words first; the lookup's and the check's refusals are the spec's error keys, worded in `common`. */
const registerFieldMessages = (field: string, reason: string) => [
  `register:fields.${field}.errors.${reason}`,
  `common:${reason}`,
];

/**
 * The first page of registration: the driver's e-mail and their car, by plate or VIN. The car is looked up exactly as
 * in the quote; only a personal car (M1) can be registered online (spec §5), and a plate already added for
 * telematics only, without insurance, is refused on the e-mail field (spec §5).
 */
export function VehicleLookupForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation('register');
  const { t: tCommon } = useTranslation();
  const { state, dispatch } = useRegister();
  const step = useRegisterStep(mode === 'plate' ? 'register-license-plate' : 'register-vin');
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [highRiskVehicle, setHighRiskVehicle] = useState<string | null>(null);

  const submit = async (values: LookupValues, { setFieldError }: FormikHelpers<LookupValues>) => {
    const email = values.email.trim();
    const entry = mode === 'plate' ? normalizeLicensePlate(values.entry) : normalizeVin(values.entry);
    setHighRiskVehicle(null);

    /** Spec §7: may this e-mail add this plate? A refusal goes on the e-mail field; no answer on both (spec §8). */
    const mayAddPlate = async (licensePlate: string) => {
      try {
        const check = await checkTelematicsOnlyVehicle({ contactEmail: email, licensePlate });
        if (!check.success) setFieldError('email', check.errorCode ?? errorKeys.validation);
        return check.success;
      } catch {
        setFieldError('email', errorKeys.somethingWentWrong);
        setFieldError('entry', errorKeys.somethingWentWrong);
        return false;
      }
    };

    // The plate is checked first: that needs no lookup, and a refused plate is refused whatever the register says.
    if (mode === 'plate' && !(await mayAddPlate(entry))) return;
    let vehicle;
    try {
      const { vehicleInfos } = await getVehicleInfo({
        licensePlate: mode === 'plate' ? entry : null,
        vin: mode === 'vin' ? entry : null,
        utmTags: state.utmTags,
        deviceType: deviceType(),
        referrerId: state.referral.referrerId,
        referralIndividualId: state.referral.referralIndividualId,
      });
      vehicle = vehicleInfos[0];
    } catch (error) {
      if (error instanceof CallError && error.errorKey === errorKeys.highRiskVehicle) setHighRiskVehicle(entry);
      else if (error instanceof CallError && error.code === 'functions/not-found')
        setFieldError('entry', errorKeys.noVehicle);
      else toast(tCommon(errorKeys.generic));
      return;
    }
    if (!vehicle || !hasVehicleDetails(vehicle)) {
      setFieldError('entry', errorKeys.noVehicle);
      return;
    }
    if (!vehicle.isPersonalVehicle) {
      toast(tCommon(errorKeys.noPersonalVehicle), { tone: 'info', autoCloseMs: nonPersonalToastMs });
      return;
    }
    // Found by its VIN, a car that has a plate is checked by the plate too.
    if (mode === 'vin' && vehicle.licensePlate && !(await mayAddPlate(vehicle.licensePlate))) return;
    const licensePlate = vehicle.licensePlate ?? (mode === 'plate' ? entry : null);
    const vin = vehicle.vin ?? (mode === 'vin' ? entry : null);
    dispatch({ type: 'vehicleFound', mode, email, vehicle: { ...vehicle, licensePlate, vin } });
    await step.leave();
  };

  return (
    <FormColumn>
      <FieldMessages value={registerFieldMessages}>
        <Formik<LookupValues>
          initialValues={{ email: state.email, entry: '' }}
          validationSchema={lookupSchema(mode)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate>
              <FocusFirstErrorOnSubmit form={form} />
              <TextField
                name="email"
                type="email"
                inputMode="email"
                label={t('fields.email.label')}
                hint={t('fields.email.hint')}
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
              />
              <TextField
                name="entry"
                label={mode === 'plate' ? t('fields.entry.plate') : t('fields.entry.vin')}
                hint={mode === 'plate' ? t('fields.entry.plateHint') : t('fields.entry.vinHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={t('lookup.searching')}>
                  {t('lookup.submit')}
                </SubmitButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FieldMessages>
      {highRiskVehicle ? (
        <Suspense fallback={null}>
          <HighRiskMessage vehicle={highRiskVehicle} />
        </Suspense>
      ) : null}
    </FormColumn>
  );
}
