import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { fieldErrors } from '@contracts/field-rules';
import { vehicleTextSchema } from '@contracts/printed-text';
import { vehicleTextMaxLength } from '@contracts/vehicle-rules';
import { TextField } from '../form-field';
import { FocusFirstErrorOnSubmit } from '../focus-first-error-on-submit';
import { PrimaryButton } from '../buttons';
import { Actions } from '../form-layout';
import { missingDetails, type EditableDetail, type VehicleDetailsInput } from './vehicle-view';

export const oldestYearOfManufacture = 1950;
export const newestYearOfManufacture = () => new Date().getFullYear() + 1;
export const maxEnginePowerInKw = 1500;

interface DetailsValues {
  manufacturer: string;
  model: string;
  yearOfManufacture: string;
  enginePowerInKw: string;
}

const wholeNumberBetween = (min: number, max: () => number) =>
  yup
    .string()
    .required(fieldErrors.required)
    .matches(/^\d+$/, fieldErrors.invalid)
    .test('range', fieldErrors.invalid, (value) => Number(value) >= min && Number(value) <= max());

// The pricing call's own rule for what the driver types (it prints on the e-policy), trimmed as it is sent.
const fieldSchemas = {
  manufacturer: vehicleTextSchema().trim().required(fieldErrors.required),
  model: vehicleTextSchema().trim().required(fieldErrors.required),
  yearOfManufacture: wholeNumberBetween(oldestYearOfManufacture, newestYearOfManufacture),
  enginePowerInKw: wholeNumberBetween(1, () => maxEnginePowerInKw),
};

const text = (value: string | number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The details the register lacks, for the driver to complete. Only those: the register's values are the insurer's
 * facts and are shown beside the form, not offered for editing.
 */
export function VehicleDetailsForm({
  vehicle,
  details,
  onSubmit,
}: {
  vehicle: VehicleInfo;
  /** What the driver added before, to start from. */
  details: VehicleDetailsInput | null;
  onSubmit: (details: VehicleDetailsInput) => void;
}) {
  const { t } = useTranslation('onboarding-entry');
  const form = useRef<HTMLFormElement>(null);
  const missing = missingDetails(vehicle);
  const schema = yup.object(Object.fromEntries(missing.map((detail) => [detail, fieldSchemas[detail]])));
  const initialValues: DetailsValues = {
    manufacturer: text(details?.manufacturer ?? null),
    model: text(details?.model ?? null),
    yearOfManufacture: text(details?.yearOfManufacture ?? null),
    enginePowerInKw: text(details?.enginePowerInKw ?? null),
  };
  const asks = (detail: EditableDetail) => missing.includes(detail);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({
          manufacturer: values.manufacturer.trim(),
          model: values.model.trim(),
          yearOfManufacture: numberOrNull(values.yearOfManufacture),
          enginePowerInKw: numberOrNull(values.enginePowerInKw),
        })
      }
    >
      <Form ref={form} noValidate>
        <FocusFirstErrorOnSubmit form={form} />
        {asks('manufacturer') ? (
          <TextField
            name="manufacturer"
            label={t('add.manufacturer')}
            autoComplete="off"
            maxLength={vehicleTextMaxLength}
          />
        ) : null}
        {asks('model') ? (
          <TextField name="model" label={t('add.model')} autoComplete="off" maxLength={vehicleTextMaxLength} />
        ) : null}
        {asks('yearOfManufacture') ? (
          <TextField
            name="yearOfManufacture"
            label={t('add.yearOfManufacture')}
            hint={t('add.yearHint', { min: oldestYearOfManufacture, max: newestYearOfManufacture() })}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        {asks('enginePowerInKw') ? (
          <TextField
            name="enginePowerInKw"
            label={t('add.enginePower')}
            hint={t('add.enginePowerHint', { max: maxEnginePowerInKw })}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        <Actions>
          <PrimaryButton type="submit">{t('add.submit')}</PrimaryButton>
        </Actions>
      </Form>
    </Formik>
  );
}
