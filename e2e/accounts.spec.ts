import type { Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import common from '../locales/hr/common.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import profile from '../locales/hr/profile.json' with { type: 'json' };
import profilePolicies from '../locales/hr/profile-policies.json' with { type: 'json' };
import register from '../locales/hr/register.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, inbox, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';
import { fillNameAndAddress } from './quote-flow';

// Accounts against the whole stack: Firebase Auth on its emulator, our own account e-mails through the mock SendGrid
// (links to our own action page), the account read through the functions. Demo accounts: README.

const demoDriver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };

/** A fresh account made straight on the Auth emulator, as if registered earlier. */
async function existingAccount(password: string) {
  const email = uniqueEmail('racun');
  const response = await fetch(`${stackUrls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return email;
}

/** The link of the newest account e-mail, as a path on the site (the mail names the canonical origin). */
async function linkInMail(email: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await inbox(email)).find((message) => message.subject === subject);
      link = /https?:\/\/\S+\/reset-password\?mode=\w+&oobCode=\S+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(auth.fields.email.label).fill(email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit }).click();
}

test('a signed-in page sends a guest to sign in, and back there after signing in', async ({ page }) => {
  await page.goto(`${paths['profile-policies']}?x=1`);
  await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(`${paths['profile-policies']}?x=1`)}`);
  await signIn(page, demoDriver.email, demoDriver.password);
  await expect(page).toHaveURL(`${paths['profile-policies']}?x=1`);
});

