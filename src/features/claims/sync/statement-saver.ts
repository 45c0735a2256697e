import { useCallback } from 'react';
import type { PartyRole, StatementCommon, StatementSide } from '@contracts/accident-statement';
import { saveAccidentCommon } from '../../../api/save-accident-common';
import { saveAccidentSide } from '../../../api/save-accident-side';
import { useClaims } from '../state/claims-context';

export type StatementPart = 'common' | PartyRole;
type PartContent<P extends StatementPart> = P extends 'common' ? StatementCommon : StatementSide;

/**
 * Every write of a statement's content goes through here, so that where it goes (the callables now, the phone's
 * outbox that survives a lost signal once it is merged) is one line. The shared part is written with A's secret,
 * a side with its own.
 */
export function useStatementSaver() {
  const { access, refresh } = useClaims();
  return useCallback(
    async <P extends StatementPart>(part: P, content: PartContent<P>) => {
      if (!access) throw new Error('A save without a statement');
      const role: PartyRole = part === 'common' ? 'A' : part;
      const partyToken = access.partyTokens[role];
      if (!partyToken) throw new Error(`This phone has no secret for side ${role}`);
      const { statementId } = access;
      if (part === 'common') await saveAccidentCommon({ statementId, partyToken, common: content as StatementCommon });
      else await saveAccidentSide({ statementId, partyToken, role, side: content as StatementSide });
      await refresh();
    },
    [access, refresh],
  );
}
