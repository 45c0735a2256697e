import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimWaitingReason } from '@contracts/admin-search-claims';
import { isFinalClaimState, type ClaimState } from '@contracts/claim';
import { Badge } from '../admin-ui';

const List = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 12rem;

  /* A waiting reason is a phrase: it wraps in its badge rather than widen the list's state column. */
  > * {
    white-space: normal;
  }
`;

/** A claim's state and why it waits for us, as badges: what waits for staff stands out. */
export function ClaimStates({ state, waiting }: { state: ClaimState; waiting: readonly ClaimWaitingReason[] }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  return (
    <List>
      <Badge $tone={isFinalClaimState(state) ? 'done' : 'neutral'}>{t(`claimStates.${state}`)}</Badge>
      {waiting.map((reason) => (
        <Badge key={reason} $tone="attention">
          {t(`admin-claims:claims.waitingReasons.${reason}`)}
        </Badge>
      ))}
    </List>
  );
}
