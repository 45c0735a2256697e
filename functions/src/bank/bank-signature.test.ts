import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hasValidBankBodySignature,
  hasValidBankRequestSignature,
  signBankBody,
  signBankRequest,
} from './bank-signature.js';

const secret = 'bank-secret';
const body = '<Document><Nm>Đurđica Šimić-Čačić</Nm><Amt Ccy="EUR">193.56</Amt></Document>';

describe('the bank body signature', () => {
  const signature = signBankBody(body, secret);

  it('is the hex HMAC-SHA256 of the UTF-8 body', () => {
    expect(signature).toBe(createHmac('sha256', secret).update(Buffer.from(body, 'utf8')).digest('hex'));
    expect(signBankBody(Buffer.from(body, 'utf8'), secret)).toBe(signature);
  });

  it('accepts the body it signs, as text or bytes, in either case of hex', () => {
    expect(hasValidBankBodySignature(body, signature, secret)).toBe(true);
    expect(hasValidBankBodySignature(Buffer.from(body, 'utf8'), signature.toUpperCase(), secret)).toBe(true);
  });

  it.each([
    ['an amount changed', body.replace('193.56', '993.56')],
    ['a letter changed', body.replace('Č', 'C')],
    ['a space added', `${body} `],
  ])('refuses the body with %s', (_, tampered) => {
    expect(hasValidBankBodySignature(tampered, signature, secret)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', signature.slice(2)],
    ['not hex', 'zz'.repeat(32)],
    ['base64 of the right HMAC', Buffer.from(signature, 'hex').toString('base64')],
  ])('refuses a %s signature without throwing', (_, given) => {
    expect(hasValidBankBodySignature(body, given, secret)).toBe(false);
  });

  it('refuses another secret', () => {
    expect(hasValidBankBodySignature(body, signature, 'other-secret')).toBe(false);
  });
});

describe('the request signature', () => {
  const target = '/v1/accounts/HR1723600001101234565/credits?from=2026-05-12T00:00:00.000Z';
  const signature = signBankRequest('GET', target, '', secret);

  it('covers the method, the path and query, and the body', () => {
    expect(signature).toBe(createHmac('sha256', secret).update(`GET ${target}\n`).digest('hex'));
    expect(hasValidBankRequestSignature('GET', target, '', signature, secret)).toBe(true);
    expect(hasValidBankRequestSignature('POST', target, '', signature, secret)).toBe(false);
    expect(hasValidBankRequestSignature('GET', target.replace('05-12', '01-01'), '', signature, secret)).toBe(false);
    expect(hasValidBankRequestSignature('GET', target.replace('4565', '4566'), '', signature, secret)).toBe(false);
    expect(hasValidBankRequestSignature('GET', target, '{}', signature, secret)).toBe(false);
  });

  it('is not a body signature of the same bytes', () => {
    const transfer = '{"amountCents":100}';
    const signed = signBankRequest('POST', '/v1/transfers', transfer, secret);
    expect(hasValidBankBodySignature(transfer, signed, secret)).toBe(false);
  });
});
