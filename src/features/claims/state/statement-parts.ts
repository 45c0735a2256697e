import {
  emptyStatementSide,
  type AccidentStatementView,
  type PartyRole,
  type StatementSide,
  type StatementSideView,
} from '@contracts/accident-statement';

/** What a side's driver writes, without what the server adds (the linked policy, the photos, the signature). */
function sideContent(view: StatementSideView | null): StatementSide {
  if (!view) return emptyStatementSide();
  const { policyholder, vehicle, insurance, driver, circumstances, impact, damage, remarks } = view;
  return { policyholder, vehicle, insurance, driver, circumstances, impact, damage, remarks };
}

export const sideOf = (statement: AccidentStatementView, role: PartyRole) => sideContent(statement.sides[role]);

/** Empty strings (what a form holds) as null (what the contract stores), through nested objects. */
export function blanksToNull<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? null : value.trim()) as T;
  if (Array.isArray(value)) return value.map(blanksToNull) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blanksToNull(inner)])) as T;
  return value;
}
