import dayjs from 'dayjs';
import { formatDisplayDate, oneYearLater, parseDisplayDate } from '../../../lib/dates';
import type { PolicyInfo } from '../state/onboarding-state';

/**
 * The period the policy will run, dd/MM/yyyy (spec §4): the dates the server priced, except that a start already in
 * the past (a quote left open overnight) or missing is replaced by today, and then the policy ends one year later.
 */
export function policyPeriod(
  policy: Pick<PolicyInfo, 'policyStartDate' | 'policyEndDate'>,
  today: Date = new Date(),
): { start: string; end: string } {
  const start = parseDisplayDate(policy.policyStartDate);
  if (!start || dayjs(start).isBefore(dayjs(today).startOf('day'))) {
    const todayText = formatDisplayDate(today);
    return { start: todayText, end: oneYearLater(todayText) };
  }
  const end = parseDisplayDate(policy.policyEndDate) ? policy.policyEndDate : oneYearLater(policy.policyStartDate);
  return { start: policy.policyStartDate, end };
}
