import en from '../locales/en/common.json' with { type: 'json' };
import hr from '../locales/hr/common.json' with { type: 'json' };
import blog from '../locales/hr/content-blog.json' with { type: 'json' };
import frame from '../locales/hr/frame.json' with { type: 'json' };
import meta from '../locales/hr/meta.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import claims from '../locales/hr/claims.json' with { type: 'json' };
import follow from '../locales/hr/claims-follow.json' with { type: 'json' };
import policy from '../locales/hr/policy.json' with { type: 'json' };
import {
  footerGroups,
  footerLinkPath,
  mobileMenuExtras,
  paths,
  routeTable,
  topBarLinks,
  type RouteId,
} from '../src/app/route-table';
import { blogArticlePath, blogArticles } from '../src/features/content/blog/blog-articles';
import { expect, test } from './page-guard';
import { watchPolicy } from './policy-watch';

const brand = hr.brand.name;

/** Steps of the quote flow that need a found vehicle (and a price) first; opened cold they send the driver to the start. */
const needsQuoteInProgress = new Set<RouteId>([
  'onboarding-vehicle-details',
  'onboarding-vehicle-details-add',
  'onboarding-calculate-price',
  'onboarding-insurance-plans',
  'onboarding-summary',
  'onboarding-about-you',
  'onboarding-payment',
]);

/** Registration's steps need the vehicle (and the steps before); opened cold they send the driver to the plate. */
const needsRegistrationInProgress = new Set<RouteId>([
  'register-basic-information',
  'register-about-you',
  'register-vehicle-details',
  'register-vehicle-details-add',
  'register-register-user',
]);

/**
 * The signed-in area (spec §6) and the support console: opened by a guest they send them to sign in, and back there
 * afterwards.
 */
const needsSignIn = (route: (typeof routeTable)[number]) =>
  (route.area === 'profile' || route.area === 'new-policy' || route.area === 'admin') &&
  route.id !== 'profile-sign-out';

/** Where a guest opening the route lands: the route itself, the start of the quote, sign-in, or home (signing out). */
function landing(route: (typeof routeTable)[number]): { id: RouteId; url: string; what: string } {
  if (needsQuoteInProgress.has(route.id))
    return { id: 'onboarding', url: paths.onboarding, what: 'the start of the quote' };
  if (needsRegistrationInProgress.has(route.id))
    return {
      id: 'register-license-plate',
      url: paths['register-license-plate'],
      what: 'the plate step of registration',
    };
  if (needsSignIn(route))
    return { id: 'login', url: `${paths.login}?next=${encodeURIComponent(route.path)}`, what: 'the sign-in page' };
  if (route.id === 'profile-sign-out') return { id: 'home', url: paths.home, what: 'the home page, signed out' };
  // Without an order number the policy's page leads to the account's policies, which a guest signs in for.
  if (route.id === 'policy')
    return {
      id: 'login',
      url: `${paths.login}?next=${encodeURIComponent(paths['profile-policies'])}`,
      what: "the sign-in page, on the way to the account's policies",
    };
  // Without a claim's id the claim's page leads to the account's claims, which a guest signs in for.
  if (route.id === 'claims-follow')
    return {
      id: 'login',
      url: `${paths.login}?next=${encodeURIComponent(paths['profile-claims'])}`,
      what: "the sign-in page, on the way to the account's claims",
    };
  return { id: route.id, url: route.path, what: 'its own page' };
}

/**
 * A page's title and heading. The claims area's come with the area, not in the entry every page loads (`common`):
 * the accident statement's in `claims`, the claim's page's in `claims-follow`; the policy's page's in `policy`.
 */
const textsOf = (id: RouteId): { title: string; heading: string } =>
  id === 'claims-report' || id === 'claims-join'
    ? claims.routes[id]
    : id === 'claims-follow'
      ? follow
      : id === 'policy'
        ? policy
        : hr.routes[id];

/** Opened bare, without the order it reports on, the success page says it cannot show one: never "paid". */
const bareHeadings: Partial<Record<RouteId, string>> = { 'payment-success': payment.success.heading.unknown };

const [firstArticle] = blogArticles;

// One test walks the whole table: a browser context per route cost more than the page it opened.
test('every route of the route table shows the page a guest lands on, and the Content-Security-Policy refuses nothing on it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const refusals = await watchPolicy(page);
  for (const route of routeTable.filter((entry) => entry.id !== 'blog-article')) {
    const { id: shown, url, what } = landing(route);
    const where = `${route.path} shows ${what}`;
    await page.goto(route.path);
    if (shown !== route.id) await expect.soft(page, where).toHaveURL(url);
    const { title, heading } = textsOf(shown);
    await expect.soft(page.getByRole('heading', { level: 1 }), where).toHaveText(bareHeadings[shown] ?? heading);
    await expect.soft(page, where).toHaveTitle(`${title} | ${brand}`);
    await expect.soft(page.getByRole('heading', { level: 1, name: hr.notFound.heading }), where).toHaveCount(0);
  }
  // A round trip after the page's own reports, which come through the same channel, so none is still on its way.
  await page.evaluate(() => undefined);
  expect(refusals).toEqual([]);
});

