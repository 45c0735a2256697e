/**
 * Runs the mock insurer on 127.0.0.1: `mock-insurer-main [--port 4010] [--fixtures <dir>] [--claim-step-ms 2500]
 * [--notify-url <url> --notify-secret <secret>]`. Without a notify URL, claims change without telling anyone.
 */
import { resolve } from 'node:path';
import { runMockServer } from '../../mocks/run-mock-server.js';
import { defaultFixturesDir } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

runMockServer({
  name: 'Mock insurer',
  defaultPort: 4010,
  options: ['fixtures', 'claim-step-ms', 'notify-url', 'notify-secret'],
  createServer(values, fail) {
    const fixturesDir = values.fixtures === undefined ? defaultFixturesDir : resolve(values.fixtures);
    const step = values['claim-step-ms'];
    const claimStepMs = step === undefined ? undefined : Number(step);
    if (claimStepMs !== undefined && !(Number.isInteger(claimStepMs) && claimStepMs > 0))
      return fail(`--claim-step-ms must be a whole number of milliseconds above 0, not ${step}`);
    const url = values['notify-url'];
    const secret = values['notify-secret'];
    if ((url === undefined) !== (secret === undefined))
      return fail('--notify-url and --notify-secret go together: give both or neither');
    if (url !== undefined && (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)))
      return fail(`--notify-url must be an absolute http(s) URL, not ${url}`);
    try {
      return createMockInsurerServer({
        fixturesDir,
        claimStepMs,
        notify: url !== undefined && secret ? { url, secret } : undefined,
        log: (line) => process.stdout.write(`${line}\n`),
      });
    } catch (error) {
      return fail((error as Error).message);
    }
  },
});
