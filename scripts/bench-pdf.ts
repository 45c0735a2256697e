/**
 * `npm run bench:pdf`: how long the documents a policy sends take to render once the fonts are loaded (warm), the
 * e-policy and the green card, in both languages. Each is rendered once to warm up, then `--runs` times; the goal is
 * under 300 ms each (issue 29), since the policy e-mail waits for both.
 */
import { parseArgs } from 'node:util';
import { renderEPolicyPdf } from '../functions/src/documents/e-policy-pdf.ts';
import { renderGreenCardPdf } from '../functions/src/documents/green-card-pdf.ts';
import { loadHouseFonts } from '../functions/src/documents/house-fonts.ts';
import { sampleGreenCard, samplePolicy } from '../functions/src/documents/sample-policy-harness.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Number(values.runs);
const goalMs = 300;

const fonts = await loadHouseFonts();
const documents: [string, () => Promise<Uint8Array>][] = (['hr', 'en'] as const).flatMap((locale) => [
  [`e-policy (${locale})`, () => renderEPolicyPdf({ ...samplePolicy, locale }, fonts)],
  [`green card (${locale})`, () => renderGreenCardPdf({ ...sampleGreenCard, locale }, fonts)],
]);

let over = false;
for (const [name, render] of documents) {
  await render();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  over ||= median > goalMs;
  console.info(
    `${median <= goalMs ? '✓' : '✗'} ${name.padEnd(18)} median ${median.toFixed(0)} ms · p95 ${p95.toFixed(0)} ms`,
  );
}
if (over) process.exitCode = 1;
