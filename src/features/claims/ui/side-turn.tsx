import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PartyRole } from '@contracts/accident-statement';
import { SecondaryButton } from '../../../app/ui/buttons';
import { sideColours } from './claims-ui';

const Turn = styled.div<{ $role: PartyRole }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 3px solid ${({ $role }) => sideColours[$role].border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $role }) => sideColours[$role].background};

  p {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

/**
 * Whose turn it is on a phone the drivers hand over: a band in the side's colour that says which driver fills the
 * page, and the way to hand the phone to the other one. On a phone of its own a driver sees which side is theirs.
 */
export function SideTurn({
  party: role,
  roles,
  alone,
  onSwitch,
}: {
  party: PartyRole;
  roles: readonly PartyRole[];
  /** Filling in alone: side B is the vehicle whose driver left, written by the same driver. */
  alone: boolean;
  onSwitch: (role: PartyRole) => void;
}) {
  const { t } = useTranslation('claims');
  const other = roles.find((candidate) => candidate !== role);
  const texts = alone ? 'turn.alone' : 'turn';
  return (
    <Turn $role={role} role="status" aria-live="polite">
      <p>{t(roles.length > 1 ? `${texts}.now` : 'turn.yours', { role })}</p>
      {other ? (
        <SecondaryButton type="button" onClick={() => onSwitch(other)}>
          {t(`${texts}.handOver`, { role: other })}
        </SecondaryButton>
      ) : null}
    </Turn>
  );
}
