import auth from '../locales/hr/auth.json' with { type: 'json' };
import hr from '../locales/hr/common.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';

const driver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };

declare global {
  interface Window {
    __layoutShift?: number;
    __barLinks?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto(`${paths.login}?next=${encodeURIComponent(paths.profile)}`);
  await page.getByLabel(auth.fields.email.label).fill(driver.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(driver.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(paths.profile);
});

test('signed in, a pre-rendered page shows the account in the bar, never "Prijava", and nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every layout shift, and every link the bar ever held, from the first byte of the next page on.
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__barLinks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('[data-testid="top-bar"] a'))
        window.__barLinks!.push(link.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(paths.faq);
  const bar = page.getByTestId('top-bar');
  const account = bar.getByRole('button', { name: hr.layout.account });
  await expect(account).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
  expect(await page.evaluate(() => window.__barLinks)).not.toContain(hr.nav.login);
  await expect(bar.getByRole('link', { name: hr.nav.login, exact: true })).toHaveCount(0);

  await account.click();
  const sections = bar.getByRole('navigation', { name: hr.layout.account });
  await sections.getByRole('link', { name: hr.routes['profile-policies'].title }).click();
  await expect(page).toHaveURL(paths['profile-policies']);
  await expect(sections).toHaveCount(0);

  await account.click();
  await sections.getByRole('link', { name: hr.routes['profile-sign-out'].title }).click();
  await expect(page).toHaveURL(paths.home);
  await expect(bar.getByRole('link', { name: hr.nav.login, exact: true })).toBeVisible();
  await expect(account).toHaveCount(0);
});

test('signed in, the mobile menu offers the account and no sign-in or registration', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(paths.home);
  await page.getByRole('button', { name: hr.layout.openMenu }).click();
  const menu = page.getByRole('navigation', { name: hr.layout.menu });
  const account = menu.getByRole('region', { name: hr.layout.account });
  await expect(account.getByRole('link', { name: hr.routes['profile-sign-out'].title })).toBeVisible();
  await expect(menu.getByRole('link', { name: hr.nav.login, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: hr.nav.register, exact: true })).toHaveCount(0);
  await account.getByRole('link', { name: hr.routes.profile.title }).click();
  await expect(page).toHaveURL(paths.profile);
});