test('a blog article has its own address, heading and title, and the policy refuses nothing on it', async ({
  page,
}) => {
  const refusals = await watchPolicy(page);
  const article = blog.articles[firstArticle!.slug as keyof typeof blog.articles];
  await page.goto(blogArticlePath(firstArticle!.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page).toHaveTitle(`${article.title} | ${brand}`);
  await page.evaluate(() => undefined);
  expect(refusals).toEqual([]);
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/ovo-ne-postoji');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.notFound.heading);
  await expect(page).toHaveTitle(`${hr.notFound.title} | ${brand}`);
  await page.getByRole('link', { name: hr.notFound.home }).click();
  await expect(page).toHaveURL('/');
});

test('the top bar links open their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: hr.layout.mainNavigation });
  for (const id of topBarLinks) {
    await nav.getByRole('link', { name: hr.nav[id], exact: true }).click();
    await expect(page).toHaveURL(paths[id]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.routes[id].heading);
  }
});

test('every footer link leads to a real page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const id of [...footerGroups.insurance, ...footerGroups.about, ...footerGroups.legal]) {
    await footer.getByRole('link', { name: frame.footer.links[id], exact: true }).click();
    await expect(page).toHaveURL(footerLinkPath(id));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(hr.notFound.heading);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens with its extras, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: hr.layout.mainNavigation }).getByRole('link')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: hr.layout.openMenu });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: hr.layout.menu });
    for (const id of [...topBarLinks, ...mobileMenuExtras]) {
      await expect(menu.getByRole('link', { name: hr.nav[id], exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: hr.nav.faq, exact: true }).click();
    await expect(page).toHaveURL(paths.faq);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.routes.faq.heading);
  });

  test('a menu closed with Escape before the first page has arrived keeps the focus on its toggle', async ({
    page,
  }) => {
    // The shell shown while the page's chunk loads has a top bar of its own, which the real layout replaces (on a
    // page rendered in the browser: a pre-rendered one has its layout in its HTML).
    await page.route(/onboarding-pages-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(paths['onboarding-vin'], { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: hr.layout.openMenu });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: hr.layout.menu });
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toBeFocused();
  });
});

test('the language switch opens the English page, whose links stay English, and the choice follows into the quote', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.faq);
  await page.getByRole('link', { name: new RegExp(en.layout.languageNames.en) }).click();
  await expect(page).toHaveURL('/en/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.routes.faq.heading);
  await expect(page).toHaveTitle(`${en.routes.faq.title} | ${en.brand.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hr"]')).toHaveAttribute('href', /[^n]\/faq$/);

  // Moving around inside the app keeps the prefix.
  const nav = page.getByRole('navigation', { name: en.layout.mainNavigation });
  await nav.getByRole('link', { name: en.nav.claims, exact: true }).click();
  await expect(page).toHaveURL('/en/claims');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.routes.claims.heading);

  // A page without HTML of its own (a step of the quote, a link from an e-mail) follows the choice.
  await page.goto(paths['onboarding-vin']);
  await expect(page).toHaveURL(`/en${paths['onboarding-vin']}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.routes['onboarding-vin'].heading);
  // A public page keeps the language its address says.
  await page.goto(paths['car-insurance']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.routes['car-insurance'].heading);

  // And back: the Croatian link takes the choice back.
  await page.goto('/en');
  await page.getByRole('link', { name: new RegExp(hr.layout.languageNames.hr) }).click();
  await expect(page).toHaveURL('/');
  await page.goto(paths['onboarding-vin']);
  await expect(page).toHaveURL(paths['onboarding-vin']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.routes['onboarding-vin'].heading);
});

test('GET /api/health answers through the Hosting rewrite', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('robots.txt and sitemap.xml list exactly the pages search engines may index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /onboarding/');
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const indexable = [
    ...routeTable
      .filter((route) => 'indexable' in route && route.indexable && route.id !== 'blog-article')
      .map((route) => route.path),
    ...blogArticles.map((article) => blogArticlePath(article.slug)),
  ];
  // Each in Croatian and in English, with the alternates between them.
  const english = indexable.map((path) => (path === '/' ? '/en' : `/en${path}`));
  expect(listed).toEqual(expect.arrayContaining([...indexable, ...english]));
  expect(listed).toHaveLength(indexable.length * 2);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="https?:\/\/[^"]+\/en\/faq" \/>/);
  expect(robots).toContain('Disallow: /en/onboarding/');
  expect(listed).not.toContain(paths['onboarding-payment']);
});

test('each public page is served with its own title, description and social tags before any script runs', async ({
  request,
}) => {
  const html = await (await request.get(paths['car-insurance'])).text();
  const title = `${hr.routes['car-insurance'].title} | ${brand}`;
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta name="description" content="${meta['car-insurance'].description}" />`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/\S+\/social-card\.png" \/>/);
  expect(html.match(/<title>/g)).toHaveLength(1);
  const image = await request.get('/social-card.png');
  expect(image.headers()['content-type']).toBe('image/png');
});
