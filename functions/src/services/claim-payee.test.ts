import { describe, expect, it } from 'vitest';
import type { PayeeCheckResult } from '../contracts/claim.js';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import type { ClaimRecord } from '../store/claims.js';
import { acceptedPayee, payeeCheckRecord } from './claim-payee.js';
import { DomainError } from './domain-error.js';
import { newSecretToken } from './secret-token.js';

// The accept held to the bank's check of its account, as answerClaimOffer applies it before the insurer hears of it.

const checkedAt = new Date('2026-12-07T13:00:00Z');
const iban = 'HR1210010051863000160';
const minutes = (count: number) => new Date(checkedAt.getTime() + count * 60_000);

function checked(result: PayeeCheckResult, { role = 'B' as 'A' | 'B', account = iban, name = 'Ivana Horvat' } = {}) {
  const token = newSecretToken();
  const record = payeeCheckRecord(
    token,
    {
      iban: account,
      payeeName: name,
      role,
      verification: {
        verificationId: 'VOP-000042-1',
        result,
        bankHeldName: result === 'close-match' ? 'IVANA HORVAT-KOVAČ' : null,
        checkedAt: checkedAt.toISOString(),
      },
    },
    checkedAt,
  );
  // The accept reads only the claim's checks.
  const claim = { payeeChecks: [record] } as Partial<ClaimRecord> as ClaimRecord;
  return { token, record, claim };
}

const accept = (token: string, overrides: Record<string, unknown> = {}) => ({
  iban: 'hr12 1001 0051-8630 0016 0',
  payeeName: '  Ivana   Horvat ',
  payeeCheckToken: token,
  confirmedPayeeName: 'Ivana Horvat',
  payeeRiskAcknowledged: false,
  ...overrides,
});

/** The error key an accept is refused with, or `accepted`. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof DomainError) return `${error.code} ${error.details.errorKey}`;
    throw error;
  }
}
const notChecked = `failed-precondition ${claimErrorKeys.claimPayeeNotChecked}`;
const notConfirmed = `failed-precondition ${claimErrorKeys.claimPayeeNotConfirmed}`;

describe('the check an accept follows', () => {
  it('keeps the IBAN masked only: nothing of its digits, nor the token, in what is stored', () => {
    const { token, record } = checked('match');
    expect(record.ibanMasked).toBe('HR** **** **** **** *016 0');
    const stored = JSON.stringify(record);
    expect(stored).not.toContain('1001005186');
    expect(stored).not.toContain(token);
  });

  it('lets a match be accepted with the IBAN and name checked, however they are spaced', () => {
    const { token, claim } = checked('match');
    expect(acceptedPayee(claim, 'B', accept(token), minutes(29))).toMatchObject({
      iban,
      confirmedName: 'Ivana Horvat',
      riskAcknowledged: false,
      check: { verificationId: 'VOP-000042-1' },
    });
  });

  it('refuses an accept with no check, another check’s token, another IBAN or name, another side, or after half an hour', () => {
    const { token, claim } = checked('match');
    const run = (given: Record<string, unknown>, you: 'A' | 'B' = 'B', at = minutes(1)) =>
      outcome(() => acceptedPayee(claim, you, accept(token, given), at));
    expect(run({ payeeCheckToken: newSecretToken() })).toBe(notChecked);
    expect(run({ iban: 'HR6023600001101234567' })).toBe(notChecked);
    expect(run({ payeeName: 'Ivana Horvat Kovač', confirmedPayeeName: 'Ivana Horvat Kovač' })).toBe(notChecked);
    expect(run({ payeeName: 'ivana horvat', confirmedPayeeName: 'ivana horvat' })).toBe(notChecked);
    expect(run({}, 'A')).toBe(notChecked);
    expect(run({}, 'B', minutes(30))).toBe(notChecked);
    const older = { ...claim, payeeChecks: undefined };
    expect(outcome(() => acceptedPayee(older, 'B', accept(token), minutes(1)))).toBe(notChecked);
  });

  it('on a close-match takes the name the bank holds, and only that', () => {
    const { token, claim } = checked('close-match');
    const run = (confirmedPayeeName: string) =>
      outcome(() => acceptedPayee(claim, 'B', accept(token, { confirmedPayeeName }), minutes(1)));
    expect(run('Ivana Horvat')).toBe(notConfirmed);
    expect(run('Ivana Horvat-Kovač')).toBe(notConfirmed);
    expect(run('IVANA HORVAT-KOVAČ')).toBe('accepted');
  });

  it.each(['no-match', 'not-possible'] as const)(
    'on %s goes on only with the warning read, in the name checked',
    (result) => {
      const { token, claim } = checked(result);
      const run = (given: Record<string, unknown>) =>
        outcome(() => acceptedPayee(claim, 'B', accept(token, given), minutes(1)));
      expect(run({})).toBe(notConfirmed);
      expect(run({ payeeRiskAcknowledged: undefined })).toBe(notConfirmed);
      expect(run({ payeeRiskAcknowledged: true, confirmedPayeeName: 'Marko Marić' })).toBe(notConfirmed);
      expect(acceptedPayee(claim, 'B', accept(token, { payeeRiskAcknowledged: true }), minutes(1))).toMatchObject({
        confirmedName: 'Ivana Horvat',
        riskAcknowledged: true,
      });
    },
  );
});
