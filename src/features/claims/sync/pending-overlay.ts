import type { AccidentStatementView, PartyRole } from '@contracts/accident-statement';
import type { OutboxContent, OutboxPart } from '../offline/outbox';

/**
 * What this phone wrote that the statement it last read does not show yet: kept in the outbox until sent, and over
 * the server's statement until a read after the send brings it back. A page (or the next step's form) never starts
 * from the older content and sends it back over the driver's edit.
 */
export type PendingOverlay = Partial<Record<OutboxPart, { content: OutboxContent[OutboxPart]; sentAt: number | null }>>;

export function withPending(statement: AccidentStatementView, overlay: PendingOverlay): AccidentStatementView {
  const common = overlay.common?.content as OutboxContent['common'] | undefined;
  const side = (role: PartyRole) => {
    const view = statement.sides[role];
    const content = overlay[role]?.content as OutboxContent[PartyRole] | undefined;
    return view && content ? { ...view, ...content } : view;
  };
  if (!common && !overlay.A && !overlay.B) return statement;
  return {
    ...statement,
    common: common ?? statement.common,
    sides: { A: side('A') ?? statement.sides.A, B: side('B') },
  };
}

/**
 * The overlay once the outbox has said what it still holds: parts it sent are marked with the time, and go once a read
 * asked for after that time has come back (a read asked before may predate the save); parts left from an earlier
 * visit come in.
 */
export function settleOverlay(
  overlay: PendingOverlay,
  stillPending: Partial<OutboxContent>,
  now: number,
  lastAskedAt: number,
): PendingOverlay {
  const next: PendingOverlay = {};
  const parts = new Set([...Object.keys(overlay), ...Object.keys(stillPending)] as OutboxPart[]);
  for (const part of parts) {
    const held = stillPending[part];
    const entry = overlay[part];
    if (held) next[part] = { content: held, sentAt: null };
    else if (entry && (entry.sentAt === null || entry.sentAt >= lastAskedAt))
      next[part] = { content: entry.content, sentAt: entry.sentAt ?? now };
  }
  return next;
}
