import { describe, expect, it } from 'vitest';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import { orderStatusPollInterval } from './get-order-status';

const status = (overrides: Partial<OrderStatusResponse>): OrderStatusResponse => ({
  orderNumber: 'AO-2026-000001',
  state: 'paid',
  policyState: 'issuing',
  amount: 312.4,
  currency: 'EUR',
  email: 'ivana.horvat@primjer.hr',
  emailSent: false,
  paymentMethod: 'card',
  slip: null,
  policy: null,
  refund: null,
  paidAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

/** The calls a page that never sees the order settle makes in the first `ms` after its first answer. */
function callsWithin(ms: number): number {
  let elapsed = 0;
  let polls = 1;
  for (;;) {
    const wait = orderStatusPollInterval(status({}), polls);
    if (wait === false || elapsed + wait > ms) return polls;
    elapsed += wait;
    polls += 1;
  }
}

describe('orderStatusPollInterval', () => {
  it('asks again within half a second while the policy is being issued, then less and less often', () => {
    expect(orderStatusPollInterval(undefined, 0)).toBe(500);
    expect(orderStatusPollInterval(status({}), 1)).toBe(500);
    expect(orderStatusPollInterval(status({}), 6)).toBe(2_000);
    expect(orderStatusPollInterval(status({}), 30)).toBe(10_000);
  });

  it('stops once nothing more will change without the driver', () => {
    const issued = status({ policyState: 'issued', emailSent: true });
    expect(orderStatusPollInterval(issued, 1)).toBe(false);
    expect(orderStatusPollInterval(status({ state: 'declined', policyState: null, paidAt: null }), 1)).toBe(false);
    expect(orderStatusPollInterval(status({ refund: 'done' }), 40)).toBe(false);
  });

  it('stays within the order-status limit of 60 calls a minute an address', () => {
    expect(callsWithin(60_000)).toBeLessThanOrEqual(60);
  });
});
