import type { Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import common from '../locales/hr/common.json' with { type: 'json' };
import details from '../locales/hr/onboarding-details.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import onboarding from '../locales/hr/onboarding.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import profile from '../locales/hr/profile-policies.json' with { type: 'json' };
import renewal from '../locales/hr/renewal.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, payOnGatewayPage } from './purchase-flow';
import { acceptTerms, readTotals, totalText } from './quote-flow';
import { forgetPoliciesOf } from '../functions/test/renewal-kit.ts';

// A signed-in driver buying again: the quote's own pages in the new-policy flow, the driver from the account, the
// policy on the account from the start. Demo driver: README (Ivana Horvat, the owner of ZG5678CD).

const demoDriver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };
/** Her OIB and date of birth, and the two policies the seed gives her (fixtures/seed/firestore.json). */
const demoHolder = { personalIdentificationNumber: '27182818283', dateOfBirth: '14/05/1980' };
const seededPolicies = ['AO-DEM0000001', 'AO-DEM0000002'];

async function signIn(page: Page) {
  await page.getByLabel(auth.fields.email.label).fill(demoDriver.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(demoDriver.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
}

test('the policy ending soon is renewed with one press: same car and covers, from the day it ends, to the summary', async ({
  page,
}) => {
  // The functions tests before this run buy ZG5678CD for the same Ivana (the OIB with her date of birth): any such
  // policy would be this one's renewal already, and the account rightly offers no second one.
  await forgetPoliciesOf(demoHolder, seededPolicies);
  await page.goto(paths['profile-policies']);
  await signIn(page);
  const current = page.getByRole('region', { name: /ZG5678CD/ }).filter({ hasText: '10-2025-0000101' });
  const period = await current.getByText(/^od \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} do /).innerText();
  const endDay = /do (\d{2}\/\d{2}\/\d{4})/.exec(period)?.[1] as string;
  // Last year's policy was renewed by the current one: only the current one offers it.
  const lastYear = page.getByRole('region', { name: /ZG5678CD/ }).filter({ hasText: '10-2024-0000057' });
  await expect(lastYear.getByRole('link', { name: /^Obnovi/ })).toHaveCount(0);
  await current.getByRole('link', { name: profile.policies.renewPolicy.replace('{{plate}}', 'ZG5678CD') }).click();

  await expect(page).toHaveURL(paths['new-policy-summary'], { timeout: 15_000 });
  // A renewal says so, and the banner does not send the driver to the plans step the renewal passes by.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renewal.routes['new-policy-summary'].heading);
  await expect(page).toHaveTitle(new RegExp(`^${renewal.routes['new-policy-summary'].title}`));
  await expect(page.getByRole('navigation', { name: onboarding.progress.renewalLabel })).toBeVisible();
  await expect(page.getByTestId('site-banner')).toContainText(plans.discount.open);
  const periodSection = page.getByRole('region', { name: plans.summary.period.heading });
  await expect(periodSection.getByText(endDay)).toBeVisible();
  const covers = page.getByRole('region', { name: plans.summary.covers.heading });
  await expect(covers.getByText(plans.covers.MTPL_ACC.name)).toBeVisible();

  // The coupon is entered where the driver is, and the server prices the total with it.
  await page.getByRole('button', { name: plans.discount.open }).click();
  await page.getByRole('textbox', { name: plans.discount.label }).fill('dobrodosli10');
  await page.getByRole('button', { name: plans.discount.apply }).click();
  await expect(page.getByText(`${common.discountCodeApplied} 10,00`)).toBeVisible();
  await expect(totalText(page)).not.toHaveAttribute('aria-busy', 'true');
  const summaryTotals = await readTotals(page);
  expect(summaryTotals.total).toBeCloseTo(summaryTotals.subtotal - summaryTotals.singlePaymentDiscount - 10, 2);
  // Beside the coupon's long label, each amount stays on one line inside its panel.
  const totalsPanel = page.getByRole('region', { name: plans.totals.heading });
  const panel = (await totalsPanel.boundingBox()) as { x: number; width: number };
  for (const amount of await totalsPanel.locator('dd').all()) {
    const box = (await amount.boundingBox()) as { x: number; width: number };
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    // The lines its text takes (the cell itself stretches to a two-line label beside it).
    const lines = await amount.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }

  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-payment']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renewal.routes['new-policy-payment'].heading);
  const { total } = await readTotals(page);
  expect(total).toBeCloseTo(summaryTotals.total, 2);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  await expect(policy.getByText(`od ${endDay} 00:00 do `, { exact: false })).toBeVisible();
  const policyNumber = (await policy.getByText(/^\d{2}-\d{4}-\d{7}$/).innerText()).trim();

  // On the account at once, and the renewal is done.
  await page.goto(paths['profile-policies']);
  await expect(page.getByRole('region', { name: /ZG5678CD/ }).filter({ hasText: policyNumber })).toBeVisible();
  await expect(current.getByRole('link', { name: /^Obnovi/ })).toHaveCount(0);
});

test('a signed-in driver prices a car on her account for herself, and is not let pay twice for days it is covered', async ({
  page,
}) => {
  await page.goto(paths['new-policy']);
  await signIn(page);
  await expect(page).toHaveURL(paths['new-policy']);

  await page.getByRole('button', { name: /ZG5678CD, Škoda Octavia Combi/ }).click();
  await expect(page).toHaveURL(paths['new-policy-vehicle']);
  await page.getByRole('link', { name: entry.details.continue }).click();

  await expect(page).toHaveURL(paths['new-policy-calculate-price']);
  const driver = page.getByRole('region', { name: details.readOnly.accountHeading });
  await expect(driver.getByText('27182818283')).toBeVisible();
  await expect(driver.getByText('Ivana Horvat')).toBeVisible();
  await expect(page.getByLabel(entry.quote.pin)).toHaveCount(0);
  const bar = page.getByRole('navigation', { name: onboarding.progress.label });
  await expect(bar.getByRole('listitem')).toHaveText([
    new RegExp(onboarding.progress.steps['calculate-price']),
    new RegExp(onboarding.progress.steps['insurance-plans']),
    new RegExp(onboarding.progress.steps.summary),
    new RegExp(onboarding.progress.steps.payment),
  ]);
  await acceptTerms(page);
  await page.getByRole('button', { name: entry.quote.calculate }).click();

  await expect(page).toHaveURL(paths['new-policy-choose-plan'], { timeout: 15_000 });
  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-summary']);
  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['new-policy-payment']);
  await expect(page.getByText('Ivana Horvat')).toBeVisible();
  // The onboarding banner shows on every new-policy step but this one (spec §2): nothing distracts from paying.
  await expect(page.getByTestId('site-banner')).toHaveCount(0);
  // Her own policy covers the car (the seeded one, or its renewal): the same days are not paid for twice (issue 42).
  const paying = page.getByRole('region', { name: plans.payment.method.heading });
  const coveredUntil = plans.Messages.coveredCarOverlap.split('{{coveredUntil}}')[0] ?? '';
  await expect(paying.getByText(coveredUntil, { exact: false })).toBeVisible();
  await expect(paying.getByRole('button', { name: /^Plati karticom/ })).toHaveCount(0);
});
