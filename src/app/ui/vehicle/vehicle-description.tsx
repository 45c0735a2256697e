import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { Details } from '../panel';
import { VisuallyHidden } from '../visually-hidden';

const List = styled(Details)`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  dd {
    text-align: left;
  }
`;

function Value({ value }: { value: string | number | null }) {
  const { t } = useTranslation('onboarding-entry');
  if (value !== null && value !== '') return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('vehicle.unknown')}</VisuallyHidden>
    </>
  );
}

/** The found vehicle as a description list; what the register does not know shows as a dash. */
export function VehicleDescription({ vehicle }: { vehicle: VehicleInfo }) {
  const { t } = useTranslation('onboarding-entry');
  const rows: [string, string | number | null][] = [
    [t('vehicle.manufacturer'), vehicle.manufacturer],
    [t('vehicle.model'), vehicle.model],
    [t('vehicle.variant'), vehicle.variant],
    [t('vehicle.yearOfManufacture'), vehicle.yearOfManufacture],
    [
      t('vehicle.enginePower'),
      vehicle.enginePowerInKw === null ? null : t('vehicle.kilowatts', { value: vehicle.enginePowerInKw }),
    ],
    [t('vehicle.registrationExpiryDate'), vehicle.registrationExpiryDate],
    [t('vehicle.licensePlate'), vehicle.licensePlate],
    [t('vehicle.vin'), vehicle.vin],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </Fragment>
      ))}
    </List>
  );
}
