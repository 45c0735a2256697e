import type { Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import common from '../locales/hr/common.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import invite from '../locales/hr/invite-friends.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, payOnGatewayPage, uniqueEmail } from './purchase-flow';
import { acceptTerms, calculate, continueFromVehicle, fillNameAndAddress, readTotals } from './quote-flow';

// The recommend-and-earn programme as people use it: a friend opens the demo driver's link on the home page, buys a
// policy a few pages later with the friend's discount, and the demo driver sees the friend and the points earned.
// The friend owns DU1234LM in the mock register (fixtures/insurer/vehicles.json).

const demoDriver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };

async function signIn(page: Page) {
  await page.getByLabel(auth.fields.email.label).fill(demoDriver.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(demoDriver.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
}

test('a friend comes through the link, buys with the discount, and the referrer sees the friend and the points', async ({
  page,
}) => {
  await page.goto('/?rid=demo-driver&rl=poveznica-ivana');
  await page.getByLabel(common.home.plateLabel).fill('DU 1234-LM');
  await page.getByRole('button', { name: common.home.byPlate }).click();
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await continueFromVehicle(page, entry.details.continue);
  await page.getByLabel(entry.quote.dateOfBirth).fill('02.03.1979.');
  await page.getByLabel(entry.quote.pin).fill('32524624751');
  await page.getByLabel(entry.quote.email).fill(uniqueEmail('prijatelj'));
  await page.getByLabel(entry.quote.phoneNumber, { exact: true }).fill('981234567');
  await acceptTerms(page);
  await calculate(page);

  const totals = page.getByRole('region', { name: plans.totals.heading });
  await expect(totals.getByText(plans.totals.referralDiscount)).toBeVisible();
  await expect(totals.getByText(/^−10,00\s€$/)).toBeVisible();
  await page.getByRole('button', { name: plans.continue }).click();
  await page.getByRole('button', { name: plans.continue }).click();
  await fillNameAndAddress(page);
  const { total } = await readTotals(page);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });

  await page.goto(paths['profile-invite-friends']);
  await signIn(page);
  await expect(page).toHaveURL(paths['profile-invite-friends']);
  await expect(page.getByLabel(invite.linkLabel, { exact: true })).toHaveValue(
    /\/\?rid=demo-driver&rl=poveznica-ivana$/,
  );
  const friends = page.getByRole('region', { name: invite.listHeading });
  await expect(friends.getByRole('listitem').first()).toContainText(`I*** H. · ${invite.state.bought} · 100 bodova`);
  const earned = page.getByRole('region', { name: invite.earnedHeading });
  await expect(earned.getByText('10,00 €', { exact: true })).toBeVisible();
});

test('a referral link straight to the quote is validated where it lands, and a bad one is named before pricing', async ({
  page,
}) => {
  const landingCheck = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/referrals/validate'),
  );
  await page.goto('/onboarding?rid=nepoznata-osoba&rl=nepoznata-poveznica');
  expect((await landingCheck).postDataJSON()).toEqual({
    referrerId: 'nepoznata-osoba',
    referralIndividualId: 'nepoznata-poveznica',
    customerEmail: null,
    userId: null,
  });
  await page.getByLabel(entry.entry.plateLabel).fill('ZG 5678-CD');
  await page.getByRole('button', { name: entry.entry.submit }).click();
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await continueFromVehicle(page, entry.details.continue);
  const notice = page.getByRole('status').filter({ hasText: entry.referral.notValid });
  await expect(notice).toContainText(entry.referral.errors['referrer-not-found']);
});
