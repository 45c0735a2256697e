/**
 * A car already covered (docs/decisions/0020-renewal-reminders.md, 0029-covered-car-at-payment.md): the summary says
 * when the car being priced already has a policy with us that runs past the new start day, and offers the day that
 * cover ends on as the start (decision 0007: the two meet without a gap); the payment refuses such a period. Only for
 * the same person: the caller's account, or the OIB and date of birth the quote was priced for. Anyone else learns
 * nothing about another person's car, and is not stopped by it.
 */
import { isoToDisplayDate } from '../contracts/field-rules.js';
import type { OrderSummary } from '../contracts/get-order-summary.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { coverEndOf, policiesOfVehicle, type PolicyDocument } from '../store/policies.js';
import type { QuoteDocument } from '../store/quotes.js';
import type { CallContext } from './domain-error.js';

/** Whose cover counts: an account, and the OIB with the date of birth (dd/MM/yyyy) of a policyholder. */
interface Person {
  uid: string | null;
  personalIdentificationNumber: string;
  dateOfBirth: string;
}

const samePerson = (policy: PolicyDocument, person: Person) =>
  (person.uid !== null && policy.uid === person.uid) ||
  (policy.policyholder.personalIdentificationNumber === person.personalIdentificationNumber &&
    policy.policyholder.dateOfBirth === person.dateOfBirth);

/** The car's policies of ours that are the person's. */
async function policiesOfPerson(vehicle: { licensePlate: string | null; vin: string | null }, person: Person) {
  if (!vehicle.licensePlate && !vehicle.vin) return [];
  return (await policiesOfVehicle(vehicle)).filter((policy) => samePerson(policy, person));
}

export async function coveredCarOf(
  quote: QuoteDocument,
  context: Pick<CallContext, 'uid'>,
  now: Date,
): Promise<OrderSummary['coveredCar']> {
  const policies = await policiesOfPerson(quote, {
    uid: context.uid,
    personalIdentificationNumber: quote.driver.personalIdentificationNumber,
    dateOfBirth: isoToDisplayDate(quote.driver.dateOfBirth),
  });
  // A start already past is today (spec §4): a quote priced days ago starts when it is paid.
  const today = zagrebDate(now);
  const startDay = quote.policyStartDate > today ? quote.policyStartDate : today;
  // Days, not instants: a policy that ends during the new start day meets it (decision 0007), it does not cover it.
  // One ended early (withdrawn, the car sold) covers only to its end.
  const lastDay = policies
    .map((policy) => zagrebDate(coverEndOf(policy).toDate()))
    .filter((endDay) => endDay > startDay)
    .sort()
    .at(-1);
  if (!lastDay) return null;
  const date = isoToDisplayDate(lastDay);
  return { coveredUntil: date, suggestedStartDate: date };
}

/** Which of two policies came later: issued later, or with the same instant the later order number. */
const issuedAfter = (a: PolicyDocument, b: PolicyDocument) =>
  a.issuedAt.toMillis() > b.issuedAt.toMillis() ||
  (a.issuedAt.toMillis() === b.issuedAt.toMillis() && a.orderNumber > b.orderNumber);

/**
 * The account's policies that are renewed: the car has another policy of ours for the same person (the account, or
 * the policyholder's OIB and date of birth, so also one bought as a guest under another e-mail) that ends later. Of
 * two ending at the same instant, the one issued later is the renewal of the other, so only one offers "Obnovi".
 */
export async function renewedPolicies(policies: readonly PolicyDocument[], uid: string): Promise<Set<string>> {
  const keyOf = ({ vehicle }: PolicyDocument) => `${vehicle.licensePlate ?? ''}|${vehicle.vin ?? ''}`;
  const vehicles = new Map(policies.map((policy) => [keyOf(policy), policy.vehicle]));
  const ofVehicle = new Map(
    await Promise.all([...vehicles].map(async ([key, vehicle]) => [key, await policiesOfVehicle(vehicle)] as const)),
  );
  const renewed = policies.filter((policy) => {
    const { personalIdentificationNumber, dateOfBirth } = policy.policyholder;
    const person = { uid, personalIdentificationNumber, dateOfBirth };
    const ends = policy.endsAt.toMillis();
    return (ofVehicle.get(keyOf(policy)) ?? []).some(
      (other) =>
        other.orderNumber !== policy.orderNumber &&
        samePerson(other, person) &&
        (other.endsAt.toMillis() > ends || (other.endsAt.toMillis() === ends && issuedAfter(other, policy))),
    );
  });
  return new Set(renewed.map((policy) => policy.orderNumber));
}
