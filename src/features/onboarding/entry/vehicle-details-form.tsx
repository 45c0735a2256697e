import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { fieldErrors } from '@contracts/field-rules';
import { FormField } from '../../../app/ui/form-field';
import type { VehicleDetailsInput } from '../state/onboarding-state';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { PrimaryButton } from '../../../app/ui/buttons';
import { Actions } from './flow-ui';

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

const detailsSchema = yup.object({
  manufacturer: yup.string().trim().max(60, fieldErrors.tooLong).required(fieldErrors.required),
  model: yup.string().trim().max(60, fieldErrors.tooLong).required(fieldErrors.required),
  yearOfManufacture: wholeNumberBetween(oldestYearOfManufacture, newestYearOfManufacture),
  enginePowerInKw: wholeNumberBetween(1, () => maxEnginePowerInKw),
});

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The vehicle details the price depends on, prefilled from the register, for the driver to complete. */
export function VehicleDetailsForm({
  vehicle,
  onSubmit,
}: {
  vehicle: VehicleInfo;
  onSubmit: (details: VehicleDetailsInput) => void;
}) {
  const { t } = useTranslation('onboarding-entry');
  const form = useRef<HTMLFormElement>(null);
  const initialValues: DetailsValues = {
    manufacturer: text(vehicle.manufacturer),
    model: text(vehicle.model),
    yearOfManufacture: text(vehicle.yearOfManufacture),
    enginePowerInKw: text(vehicle.enginePowerInKw),
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={detailsSchema}
      onSubmit={(values) =>
        onSubmit({
          manufacturer: values.manufacturer.trim(),
          model: values.model.trim(),
          yearOfManufacture: Number(values.yearOfManufacture),
          enginePowerInKw: Number(values.enginePowerInKw),
        })
      }
    >
      <Form ref={form} noValidate>
        <FocusFirstErrorOnSubmit form={form} />
        <FormField name="manufacturer" label={t('add.manufacturer')} autoComplete="off" />
        <FormField name="model" label={t('add.model')} autoComplete="off" />
        <FormField
          name="yearOfManufacture"
          label={t('add.yearOfManufacture')}
          hint={t('add.yearHint', { min: oldestYearOfManufacture, max: newestYearOfManufacture() })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <FormField
          name="enginePowerInKw"
          label={t('add.enginePower')}
          hint={t('add.enginePowerHint', { max: maxEnginePowerInKw })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <Actions>
          <PrimaryButton type="submit">{t('add.submit')}</PrimaryButton>
        </Actions>
      </Form>
    </Formik>
  );
}
