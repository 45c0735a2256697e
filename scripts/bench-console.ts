/**
 * `npm run bench:console`: how long support staff wait in the console, in Chromium at 1280 × 800 against the whole
 * stack (started by `scripts/with-emulators.ts`; needs `npm run build` first, builds nothing itself). Each run is a
 * fresh browser (empty cache) signed in as the seeded admin, and times:
 *  - the console, cold: from opening `/admin` until the overview shows its three figures;
 *  - the orders list, first open: from pressing the section link until its rows show;
 *  - the orders list, warm: a search (the first row's e-mail) from pressing Search until the rows show;
 *  - an order: from pressing its number in the list until its history shows.
 * The first run also meets every console function cold (a fresh stack); it is printed on its own and counted in the
 * median like the rest. Exits non-zero when a median misses its goal.
 * Usage: tsx scripts/with-emulators.ts -- tsx scripts/bench-console.ts [--runs 5]
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import admin from '../locales/hr/admin.json' with { type: 'json' };
import auth from '../locales/hr/auth.json' with { type: 'json' };
import { percentile } from './percentile.ts';
import { stackUrls } from './stack-config.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const staff = { email: 'podrska@primjer.hr', password: 'Lozinka-Admin-2026' };

const measures = [
  { key: 'console', label: 'console, cold (overview with its figures)', goalMs: 2_000 },
  { key: 'ordersFirst', label: 'orders list, first open', goalMs: 1_000 },
  { key: 'ordersWarm', label: 'orders list, warm (a search)', goalMs: 500 },
  { key: 'order', label: 'an order (its history)', goalMs: 1_000 },
] as const;

type Timings = Record<(typeof measures)[number]['key'], number>;

async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await action();
  await done();
  return performance.now() - startedAt;
}

/**
 * Until `condition` holds in the page, checked on every frame: a locator's wait polls less often, and would add up
 * to half a second to what is measured.
 */
const until = (page: Page, condition: (texts: typeof admin) => boolean) =>
  page.waitForFunction(condition, admin, { polling: 'raf', timeout: 60_000 });

const orderRows = (page: Page) =>
  until(page, (texts) => Boolean(document.querySelector(`[aria-label="${texts.orders.table}"] tbody tr`)));

async function oneRun(browser: Browser): Promise<Timings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'hr-HR' });
  const page = await context.newPage();
  try {
    // Signed in first, on the home page: what is timed is the console, not the sign-in.
    await page.goto(`${stackUrls.hosting}/login?next=%2F`);
    await page.getByLabel(auth.fields.email.label).fill(staff.email);
    await page.getByLabel(auth.fields.password.label, { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: auth.login.submit }).click();
    await page.waitForURL(`${stackUrls.hosting}/`);

    const consoleOpen = await timed(
      () => page.goto(`${stackUrls.hosting}/admin`),
      () => until(page, () => document.querySelectorAll('main p.count').length === 3),
    );
    const nav = page.getByRole('navigation', { name: admin.nav.label });
    const ordersFirst = await timed(
      () => nav.getByRole('link', { name: admin.sections['admin-orders'].heading, exact: true }).click(),
      () => orderRows(page),
    );
    // The policyholder's cell: the name, then the e-mail.
    const email = (await page.locator('tbody tr').first().locator('td', { hasText: '@' }).innerText())
      .split('\n')
      .at(-1)
      ?.trim();
    if (!email?.includes('@')) throw new Error(`No e-mail in the first order row (${email})`);
    await page.getByRole('searchbox', { name: admin.orders.search.label }).fill(email);
    const ordersWarm = await timed(
      () => page.getByRole('button', { name: admin.orders.search.submit }).click(),
      () =>
        until(
          page,
          (texts) =>
            document
              .querySelector('main')
              ?.textContent?.includes(texts.orders.readAs.replace('{{kind}}', texts.orders.queryKinds.email)) ===
              true && Boolean(document.querySelector(`[aria-label="${texts.orders.table}"] tbody tr`)),
        ),
    );
    const order = await timed(
      () => page.locator('tbody tr th a').first().click(),
      () =>
        until(page, (texts) =>
          [...document.querySelectorAll('main h2')].some((heading) => heading.textContent === texts.order.history),
        ),
    );
    return { console: consoleOpen, ordersFirst, ordersWarm, order };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let missed = false;
try {
  console.info(
    `Support console, Chromium ${browser.version()}, 1280 × 800, ${runs} fresh browsers, ${stackUrls.hosting}`,
  );
  const results: Timings[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser));
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  console.info(`  ${''.padEnd(44)} ${'first run'.padStart(9)} ${'median'.padStart(9)}  goal`);
  for (const { key, label, goalMs } of measures) {
    const sorted = results.map((result) => result[key]).sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const ok = median <= goalMs;
    missed ||= !ok;
    console.info(
      `  ${label.padEnd(44)} ${ms(results[0]?.[key] ?? NaN)} ${ms(median)}  ≤ ${goalMs} ms ${ok ? 'ok' : 'MISSED'}`,
    );
  }
} catch (error) {
  console.error(error);
  missed = true;
} finally {
  await browser.close();
}
process.exitCode = missed ? 1 : 0;
