import { expect, test, type Browser, type Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import { standAtAddressOfOwn } from './client-address.ts';
import { stackUrls } from '../scripts/stack-config.ts';
import { consentStorageKey } from '../src/app/consent.ts';
import { paths, routeTable } from '../src/app/route-table.ts';
import { adminPaths, adminSections } from '../src/features/admin/admin-sections.ts';
import { blogArticlePath, blogArticles } from '../src/features/content/blog/blog-articles.ts';

/*
 * Every route at 320 px (a small phone, or any phone with larger text): nothing may make the page wider than the
 * screen. Four visitors walk the routes side by side (two signed out, the demo driver, staff), without page-guard's
 * accessibility audit on each page (axe takes about a second a page, and routes.spec.ts audits these pages already),
 * so the walk takes under a minute; they keep page-guard's two habits that matter here: a consent already given and
 * an address of their own for the rate limits.
 */
/** A visitor at 320 px, in a browser of their own: consent already given, an address of their own for the limits. */
async function narrowVisitor(browser: Browser, width = 320): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 640 }, locale: 'hr-HR' });
  await standAtAddressOfOwn(context);
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null)
      localStorage.setItem(key, JSON.stringify({ analytics: false, decidedAt: '2026-11-21T08:00:00.000Z' }));
  }, consentStorageKey);
  return context.newPage();
}

// Four visitors at once walk some eighty pages; with lint and typecheck beside the end-to-end tests on the slow
// two-core machines that took longer than two minutes (CI, December 2026).
test.describe.configure({ timeout: 300_000 });

/** What sticks out past the right (or left) edge of the screen, outside any container that scrolls or clips it. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return parent.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const crossing = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && (box.right > width + 1 || box.left < -1);
    });
    // What is not inside a container that scrolls or clips it; if that is nothing, what crosses at all (a positioned
    // element can escape its container's clip and still widen the page).
    const unclipped = crossing.filter((element) => !clipped(element));
    const sticking = unclipped.length > 0 || document.documentElement.scrollWidth <= width ? unclipped : crossing;
    // The outermost of each: its children stick out with it.
    const outermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && other.contains(element)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      elements: outermost.slice(0, 5).map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        return `${name} ${Math.round(box.left)}–${Math.round(box.right)} px “${(element.textContent ?? '').trim().slice(0, 40)}”`;
      }),
    };
  });
}

/** Opens each path and lists those wider than the screen. */
async function walk(page: Page, paths: string[], { data = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The console's first open starts its functions in the emulator, which takes seconds.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The footer is a lazy part of every page: the whole page is there once it is. An account's or the console's page
    // shows its data once the network rests (a public page's content is in its code).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (data) await page.waitForLoadState('networkidle');
    const { scrollWidth, width, elements } = await overflowOf(page);
    if (scrollWidth > width || elements.length > 0)
      problems.push(`${path} (now ${page.url()}) is ${scrollWidth} px wide on ${width}: ${elements.join('; ')}`);
  }
  return problems;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(paths.login);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByLabel(auth.fields.email.label).fill(who.email);
  await page.getByLabel(auth.fields.password.label, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const [firstArticle] = blogArticles;
const publicPaths = routeTable.map((route) =>
  route.id === 'blog-article' ? blogArticlePath(firstArticle!.slug) : route.path,
);
const accountPaths = routeTable
  .filter((route) => (route.area === 'profile' || route.area === 'new-policy') && route.id !== 'profile-sign-out')
  .map((route) => route.path);

async function signedOut(browser: Browser, paths: string[]) {
  return walk(await narrowVisitor(browser), paths);
}

async function driver(browser: Browser) {
  const page = await narrowVisitor(browser);
  await signIn(page, { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' });
  // Signing out last, as a driver would.
  return walk(page, [...accountPaths, paths['profile-sign-out']], { data: true });
}

async function staff(browser: Browser) {
  const page = await narrowVisitor(browser);
  await signIn(page, { email: 'podrska@primjer.hr', password: 'Lozinka-Admin-2026' });
  await page.goto(adminPaths['admin-orders']);
  const order = page.locator(`main a[href^="${adminPaths['admin-orders']}/"]`).first();
  await expect(order).toBeVisible({ timeout: 20_000 });
  const orderPath = new URL(await order.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
  return walk(
    page,
    adminSections.map(({ id }) => (id === 'admin-order' ? orderPath : adminPaths[id])),
    { data: true },
  );
}

test('at 320 px no page is wider than the screen: signed out, signed in, the support console', async ({ browser }) => {
  const half = Math.ceil(publicPaths.length / 2);
  const problems = await Promise.all([
    signedOut(browser, publicPaths.slice(0, half)),
    signedOut(browser, publicPaths.slice(half)),
    driver(browser),
    staff(browser),
  ]);
  expect(problems.flat(), 'pages wider than a 320 px screen').toEqual([]);
});

test('at 375 px a long e-mail address stays inside the profile page', async ({ browser }) => {
  const email = `${'vrlo.dugacka.adresa.e.poste.'.repeat(2)}${Date.now()}@primjer-s-dugim-imenom.hr`;
  const password = 'Duga-Adresa-2026';
  const created = await fetch(`${stackUrls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(created.ok).toBe(true);
  const page = await narrowVisitor(browser, 375);
  await signIn(page, { email, password });
  expect(await walk(page, [paths.profile], { data: true })).toEqual([]);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});
