import { describe, expect, it } from 'vitest';
import { eventDetailOf } from './admin-orders.js';

// The notes the history holds, as payment-outcomes.ts, fulfilment.ts and a staff refund write them.
describe("an order event's note, for the console", () => {
  it('reads each kind of note by the event that wrote it', () => {
    expect(eventDetailOf('started', '203.75 EUR')).toEqual({ kind: 'amount', amount: 203.75 });
    expect(eventDetailOf('notification', 'approved')).toEqual({ kind: 'outcome', outcome: 'approved' });
    expect(eventDetailOf('returned', 'cancelled')).toEqual({ kind: 'outcome', outcome: 'cancelled' });
    expect(eventDetailOf('paid', '516E2F')).toEqual({ kind: 'approval-code', value: '516E2F' });
    expect(eventDetailOf('declined', '51')).toEqual({ kind: 'response-code', value: '51' });
    expect(eventDetailOf('policy-issued', '10-2026-6836177')).toEqual({
      kind: 'policy-number',
      value: '10-2026-6836177',
    });
    expect(eventDetailOf('email-sent', 'P_bzLOoc5tch')).toEqual({ kind: 'message-id', value: 'P_bzLOoc5tch' });
    expect(eventDetailOf('duplicate-payment', 'AO-0000000001')).toEqual({
      kind: 'paid-by-order',
      value: 'AO-0000000001',
    });
    expect(eventDetailOf('policy-issue-failed', 'unavailable')).toEqual({
      kind: 'insurer-failure',
      failure: 'unavailable',
    });
  });

  it("splits a staff refund's reason from the gateway's refund id; the scheduler's refund has only the id", () => {
    expect(eventDetailOf('refunded', 'Kupac odustao (tražio je povrat) (RF-123)')).toEqual({
      kind: 'refund',
      reason: 'Kupac odustao (tražio je povrat)',
      refundId: 'RF-123',
    });
    expect(eventDetailOf('refunded', 'RF-124')).toEqual({ kind: 'refund', reason: null, refundId: 'RF-124' });
  });

  it('passes on what it does not recognise as a message, and no note as none', () => {
    expect(eventDetailOf('refund-failed', 'Gateway said no')).toEqual({ kind: 'message', value: 'Gateway said no' });
    expect(eventDetailOf('notification', 'weird')).toEqual({ kind: 'message', value: 'weird' });
    expect(eventDetailOf('expired', undefined)).toBeNull();
  });
});
