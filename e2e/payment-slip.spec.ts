import { extractText, getDocumentProxy } from 'unpdf';
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import paymentSlip from '../locales/hr/payment-slip.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { inbox, toPaymentStep, uniqueEmail } from './purchase-flow';

// Paying by HUB-3 slip (issue 44) against the whole stack, on a phone: the slip's barcode on the page, read from a
// screenshot by the mock bank's test page (the driver's mobile bank), paid by instant transfer, and the policy on the
// page that shows the slip once the bank's notification is in.

// A phone's screen has three device pixels to a CSS pixel: its screenshot is what a banking app reads the code from.
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 });

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

test('a guest pays by slip: the bank scans the barcode off a screenshot and the policy follows in seconds', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('uplatnica');
  const { total } = await toPaymentStep(page, email);

  // Chosen from the keyboard: at 375 px the sticky top bar covers the cards once they scroll up under it.
  const bySlip = page
    .getByRole('group', { name: plans.payment.method.legend })
    .getByRole('radio', { name: plans.payment.method.slip.name });
  await bySlip.focus();
  await page.keyboard.press('Space');
  await expect(bySlip).toBeChecked();
  await page.getByRole('checkbox', { name: /informacijski dokument/ }).check();
  await page.getByRole('checkbox', { name: /opće uvjete osiguranja/ }).check();
  const startedAt = Date.now();
  await page.getByRole('button', { name: /^Izradi uplatnicu na/ }).click();

  // The slip is drawn and its PDF e-mailed before the answer: the first PDF of a fresh worker loads its fonts.
  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`), { timeout: 15_000 });
  test.info().annotations.push({ type: 'slip shown after', description: `${Date.now() - startedAt} ms` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payment.success.heading.slip);
  const slip = page.getByRole('region', { name: paymentSlip.heading });
  // The amount as hr-HR writes it, its space unbroken.
  await expect(slip).toContainText(
    new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(total),
  );
  await expect(slip).toContainText(paymentSlip.startsWhenPaid);
  await expect(slip).toContainText(/Cijena vrijedi do \d{2}\/\d{2}\/\d{4}\./);
  const barcode = slip.getByRole('img', { name: /^2D kod uplatnice/ });
  await expect(barcode).toBeVisible();
  await expect(page.getByRole('status')).toContainText(payment.success.steps.payment.slipPending);
  await page.screenshot({ path: test.info().outputPath('slip-375.png'), fullPage: true });
  // What the driver's phone camera sees: the page as it is on screen, barcode and all.
  const screenshot = await page.screenshot();

  // The slip as a PDF in the inbox, to pay later from another device.
  const mail = (await inbox(email)).find((message) =>
    message.attachments.some((file) => file.filename.startsWith('uplatnica-')),
  );
  expect(mail?.subject).toMatch(/^Uplatnica za policu AO/);
  const attachment = mail?.attachments.find((file) => file.filename.endsWith('.pdf'));
  const pdf = new Uint8Array(await (await fetch(new URL(attachment?.url ?? '', stackUrls.mail))).arrayBuffer());
  const slipText = await pdfText(pdf);
  expect(slipText).toContain('HR01');
  expect(slipText).toMatch(/tek kad uplata stigne/);

  // The driver's mobile bank, in another tab: it reads the screenshot, shows what it read, and pays instantly.
  const bank = await context.newPage();
  await bank.goto(stackUrls.bank);
  await bank.getByLabel('Snimka zaslona uplatnice (PNG)').setInputFiles({
    name: 'uplatnica.png',
    mimeType: 'image/png',
    buffer: screenshot,
  });
  await bank.getByRole('button', { name: 'Pročitaj uplatnicu' }).click();
  await expect(bank.getByText('Groupama osiguranje d.d.').first()).toBeVisible();
  await expect(bank.getByText(/HR01 \d{4}-\d{12}-\d/).first()).toBeVisible();
  await bank.screenshot({ path: test.info().outputPath('bank-read-375.png'), fullPage: true });
  await bank.getByRole('button', { name: 'Plati instant' }).click();
  const paidAt = Date.now();

  // Back on the slip's page: the policy, within 3 s of the bank's notification (the page polls every 2 s).
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payment.success.heading.insured, { timeout: 5000 });
  expect(Date.now() - paidAt).toBeLessThan(8000);
  await expect(slip).toHaveCount(0);
  await expect(page.getByRole('status').getByRole('listitem').first()).toHaveText(/^✓Plaćanje od .+ je primljeno\.$/);
  await page.screenshot({ path: test.info().outputPath('slip-paid-375.png'), fullPage: true });
});
