import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { isoToDisplayDate } from '../functions/src/contracts/field-rules.ts';
import { zagrebDate } from '../functions/src/contracts/policy-dates.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import { firestore } from '../functions/test/admin.ts';
import { signUp } from '../functions/test/auth-users.ts';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import details from '../locales/hr/onboarding-details.json' with { type: 'json' };
import policyDetails from '../locales/hr/policy-details.json' with { type: 'json' };
import policyTexts from '../locales/hr/policy.json' with { type: 'json' };
import profile from '../locales/hr/profile-policies.json' with { type: 'json' };
import { stackUrls } from '../scripts/stack-config';
import { paths } from '../src/app/route-table';
import { cameraPhoto } from './accident-flow';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, inbox, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';
import { driver } from './quote-flow';

// A policy's life after the sale (issue 43) on a phone, against the whole stack: the policy e-mail's link, the date
// of birth, the mock insurer's decision, the mock gateway's refund and the confirmation in the mock SendGrid's inbox.

test.use({ viewport: { width: 375, height: 812 } });

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

const attachmentBytes = async (url: string | undefined) =>
  new Uint8Array(await (await fetch(`${stackUrls.mail}${url}`)).arrayBuffer());

/** Today in Zagreb as the site shows a day, dd/MM/yyyy, and as a Croatian types it, 07.12.2026. */
const today = () => isoToDisplayDate(zagrebDate(new Date()));
const typedToday = () => `${today().replaceAll('/', '.')}.`;

/** ZG5678CD bought today as a guest with a card the gateway can refund; the order number and what was paid. */
async function buyAsGuest(page: Page, email: string) {
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(1);
  return { orderNumber, total };
}

async function confirmationIn(email: string) {
  await expect.poll(async () => (await inbox(email)).length, { timeout: 30_000 }).toBe(2);
  const [mail] = await inbox(email);
  const pdf = mail?.attachments.find((attachment) => attachment.filename.startsWith('potvrda-o-prestanku-'));
  expect(pdf).toBeDefined();
  return pdfText(await attachmentBytes(pdf?.url));
}

test("a guest ends the policy from the e-mail's link on the sale of the car, with a photo of the contract", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('prodao');
  const { orderNumber } = await buyAsGuest(page, email);
  const [policyMail] = await inbox(email);
  const link = new URL(/https?:\/\/\S+\/policy\/\S+/.exec(policyMail?.text ?? '')?.[0] ?? 'http://none');
  expect(link.pathname).toBe(`/policy/${orderNumber}`);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(policyTexts.identity.dateOfBirth).fill(driver.dateOfBirth.replaceAll('/', '.'));
  await page.getByRole('button', { name: policyTexts.identity.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Polica / })).toBeVisible();
  await expect(page.getByText('ZG5678CD', { exact: false }).first()).toBeVisible();

  await page.getByRole('radio', { name: policyTexts.end.reasons.sold }).check();
  await page.getByLabel(policyTexts.end.endDate).fill(typedToday());
  await page.getByLabel('Dokaz: kupoprodajni ugovor').setInputFiles(await cameraPhoto(page, 'ugovor', '#334155'));
  await expect(page.getByText(policyTexts.end.insuredHeading)).toBeVisible();
  await page.getByRole('checkbox', { name: policyTexts.end.acknowledged }).check();
  await page.getByRole('button', { name: policyTexts.end.submit }).click();

  await expect(page.getByText(policyTexts.ending.states.ended)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/vraćeno je na karticu kojom ste platili/)).toBeVisible();
  await expect(page.getByText(/Prestala \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guest-ended-375.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: policyTexts.ending.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^potvrda-o-prestanku-.+\.pdf$/);
  const text = await confirmationIn(email);
  for (const expected of ['ZG5678CD', today(), 'kartic']) expect(text).toContain(expected);
  expect(text).toMatch(/[Bb]onus-malus/);
});

test('an account holder withdraws a policy bought today and gets back the whole premium the insurer answers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signUp(uniqueEmail('odustao'));
  const { orderNumber, total } = await buyAsGuest(page, user.email);
  // On the account, as a verified account's policies join it by its e-mail.
  await firestore().collection(collections.policies).doc(orderNumber).update({ uid: user.uid });

  await page.goto(paths['profile-policies']);
  await page.getByLabel(auth.fields.email.label).fill(user.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await page.getByRole('link', { name: new RegExp(profile.policies.manageLabel.replace('{{number}}', '.+')) }).click();
  await expect(page).toHaveURL(`/policy/${orderNumber}`);

  await page.getByRole('radio', { name: /^Odustajem od police/ }).check();
  await expect(page.getByText(policyTexts.end.coverEndsToday)).toBeVisible();
  await page.getByRole('checkbox', { name: policyTexts.end.acknowledged }).check();
  await page.getByRole('button', { name: policyTexts.end.submitWithdrawal }).click();
  await expect(page.getByText(policyTexts.ending.states.ended)).toBeVisible({ timeout: 20_000 });
  const whole = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(total);
  await expect(page.getByText(`${whole} vraćeno je na karticu kojom ste platili`, { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-withdrawn-375.png'), fullPage: true });

  await page.goto(paths['profile-policies']);
  await expect(page.getByText(profile.policies.standing.ended)).toBeVisible();
  expect(await confirmationIn(user.email)).toContain(whole.replace(/\s/g, ' '));
});

test('a guest moves house: the insurer records the new address and the e-policy gets a second version', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('preselio');
  await buyAsGuest(page, email);
  const [policyMail] = await inbox(email);
  const link = new URL(/https?:\/\/\S+\/policy\/\S+/.exec(policyMail?.text ?? '')?.[0] ?? 'http://none');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(policyTexts.identity.dateOfBirth).fill(driver.dateOfBirth.replaceAll('/', '.'));
  await page.getByRole('button', { name: policyTexts.identity.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Polica / })).toBeVisible();
  await expect(page.getByText(policyDetails.details.fixed.heading)).toBeVisible();

  await page.getByRole('button', { name: policyDetails.details.address.open }).click();
  await page.getByLabel(details.fields.address.label).fill('Vukovarska');
  await page.getByLabel(details.fields.houseNumber.label).fill('58');
  const place = page.getByRole('combobox', { name: details.fields.place.label });
  await place.fill('210');
  await page.getByRole('option', { name: 'Split, 21000' }).click();
  await page.screenshot({ path: test.info().outputPath('guest-new-address-375.png'), fullPage: true });
  await page.getByRole('button', { name: policyDetails.details.address.submit }).click();

  await expect(page.getByText(/Vrijedi 2\. verzija police/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Vukovarska 58, 21000 Split')).toBeVisible();
  await expect(page.getByText('1. verzija, zamijenjena')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guest-second-version-375.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Preuzmi 2. verziju (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^polica-.+-v2\.pdf$/);
  const downloaded = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(downloaded).toContain('Vukovarska 58, 21000 Split');
  expect(downloaded).toMatch(/2\. verzija, dodatak polici br\. \S+-D1/);

  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(2);
  const [endorsementMail] = await inbox(email);
  expect(endorsementMail?.subject).toMatch(/^Dodatak polici br\. /);
  expect(endorsementMail?.attachments.map((attachment) => attachment.filename)).toEqual([download.suggestedFilename()]);
});