test('a wrong password is refused without saying which of the two was wrong; the password can be shown', async ({
  page,
}) => {
  await page.goto(paths.login);
  await page.getByLabel(auth.fields.email.label).fill(demoDriver.email);
  const password = page.getByLabel(auth.fields.password.label, { exact: true });
  await password.fill('Kriva-lozinka-1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: auth.password.show }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(auth.errors['wrong-credentials']);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page).toHaveURL(paths.login);

  // An address without an account gets the very same answer.
  await page.getByLabel(auth.fields.email.label).fill(uniqueEmail('nitko'));
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(auth.errors['wrong-credentials']);
});

test('forgot password → the e-mail → a new password on our own page → sign in with it', async ({ page }) => {
  const email = await existingAccount('Stara-lozinka-2026');
  await page.goto(paths.login);
  await page.getByRole('link', { name: auth.login.forgot }).click();
  // The page loads with its own chunk; until then the sign-in form, with a field of the same name, is still shown.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.routes['forgot-password'].heading);
  await page.getByLabel(auth.fields.email.label).fill(email);
  await page.getByRole('button', { name: auth.forgot.submit }).click();
  await expect(page.getByRole('status')).toContainText(email);

  const link = await linkInMail(email, 'Nova lozinka za vaš račun AO online');
  await page.goto(link);
  // Opening the link changes nothing: the code is used when the driver presses the button.
  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('kratka1');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('kratka1');
  await page.getByRole('button', { name: auth.action.reset.submit }).click();
  await expect(page.getByText(auth.validation['password-too-short'])).toBeVisible();

  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('Nova-lozinka-2026');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('Nova-lozinka-2026');
  await page.getByRole('button', { name: auth.action.reset.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.action.reset.done);

  // The same link a second time: used up, said so, with the way to a new one.
  await page.goto(link);
  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('Treca-lozinka-2026');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('Treca-lozinka-2026');
  await page.getByRole('button', { name: auth.action.reset.submit }).click();
  await expect(page.getByRole('alert')).toContainText(auth.action.problems['code-invalid']);

  await page.goto(paths.login);
  await signIn(page, email, 'Nova-lozinka-2026');
  await expect(page).toHaveURL(paths.profile);
  await expect(page.getByText(email)).toBeVisible();
});

test('guest purchase → account with the purchase e-mail → verify → the policy is on the account → sign out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail();
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  const policyNumber = (await policy.locator('dd').first().innerText()).trim();

  await page.getByRole('link', { name: payment.success.account.action }).click();
  await expect(page).toHaveURL(new RegExp(`${paths['onboarding-register-user']}\\?email=`));
  await expect(page.getByLabel(auth.fields.email.label)).toHaveValue(email);
  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('Moja-lozinka-2026');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('Moja-lozinka-2026');
  await page.getByRole('button', { name: 'Izradi račun' }).click();

  // Signed in, but the policy waits for the e-mail to be verified.
  await expect(page).toHaveURL(paths.profile);
  await expect(page.getByRole('heading', { name: auth.verify.heading })).toBeVisible();
  await expect(page.getByText('Na računu još nemate nijednu policu.')).toBeVisible();

  const link = await linkInMail(email, 'Potvrdite e-adresu za račun AO online');
  await page.goto(link);
  await page.getByRole('button', { name: auth.action.verify.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.action.verify.done);
  // The same link again: the address is confirmed, said so, with the way to the account and nothing to press.
  await page.goto(link);
  await expect(page.getByText(auth.action.verify.already.replace('{{email}}', email))).toBeVisible();
  await expect(page.getByRole('button', { name: auth.action.verify.submit })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: auth.action.verify.toProfile }).click();

  await expect(page.getByRole('heading', { name: auth.verify.heading })).toHaveCount(0);
  await expect(page.getByText(new RegExp(`Polica br. ${policyNumber}, ZG5678CD`))).toBeVisible();
  // The purchase's policyholder became the profile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dobro došli, Ivana');

  // The list of the account's policies, and the e-policy for its owner.
  await page.goto(paths['profile-policies']);
  const card = page.getByRole('region', { name: /ZG5678CD/ });
  await expect(card.getByText(policyNumber, { exact: true })).toBeVisible();
  await expect(card.getByText(profilePolicies.policies.standing.active)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: profilePolicies.policies.download.replace('{{number}}', policyNumber) }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(policyNumber);
  const pdf = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');

  await page.goto(paths['profile-sign-out']);
  await expect(page).toHaveURL(paths.home);
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
        /^ao\.(onboarding|purchase)\./.test(key),
      ),
    ),
  ).toEqual([]);
  await page.goto(paths.profile);
  await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.profile)}`);
});

test('register through the plate flow → verify through the e-mail → sign in → sign out', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('registracija');
  await page.goto(`${paths.register}?rid=demo-driver&rl=poziv-ana`);
  await page.getByRole('link', { name: register.intro.byPlate }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.routes['register-license-plate'].heading);
  await page.getByLabel(register.fields.email.label).fill(email);
  await page.getByLabel(register.fields.entry.plate).fill('zg 5678-cd');
  await page.getByRole('button', { name: register.lookup.submit }).click();

  await expect(page).toHaveURL(paths['register-basic-information']);
  const progress = page.getByRole('navigation', { name: register.progress.label });
  await expect(progress.getByRole('listitem')).toHaveText([
    new RegExp(register.progress.steps['basic-information']),
    new RegExp(register.progress.steps['personal-details']),
    new RegExp(register.progress.steps.register),
  ]);
  await page.getByLabel(register.fields.dateOfBirth.label).fill('14.5.1980.');
  await page.getByLabel(register.fields.personalIdentificationNumber.label).fill('271 828 182 83');
  await page.getByLabel(register.fields.phoneNumber.label).fill('091 234 5678');
  await page.getByRole('button', { name: register.continue }).click();

  await expect(page).toHaveURL(paths['register-about-you']);
  await fillNameAndAddress(page);

  await expect(page).toHaveURL(paths['register-vehicle-details']);
  await expect(page.getByText('ZG5678CD')).toBeVisible();
  await page.getByRole('button', { name: register.continue }).click();

  await expect(page).toHaveURL(paths['register-register-user']);
  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('Registracija-2026');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('Registracija-2026');
  await page.getByRole('button', { name: register.account.submit }).click();

  await expect(page).toHaveURL(paths.profile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dobro došli, Ivana');
  await expect(page.getByRole('heading', { name: auth.verify.heading })).toBeVisible();

  const link = await linkInMail(email, 'Potvrdite e-adresu za račun AO online');
  await page.goto(paths['profile-sign-out']);
  await expect(page).toHaveURL(paths.home);
  await page.goto(link);
  await page.getByRole('button', { name: auth.action.verify.submit }).click();
  await expect(page.getByRole('status')).toHaveText(auth.action.verify.done);
  // The same link again, signed out: which account it was for, Auth no longer says; signing in shows it.
  await page.goto(link);
  await page.getByRole('button', { name: auth.action.verify.submit }).click();
  await expect(page.getByRole('alert')).toContainText(auth.errors['code-invalid']);
  await expect(page.getByRole('button', { name: auth.action.verify.submit })).toHaveCount(0);
  await page.getByRole('link', { name: auth.action.verify.signIn }).click();
  await signIn(page, email, 'Registracija-2026');
  await expect(page).toHaveURL(paths.profile);
  await expect(page.getByText(profile.overview.verifiedYes, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: auth.verify.heading })).toHaveCount(0);

  await page.goto(paths['profile-sign-out']);
  await expect(page).toHaveURL(paths.home);
  await page.goto(paths.profile);
  await expect(page).toHaveURL(new RegExp(`${paths.login}\\?next=`));
});

test('a van is refused on /register/license-plate with a notice that closes itself after 8 seconds', async ({
  page,
}) => {
  // The page's clock runs as the wall clock does until the test moves it on, past the notice's eight seconds.
  await page.clock.install();
  await page.goto(paths['register-license-plate']);
  await page.getByLabel(register.fields.email.label).fill(uniqueEmail('kombi'));
  await page.getByLabel(register.fields.entry.plate).fill('ZG 1112-TV');
  await page.getByRole('button', { name: register.lookup.submit }).click();
  const toast = page.getByText(common.noPersonalVehicle);
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(paths['register-license-plate']);
  await page.clock.fastForward(6_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(2_500);
  await expect(toast).toBeHidden();
});

test('a plate already used for telematics only under another e-mail is refused on the e-mail field', async ({
  page,
}) => {
  await page.goto(paths['register-license-plate']);
  await page.getByLabel(register.fields.email.label).fill(uniqueEmail('netko'));
  await page.getByLabel(register.fields.entry.plate).fill('ZG5555TT');
  await page.getByRole('button', { name: register.lookup.submit }).click();
  await expect(page.getByText(common.vehicleWithTelematicsOnlyAlreadyExists)).toBeVisible();
  await expect(page.getByLabel(register.fields.email.label)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(paths['register-license-plate']);
});

test('change the password in the account, then sign in with it', async ({ page }) => {
  const email = await existingAccount('Stara-lozinka-2026');
  await page.goto(paths['profile-password']);
  await signIn(page, email, 'Stara-lozinka-2026');
  await expect(page).toHaveURL(paths['profile-password']);
  await page.getByLabel(profile.password.current).fill('Stara-lozinka-2026');
  await page.getByLabel(auth.fields.newPassword.label, { exact: true }).fill('Nova-lozinka-2026');
  await page.getByLabel(auth.fields.passwordRepeat.label, { exact: true }).fill('Nova-lozinka-2026');
  await page.getByRole('button', { name: profile.password.submit }).click();
  await expect(page.getByText(profile.password.changed)).toBeVisible();

  await page.goto(paths['profile-sign-out']);
  await expect(page).toHaveURL(paths.home);
  await page.goto(paths.login);
  await signIn(page, email, 'Nova-lozinka-2026');
  await expect(page).toHaveURL(paths.profile);
});

test('the seeded driver sees her policies, the current one ending soon and last year’s expired, and downloads one', async ({
  page,
}) => {
  await page.goto(paths['profile-policies']);
  await signIn(page, demoDriver.email, demoDriver.password);
  await expect(page).toHaveURL(paths['profile-policies']);
  const current = page.getByRole('region', { name: /ZG5678CD/ }).filter({ hasText: '10-2025-0000101' });
  await expect(current.getByText(profilePolicies.policies.standing.expiring)).toBeVisible();
  const lastYear = page.getByRole('region', { name: /ZG5678CD/ }).filter({ hasText: '10-2024-0000057' });
  await expect(lastYear.getByText(profilePolicies.policies.standing.expired)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    current
      .getByRole('button', { name: profilePolicies.policies.download.replace('{{number}}', '10-2025-0000101') })
      .click(),
  ]);
  const pdf = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
});

test('the account’s details are edited with the quote’s rules; the OIB of an account with policies stays', async ({
  page,
}) => {
  await page.goto(paths['profile-credentials']);
  await signIn(page, demoDriver.email, demoDriver.password);
  await expect(page).toHaveURL(paths['profile-credentials']);
  const basic = page.getByRole('region', { name: profile.credentials.basicHeading });
  await expect(basic.getByLabel(register.fields.personalIdentificationNumber.label)).toHaveValue('27182818283');

  await basic.getByLabel(register.fields.phoneNumber.label).fill('+385 98 765 4321');
  await basic.getByRole('button', { name: profile.credentials.save }).click();
  await expect(page.getByText(profile.credentials.saved)).toBeVisible();

  await basic.getByLabel(register.fields.personalIdentificationNumber.label).fill('69435151530');
  await basic.getByRole('button', { name: profile.credentials.save }).click();
  await expect(page.getByRole('alert')).toHaveText(profile.credentials.oibLocked);
  await page.reload();
  await expect(basic.getByLabel(register.fields.personalIdentificationNumber.label)).toHaveValue('27182818283');
  await expect(basic.getByLabel(register.fields.phoneNumber.label)).toHaveValue('987654321');
});
