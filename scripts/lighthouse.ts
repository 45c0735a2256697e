/**
 * `npm run lighthouse`: Lighthouse's mobile audit (performance, accessibility, best practices, SEO) of the public
 * pages a driver lands on, against the production build on the Hosting emulator with the whole stack behind it.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median of each score printed, since single runs on a
 * busy machine vary by several points; the last full report is kept in .lighthouse/<page>.html. Pages: the
 * arguments, or the defaults.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
 *
 * Lighthouse's mobile throttling is simulated: it multiplies the main-thread time it observed on this machine by a
 * slowdown, 4 by default. So with a fixed slowdown its blocking time grows with how slow the machine is, and not
 * linearly (only the part of a task over 50 ms counts): the same build scored TBT 26 ms on one machine of this
 * project's kind and 380–910 ms on a slower one. This script first runs Lighthouse's CPU benchmark in the browser and
 * sets the slowdown that makes this machine a mid-tier phone (scripts/mid-tier-phone.ts), as Lighthouse's documentation
 * on calibrating the CPU slowdown asks; LIGHTHOUSE_CPU_SLOWDOWN=4 sets a fixed one instead. The last column is the CPU
 * benchmark Lighthouse took in each run, so that figures from two machines can be told apart.
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir, stackUrls } from './stack-config.ts';
import { auditedPages } from './audited-pages.ts';
import { hostBenchmarkIndex, midTierPhoneIndex, simulatedSlowdown } from './mid-tier-phone.ts';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : auditedPages;
/** Wide enough for the longest path (a blog article's). */
const pageColumn = Math.max(16, ...pages.map((page) => page.length + 2));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics issue 15 set targets for (LCP ≤ 1.2 s, CLS ≤ 0.02), and the one hydration weighs on. */
const metrics = [
  { audit: 'largest-contentful-paint', label: 'LCP s', format: (value: number) => (value / 1000).toFixed(2) },
  { audit: 'cumulative-layout-shift', label: 'CLS', format: (value: number) => value.toFixed(3) },
  { audit: 'total-blocking-time', label: 'TBT ms', format: (value: number) => value.toFixed(0) },
] as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = join(rootDir, '.lighthouse');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
mkdirSync(reportDir, { recursive: true });

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** The slowdown asked for in LIGHTHOUSE_CPU_SLOWDOWN, or the one that makes this machine the mid-tier phone. */
async function cpuSlowdown(): Promise<number> {
  const asked = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (asked) {
    const rate = Number(asked);
    if (!(rate >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN takes a rate of 1 or more, not ${asked}`);
    return rate;
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.newPage();
    const hostIndex = await hostBenchmarkIndex(page);
    await page.close();
    console.info(
      `CPU benchmark (Lighthouse's BenchmarkIndex): this machine ${Math.round(hostIndex)}, ` +
        `the mid-tier phone ${midTierPhoneIndex}`,
    );
    return simulatedSlowdown(hostIndex);
  } finally {
    await browser.close();
  }
}

let failed = false;
try {
  const version = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  const cpuSlowdownMultiplier = await cpuSlowdown();
  console.info(
    `Lighthouse, mobile, CPU ${cpuSlowdownMultiplier}× slower, ${stackUrls.hosting}, median of ${runs} runs, ${version}`,
  );
  console.info(
    `  ${'page'.padEnd(pageColumn)}${categories.map((category) => category.padStart(16)).join('')}` +
      metrics.map(({ label }) => label.padStart(9)).join('') +
      'CPU index'.padStart(11),
  );
  for (const page of pages) {
    const scores: number[][] = categories.map(() => []);
    const measured: number[][] = metrics.map(() => []);
    const benchmarkIndexes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${stackUrls.hosting}${page}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttling: { cpuSlowdownMultiplier },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        failed = true;
        console.error(`  ${page}: ${result.lhr.runtimeError.message}`);
      }
      categories.forEach((category, index) =>
        scores[index]?.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100)),
      );
      metrics.forEach(({ audit }, index) => measured[index]?.push(result.lhr.audits[audit]?.numericValue ?? NaN));
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      writeFileSync(join(reportDir, `${name}.html`), result.report as string);
    }
    console.info(
      `  ${page.padEnd(pageColumn)}${scores.map((values) => String(median(values)).padStart(16)).join('')}` +
        metrics.map(({ format }, index) => format(median(measured[index] ?? [])).padStart(9)).join('') +
        String(Math.round(median(benchmarkIndexes))).padStart(9),
    );
  }
  console.info(`Full reports: ${reportDir}`);
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
