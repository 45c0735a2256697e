import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingState } from '../state/onboarding-state';
import { policyPeriod } from './policy-period';
import { Details } from '../../../app/ui/panel';

/** The vehicle as the register has it, completed by what the driver added where the register had nothing. */
export function VehicleDetails({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding-plans');
  const { vehicle, vehicleDetails } = state;
  const licensePlate = state.licensePlate || vehicle?.licensePlate;
  const vin = state.vin || vehicle?.vin;
  const makeAndModel = [
    vehicle?.manufacturer ?? vehicleDetails?.manufacturer,
    vehicle?.model ?? vehicleDetails?.model,
    vehicle?.variant,
  ]
    .filter(Boolean)
    .join(' ');
  const year = vehicle?.yearOfManufacture ?? vehicleDetails?.yearOfManufacture;
  const power = vehicle?.enginePowerInKw ?? vehicleDetails?.enginePowerInKw;
  const rows: [string, string][] = [];
  if (licensePlate) rows.push([t('summary.vehicle.licensePlate'), licensePlate]);
  if (vin) rows.push([t('summary.vehicle.vin'), vin]);
  if (makeAndModel) rows.push([t('summary.vehicle.makeAndModel'), makeAndModel]);
  if (year) rows.push([t('summary.vehicle.year'), String(year)]);
  if (power) rows.push([t('summary.vehicle.power'), t('summary.vehicle.powerValue', { kw: power })]);
  return <DetailList rows={rows} />;
}

export function PolicyPeriod({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding-plans');
  const { start, end } = policyPeriod(state.policy);
  return (
    <DetailList
      rows={[
        [t('summary.period.start'), start],
        [t('summary.period.end'), end],
      ]}
    />
  );
}

export function DetailList({ rows }: { rows: [string, string][] }) {
  return (
    <Details>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Details>
  );
}
