/**
 * A car already covered (docs/decisions/0020-renewal-reminders.md): before payment, the summary says when the car
 * being priced already has a policy with us that runs past the new start day, and offers the day that cover ends on
 * as the start (decision 0007: the two meet without a gap). Only to the same person: the caller's account, or the OIB
 * and date of birth the quote was priced for. Anyone else learns nothing about another person's car.
 */
import { isoToDisplayDate } from '../contracts/field-rules.js';
import type { OrderSummary } from '../contracts/get-order-summary.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { policiesOfVehicle, type PolicyDocument } from '../store/policies.js';
import type { QuoteDocument } from '../store/quotes.js';
import type { CallContext } from './domain-error.js';

const samePerson = (policy: PolicyDocument, quote: QuoteDocument, uid: string | null) =>
  (uid !== null && policy.uid === uid) ||
  (policy.policyholder.personalIdentificationNumber === quote.driver.personalIdentificationNumber &&
    policy.policyholder.dateOfBirth === isoToDisplayDate(quote.driver.dateOfBirth));

export async function coveredCarOf(
  quote: QuoteDocument,
  context: Pick<CallContext, 'uid'>,
): Promise<OrderSummary['coveredCar']> {
  if (!quote.licensePlate && !quote.vin) return null;
  const policies = await policiesOfVehicle({ licensePlate: quote.licensePlate, vin: quote.vin });
  // Days, not instants: a policy that ends during the new start day meets it (decision 0007), it does not cover it.
  const lastDay = policies
    .filter((policy) => samePerson(policy, quote, context.uid))
    .map((policy) => zagrebDate(policy.endsAt.toDate()))
    .filter((endDay) => endDay > quote.policyStartDate)
    .sort()
    .at(-1);
  if (!lastDay) return null;
  const date = isoToDisplayDate(lastDay);
  return { coveredUntil: date, suggestedStartDate: date };
}
