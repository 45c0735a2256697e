import { extractText, getDocumentProxy } from 'unpdf';
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, inbox, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';
import { places, readTotals } from './quote-flow';

// Guest purchase against the whole stack: the built SPA on Hosting, the functions, the mock insurer, the mock card
// gateway on its own origin and the mock SendGrid. Test cards: fixtures/README.md.

/** What the mock gateway charged a cardholder, from its test-only listing. */
async function charges(email: string): Promise<{ status: string; refunded: boolean }[]> {
  const response = await fetch(`${stackUrls.gateway}/_mock/transactions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { status: string; refunded: boolean }[];
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

test('(a) a guest from a village pays by card, gets the policy on screen, as a PDF and in the inbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  // Adamovec, 10363: a settlement served by the post office of Belovar, not a post-office town (issue 26).
  const { total } = await toPaymentStep(page, email, places.adamovec);
  await expect(page.getByRole('button', { name: /^Plati karticom/ })).toContainText(
    new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(total),
  );
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);

  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  const policyNumber = (await policy.locator('dd').first().innerText()).trim();
  expect(policyNumber).toMatch(/^10-20\d\d-\d{7}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payment.success.heading.insured);
  await expect(page.getByRole('status').getByRole('listitem')).toHaveText([
    /^✓Plaćanje od .+ je primljeno\.$/,
    `✓Polica ${policyNumber} je izdana.`,
    `✓Polica je poslana na ${email}.`,
  ]);
  await expect(policy.getByText('ZG5678CD')).toBeVisible();
  await expect(
    policy.getByText(/^od \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} do \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: payment.success.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`polica-${policyNumber}.pdf`);
  const downloaded = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  expect(new TextDecoder().decode(downloaded.subarray(0, 5))).toBe('%PDF-');
  const policyText = await pdfText(downloaded);
  expect(policyText).toContain(policyNumber);
  expect(policyText).toContain('10363 Adamovec');

  const [mail] = await inbox(email);
  expect(mail?.subject).toContain(policyNumber);
  const attachment = mail?.attachments[0];
  expect(attachment?.filename).toBe(`polica-${policyNumber}.pdf`);
  const attached = new Uint8Array(await (await fetch(`${stackUrls.mail}${attachment?.url}`)).arrayBuffer());
  expect(attached).toEqual(downloaded);

  // The inbox page a person trying the product reads.
  await page.goto(stackUrls.mail);
  await page.getByRole('link', { name: new RegExp(policyNumber) }).click();
  await expect(page.getByText(policyNumber).first()).toBeVisible();

  // The paid quote is done with: the flow starts afresh, with nothing of the driver left behind.
  await page.goto(paths['onboarding-payment']);
  await expect(page).toHaveURL(paths.onboarding);
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('ao.onboarding.')),
    ),
  ).toEqual([]);
});

test('(b) a card that asks for 3-D Secure pays after the challenge', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.threeDSecure, total);
  await expect(page.getByRole('heading', { name: 'Potvrda plaćanja' })).toBeVisible();
  await page.getByLabel('Jednokratni kod').fill('123456');
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page).toHaveURL(new RegExp(paths['payment-success']));
  await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });
});

test('(c) a declined card lands on the error page; "try again" pays with another card, charged once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.insufficientFunds, total);

  await expect(page).toHaveURL(new RegExp(`${paths['payment-error']}\\?order=AO-[0-9A-Z]{10}&reason=declined`));
  await expect(page.getByRole('alert')).toHaveText(payment.error.reasons.declined);
  await page.getByRole('link', { name: payment.error.retry }).click();

  // Back on the payment step with everything still filled in.
  await expect(page).toHaveURL(paths['onboarding-payment']);
  expect((await readTotals(page)).total).toBe(total);
  await expect(page.getByText('Ivana Horvat')).toBeVisible();
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });

  const paid = (await charges(email)).filter((charge) => charge.status === 'approved');
  expect(paid).toHaveLength(1);
});

test('(d) cancelling on the gateway’s page comes back with the quote intact and nothing charged', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
  await page.getByRole('button', { name: 'Odustani' }).click();

  await expect(page).toHaveURL(new RegExp(`${paths['payment-error']}.*reason=cancelled`));
  // Cancelled, not failed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payment.error.headings.cancelled);
  await expect(page.getByRole('alert')).toHaveText(payment.error.reasons.cancelled);
  await page.getByRole('link', { name: payment.error.backToPayment }).click();
  await expect(page).toHaveURL(paths['onboarding-payment']);
  expect((await readTotals(page)).total).toBe(total);
  await expect(page.getByRole('region', { name: plans.payment.orderHeading })).toBeVisible();
  expect(await charges(email)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
});

test('(f) pay pressed the moment the payment step shows, before its amount is in, still pays', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const { total } = await toPaymentStep(page, email);
  // As on a freshly started server, whose first order summary takes seconds: the page opens without its amount.
  await page.route('**/getOrderSummary', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.reload();
  await page.getByRole('checkbox', { name: /informacijski dokument/ }).check();
  await page.getByRole('checkbox', { name: /opće uvjete osiguranja/ }).check();
  await page.getByRole('button', { name: plans.payment.payNoAmount.card, exact: true }).click();
  await expect(page.getByRole('button', { name: plans.payment.busy.card })).toBeVisible();
  await payOnGatewayPage(page, cards.approved, total);
  await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('(e) the payment step and the gateway page fit the screen, and the purchase completes', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail();
    const { total } = await toPaymentStep(page, email);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await giveConsentsAndPay(page);
    await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
    expect(await fits()).toBe(true);
    await payOnGatewayPage(page, cards.approved, total);
    await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });
    expect(await fits()).toBe(true);
  });
});
