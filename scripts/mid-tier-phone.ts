/**
 * The phone the browser benches stand for, and how much to slow this machine's CPU to be it.
 *
 * A fixed slowdown means a different phone on every machine, and on one machine from one hour to the next: the two-core
 * machines of this project's kind scored 1,750–2,850 on Lighthouse's CPU benchmark (December 2026), so 4× made them a
 * phone of 440–710, well below a mid-tier one, and the same build measured TBT 26 ms on one and 380–910 ms on another.
 * The benches therefore slow the CPU until the browser scores what a mid-tier phone scores on that benchmark, as
 * Chrome DevTools' calibrated CPU presets do (2.02× took a machine of 2,030 to 1,003), and print the machine's score
 * and the rate beside their figures (docs/decisions/0013-speed-and-load.md).
 */
import type { CDPSession, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's BenchmarkIndex of a mid-tier phone (a Pixel 5): the target of DevTools' "mid-tier mobile" calibration.
 * Mid-range phones sold in 2026 score higher, so this errs on the slow side.
 */
export const midTierPhoneIndex = 1_000;

/** DevTools accepts rates to the hundredth; a score within 2 % of the target is the phone, given the benchmark's noise. */
const tolerance = 0.02;
const maxSteps = 8;

/** Lighthouse's own benchmark (the figure its reports print as "CPU/Memory Power"), run in `page`; about a second. */
export async function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
}

/** The machine's score: the median of three after one that lets V8 optimise the benchmark first. */
export async function hostBenchmarkIndex(page: Page): Promise<number> {
  await page.goto('about:blank');
  await benchmarkIndex(page);
  const scores = [await benchmarkIndex(page), await benchmarkIndex(page), await benchmarkIndex(page)];
  return scores.sort((a, b) => a - b)[1] ?? NaN;
}

export interface Calibration {
  hostIndex: number;
  rate: number;
  /** What the page scored at that rate. */
  slowedIndex: number;
}

/**
 * The CPU throttling rate at which `page` scores the mid-tier phone, found by halving the interval as DevTools does:
 * throttling does not slow every workload by exactly its rate, so the rate is measured rather than divided out. A
 * machine slower than the phone is left at full speed (rate 1), and its figures err on the slow side.
 */
export async function calibrateToMidTierPhone(page: Page, cdp: CDPSession): Promise<Calibration> {
  const hostIndex = await hostBenchmarkIndex(page);
  if (hostIndex <= midTierPhoneIndex) return { hostIndex, rate: 1, slowedIndex: hostIndex };
  const scoreAt = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return benchmarkIndex(page);
  };
  let low = 1;
  let high = (hostIndex / midTierPhoneIndex) * 1.5;
  let best = { rate: hostIndex / midTierPhoneIndex, slowedIndex: NaN };
  try {
    for (let step = 0; step < maxSteps; step += 1) {
      const rate = Math.round(((low + high) / 2) * 100) / 100;
      const slowedIndex = await scoreAt(rate);
      best = { rate, slowedIndex };
      if (Math.abs(slowedIndex - midTierPhoneIndex) <= midTierPhoneIndex * tolerance) break;
      if (slowedIndex < midTierPhoneIndex) high = rate;
      else low = rate;
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return { hostIndex, ...best };
}

/**
 * The slowdown for Lighthouse's simulated throttling, which multiplies the task times it observed at full speed: the
 * machine's score over the phone's, never below 1.
 */
export const simulatedSlowdown = (hostIndex: number) =>
  Math.max(1, Math.round((hostIndex / midTierPhoneIndex) * 100) / 100);
