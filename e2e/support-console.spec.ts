import type { Locator, Page } from '@playwright/test';
import { seedClaim } from '../functions/test/claims-kit.ts';
import admin from '../locales/hr/admin.json' with { type: 'json' };
import adminClaims from '../locales/hr/admin-claims.json' with { type: 'json' };
import auth from '../locales/hr/auth.json' with { type: 'json' };
import hr from '../locales/hr/common.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, payOnGatewayPage, uniqueEmail } from './purchase-flow';
import { goToPayment, priceCar, readTotals, totalText } from './quote-flow';

// The support console against the whole stack, as staff use it: the seeded support account (fixtures/seed), the
// seeded offer requests, a coupon staff create and a guest then pays with, the order that purchase makes, and the
// homepage banner drivers see.

/** The first call of each console function starts it in the emulator, which takes seconds. */
const coldStart = { timeout: 20_000 };

const staff = { email: 'podrska@primjer.hr', password: 'Lozinka-Admin-2026' };
const driver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };

async function signIn(page: Page, who: { email: string; password: string }, next: string) {
  await page.goto(`${paths.login}?next=${encodeURIComponent(next)}`);
  await page.getByLabel(auth.fields.email.label).fill(who.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(next);
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: admin.nav.label });
const section = (page: Page, name: string) => consoleNav(page).getByRole('link', { name, exact: true });

/** The number a filter button shows in brackets ("Novo (12)"). */
async function countOn(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).innerText();
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

test('a driver who opens the console is refused, and sees nothing of it', async ({ page }) => {
  await signIn(page, driver, paths.admin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.noAccess.heading);
  await expect(consoleNav(page)).toHaveCount(0);
  await expect(page.getByText(admin.overview.newOfferRequests)).toHaveCount(0);
});

test('a support day: an offer request answered, a coupon made and used by a guest, the order found, the banner changed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, staff, paths.admin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.sections.admin.heading);

  // An offer request: taken from the new ones, answered with a note, and gone from the new ones.
  await page.getByRole('link', { name: admin.overview.toOfferRequests }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.sections['admin-offer-requests'].heading);
  const newBefore = await countOn(page, admin.inbox.states.new);
  expect(newBefore).toBeGreaterThan(0);
  const requests = page.getByRole('list', { name: admin.inbox.list });
  await requests.getByRole('button').first().click();
  const request = page.getByRole('region', { name: /^Zahtjev za ponudu od / });
  await request.getByRole('combobox', { name: admin.inbox.state }).selectOption('answered');
  await request
    .getByRole('textbox', { name: admin.inbox.note })
    .fill('Poslana ponuda e-poštom, vozač potvrdio primitak.');
  await request.getByRole('button', { name: admin.inbox.save }).click();
  await expect(request.getByText(admin.inbox.saved)).toBeVisible(coldStart);
  await expect.poll(() => countOn(page, admin.inbox.states.new)).toBe(newBefore - 1);

  // A coupon, single use, typed the way Croatians write dates.
  await section(page, admin.sections['admin-coupons'].heading).click();
  const code = `PODRSKA${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel(admin.coupons.form.code).fill(code.toLowerCase());
  await page.getByLabel(admin.coupons.form.value).fill('30');
  // The list shows the latest expiry first, 25 to a page; the functions integration tests, which share the stack,
  // leave dozens of coupons up to 2030 behind, so this one expires after them to land on the first page.
  await page.getByLabel(admin.coupons.form.expiresOn).fill('31.12.2099.');
  await page.getByRole('checkbox', { name: admin.coupons.form.singleUse }).check();
  await page.getByRole('button', { name: admin.coupons.form.create }).click();
  await expect(page.getByText(admin.coupons.form.created.replace('{{code}}', code))).toBeVisible(coldStart);
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${code} `) })).toBeVisible();

  // A guest prices a car, takes the coupon off the price and pays.
  await page.goto(paths['profile-sign-out']);
  await expect(page).toHaveURL(paths.home);
  const email = uniqueEmail('kupon');
  await priceCar(page, 'ZG5678CD', { email });
  await page.getByRole('button', { name: plans.discount.open }).click();
  await page.getByRole('textbox', { name: plans.discount.label }).fill(code.toLowerCase());
  await page.getByRole('button', { name: plans.discount.apply }).click();
  await expect(page.getByText(`${hr.discountCodeApplied} 30,00`)).toBeVisible(coldStart);
  await expect(totalText(page)).not.toHaveAttribute('aria-busy', 'true');
  await goToPayment(page);
  const { total } = await readTotals(page);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  // Staff find the order by the buyer's e-mail: paid, the coupon on it, its story, and the coupon used up.
  await signIn(page, staff, paths.admin);
  await section(page, admin.sections['admin-orders'].heading).click();
  await page.getByRole('searchbox', { name: admin.orders.search.label }).fill(email);
  await page.getByRole('button', { name: admin.orders.search.submit }).click();
  await page.getByRole('link', { name: orderNumber }).click(coldStart);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    admin.order.heading.replace('{{orderNumber}}', orderNumber),
  );
  await expect(page.getByText(admin.order.discount.replace('{{code}}', code))).toBeVisible();
  const history = page.getByRole('region', { name: admin.order.history });
  const event = (name: string) => history.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(event(admin.order.events.started)).toContainText(`Iznos: ${total.toFixed(2).replace('.', ',')}`);
  await expect(event(admin.order.events.paid)).toContainText('Autorizacijski kod: ');
  await expect(event(admin.order.events['policy-issued'])).toContainText('Broj police: ');
  await expect(event(admin.order.events['email-sent'])).toContainText('ID poruke: ');
  // Staff read Croatian: not the gateway's words, nor amounts as machines write them.
  await expect(history).not.toContainText(/approved|EUR/);
  await section(page, admin.sections['admin-coupons'].heading).click();
  await page.getByRole('button', { name: admin.coupons.filters['used-up'] }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(orderNumber);

  // The homepage banner: edited as HTML, saved, and on the home page for drivers; then put back as it was.
  await section(page, admin.sections['admin-banners'].heading).click();
  // The placement's list, named with its count; its active banner comes first.
  const homepage = page.getByRole('region', { name: new RegExp(`^${admin.banners.placements.homepage} \\(\\d+\\)$`) });
  await homepage.getByRole('button', { name: admin.banners.edit }).first().click(coldStart);
  await page.getByRole('button', { name: admin.banners.editSource }).click();
  const croatian = page.getByRole('textbox', { name: admin.banners.text.replace('{{language}}', 'Hrvatski') });
  const original = await croatian.inputValue();
  await croatian.fill('<p><strong>Podrška:</strong> zimska akcija do kraja mjeseca.</p>');
  await page.getByRole('button', { name: admin.banners.save }).click();
  await expect(homepage).toContainText('zimska akcija do kraja mjeseca', coldStart);

  await page.goto(paths.home);
  await expect(page.getByTestId('site-banner')).toContainText('Podrška: zimska akcija do kraja mjeseca.');

  await page.goto(`${paths.admin}/banners`);
  await homepage.getByRole('button', { name: admin.banners.edit }).first().click();
  await page.getByRole('button', { name: admin.banners.editSource }).click();
  await croatian.fill(original);
  await page.getByRole('button', { name: admin.banners.save }).click();
  await page.goto(paths.home);
  await expect(page.getByTestId('site-banner')).toContainText('pomoć na cesti diljem Europe');
});

