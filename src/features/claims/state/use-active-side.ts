import { useCallback } from 'react';
import type { AccidentStatementView, PartyRole } from '@contracts/accident-statement';
import { useClaims } from './claims-context';
import { sideOf } from './statement-parts';

/**
 * The side this phone fills now: its own on a phone of its own, and on one phone the side of the driver holding it
 * (the drivers hand the phone over; the page says whose turn it is).
 */
export function useActiveSide(statement: AccidentStatementView) {
  const { access, updateAccess } = useClaims();
  const roles = statement.you;
  const stored = access?.activeRole;
  const role: PartyRole = stored && roles.includes(stored) ? stored : (roles[0] ?? 'A');
  const switchTo = useCallback(
    (next: PartyRole) => {
      updateAccess({ activeRole: next });
      window.scrollTo?.({ top: 0 });
    },
    [updateAccess],
  );
  /** The side after this one on a shared phone, if this one is not the last to fill. */
  const nextRole = roles[roles.indexOf(role) + 1] ?? null;
  return { role, roles, side: sideOf(statement, role), view: statement.sides[role], switchTo, nextRole };
}
