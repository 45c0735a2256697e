import { createHmac } from 'node:crypto';
import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasValidSignature, signFields } from './gateway-signature.js';

// Observe the comparison without changing it, to see that a well-formed signature goes through timingSafeEqual.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

/** A copy of `fields` without `names`. */
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

const secret = 'store-secret';
const fields = {
  store_id: 'STORE-1',
  order_number: 'AO-2026-0001',
  amount: '123.54',
  cart: 'Autoodgovornost ZG1234AB, Škoda',
};

describe('signFields', () => {
  it('is the hex HMAC-SHA256 of key + value in alphabetical order of key, as UTF-8', () => {
    const expected = createHmac('sha256', secret)
      .update(Buffer.from('amount123.54cartAutoodgovornost ZG1234AB, Škodaorder_numberAO-2026-0001store_idSTORE-1'))
      .digest('hex');
    expect(signFields(fields, secret)).toBe(expected);
  });

  it('does not depend on the order the fields come in, and leaves a signature field out', () => {
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    expect(signFields(reversed, secret)).toBe(signFields(fields, secret));
    expect(signFields({ ...fields, signature: 'anything' }, secret)).toBe(signFields(fields, secret));
  });

  it('depends on the secret', () => {
    expect(signFields(fields, 'other-secret')).not.toBe(signFields(fields, secret));
  });
});

describe('hasValidSignature', () => {
  const signed = { ...fields, signature: signFields(fields, secret) };

  // A function returned from beforeEach would be run as its teardown: hence the braces.
  beforeEach(() => {
    vi.mocked(crypto.timingSafeEqual).mockClear();
  });

  it('accepts what was signed with the same secret, in either case of hex', () => {
    expect(hasValidSignature(signed, secret)).toBe(true);
    expect(hasValidSignature({ ...signed, signature: signed.signature.toUpperCase() }, secret)).toBe(true);
  });

  it.each(Object.keys(fields))('refuses the fields when %s is changed', (key) => {
    const tampered = { ...signed, [key]: `${signed[key as keyof typeof fields]}x` };
    expect(hasValidSignature(tampered, secret)).toBe(false);
  });

  it('refuses an added or a removed field, and another secret', () => {
    expect(hasValidSignature({ ...signed, approval_code: '123456' }, secret)).toBe(false);
    expect(hasValidSignature(without(signed, 'cart'), secret)).toBe(false);
    expect(hasValidSignature(signed, 'other-secret')).toBe(false);
  });

  it('compares a well-formed signature in constant time', () => {
    const forged = {
      ...signed,
      signature: `${signed.signature.slice(0, 63)}${signed.signature.endsWith('0') ? '1' : '0'}`,
    };
    expect(hasValidSignature(forged, secret)).toBe(false);
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
    ['base64 of the right HMAC', Buffer.from(signed.signature, 'hex').toString('base64')],
  ])('refuses a %s signature without throwing', (_, signature) => {
    const unsigned = without(signed, 'signature');
    const candidate = signature === undefined ? unsigned : { ...unsigned, signature };
    expect(hasValidSignature(candidate, secret)).toBe(false);
    expect(crypto.timingSafeEqual).not.toHaveBeenCalled();
  });
});
