import { createHmac } from 'node:crypto';
import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsurerClaimNotification } from './insurer-api.js';
import { readClaimNotification, signClaimNotification } from './claim-signature.js';

// Observe the comparison without changing it, to see that a well-formed signature goes through timingSafeEqual.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const secret = 'insurer-notify-secret';
const notification: InsurerClaimNotification = {
  type: 'claim.changed',
  claim: {
    claimNumber: 'ŠT-2026-000001',
    statementId: 'A1b2C3d4E5f6G7h8I9j0',
    sequence: 3,
    state: 'offer',
    claimantRole: 'B',
    timeline: [
      { state: 'received', at: '2026-11-27T10:00:00.000Z' },
      { state: 'offer', at: '2026-11-27T10:00:09.000Z' },
    ],
    missingDocuments: [],
    receivedDocuments: [{ documentId: 'doc-1', code: 'repair-estimate', receivedAt: '2026-11-27T10:00:04.000Z' }],
    appointment: { at: '2026-11-28T09:00:00.000Z', place: null, photoAssessment: true, confirmedAt: null },
    offer: {
      revision: 1,
      amount: 1234.5,
      items: [{ code: 'vehicle-repair', amount: 1234.5 }],
      reckoning: 'Popravak stražnjeg branika po fotografijama.',
      madeAt: '2026-11-27T10:00:09.000Z',
    },
    dispute: null,
    payment: null,
    decline: null,
    changedAt: '2026-11-27T10:00:09.000Z',
  },
};
const body = JSON.stringify(notification);
const instantPayment = {
  amount: 1234.5,
  paidOn: '2026-12-07',
  ibanMasked: 'HR** **** **** **** *016 0',
  paidAt: '2026-12-07T13:32:10.000Z',
  transferReference: 'HR00 2026-000001',
};

describe('signClaimNotification', () => {
  it('is the hex HMAC-SHA256 of the raw body as UTF-8, keyed with the secret', () => {
    const expected = createHmac('sha256', secret).update(Buffer.from(body, 'utf8')).digest('hex');
    expect(signClaimNotification(body, secret)).toBe(expected);
    expect(signClaimNotification(body, 'other-secret')).not.toBe(expected);
  });
});

describe('readClaimNotification', () => {
  const signature = signClaimNotification(body, secret);

  // A function returned from beforeEach would be run as its teardown: hence the braces.
  beforeEach(() => {
    vi.mocked(crypto.timingSafeEqual).mockClear();
  });

  it('reads a signed notification from a string or the raw bytes, the signature in either case of hex', () => {
    expect(readClaimNotification(body, signature, secret)).toEqual(notification);
    expect(readClaimNotification(Buffer.from(body, 'utf8'), signature.toUpperCase(), secret)).toEqual(notification);
  });

  it('reads a payout by instant transfer with when it left and its reference', () => {
    const paid: InsurerClaimNotification = {
      ...notification,
      claim: { ...notification.claim, state: 'paid', payment: instantPayment },
    };
    const raw = JSON.stringify(paid);
    expect(readClaimNotification(raw, signClaimNotification(raw, secret), secret)?.claim.payment).toEqual(
      instantPayment,
    );
  });

  it('refuses a changed body, even one that only differs in spacing, and another secret', () => {
    expect(readClaimNotification(body.replace('"offer"', '"paid"'), signature, secret)).toBeNull();
    expect(readClaimNotification(JSON.stringify(notification, null, 1), signature, secret)).toBeNull();
    expect(readClaimNotification(body, signature, 'other-secret')).toBeNull();
  });

  it('compares a well-formed signature in constant time', () => {
    const forged = `${signature.slice(0, 63)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(readClaimNotification(body, forged, secret)).toBeNull();
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
    const [given, expected] = vi.mocked(crypto.timingSafeEqual).mock.calls[0] ?? [];
    expect(Buffer.byteLength(given as Buffer)).toBe(32);
    expect(Buffer.byteLength(expected as Buffer)).toBe(32);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', 'ab'.repeat(31)],
    ['too long', 'ab'.repeat(33)],
    ['not hex', 'zz'.repeat(32)],
    ['base64 of the right HMAC', Buffer.from(signature, 'hex').toString('base64')],
  ])('refuses a %s signature without comparing or throwing', (_, given) => {
    expect(readClaimNotification(body, given, secret)).toBeNull();
    expect(crypto.timingSafeEqual).not.toHaveBeenCalled();
  });

  const { claim } = notification;
  it.each([
    ['a body that is not JSON', '{"type": "claim.chan'],
    ['JSON that is not an object', '[]'],
    ['another type', JSON.stringify({ ...notification, type: 'payment.changed' })],
    ['no claim', JSON.stringify({ type: 'claim.changed' })],
    ['an unknown state', JSON.stringify({ ...notification, claim: { ...claim, state: 'lost' } })],
    ['a sequence of 0', JSON.stringify({ ...notification, claim: { ...claim, sequence: 0 } })],
    ['a claimant C', JSON.stringify({ ...notification, claim: { ...claim, claimantRole: 'C' } })],
    ['an empty timeline', JSON.stringify({ ...notification, claim: { ...claim, timeline: [] } })],
    ['an unknown document', JSON.stringify({ ...notification, claim: { ...claim, missingDocuments: ['selfie'] } })],
    ['an offer without items', JSON.stringify({ ...notification, claim: { ...claim, offer: { revision: 1 } } })],
    [
      'a payment date with a time',
      JSON.stringify({
        ...notification,
        claim: { ...claim, payment: { ...instantPayment, paidOn: '2026-11-27T10:00:00Z' } },
      }),
    ],
    [
      'a payout without the instant it left',
      JSON.stringify({ ...notification, claim: { ...claim, payment: { ...instantPayment, paidAt: undefined } } }),
    ],
    [
      'a payout whose instant is not one',
      JSON.stringify({ ...notification, claim: { ...claim, payment: { ...instantPayment, paidAt: 'sutra' } } }),
    ],
    [
      'a payout without its reference',
      JSON.stringify({ ...notification, claim: { ...claim, payment: { ...instantPayment, transferReference: '' } } }),
    ],
    ['an unknown decline reason', JSON.stringify({ ...notification, claim: { ...claim, decline: { reason: 'x' } } })],
    ['no changedAt', JSON.stringify({ ...notification, claim: { ...claim, changedAt: undefined } })],
  ])('answers null for a signed body with %s', (_, raw) => {
    expect(readClaimNotification(raw, signClaimNotification(raw, secret), secret)).toBeNull();
  });
});
