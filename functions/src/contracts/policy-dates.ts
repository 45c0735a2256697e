/**
 * Policy dates (spec §4, §9): the policy starts on the requested day, or today when none is given or it has
 * passed, and runs one year. Days are Croatian calendar days. One rule for the server's quote and the pages that
 * show its period.
 */
import { displayDateToIso } from './field-rules.js';

/**
 * How far ahead a policy may start: the insurer sells cover from today up to 60 days ahead (the market's usual
 * window for MTPL bought in advance; the spec states none). The quote form's message says the same number.
 */
export const policyStartMaxDaysAhead = 60;

const zagrebDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the Croatian calendar day an instant falls on. */
export const zagrebDate = (instant: Date): string => zagrebDays.format(instant);

/** Same day one year later; 29 February becomes 28 February when the next year has none. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

export function policyDates(requestedStartIso: string | undefined, now: Date): { start: string; end: string } {
  const today = zagrebDate(now);
  const start = requestedStartIso && requestedStartIso > today ? requestedStartIso : today;
  return { start, end: oneYearAfter(start) };
}

/** `YYYY-MM-DD` of the last Croatian day a policy bought now may start on. */
export function latestPolicyStart(now: Date): string {
  const [year, month, day] = zagrebDate(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + policyStartMaxDaysAhead)).toISOString().slice(0, 10);
}

/**
 * A wanted start (dd/MM/yyyy) the insurer sells: not past `latestPolicyStart`. A past one is fine (it becomes today)
 * and text that is no date is the date rule's to refuse.
 */
export function isPolicyStartOnSale(displayDate: string, now: Date): boolean {
  const iso = displayDateToIso(displayDate);
  return iso === undefined || iso <= latestPolicyStart(now);
}
