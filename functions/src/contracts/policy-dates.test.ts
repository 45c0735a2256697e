import { describe, expect, it } from 'vitest';
import { isPolicyStartOnSale, latestPolicyStart, oneYearAfter, policyDates } from './policy-dates.js';

// 21 November 2026, 23:30 in Zagreb (UTC+1): still the 21st there although 22:30 UTC.
const now = new Date('2026-11-21T22:30:00Z');

describe('policy dates (spec §4)', () => {
  it('start today in Zagreb and end one year later when no start is given', () => {
    expect(policyDates(undefined, now)).toEqual({ start: '2026-11-21', end: '2027-11-21' });
  });

  it('replace a start in the past by today', () => {
    expect(policyDates('2026-11-01', now)).toEqual({ start: '2026-11-21', end: '2027-11-21' });
  });

  it('keep a future start and end one year after it', () => {
    expect(policyDates('2026-12-15', now)).toEqual({ start: '2026-12-15', end: '2027-12-15' });
  });

  it('end a policy starting on 29 February on 28 February', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });

  it('use the Croatian calendar day, not UTC', () => {
    expect(policyDates(undefined, new Date('2026-11-21T23:30:00Z')).start).toBe('2026-11-22');
  });

  it('sell a start up to 60 Croatian days ahead and no later', () => {
    expect(latestPolicyStart(now)).toBe('2027-01-20');
    expect(isPolicyStartOnSale('20/01/2027', now)).toBe(true);
    expect(isPolicyStartOnSale('21/01/2027', now)).toBe(false);
    expect(isPolicyStartOnSale('31/12/2099', now)).toBe(false);
    // Past 23:00 UTC it is already the 22nd in Zagreb, and the window moves with it.
    expect(latestPolicyStart(new Date('2026-11-21T23:30:00Z'))).toBe('2027-01-21');
  });

  it('leave a past start to become today, and text that is no date to the date rule', () => {
    expect(isPolicyStartOnSale('01/01/2020', now)).toBe(true);
    expect(isPolicyStartOnSale('31/02/2027', now)).toBe(true);
  });
});
