import { describe, expect, it } from 'vitest';
import { completeSideView, statementView } from '../claims-test-kit';
import { emptyStatementSide } from '@contracts/accident-statement';
import { settleOverlay, withPending } from './pending-overlay';

const edited = { ...emptyStatementSide(), circumstances: [8] };

describe('the phone’s pending edits over the statement it last read', () => {
  it('shows an edit over the server’s side, keeping what the server adds (photos, signature)', () => {
    const statement = statementView({ sides: { A: completeSideView('ZG1234AB', 'Horvat'), B: null } });
    const shown = withPending(statement, { A: { content: edited, sentAt: null } });
    expect(shown.sides.A.circumstances).toEqual([8]);
    expect(shown.sides.A.vehicle.plate).toBeNull();
    expect(shown.sides.A.photos).toEqual([]);
    expect(withPending(statement, {})).toBe(statement);
  });

  it('keeps an edit while the outbox holds it, and after it is sent until a read asked for later comes back', () => {
    const held = settleOverlay({ A: { content: edited, sentAt: null } }, { A: edited }, 1_000, 900);
    expect(held.A).toEqual({ content: edited, sentAt: null });
    // Sent at 2 000: a read asked at 1 900 may predate the save, so the edit stays over it.
    const sent = settleOverlay(held, {}, 2_000, 1_900);
    expect(sent.A).toEqual({ content: edited, sentAt: 2_000 });
    expect(settleOverlay(sent, {}, 2_500, 1_950).A).toEqual({ content: edited, sentAt: 2_000 });
    expect(settleOverlay(sent, {}, 3_000, 2_100)).toEqual({});
  });

  it('brings back what an earlier visit left unsent', () => {
    expect(settleOverlay({}, { common: statementView().common }, 1_000, 0).common?.sentAt).toBeNull();
  });
});
