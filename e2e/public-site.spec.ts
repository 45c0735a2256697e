import type { Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import common from '../locales/hr/common.json' with { type: 'json' };
import contact from '../locales/hr/content-contact-us.json' with { type: 'json' };
import cookies from '../locales/hr/content-cookie-policy.json' with { type: 'json' };
import seed from '../fixtures/seed/firestore.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { projectId, stackUrls } from '../scripts/stack-config';
import { firstCoveredFocusStop } from './accessibility-audit';
import { expect, test } from './page-guard';

const database = `projects/${projectId}/databases/(default)`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Writes a banner straight into the Firestore emulator, as an editor with the Admin SDK would. */
async function putBanner(id: string, fields: { placement: string; active: boolean; html: string }) {
  const response = await fetch(`${stackUrls.firestore}/v1/${database}/documents/banners/${id}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({
      fields: {
        placement: { stringValue: fields.placement },
        active: { booleanValue: fields.active },
        html: { stringValue: fields.html },
      },
    }),
  });
  expect(response.ok).toBe(true);
}

/** Texts of the e-mails support received, as the mock SendGrid keeps them. */
async function supportMailTexts(): Promise<string[]> {
  const response = await fetch(`${stackUrls.mail}/api/messages?to=podrska%40primjer.hr`);
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

test.describe('the top bar theme', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('turns dark when a dark section passes 65 px from the top, and light again after it', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    // The hero is dark and sits right under the bar.
    await expect(bar).toHaveAttribute('data-theme', 'dark');

    const darkBand = page.locator('section[data-nav-theme="dark"]').nth(1);
    await darkBand.waitFor();
    const top = await darkBand.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const scrollSoTopIsAt = (offset: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top - offset);

    await scrollSoTopIsAt(80);
    await expect(bar).toHaveAttribute('data-theme', 'light');
    await scrollSoTopIsAt(67);
    await expect(bar).toHaveAttribute('data-theme', 'light');
    await scrollSoTopIsAt(63);
    await expect(bar).toHaveAttribute('data-theme', 'dark');

    const height = await darkBand.evaluate((element) => element.getBoundingClientRect().height);
    await scrollSoTopIsAt(63 - height - 4);
    await expect(bar).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto(paths['about-us']);
    const toggle = page.getByRole('button', { name: common.layout.openMenu });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: common.layout.menu });
    await expect(menu.getByRole('link').first()).toBeFocused();
    const stops = (await menu.getByRole('link').count()) + 2; // + the language links, then back round
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const toggleButton = document.querySelector('button[aria-expanded="true"]');
        const panel = document.getElementById(toggleButton?.getAttribute('aria-controls') ?? '');
        return document.activeElement === toggleButton || !!panel?.contains(document.activeElement);
      });
      expect(inside, `focus left the open menu after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test("the home page's plate error is readable (the page audit checks its contrast)", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(common.home.plateLabel).fill('ZG');
    await page.getByRole('button', { name: common.home.byPlate }).click();
    await expect(page.getByRole('alert')).toHaveText(common.validation['invalid-license-plate']);
  });

  test('the page audit fails a test that leaves text too faint to read', async ({ page }) => {
    // Expected to fail: the audit itself is under test. Grey #bbb on white is about 1.9:1.
    test.fail();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Upišite registarsku oznaku';
      faint.style.cssText = 'color: #bbb; background: #fff';
      document.querySelector('main')?.append(faint);
    });
  });

  test('a content page reads without sideways scrolling', async ({ page }) => {
    for (const path of [paths['car-insurance'], paths.faq, paths['privacy-policy'], paths.blog, '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('the contact form', () => {
  test('delivers the message to support (the mock SendGrid), confirms it and empties the form', async ({ page }) => {
    const message = `Vrijedi li polica u Sloveniji? Poruka ${Date.now()}`;
    await page.goto(paths['contact-us']);
    await page.getByLabel(contact.form.firstName, { exact: true }).fill('Ana');
    await page.getByLabel(contact.form.lastName, { exact: true }).fill('Kovač');
    await page.getByLabel(contact.form.email).fill('ana.kovac@primjer.hr');
    await page.getByLabel(contact.form.message).fill(message);
    await page.getByRole('button', { name: contact.form.send }).click();
    await expect(page.getByRole('status').filter({ hasText: contact.form.sent })).toBeVisible();
    await expect(page.getByLabel(contact.form.message)).toHaveValue('');
    await expect.poll(async () => (await supportMailTexts()).some((text) => text.includes(message))).toBe(true);
  });

  test.describe('when the message cannot be sent', () => {
    test.use({ excusedRequests: [/\/contactUsSendgrid$/] });

    test('says so clearly and keeps what was written', async ({ page }) => {
      await page.route(/\/contactUsSendgrid$/, (route) => route.abort('connectionfailed'));
      await page.goto(paths['contact-us']);
      await page.getByLabel(contact.form.firstName, { exact: true }).fill('Ana');
      await page.getByLabel(contact.form.lastName, { exact: true }).fill('Kovač');
      await page.getByLabel(contact.form.email).fill('ana.kovac@primjer.hr');
      await page.getByLabel(contact.form.message).fill('Zanima me cijena kaska za moj automobil.');
      await page.getByRole('button', { name: contact.form.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: contact.form.failed })).toBeVisible();
      await expect(page.getByLabel(contact.form.firstName, { exact: true })).toHaveValue('Ana');
    });
  });
});

test.describe('cookie consent', () => {
  test.use({ consentDecided: false });

  const plateLookup = async (page: Page) => {
    await page.goto('/');
    await page.getByLabel(common.home.plateLabel).fill('ZG1234AB');
    await page.getByRole('button', { name: common.home.byPlate }).click();
    await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
    // Leave only once the quote has been saved, so no request is cut off by the next page load.
    await page.waitForLoadState('networkidle');
  };
  const events = (page: Page) =>
    page.evaluate(() =>
      ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) => entry.event),
    );

  test('nothing is sent to analytics until the visitor allows it, and the choice can be changed later', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: common.consent.heading });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: common.consent.necessaryOnly }).click();
    await expect(banner).toHaveCount(0);

    await plateLookup(page);
    expect(await events(page)).toEqual([]);

    await page.goto(paths['cookie-policy']);
    await page.getByRole('checkbox', { name: cookies.settings.analytics.label }).check();
    await page.getByRole('button', { name: cookies.settings.save }).click();
    await expect(page.getByRole('status').filter({ hasText: cookies.settings.saved.analytics })).toBeVisible();

    await plateLookup(page);
    await expect.poll(() => events(page)).toContain('user_entered_licence_plate');

    await page.reload();
    await expect(page.getByRole('region', { name: common.consent.heading })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the question leaves the plate field visible on the first screen and never covers what has focus`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = page.getByRole('region', { name: common.consent.heading });
      await expect(banner).toBeVisible();
      const plate = await page.getByLabel(common.home.plateLabel).boundingBox();
      const question = await banner.boundingBox();
      expect(plate!.y + plate!.height, 'the plate field is on the first screen').toBeLessThanOrEqual(viewport.height);
      expect(plate!.y + plate!.height, 'the question, at the bottom, leaves the plate field clear').toBeLessThanOrEqual(
        question!.y,
      );
      // Over the page, not in it: answering it moves nothing.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      await banner.getByRole('button', { name: common.consent.necessaryOnly }).click();
      await expect(banner).toHaveCount(0);
      expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBe(heading?.y);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(banner).toBeVisible();

      // WCAG 2.4.11: whatever has keyboard focus is not hidden behind anything (the question included).
      expect(await firstCoveredFocusStop(page, 25)).toBeNull();
    });
  }
});

test.describe('site banners', () => {
  test('the homepage banner shows on / only; the onboarding banner on the new-policy pages', async ({ page }) => {
    const homepageText = 'pomoć na cesti diljem Europe';
    await page.goto('/');
    await expect(page.getByTestId('site-banner')).toContainText(homepageText);
    for (const path of [paths.faq, paths.onboarding, paths['car-insurance']]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('site-banner')).toHaveCount(0);
    }
    // The new-policy pages are the account's: a visitor signs in first and comes back to them.
    await page.goto(paths['new-policy']);
    await page.getByLabel(auth.fields.email.label).fill('vozac@primjer.hr');
    await page.getByLabel(auth.fields.password.label, { exact: true }).fill('Lozinka-Demo-2026');
    await page.getByRole('button', { name: auth.login.submit }).click();
    await expect(page).toHaveURL(paths['new-policy']);
    // Not on their payment step: new-policy.spec.ts, which prices a car to get there, checks that.
    await expect(page.getByTestId('site-banner')).toContainText('kod za popust');
  });

  test('an English visitor reads the English text of the banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-banner')).toContainText('pomoć na cesti diljem Europe');
    await page
      .getByRole('link', { name: new RegExp(common.layout.languageNames.en) })
      .first()
      .click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByTestId('site-banner')).toContainText('roadside assistance across Europe');
  });

  test.describe('with hostile banner HTML', () => {
    // DOMPurify parses the HTML in an inert document, where Chromium reports the CSP refusing its inline handler:
    // the policy working, not a fault (the test asserts nothing ran).
    test.use({
      excusedConsoleErrors: [/^Executing inline event handler violates the following Content Security Policy/],
    });
    test.afterEach(async () => {
      await putBanner('homepage', seed.banners.homepage);
    });

    test('renders the text but never runs a script or an event handler from it', async ({ page }) => {
      await putBanner('homepage', {
        placement: 'homepage',
        active: true,
        html:
          '<p>Zimska akcija<img src="/nema-slike.png" onerror="window.__banner=1">' +
          '<script>window.__banner=2</script><a href="javascript:window.__banner=3">detalji</a>' +
          '<svg onload="window.__banner=4"></svg></p>',
      });
      await page.goto('/');
      const banner = page.getByTestId('site-banner');
      await expect(banner).toContainText('Zimska akcija');
      await banner.getByText('detalji').click();
      expect(await page.evaluate(() => (window as { __banner?: number }).__banner)).toBeUndefined();
      expect(await banner.locator('script, img, svg, [onerror], [onload], [href^="javascript"]').count()).toBe(0);
    });
  });
});
