/**
 * `npm run bench:interactive`: how soon the pages Lighthouse audits respond on a slow phone, and how much their start
 * blocks the main thread once the page is on screen. A pre-rendered page paints from its HTML, so what a driver waits
 * for is its code: until `html[data-app-ready]` (src/app/app.tsx) its buttons do nothing. Lighthouse scores a page's
 * load, not this moment; this bench measures it.
 *
 * Each page is loaded RUNS times, each in a fresh browser context (an empty cache and storage: a new visitor, who
 * gets the cookie question), in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; never a downloaded
 * browser) with a 375×812 phone screen at 2× and the CPU slowed until the browser scores what a mid-tier phone scores on
 * Lighthouse's CPU benchmark (scripts/mid-tier-phone.ts; `--cpu-slowdown 4` slows it by a fixed rate instead, as
 * Lighthouse's default does). The network is the machine's own, so the figures are about the CPU. The median of each
 * figure is printed:
 * - ready: navigation start to `data-app-ready`, marked by a MutationObserver installed before the page's scripts;
 * - FCP: first contentful paint;
 * - TBT: total blocking time after the first paint, from FCP to ready + SETTLE_MS (the work the start leaves behind:
 *   the banner, the cookie question), summed as Lighthouse sums it (each long task's part in the window beyond 50 ms);
 * - longest: the longest task in that window;
 * - JS: JavaScript decoded until ready (Resource Timing's decodedBodySize of the scripts fetched by then).
 * Tasks come from a trace (CDP Tracing, the `RunTask` events of the page's renderer main thread), not from a
 * `longtask` PerformanceObserver: an observer sees only the tasks after the page's code installed it, and the first
 * tasks (parsing the HTML, evaluating the first chunks) are the ones in question; the trace is taken from outside the
 * page, holds every task the thread ran from before navigation, and is what Lighthouse computes its TBT from, so the
 * two benches agree on what a task is. The ready mark is written to the trace too, which anchors the page's clock on
 * the trace's.
 *
 * Machines differ in speed, so every run also measures a floor on the same machine in the same rounds: a pre-rendered
 * page that hydrates one small React component (scripts/bench-floor/, built here with Vite into a temporary
 * directory and served from a local server). Its ready time is the least a React page can take here; each page's
 * ready time is also printed as a multiple of it, which compares across machines. Each round loads the floor and
 * then every page, so a busy moment of a shared machine falls on all of them rather than on one.
 *
 * Run against the production build on the Hosting emulator with Firestore behind it (the home page's banner):
 *   npm run build && tsx scripts/with-emulators.ts --only firestore,hosting -- tsx scripts/bench-interactive.ts
 * Pages: the arguments, or the pages `npm run lighthouse` audits. It reports and exits 0 unless a page fails to load;
 * with `--check` it also exits 1 when a page misses a goal.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { Floor } from './bench-floor/floor.ts';
import { rootDir, stackUrls } from './stack-config.ts';
import { auditedPages } from './audited-pages.ts';
import { calibrateToMidTierPhone, midTierPhoneIndex } from './mid-tier-phone.ts';

const { values, positionals } = parseArgs({
  options: { check: { type: 'boolean', default: false }, 'cpu-slowdown': { type: 'string' } },
  allowPositionals: true,
});

const pages = positionals.length > 0 ? positionals : auditedPages;

const RUNS = 3;
/** After ready, the start's leftovers (the banner, the cookie question) still run; their tasks count. */
const SETTLE_MS = 1_000;
/** A page slowed to a phone on a busy machine may take several seconds; one that takes this long is broken. */
const READY_TIMEOUT_MS = 30_000;
const LONG_TASK_MS = 50;
const readyMark = 'bench:app-ready';
const goals = { readyMs: 1_500, tbtMs: 200, longestTaskMs: 120, javaScriptKB: 300 };

interface Measurement {
  fcpMs: number;
  readyMs: number;
  tbtMs: number;
  longestTaskMs: number;
  javaScriptKB: number;
}

/** The fields of a Chrome trace event this bench reads (timestamps and durations in µs). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/** Rejects when `promise` has not settled within `ms`, so that no step can hang the bench. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const contentTypes: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/**
 * Builds the floor page with Vite (minified like the site, no config of the site's), renders its component into the
 * HTML as scripts/prerender.ts renders the site's pages, and serves it on a free port of this machine.
 */
