import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enBlog from '../locales/en/content-blog.json' with { type: 'json' };
import en from '../locales/en/common.json' with { type: 'json' };
import hrBlog from '../locales/hr/content-blog.json' with { type: 'json' };
import hr from '../locales/hr/common.json' with { type: 'json' };
import faq from '../locales/hr/content-faq.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import onboarding from '../locales/hr/onboarding.json' with { type: 'json' };
import auth from '../locales/hr/auth.json' with { type: 'json' };
import { publicPages, type PublicPage } from '../scripts/generate-seo-files';
import { lightStarts } from '../src/app/light-starts';
import { paths, type RouteId } from '../src/app/route-table';
import { rootDir } from '../scripts/stack-config';
import { expect, test } from './page-guard';

const texts = { hr: { common: hr, blog: hrBlog }, en: { common: en, blog: enBlog } };
const pages = publicPages();

/** The page's own heading, from the same locale files the SPA reads. */
function headingOf({ routeId, routePath, language }: PublicPage): string {
  const { common, blog } = texts[language];
  if (routeId === 'blog-article') {
    const slug = routePath.split('/').pop() as keyof typeof blog.articles;
    return blog.articles[slug].title;
  }
  return common.routes[routeId as keyof typeof common.routes].heading;
}

test.describe('without JavaScript', () => {
  // Chromium refuses the pages' module preloads when scripts are off, and reports them as failed requests.
  test.use({ javaScriptEnabled: false, excusedRequests: [/\/assets\/[^/]+\.js$/] });

  test('the forms that need JavaScript say so, and the pages without HTML of their own do too', async ({ page }) => {
    // Playwright's text locators do not look inside <noscript>, so the notes are read from the elements themselves.
    const noScriptText = async () => (await page.locator('noscript').allTextContents()).join(' ');
    await page.goto('/');
    expect(await noScriptText()).toContain(hr.layout.noScript.quote);
    await page.goto('/en/onboarding');
    expect(await noScriptText()).toContain(en.layout.noScript.quote);
    await page.goto('/login');
    expect(await noScriptText()).toContain(hr.layout.noScript.signIn);
    await page.goto('/contact-us');
    expect(await noScriptText()).toContain(hr.layout.noScript.message);
    // The forms cannot be sent by the browser itself either: that would put every field in the address.
    await expect(page.getByRole('button', { name: /Pošalji/ })).toBeDisabled();
    // The plate forms can: the browser sends the plate to the quote's entry, which looks it up once its code runs.
    await page.goto('/');
    await page.getByLabel(hr.home.plateLabel).fill('ZG5678CD');
    await page.getByRole('button', { name: hr.home.byPlate }).click();
    await expect(page).toHaveURL('/onboarding?licensePlate=ZG5678CD');
    // A step of the quote is rendered in the browser only: the shell explains, and links home.
    await page.goto('/onboarding/vin');
    expect(await noScriptText()).toContain('radi uz JavaScript');
    await expect(page.locator('noscript a[href="/"]')).toHaveCount(1);
    // The FAQ's questions cannot open without JavaScript: its answers are all shown instead.
    await page.goto('/faq');
    await expect(page.getByRole('region', { name: faq.groups[0]!.items[0]!.q })).toBeVisible();
    expect(await noScriptText()).not.toContain('JavaScript');
  });

  test('the top bar has the theme of what lies under it from the HTML on: dark over the home page, light elsewhere', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('top-bar')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/faq');
    await expect(page.getByTestId('top-bar')).toHaveAttribute('data-theme', 'light');
  });

  // One test walks every page: a test of its own per page cost more in a fresh browser context than the page itself.
  test('every pre-rendered page shows its content in its language, and every link on it leads to a page that answers', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const targets = new Set<string>();
    for (const shown of pages) {
      const { path, language, indexable } = shown;
      await page.goto(path);
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(shown));
      // The whole page, not only its first screen: the footer is a lazy part of the layout.
      await expect.soft(page.getByRole('contentinfo'), path).toBeVisible();
      expect.soft((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(100);
      await expect.soft(page.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(indexable ? 3 : 0);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) targets.add(href.split('#')[0] ?? '');
    }
    expect(targets.size).toBeGreaterThan(50);
    const failed: string[] = [];
    for (const target of targets) {
      const response = await request.get(target, { maxRedirects: 0 });
      if (response.status() !== 200) failed.push(`${target}: ${response.status()}`);
    }
    expect(failed).toEqual([]);
    // The other language's copy of each page is among them (the language switcher is a link).
    expect(targets).toContain('/en/faq');
    expect(targets).toContain('/faq');
  });
});

