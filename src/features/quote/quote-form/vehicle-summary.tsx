import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { useQuotePath } from '../flow/quote-flow';
import { TextLink } from '../../../app/ui/form-layout';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
    font-weight: 600;
  }

  p {
    margin: 0;
    font-size: 1.0625rem;
  }

  strong {
    letter-spacing: 0.04em;
  }
`;

/** The vehicle being priced, in one line, with a way back to its details. */
export function VehicleSummary({ vehicle, identifier }: { vehicle: VehicleInfo; identifier: string }) {
  const { t } = useTranslation('onboarding-entry');
  const quotePath = useQuotePath();
  const description = [
    [vehicle.manufacturer, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
    vehicle.yearOfManufacture,
    vehicle.enginePowerInKw === null ? null : t('vehicle.kilowatts', { value: vehicle.enginePowerInKw }),
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
  return (
    <Box aria-labelledby="quote-vehicle-heading">
      <div>
        <h2 id="quote-vehicle-heading">{t('quote.vehicleHeading')}</h2>
        <p>
          <strong>{identifier}</strong>
          {description ? ` · ${description}` : null}
        </p>
      </div>
      <TextLink to={quotePath('vehicle')}>{t('quote.changeVehicle')}</TextLink>
    </Box>
  );
}
