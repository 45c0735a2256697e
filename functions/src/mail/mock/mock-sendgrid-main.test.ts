import { describe, expect, it } from 'vitest';
import { firstLine, outcome, runMain, terminate } from '../../mocks/mock-server-test-kit.js';
import { createMailClient } from '../mail-client.js';

const run = (...args: string[]) => runMain(new URL('./mock-sendgrid-main.ts', import.meta.url), ...args);
const failure = (...args: string[]) => outcome(run(...args));

describe('mock-sendgrid-main', () => {
  it('listens on 127.0.0.1, announces the inbox, takes mail with its key and exits cleanly on SIGTERM', async () => {
    const child = run('--port', '0', '--api-key', 'SG.main-test');
    const line = await firstLine(child);
    const match =
      /^Mock SendGrid listening on (http:\/\/127\.0\.0\.1:\d+) \(inbox: (http:\/\/127\.0\.0\.1:\d+)\/\)$/.exec(line);
    expect(match?.[1]).toBe(match?.[2]);
    const baseUrl = match?.[1] ?? '';

    const client = createMailClient({ baseUrl, apiKey: 'SG.main-test', timeoutMs: 2000 });
    const { messageId } = await client.send({
      to: 'vozac@primjer.hr',
      from: { email: 'polica@primjer.hr' },
      subject: 'Pozdrav',
      text: 'Pozdrav',
    });
    const inbox = await fetch(`${baseUrl}/`);
    expect(await inbox.text()).toContain(`/messages/${messageId}`);

    expect(await terminate(child)).toEqual([0, null]);
  });

  it('stops with a message and exit code 1 without --api-key', async () => {
    const { code, err } = await failure('--port', '0');
    expect(code).toBe(1);
    expect(err).toBe('Mock SendGrid: --api-key <key> is required (the SENDGRID_API_KEY the functions use)\n');
  });

  it('stops with exit code 1 for a bad port or an unknown option', async () => {
    expect(await failure('--port', '70000', '--api-key', 'k')).toEqual({
      code: 1,
      err: 'Mock SendGrid: --port must be 0…65535, not 70000\n',
    });
    expect((await failure('--api-key', 'k', '--verbose')).code).toBe(1);
  });
});
