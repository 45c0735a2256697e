import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import invite from '../locales/hr/invite-friends.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, inbox, payOnGatewayPage, successPageLines } from './purchase-flow';
import { acceptTerms, readTotals } from './quote-flow';

// A driver spends referral points on their own policy. Ante Bilić (bodovi@primjer.hr) has 300 points in the seed
// (fixtures/seed/firestore.json) and owns ST2345EF in the mock register, which has a 15 € vehicle discount: the points
// come off after it.

const pointsDriver = { email: 'bodovi@primjer.hr', password: 'Lozinka-Demo-2026' };

async function signIn(page: Page) {
  await page.getByLabel(auth.fields.email.label).fill(pointsDriver.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(pointsDriver.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

test('a signed-in driver spends points on a new policy and sees them on the summary and on the e-policy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(paths['new-policy']);
  await signIn(page);
  await expect(page).toHaveURL(paths['new-policy']);
  await page.getByRole('button', { name: /ST2345EF, Renault Clio/ }).click();
  await expect(page).toHaveURL(paths['new-policy-vehicle']);
  await page.getByRole('link', { name: entry.details.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-calculate-price']);
  await acceptTerms(page);
  await page.getByRole('button', { name: entry.quote.calculate }).click();
  await expect(page).toHaveURL(paths['new-policy-choose-plan'], { timeout: 15_000 });
  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-summary']);

  const points = page.getByRole('region', { name: plans.points.heading });
  await expect(points.getByText('Imate 300 bodova iz programa Preporuči i zaradi.')).toBeVisible({ timeout: 15_000 });
  await expect(
    points.getByText(/^Na ovu policu možete iskoristiti 300 bodova, u vrijednosti od 30,00\s€\.$/),
  ).toBeVisible();
  const before = await readTotals(page);
  await points.getByRole('checkbox', { name: plans.points.use }).check();
  const totals = page.getByRole('region', { name: plans.totals.heading });
  await expect(totals.getByText('Plaćeno bodovima (300 bodova)')).toBeVisible();
  await expect(totals.getByText(/^−30,00\s€$/)).toBeVisible();
  const withPoints = await readTotals(page);
  expect(withPoints.total).toBeCloseTo(before.total - 30, 2);

  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-payment']);
  await expect(totals.getByText('Plaćeno bodovima (300 bodova)')).toBeVisible();
  const { total } = await readTotals(page);
  expect(total).toBeCloseTo(withPoints.total, 2);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);

  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  // Every line the e-policy prints, the one-payment discount, the vehicle's and the points too, adding up to "Plaćeno".
  const { lines, paid } = await successPageLines(page);
  expect(lines.slice(-3)).toEqual([
    [payment.success.policy.singlePaymentDiscount, expect.any(Number)],
    [payment.success.policy.vehicleDiscount, -1500],
    ['Plaćeno bodovima (300 bodova)', -3000],
  ]);
  expect(lines.reduce((sum, [, cents]) => sum + cents, 0)).toBe(paid);
  expect(paid).toBe(Math.round(total * 100));
  const policyNumber = (await policy.getByText(/^\d{2}-\d{4}-\d{7}$/).innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: payment.success.download }).click(),
  ]);
  const policyText = await pdfText(
    new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat)),
  );
  expect(policyText).toContain(policyNumber);
  expect(policyText).toContain('Plaćeno bodovima (300 bodova) −30,00 €');
  // The e-mail carries the same e-policy.
  const [mail] = await inbox(pointsDriver.email);
  expect(mail?.subject).toContain(policyNumber);
  const attachment = mail?.attachments.find((file) => file.filename.startsWith('polica-'));
  const attached = new Uint8Array(await (await fetch(`${stackUrls.mail}${attachment?.url}`)).arrayBuffer());
  expect(await pdfText(attached)).toContain('Plaćeno bodovima (300 bodova) −30,00 €');

  // The invite page counts them spent, with nothing left to spend.
  await page.goto(paths['profile-invite-friends']);
  const earned = page.getByRole('region', { name: invite.earnedHeading });
  await expect(earned.locator(`dt:text-is("${invite.points.spent}") + dd`)).toHaveText('300');
  await expect(earned.locator(`dt:text-is("${invite.points.balance}") + dd`)).toHaveText(/^0 bodova \(0,00\s€\)$/);
});
