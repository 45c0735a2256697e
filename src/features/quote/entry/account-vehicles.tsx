import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { AccountResponse } from '@contracts/get-account';
import { useAccount } from '../../../app/session/use-account';
import { SecondaryButton } from '../../../app/ui/buttons';
import { useQuotePath } from '../flow/quote-flow';

interface AccountVehicle {
  licensePlate: string | null;
  vin: string | null;
  name: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

/** The vehicles the account knows, from its profile and its policies, each once (by plate, else by VIN). */
export function accountVehicles(account: AccountResponse): AccountVehicle[] {
  const found = new Map<string, AccountVehicle>();
  const add = (vehicle: {
    licensePlate: string | null;
    vin: string | null;
    manufacturer: string | null;
    model: string | null;
  }) => {
    const key = vehicle.licensePlate ?? vehicle.vin;
    if (!key || found.has(key)) return;
    const name = [vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ');
    found.set(key, { licensePlate: vehicle.licensePlate, vin: vehicle.vin, name });
  };
  for (const vehicle of account.profile?.vehicles ?? []) add(vehicle);
  for (const policy of account.policies) add({ ...policy.vehicle, licensePlate: policy.licensePlate });
  return [...found.values()];
}

/**
 * A signed-in driver starts from a car the account already has, looked up with one press (by plate on this page, by
 * VIN on the chassis-number page, which looks up what it is handed), or enters another.
 */
export function AccountVehicles({ onPlate, busy }: { onPlate: (plate: string) => void; busy: boolean }) {
  const { t } = useTranslation('new-policy');
  const account = useAccount();
  const navigate = useNavigate();
  const quotePath = useQuotePath();
  const choose = (vehicle: AccountVehicle) => {
    if (busy) return;
    if (vehicle.licensePlate) onPlate(vehicle.licensePlate);
    else if (vehicle.vin) void navigate(quotePath('vin'), { state: { vin: vehicle.vin } });
  };
  const vehicles = account.data ? accountVehicles(account.data) : [];
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="account-vehicles-heading">
      <h2 id="account-vehicles-heading">{t('vehicles.heading')}</h2>
      <p>{t('vehicles.lead')}</p>
      <List>
        {vehicles.map((vehicle) => {
          const label = [vehicle.licensePlate ?? vehicle.vin, vehicle.name].filter(Boolean).join(', ');
          return (
            <li key={vehicle.licensePlate ?? vehicle.vin}>
              <SecondaryButton type="button" disabled={busy} onClick={() => choose(vehicle)}>
                {t('vehicles.choose', { vehicle: label })}
              </SecondaryButton>
            </li>
          );
        })}
      </List>
      <h2>{t('vehicles.or')}</h2>
    </section>
  );
}