/**
 * The entry scripts of the build, the app's and the light start's (docs/decisions/0022-light-start.md): held back
 * until the pre-rendered DOM has been marked or typed into.
 */
const entryScripts = [
  /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(rootDir, 'dist', 'app-shell.html'), 'utf8'))?.[1],
  /data-light-entry="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(rootDir, 'dist', 'faq.html'), 'utf8'))?.[1],
];
const entryScript = new RegExp(`/assets/(${entryScripts.join('|').replace(/\./g, '\\.')})$`);

/** Holds back the requests for `url` until `release()`; `holdAgain()` holds the following ones back once more. */
async function holdBack(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  const holdAgain = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  holdAgain();
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), holdAgain };
}

test.describe('with JavaScript', () => {
  test("a plate submitted with Enter before the page's code has run is looked up once it runs", async ({ page }) => {
    const entryCode = await holdBack(page, entryScript);
    await page.goto(paths.onboarding, { waitUntil: 'commit' });
    // Typed as a driver types it, before anything could tidy it up.
    await page.getByLabel(entry.entry.plateLabel).fill('zg 5678-cd');
    await page.getByLabel(entry.entry.plateLabel).press('Enter');
    // The browser sent the form itself: the next page is the entry again, with the plate in its address.
    await page.waitForURL(/licensePlate=zg\+5678-cd/, { waitUntil: 'commit' });
    entryCode.release();
    await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
    await expect(page.getByText('ZG 5678-CD').or(page.getByText('ZG5678CD')).first()).toBeVisible();
  });

  test("a referral link's plate sent before the home page's code ran still brings the referral to the quote", async ({
    page,
  }) => {
    const entryCode = await holdBack(page, entryScript);
    await page.goto('/?rid=demo-driver&rl=poveznica-ivana', { waitUntil: 'commit' });
    await page.getByLabel(hr.home.plateLabel).fill('ZG 5678-CD');
    await page.getByLabel(hr.home.plateLabel).press('Enter');
    await page.waitForURL(/\/onboarding\?licensePlate=ZG\+5678-CD$/, { waitUntil: 'commit' });
    entryCode.release();
    await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ao.onboarding.referral')))
      .toBe(JSON.stringify({ referrerId: 'demo-driver', referralIndividualId: 'poveznica-ivana' }));
  });

  test("what a driver typed before the page's code ran is what the form sends once it runs", async ({ page }) => {
    const entryCode = await holdBack(page, entryScript);
    // The plate, typed while the page was only HTML, then sent once it runs: the lookup starts, no "required".
    await page.goto(paths.onboarding, { waitUntil: 'commit' });
    await page.getByLabel(entry.entry.plateLabel).fill('ZG 5678-CD');
    entryCode.release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('button', { name: entry.entry.submit }).click();
    await expect(page).toHaveURL(paths['onboarding-vehicle-details']);

    // The sign-in form likewise: its button waits for the code, the e-mail and password typed before it do not.
    entryCode.holdAgain();
    await page.goto(paths.login, { waitUntil: 'commit' });
    await page.getByLabel(auth.fields.email.label).fill('vozac@primjer.hr');
    await page.getByLabel(auth.fields.password.label, { exact: true }).fill('Lozinka-Demo-2026');
    entryCode.release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('button', { name: auth.login.submit }).click();
    await expect(page).toHaveURL(/\/profile/);
  });

  test("a newcomer's public pages start without the router and i18next; with a quote in progress the quote's entry starts the app", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const appCode = /\/assets\/(main|router|i18n)-[^/]+\.js$/;
    for (const path of ['/', paths.faq, paths.onboarding]) {
      scripts.length = 0;
      await page.goto(path);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      expect(
        scripts.filter((script) => appCode.test(script)),
        `${path} loaded the app's code`,
      ).toEqual([]);
      expect(scripts.some((script) => /\/assets\/light-[^/]+\.js$/.test(script))).toBe(true);
    }
    // A link is a page load, and the next page starts light again.
    await page.getByRole('link', { name: hr.layout.homeLink }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();

    // The plate goes on to the quote, which the app looks up.
    await page.getByLabel(hr.home.plateLabel).fill('ZG 5678-CD');
    await page.getByRole('button', { name: hr.home.byPlate }).click();
    await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
    await page.waitForLoadState('networkidle');
    // Back on the quote's entry with the car kept: the app, rendered afresh, offers to start over (the page guard
    // fails on a hydration mismatch).
    scripts.length = 0;
    await page.goto(paths.onboarding);
    await expect(page.getByRole('button', { name: onboarding.flow.startOver })).toBeVisible();
    expect(scripts.some((script) => appCode.test(script))).toBe(true);
  });

  test('a part of the page still waiting for its code keeps its HTML while the driver scrolls and opens the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The home page's sections and the footer hydrate once their chunks arrive: held back here until the driver has
    // scrolled (the bar's theme changes) and opened the menu.
    const partsCode = await holdBack(page, /\/assets\/(home-sections|footer)-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const marked = window as unknown as { prerendered?: Element[] };
      marked.prerendered = [...document.querySelectorAll('main section, footer')];
    });
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // Past the dark hero: the bar turns light, a change every part of the page must be spared.
    await page.evaluate(() => document.querySelector('section[data-nav-theme="light"]')?.scrollIntoView());
    await expect(page.getByTestId('top-bar')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: hr.layout.openMenu }).click();
    await expect(page.getByRole('navigation', { name: hr.layout.menu })).toBeVisible();
    partsCode.release();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    const kept = await page.evaluate(() => {
      const { prerendered = [] } = window as unknown as { prerendered?: Element[] };
      return prerendered.length > 5 && prerendered.every((node) => node.isConnected);
    });
    expect(kept, 'the pre-rendered sections and footer are still in the page').toBe(true);
  });

  // One test walks every page: a browser context per page cost more than the page itself.
  test('every pre-rendered page hydrates its HTML instead of replacing it', async ({ page: tab }) => {
    test.setTimeout(300_000);
    expect(entryScripts.every(Boolean), 'the built pages name both entry scripts').toBe(true);
    const entryCode = await holdBack(tab, entryScript);
    for (const page of pages) {
      // A light start's `layout` page hydrates the layout around the page, and leaves the page its HTML.
      const layoutOnly = lightStarts[page.routeId as RouteId] === 'layout';
      entryCode.holdAgain();
      // Each page as a newcomer sees it: what an earlier page kept (the language, the quote's entry) starts the app.
      if (tab.url().startsWith('http'))
        await tab.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      // Module scripts hold DOMContentLoaded back: wait for the parsed footer instead.
      await tab.goto(page.path, { waitUntil: 'commit' });
      await tab.locator('footer').waitFor({ state: 'attached' });
      // The heading and the footer as the HTML painted them: hydration keeps these very nodes.
      await tab.evaluate(() => {
        const marked = window as unknown as { prerendered?: Element[] };
        const nodes: (Element | null)[] = [document.querySelector('h1'), document.querySelector('footer')];
        marked.prerendered = nodes.filter((node): node is Element => node !== null);
      });
      entryCode.release();
      // Hydrated, lazy parts included: React has taken every element of the page, except the insides of HTML it was
      // handed whole (an article's body). A mismatch is on the console by then, where the page guard fails the test.
      await expect
        .poll(
          () =>
            tab.evaluate((htmlMain) => {
              const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
              const handedWhole = (element: Element) =>
                Object.entries(element).some(
                  ([key, props]) =>
                    key.startsWith('__reactProps') &&
                    (props as { dangerouslySetInnerHTML?: unknown } | null)?.dangerouslySetInnerHTML !== undefined,
                );
              const isReactRoot = (element: Element) =>
                Object.keys(element).some((key) => key.startsWith('__reactContainer'));
              const root = document.getElementById('root');
              if (!root || !isReactRoot(root)) return 'not started';
              const main = document.querySelector('main');
              if (htmlMain && [...(main?.querySelectorAll('*') ?? [])].some(owned)) return 'the page hydrated';
              for (const element of root.querySelectorAll('*')) {
                if (owned(element) || (htmlMain && main?.contains(element) && element !== main)) continue;
                let parent = element.parentElement;
                while (parent && parent !== root && !handedWhole(parent)) parent = parent.parentElement;
                if (parent === root || !parent) return `waiting: ${element.outerHTML.slice(0, 80)}`;
              }
              return 'hydrated';
            }, layoutOnly),
          { message: page.path, intervals: [50] },
        )
        .toBe('hydrated');
      await expect(tab.getByRole('heading', { level: 1 }), page.path).toHaveText(headingOf(page));
      const kept = await tab.evaluate(() => {
        const { prerendered = [] } = window as unknown as { prerendered?: Element[] };
        return prerendered.length === 2 && prerendered.every((node) => node.isConnected);
      });
      expect(kept, `${page.path}: the pre-rendered heading and footer are still in the page`).toBe(true);
    }
  });
});
