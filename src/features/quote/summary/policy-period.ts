import { displayDateToIso, isoToDisplayDate } from '@contracts/field-rules';
import { oneYearAfter, policyDates } from '@contracts/policy-dates';
import type { PolicyInfo } from '../state/onboarding-state';

/**
 * The period the policy will run, dd/MM/yyyy (spec §4): the dates the server priced, except that a start already in
 * the past (a quote left open overnight) or missing is replaced by today, and then the policy ends one year later.
 * The server's own rule (Croatian calendar days), so the page shows what the policy will say.
 */
export function policyPeriod(
  policy: Pick<PolicyInfo, 'policyStartDate' | 'policyEndDate'>,
  today: Date = new Date(),
): { start: string; end: string } {
  const requested = displayDateToIso(policy.policyStartDate);
  const { start, end } = policyDates(requested, today);
  if (start !== requested) return { start: isoToDisplayDate(start), end: isoToDisplayDate(end) };
  const pricedEnd = displayDateToIso(policy.policyEndDate);
  return { start: policy.policyStartDate, end: isoToDisplayDate(pricedEnd ?? oneYearAfter(start)) };
}
