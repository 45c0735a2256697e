import { useCallback } from 'react';
import type { PartyRole, StatementCommon, StatementSide } from '@contracts/accident-statement';
import { useFlowStep } from '../../../lib/use-flow-step';
import { useClaims } from '../state/claims-context';
import { claimsFlow, type ClaimsSave, type ClaimsStepId } from './claims-flow';

/** What a step hands its save: the shared part, or the side the phone is on now. */
export type ClaimsFields = { common: StatementCommon } | { role: PartyRole; side: StatementSide };

/** An accident statement page's way to reach, guard and leave its step (see claims-flow.ts). */
export function useClaimsStep(id: ClaimsStepId) {
  const claims = useClaims();
  const { updateAccess, savePart } = claims;
  const reach = useCallback((index: number) => updateAccess({ furthest: index }), [updateAccess]);
  // The outbox keeps the content and sends it: leaving the step never waits for the network.
  const save = useCallback(
    async (what: ClaimsSave, fields?: ClaimsFields) => {
      if (what === 'common' && fields && 'common' in fields) savePart('common', fields.common);
      if (what === 'side' && fields && 'side' in fields) savePart(fields.role, fields.side);
    },
    [savePart],
  );
  return useFlowStep(claimsFlow, id, { state: claims, furthest: claims.access?.furthest ?? 0, reach, save });
}
