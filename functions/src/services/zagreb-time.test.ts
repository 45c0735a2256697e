import { describe, expect, it } from 'vitest';
import { zagrebDate } from '../contracts/policy-dates.js';
import { policyPeriod, zagrebInstant, zagrebIso, zagrebMidnight } from './zagreb-time.js';

describe('Zagreb time', () => {
  it('names instants with the winter and the summer offset', () => {
    expect(zagrebIso(new Date('2026-11-23T13:35:00Z'))).toBe('2026-11-23T14:35:00+01:00');
    expect(zagrebIso(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
  });

  it('knows the Croatian calendar day, which is not the UTC day late in the evening', () => {
    expect(zagrebDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('turns wall-clock times into instants across the changes to and from summer time', () => {
    expect(zagrebInstant({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zagrebInstant({ year: 2026, month: 3, day: 29, hour: 3, minute: 30 }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zagrebInstant({ year: 2026, month: 10, day: 26, hour: 12, minute: 0 }).toISOString()).toBe(
      '2026-10-26T11:00:00.000Z',
    );
  });

  it('knows when a Zagreb day begins, and the day after it, across months, years and summer time', () => {
    expect(zagrebMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zagrebMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The night summer time starts: the day after 28 March begins at midnight still on winter time.
    expect(zagrebMidnight('2026-03-28', 1).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zagrebMidnight('2026-03-29', 1).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('policyPeriod', () => {
  const paidAt = new Date('2026-11-23T13:35:42Z');

  it('starts at the minute of payment when the chosen day is today, and ends a year later at the same time', () => {
    const { startsAt, endsAt } = policyPeriod('2026-11-23', paidAt);
    expect(zagrebIso(startsAt)).toBe('2026-11-23T14:35:00+01:00');
    expect(zagrebIso(endsAt)).toBe('2027-11-23T14:35:00+01:00');
  });

  it('starts now when the chosen day passed while the driver was paying', () => {
    expect(zagrebIso(policyPeriod('2026-11-20', paidAt).startsAt)).toBe('2026-11-23T14:35:00+01:00');
  });

  it('starts at midnight of a later day the driver chose', () => {
    const { startsAt, endsAt } = policyPeriod('2026-12-15', paidAt);
    expect(zagrebIso(startsAt)).toBe('2026-12-15T00:00:00+01:00');
    expect(zagrebIso(endsAt)).toBe('2027-12-15T00:00:00+01:00');
  });

  it('keeps the Zagreb wall-clock time when summer time lies in between', () => {
    const { startsAt, endsAt } = policyPeriod('2027-04-10', paidAt);
    expect(zagrebIso(startsAt)).toBe('2027-04-10T00:00:00+02:00');
    expect(zagrebIso(endsAt)).toBe('2028-04-10T00:00:00+02:00');
  });

  it('ends on 28 February when it started on 29 February', () => {
    expect(zagrebIso(policyPeriod('2028-02-29', paidAt).endsAt)).toBe('2029-02-28T00:00:00+01:00');
  });
});
