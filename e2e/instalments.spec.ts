import { extractText, getDocumentProxy } from 'unpdf';
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import {
  cards,
  giveConsentsAndPay,
  payOnGatewayPage,
  successPageLines,
  toPaymentStep,
  uniqueEmail,
} from './purchase-flow';
import { euros, readTotals } from './quote-flow';

// Paying in instalments (issue 29) against the whole stack: the plan chosen on the payment step, priced by the server,
// carried to the gateway's hosted page, which lets only the cards that allow that many instalments pay.

/** Maestro: approved for a payment at once, no instalments (fixtures/README.md, the gateway's test cards). */
const maestro = '6759 6498 2643 8453';

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

/** What the mock gateway did with a cardholder's payments, from its test-only listing. */
async function charges(email: string): Promise<{ status: string; amount: string }[]> {
  const response = await fetch(`${stackUrls.gateway}/_mock/transactions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { status: string; amount: string }[];
}

test('a driver pays in 6 instalments with Visa after the gateway refuses Maestro for them', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('rate');
  const atOnce = await toPaymentStep(page, email);
  expect(atOnce.singlePaymentDiscount).toBeGreaterThan(0);

  // Paying at once is the default; the driver picks instalments, then how many.
  const choice = page.getByRole('group', { name: plans.plan.legend });
  await expect(choice.getByRole('radio', { name: /^Jednokratno/ })).toBeChecked();
  await choice.locator('label', { hasText: plans.plan.instalments.name }).click();
  await expect(choice.getByRole('radio', { name: /^Na rate/ })).toBeChecked();
  await choice.getByLabel(plans.plan.count.label).selectOption('6');
  await expect(choice.getByText(/^6 rata od oko \d+,\d{2}\s€$/)).toBeVisible();
  await expect(
    choice.getByText(/^U 6 rata možete platiti karticom Visa, Mastercard, Diners Club ili American/),
  ).toBeVisible();

  // The server's total in instalments: the list price, without the one-payment discount.
  await expect(
    page.getByRole('region', { name: plans.totals.heading }).getByText(plans.plan.singlePaymentDiscount),
  ).toHaveCount(0);
  const inInstalments = await readTotals(page);
  expect(inInstalments.singlePaymentDiscount).toBe(0);
  expect(inInstalments.total).toBeCloseTo(atOnce.total + atOnce.singlePaymentDiscount, 2);
  const perInstalment = euros((await choice.getByText(/^6 rata od oko/).innerText()).split('oko')[1] ?? '');
  expect(perInstalment).toBeCloseTo(inInstalments.total / 6, 2);

  await giveConsentsAndPay(page);
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
  await expect(page.getByRole('heading', { name: 'Plaćanje u 6 rata' })).toBeVisible();

  // Maestro gives no instalments: the gateway's own refusal, on its page, and nothing charged.
  await payOnGatewayPage(page, maestro, inInstalments.total);
  await expect(page.getByRole('alert')).toContainText('Ovom karticom nije moguće platiti na rate.');
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
  expect((await charges(email)).filter((charge) => charge.status === 'approved')).toEqual([]);

  // Visa allows 6: paid, and the policy issues.
  await payOnGatewayPage(page, cards.approved, inInstalments.total);
  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  const approved = (await charges(email)).filter((charge) => charge.status === 'approved');
  expect(approved.map((charge) => charge.amount)).toEqual([inInstalments.total.toFixed(2)]);

  // The success page's lines add up to what was charged, and it states the plan: six instalments, the first, the rest.
  const { lines, paid } = await successPageLines(page);
  expect(lines.reduce((sum, [, cents]) => sum + cents, 0)).toBe(paid);
  expect(paid).toBe(Math.round(inInstalments.total * 100));
  expect(lines.map(([label]) => label)).not.toContain(payment.success.policy.singlePaymentDiscount);
  const planDetail = async (label: string) =>
    (await policy.locator(`dt:text-is("${label}") + dd`).innerText()).replace(/\s+/g, ' ');
  expect(await planDetail(payment.success.policy.plan)).toBe('U 6 rata');
  const first = await planDetail(payment.success.policy.firstInstalment);
  const later = await planDetail(payment.success.policy.laterInstalments);
  expect(later).toMatch(/^5 × \d+,\d{2} €$/);
  const each = later.split('× ')[1] ?? '';
  expect(Math.round(euros(first) * 100) + 5 * Math.round(euros(each) * 100)).toBe(paid);

  // The e-policy says how it was paid.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: payment.success.download }).click(),
  ]);
  const bytes = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  const text = await pdfText(bytes);
  // The same split as the success page: both come from the server's one receipt of the policy.
  expect(text).toContain(`Način plaćanja: u 6 rata, koje naplaćuje banka koja je izdala karticu: prva ${first},`);
  expect(text).toContain(`a zatim mjesečno još 5 po ${each}.`);
  expect(text).not.toContain('Popust za jednokratno plaćanje');
});

test('a driver refused with Maestro for instalments may cancel, and nothing is charged', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('rate-odustao');
  await toPaymentStep(page, email);
  const choice = page.getByRole('group', { name: plans.plan.legend });
  await choice.locator('label', { hasText: plans.plan.instalments.name }).click();
  await choice.getByLabel(plans.plan.count.label).selectOption('3');
  const { total } = await readTotals(page);
  await giveConsentsAndPay(page);
  await expect(page.getByRole('heading', { name: 'Plaćanje u 3 rate' })).toBeVisible();

  await payOnGatewayPage(page, maestro, total);
  await expect(page.getByRole('alert')).toContainText('Ovom karticom nije moguće platiti na rate.');
  await page.getByRole('button', { name: 'Odustani' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths['payment-error']}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payment.error.headings.cancelled);
  expect((await charges(email)).filter((charge) => charge.status === 'approved')).toEqual([]);
});
