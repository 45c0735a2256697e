import { describe, expect, it } from 'vitest';
import { policyStanding } from './policy-standing';

const now = new Date('2026-11-24T12:00:00+01:00');
const policy = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });

describe('policyStanding', () => {
  it.each([
    [policy('2026-12-01T00:00:00+01:00', '2027-12-01T00:00:00+01:00'), 'upcoming'],
    [policy('2026-06-01T00:00:00+02:00', '2027-06-01T00:00:00+02:00'), 'active'],
    [policy('2025-12-20T00:00:00+01:00', '2026-12-20T00:00:00+01:00'), 'expiring'],
    [policy('2025-12-24T12:00:00+01:00', '2026-12-24T12:00:00+01:00'), 'expiring'],
    [policy('2025-11-24T12:00:00+01:00', '2026-11-24T12:00:00+01:00'), 'expired'],
    [{ ...policy('2026-06-01T00:00:00+02:00', '2027-06-01T00:00:00+02:00'), ended: { reason: 'sold' } }, 'ended'],
  ])('%o is %s', (given, standing) => {
    expect(policyStanding(given, now)).toBe(standing);
  });
});
