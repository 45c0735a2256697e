import { useCallback } from 'react';
import type { PartyRole, StatementCommon, StatementSide } from '@contracts/accident-statement';
import { useFlowStep } from '../../../lib/use-flow-step';
import { useClaims } from '../state/claims-context';
import { useStatementSaver } from '../sync/statement-saver';
import { claimsFlow, type ClaimsSave, type ClaimsStepId } from './claims-flow';

/** What a step hands its save: the shared part, or the side the phone is on now. */
export type ClaimsFields = { common: StatementCommon } | { role: PartyRole; side: StatementSide };

/** An accident statement page's way to reach, guard and leave its step (see claims-flow.ts). */
export function useClaimsStep(id: ClaimsStepId) {
  const claims = useClaims();
  const { updateAccess, access } = claims;
  const saver = useStatementSaver();
  const reach = useCallback((index: number) => updateAccess({ furthest: index }), [updateAccess]);
  const save = useCallback(
    async (what: ClaimsSave, fields?: ClaimsFields) => {
      if (!fields || !access) return;
      if (what === 'common' && 'common' in fields) await saver('common', fields.common);
      if (what === 'side' && 'side' in fields) await saver(fields.role, fields.side);
    },
    [access, saver],
  );
  return useFlowStep(claimsFlow, id, { state: claims, furthest: access?.furthest ?? 0, reach, save });
}
