/**
 * The site's headers as Hosting serves them, with the Content-Security-Policy in force: the local stack runs
 * firebase.json's policy widened only by the local stand-ins of Google's services and of the card gateway
 * (scripts/local-firebase-config.ts), so a page that breaks the deployed policy breaks here first. Each route of the
 * route table is checked for refusals where routes.spec.ts opens it; the signed-in area's pages here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as plain, type Page } from '@playwright/test';
import auth from '../locales/hr/auth.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths, routeTable } from '../src/app/route-table';
import { claimsServiceWorkerFile } from '../src/features/claims/offline/claims-service-worker-file';
import {
  deployedPolicy,
  localSources,
  parsePolicy,
  policyHeader,
  readFirebaseJson,
  widenPolicy,
} from '../scripts/local-firebase-config';
import { rootDir } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { watchPolicy } from './policy-watch';
import { cards, giveConsentsAndPay, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';

const demoDriver = { email: 'vozac@primjer.hr', password: 'Lozinka-Demo-2026' };

/** Opens a page and waits until it has shown its heading, so whatever it loads on arrival has been asked for. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A round trip after the page's own reports, which come through the same channel, so none is still on its way.
  await page.evaluate(() => undefined);
}

/** The signed-in area's pages; signing out is one of them, so it comes last. */
const signedInPaths = [
  ...routeTable
    .filter((route) => (route.area === 'profile' || route.area === 'new-policy') && route.id !== 'profile-sign-out')
    .map((route) => route.path),
  paths['profile-sign-out'],
];

test.describe('with the Content-Security-Policy in force', () => {
  test('every page of the signed-in area opens without a refusal', async ({ page }) => {
    test.setTimeout(180_000);
    const refusals = await watchPolicy(page);
    await page.goto(paths['profile-policies']);
    await page.getByLabel(auth.fields.email.label).fill(demoDriver.email);
    await page.getByLabel(auth.fields.password.label, { exact: true }).fill(demoDriver.password);
    await page.getByRole('button', { name: auth.login.submit }).click();
    await expect(page).toHaveURL(paths['profile-policies']);
    for (const path of signedInPaths) await visit(page, path);
    expect(refusals).toEqual([]);
  });

  test('a quote priced and paid: the lookup, the pricing, the banner, the gateway’s form and the way back', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const refusals = await watchPolicy(page);
    const { total } = await toPaymentStep(page, uniqueEmail('csp'));
    await giveConsentsAndPay(page);
    await payOnGatewayPage(page, cards.approved, total);
    await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
    await expect(page.getByRole('region', { name: payment.success.policy.heading })).toBeVisible({ timeout: 20_000 });
    expect(refusals).toEqual([]);
  });
});

plain('the policy in force refuses a script the site did not serve from its own origin', async ({ page }) => {
  const refusals = await watchPolicy(page);
  await page.goto(paths.faq);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    return document.documentElement.dataset.injected === 'ran';
  });
  expect(ran).toBe(false);
  await expect.poll(() => refusals.join('\n')).toContain('script-src');
});

plain(
  'pages carry the deployed policy, widened only by the local stand-ins, and the other security headers',
  async ({ request }) => {
    const deployed = parsePolicy(deployedPolicy());
    const scripts = deployed.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:', 'blob:'])
      expect(scripts).not.toContain(loose);
    expect(deployed.get('default-src')).toEqual(["'self'"]);
    expect(deployed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(deployed.get('base-uri')).toEqual(["'self'"]);
    expect(deployed.get('object-src')).toEqual(["'none'"]);

    // A static page, a page Hosting rewrites to the app, and one that exists only in the app.
    for (const path of [paths.home, paths.faq, paths['onboarding-payment'], '/ovo-ne-postoji']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers[policyHeader.toLowerCase()], path).toBe(widenPolicy(deployedPolicy(), localSources));
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(headers['permissions-policy']).toContain(`${feature}=()`);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  },
);

plain('a missing asset is a 404 that no cache keeps; a real one is kept for a year', async ({ request }) => {
  for (const path of ['/assets/nepostojece.js', '/assets/nepostojece.css', '/assets/podmapa/nepostojece.js']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'] ?? '', path).not.toMatch(/immutable|max-age=31536000/);
  }
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(
    await (await request.get(paths.home)).text(),
  )?.[1];
  expect(entry).toBeDefined();
  const real = await request.get(entry!);
  expect(real.status()).toBe(200);
  expect(real.headers()['content-type']).toMatch(/javascript/);
  expect(real.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

plain(
  'the claims area’s service worker is a script no cache keeps, so a deploy reaches the phones',
  async ({ request }) => {
    const worker = await request.get(`/${claimsServiceWorkerFile}`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  },
);

/**
 * The Hosting emulator serves every file in dist/, whatever firebase.json's `hosting.ignore` says (it serves
 * dist/.vite/ too), so whether a map is deployed is read from the file list the Firebase CLI's deploy would upload.
 */
plain('source maps are built for error reporting, but neither referenced nor deployed', () => {
  const dist = join(rootDir, 'dist');
  const assets = readdirSync(join(dist, 'assets'));
  const scripts = assets.filter((file) => file.endsWith('.js'));
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  expect(entry).toBeDefined();
  expect(assets).toContain(`${entry}.map`);
  expect(
    scripts.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('sourceMappingURL')),
  ).toEqual([]);

  const { listFiles } = createRequire(import.meta.url)('firebase-tools/lib/listFiles.js') as {
    listFiles(cwd: string, ignore: string[]): string[];
  };
  const deployed = listFiles(dist, readFirebaseJson().hosting.ignore ?? []);
  expect(deployed).toEqual(expect.arrayContaining(['index.html', ...scripts.map((file) => `assets/${file}`)]));
  expect(deployed.filter((file) => file.endsWith('.map'))).toEqual([]);
});