async function startFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    await within(
      build({
        configFile: false,
        root: join(rootDir, 'scripts', 'bench-floor'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, target: 'es2022' },
      }),
      120_000,
      'Building the floor page',
    );
    const htmlFile = join(outDir, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    if (!html.includes('<div id="root"></div>')) throw new Error('The floor page has no empty #root to render into');
    writeFileSync(
      htmlFile,
      html.replace('<div id="root"></div>', () => `<div id="root">${renderToString(createElement(Floor))}</div>`),
    );
    const server = createServer((request, response) => {
      const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname);
      const file = join(outDir, path === '/' ? 'index.html' : path);
      const type = contentTypes[extname(file)];
      if (!type || !file.startsWith(outDir)) {
        response.writeHead(404).end();
        return;
      }
      try {
        response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
      } catch {
        response.writeHead(404).end();
      }
    });
    await within(
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        // Port 0: a free port, so the bench never collides with the stack's fixed ones.
        server.listen(0, '127.0.0.1', resolve);
      }),
      10_000,
      'Starting the floor page server',
    );
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** One load of `url` by a new visitor: a fresh context, the CPU slowed, traced from before navigation to the settle. */
async function measure(browser: Browser, url: string, cpuSlowdown: number): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
  });
  try {
    // Runs in every document before its scripts. The observer watches the document: <html> does not exist yet.
    await context.addInitScript((mark) => {
      const observer = new MutationObserver(() => {
        if (document.documentElement.dataset.appReady === undefined) return;
        performance.mark(mark);
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
    }, readyMark);
    const page = await context.newPage();
    // Why a page never got ready: its script errors and failed requests (a chunk missing while dist/ is rebuilt).
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
    page.on('response', (answer) => {
      if (answer.status() >= 400) problems.push(`${answer.url()} answered ${answer.status()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const events: TraceEvent[] = [];
    // Playwright types trace events as maps of strings; they hold numbers too.
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      // Only what is read, as tracing slows the page too: RunTask is in the disabled-by-default timeline category
      // (`devtools.timeline` itself has none), the ready mark in blink.user_timing.
      traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] },
    });
    const response = await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`answered ${response?.status() ?? 'nothing'}`);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: READY_TIMEOUT_MS }).catch(() => {
      throw new Error(`not ready after ${READY_TIMEOUT_MS / 1_000} s${problems.length ? `: ${problems[0]}` : ''}`);
    });
    const readyMs = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, readyMark);
    const sinceReady = await page.evaluate((ready) => performance.now() - ready, readyMs);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, SETTLE_MS - sinceReady)));
    const tracingComplete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await within(tracingComplete, 30_000, 'Collecting the trace');

    const { fcpMs, scriptBytes } = await page.evaluate((ready) => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        // <script> and import() fetch as `script`; Chromium reports a <link rel="modulepreload"> in the HTML (the
        // app shell's) as `other`, as it does the favicon, so those are told by their name.
        (entry) =>
          entry.responseEnd <= ready &&
          (entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname)),
      );
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      };
    }, readyMs);
    if (Number.isNaN(readyMs) || Number.isNaN(fcpMs)) throw new Error('no ready mark or no first paint');

    const mark = events.find((event) => event.name === readyMark);
    if (!mark) throw new Error('the trace has no ready mark');
    // The page's clock starts at navigation start; the mark is on both clocks.
    const navigationStart = mark.ts - readyMs * 1_000;
    const { tbtMs, longestTaskMs } = blockingTime(
      events.filter((event) => event.pid === mark.pid && event.tid === mark.tid),
      navigationStart + fcpMs * 1_000,
      navigationStart + (readyMs + SETTLE_MS) * 1_000,
    );
    return { fcpMs, readyMs, tbtMs, longestTaskMs, javaScriptKB: scriptBytes / 1024 };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's sum: each top-level task's part inside [from, to] counts beyond its first 50 ms. The longest task is
 * any that overlaps the window, counted whole: the driver waits for all of it.
 */
function blockingTime(mainThread: TraceEvent[], from: number, to: number) {
  const tasks = mainThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  let tbt = 0;
  let longest = 0;
  let topLevelEnd = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // A task run inside another (a nested run loop) is already part of its parent's duration.
    if (task.ts < topLevelEnd) continue;
    topLevelEnd = end;
    if (end <= from || task.ts >= to) continue;
    longest = Math.max(longest, end - task.ts);
    tbt += Math.max(0, Math.min(end, to) - Math.max(task.ts, from) - LONG_TASK_MS * 1_000);
  }
  return { tbtMs: tbt / 1_000, longestTaskMs: longest / 1_000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const medians = (runs: Measurement[]): Measurement => ({
  fcpMs: median(runs.map((run) => run.fcpMs)),
  readyMs: median(runs.map((run) => run.readyMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
  javaScriptKB: median(runs.map((run) => run.javaScriptKB)),
});

const floorName = 'floor: one React component';
const nameColumn = Math.max(floorName.length, ...pages.map((page) => page.length)) + 2;
const columns = [
  { label: 'FCP s', width: 8 },
  { label: 'ready s', width: 10 },
  { label: '× floor', width: 9 },
  { label: 'TBT ms', width: 10 },
  { label: 'longest ms', width: 12 },
  { label: 'JS kB', width: 9 },
];
const row = (name: string, cells: string[]) =>
  `  ${name.padEnd(nameColumn)}${cells.map((cell, index) => cell.padStart(columns[index]?.width ?? 0)).join('')}`;
/** A figure with its goal's mark; the floor is the machine's measure, held to no goal. */
const judged = (text: string, met: boolean | undefined) =>
  met === undefined ? `${text}  ` : `${text} ${met ? '✓' : '✗'}`;

function printRow(name: string, figures: Measurement, floor: Measurement, isFloor: boolean) {
  const goal = (met: boolean) => (isFloor ? undefined : met);
  console.info(
    row(name, [
      (figures.fcpMs / 1_000).toFixed(2),
      judged((figures.readyMs / 1_000).toFixed(2), goal(figures.readyMs <= goals.readyMs)),
      `${(figures.readyMs / floor.readyMs).toFixed(1)}×`,
      judged(figures.tbtMs.toFixed(0), goal(figures.tbtMs <= goals.tbtMs)),
      judged(figures.longestTaskMs.toFixed(0), goal(figures.longestTaskMs <= goals.longestTaskMs)),
      judged(figures.javaScriptKB.toFixed(0), goal(figures.javaScriptKB <= goals.javaScriptKB)),
    ]),
  );
}

const metGoals = (figures: Measurement) =>
  figures.readyMs <= goals.readyMs &&
  figures.tbtMs <= goals.tbtMs &&
  figures.longestTaskMs <= goals.longestTaskMs &&
  figures.javaScriptKB <= goals.javaScriptKB;

/** The rate asked for with `--cpu-slowdown`, or the one that makes this machine the mid-tier phone. */
async function slowdown(browser: Browser): Promise<number> {
  const asked = values['cpu-slowdown'];
  if (asked !== undefined) {
    const rate = Number(asked);
    if (!(rate >= 1)) throw new Error(`--cpu-slowdown takes a rate of 1 or more, not ${asked}`);
    return rate;
  }
  const page = await browser.newPage();
  try {
    const { hostIndex, rate, slowedIndex } = await calibrateToMidTierPhone(
      page,
      await page.context().newCDPSession(page),
    );
    console.info(
      `CPU benchmark (Lighthouse's BenchmarkIndex): this machine ${Math.round(hostIndex)}, ` +
        `slowed ${rate}× ${Math.round(slowedIndex)}, the mid-tier phone ${midTierPhoneIndex}` +
        (rate === 1 ? ' (this machine is slower than the phone, so it runs at full speed)' : ''),
    );
    return rate;
  } finally {
    await page.close();
  }
}

const floor = await startFloor();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
let missed = false;
try {
  const cpuSlowdown = await slowdown(browser);
  console.info(
    `Interactive start, Chromium ${browser.version()}, CPU ${cpuSlowdown}× slower, 375×812 @2×, ` +
      `median of ${RUNS} fresh loads, ${stackUrls.hosting}`,
  );
  console.info(
    row(
      'page',
      columns.map(({ label }) => label),
    ),
  );
  console.info(
    row('goal', [
      '',
      `≤ ${goals.readyMs / 1_000}  `,
      '',
      `≤ ${goals.tbtMs}  `,
      `≤ ${goals.longestTaskMs}  `,
      `≤ ${goals.javaScriptKB}  `,
    ]),
  );
  const targets = [
    { name: floorName, url: floor.url },
    ...pages.map((page) => ({ name: page, url: `${stackUrls.hosting}${page}` })),
  ];
  const runs = new Map<string, Measurement[]>(targets.map(({ name }) => [name, []]));
  const errors = new Map<string, string>();
  for (let round = 0; round < RUNS; round += 1) {
    for (const { name, url } of targets) {
      if (errors.has(name)) continue;
      try {
        runs.get(name)?.push(await measure(browser, url, cpuSlowdown));
      } catch (error) {
        errors.set(name, error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
      }
    }
  }
  const floorError = errors.get(floorName);
  if (floorError) throw new Error(`The floor page failed: ${floorError}`);
  const floorFigures = medians(runs.get(floorName) ?? []);
  for (const { name } of targets) {
    const error = errors.get(name);
    if (error) {
      failed = true;
      console.error(`  ${name.padEnd(nameColumn)}failed: ${error}`);
      continue;
    }
    const figures = medians(runs.get(name) ?? []);
    printRow(name, figures, floorFigures, name === floorName);
    if (name !== floorName) missed ||= !metGoals(figures);
  }
} finally {
  await browser.close();
  await floor.close();
}
process.exit(failed || (values.check && missed) ? 1 : 0);