/** How many lines an element's text takes: one line box per line. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** A console table shows every column in its box: nothing to scroll to, its last column's header inside. */
async function expectWholeTable(page: Page, label: string, lastColumn: string) {
  const region = page.getByRole('region', { name: label });
  await expect(region.getByRole('row').nth(1)).toBeVisible(coldStart);
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  const box = await region.boundingBox();
  const last = await region.getByRole('columnheader', { name: lastColumn, exact: true }).boundingBox();
  expect(last && box && last.x + last.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
}

test.describe('the console at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lines up with the site header, and its tables show every column, numbers on one line', async ({ page }) => {
    await signIn(page, staff, `${paths.admin}/orders`);
    const orders = page.getByRole('region', { name: admin.orders.table });
    await expectWholeTable(page, admin.orders.table, admin.orders.columns.total);
    await page.screenshot({ path: test.info().outputPath('orders-1280.png') });

    const headerEdge = (await page.getByTestId('top-bar').getByRole('link', { name: hr.layout.homeLink }).boundingBox())
      ?.x;
    expect((await consoleNav(page).boundingBox())?.x).toBe(headerEdge);

    const policyNumber = orders.getByRole('cell', { name: /^\d+(-\d+)+$/ }).first();
    await expect(policyNumber).toBeVisible();
    expect(await linesOf(policyNumber)).toBe(1);
    expect(await linesOf(orders.getByRole('rowheader').first().getByRole('link'))).toBe(1);

    await section(page, admin.sections['admin-coupons'].heading).click();
    await expectWholeTable(page, admin.coupons.table, admin.coupons.columns.actions);

    // A claim found by its driver's name typed without diacritics (issue 42), in a table shown whole.
    const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnoprstuvz'[Math.floor(Math.random() * 22)]);
    const surname = `Šimić${letters.join('')}`;
    const { claimNumber } = await seedClaim({ driverA: { firstName: 'Saša', lastName: surname } });
    await section(page, admin.sections['admin-claims'].heading).click();
    await page
      .getByRole('searchbox', { name: adminClaims.claims.search.label })
      .fill(`sasa ${surname.replace('Š', 's').replace('ć', 'c')}`);
    await page.getByRole('button', { name: adminClaims.claims.search.submit }).click();
    await expect(
      page.getByText(adminClaims.claims.readAs.replace('{{kind}}', adminClaims.claims.queryKinds['driver-name'])),
    ).toBeVisible(coldStart);
    const claims = page.getByRole('region', { name: adminClaims.claims.table });
    await expect(claims.getByRole('row')).toHaveCount(2);
    await expect(claims.getByRole('row').nth(1)).toContainText(claimNumber);
    await expect(claims.getByRole('row').nth(1)).toContainText(`Saša ${surname}`);
    await expectWholeTable(page, adminClaims.claims.table, adminClaims.claims.columns.lastHeard);

    // Narrower, a table scrolls in its own box; the page never scrolls sideways.
    await page.setViewportSize({ width: 900, height: 800 });
    await section(page, admin.sections['admin-orders'].heading).click();
    await expect(orders.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
  });
});
