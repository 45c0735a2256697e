import { zagrebDate } from '../functions/src/contracts/policy-dates.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import { findDocs } from '../functions/test/admin.ts';
import { randomOib, storeTestPolicy } from '../functions/test/renewal-kit.ts';
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { stackUrls } from '../scripts/stack-config';
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, payOnGatewayPage, uniqueEmail } from './purchase-flow';
import { acceptTerms, calculate, continueFromVehicle, fillNameAndAddress, readTotals } from './quote-flow';
import type { Page } from '@playwright/test';

// A car already covered by the driver's own policy (issue 42, docs/decisions/0029-covered-car-at-payment.md): the same
// person is not let pay for those days again and is offered the day the cover ends; anyone else buys as for any car.
// The car is one the register names no owner for, so each run's people are new ones (random OIBs) and the running
// policy is written as fulfilment writes one.

const vin = 'NMTKZ3BX50R678901';

interface Person {
  pin: string;
  dateOfBirth: string;
  email: string;
}

const newPerson = (): Person => ({ pin: randomOib(), dateOfBirth: '14/03/1985', email: uniqueEmail('pokriven') });

/** The car priced for the person by its VIN, as a guest, then on through the plans, the summary and about-you. */
async function priceToSummary(page: Page, person: Person) {
  await page.goto(paths['onboarding-vin']);
  await page.getByLabel(entry.entry.vinLabel).fill(vin);
  await page.getByRole('button', { name: entry.entry.submit }).click();
  await continueFromVehicle(page, entry.details.continue);
  await page.getByLabel(entry.quote.dateOfBirth).fill(person.dateOfBirth);
  await page.getByLabel(entry.quote.pin).fill(person.pin);
  await page.getByLabel(entry.quote.email).fill(person.email);
  await page.getByLabel(entry.quote.phoneNumber, { exact: true }).fill('912345678');
  await acceptTerms(page);
  await calculate(page);
  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['onboarding-summary']);
}

const ordersOf = (person: Person) => findDocs(collections.orders, 'policyholder.contactEmail', person.email);

test('the same person is not let pay twice for a covered car and starts when the cover ends; another is not stopped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const holder = newPerson();
  const endDay = zagrebDate(new Date(Date.now() + 40 * 24 * 60 * 60 * 1000));
  await storeTestPolicy({
    licensePlate: null,
    vin,
    endDay,
    email: uniqueEmail('prva.polica'),
    personalIdentificationNumber: holder.pin,
    dateOfBirth: holder.dateOfBirth,
  });
  const until = endDay.split('-').reverse().join('/');
  const overlap = plans.Messages.coveredCarOverlap
    .replace('{{coveredUntil}}', until)
    .replace('{{suggestedStartDate}}', until);
  const startThen = plans.coveredCar.startThen.replace('{{date}}', until);

  // The same OIB and date of birth again, from today: the summary says so, the payment step offers no payment.
  await priceToSummary(page, holder);
  await expect(page.getByRole('region', { name: plans.coveredCar.heading })).toContainText(`do ${until}`);
  await page.getByRole('button', { name: plans.continue }).click();
  await fillNameAndAddress(page);
  const paying = page.getByRole('region', { name: plans.payment.method.heading });
  await expect(paying.getByText(overlap)).toBeVisible();
  await expect(paying.getByRole('button', { name: /^Plati karticom/ })).toHaveCount(0);

  // A client that does not know (another tab, a crafted request) is refused by the server, and no order opens.
  await page.route('**/getOrderSummary', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { coveredCar: unknown } };
    await route.fulfill({ response, json: { result: { ...body.result, coveredCar: null } } });
  });
  await page.reload();
  await giveConsentsAndPay(page);
  await expect(paying.getByRole('alert')).toContainText(overlap);
  await expect(page).toHaveURL(paths['onboarding-payment']);
  expect(await ordersOf(holder)).toEqual([]);

  // The way out: the new policy starts the day the running one ends, and is paid for.
  await page.unroute('**/getOrderSummary');
  await paying.getByRole('button', { name: startThen }).click();
  await expect(paying.getByRole('button', { name: /^Plati karticom \d/ })).toBeVisible();
  const { total } = await readTotals(page);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  await expect(policy.getByText(`od ${until} 00:00 do `, { exact: false })).toBeVisible();

  // Someone else (another OIB, no account) pricing the same car learns nothing of it and pays as for any car.
  const other = newPerson();
  await priceToSummary(page, other);
  await readTotals(page);
  await expect(page.getByRole('region', { name: plans.coveredCar.heading })).toHaveCount(0);
  await page.getByRole('button', { name: plans.continue }).click();
  await fillNameAndAddress(page);
  await giveConsentsAndPay(page);
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
  expect(await ordersOf(other)).toHaveLength(1);
});
