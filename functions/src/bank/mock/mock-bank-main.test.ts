import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLine, listen, outcome, runMain, stop, terminate } from '../../mocks/mock-server-test-kit.js';
import { hub3Payload } from '../../payments/hub3-payload.js';
import { sampleSlip } from '../../payments/sample-slip-harness.js';
import { createBankClient } from '../bank-client.js';

const run = (...args: string[]) => runMain(new URL('./mock-bank-main.ts', import.meta.url), ...args);
const accountIban = 'HR1723600001101234565';

/** A notify endpoint that never answers 2xx, so the mock has a retry pending when it is stopped. */
const failing = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(503).end());
});
let notifyUrl: string;
beforeAll(async () => (notifyUrl = `${await listen(failing)}/api/bank/notify`));
afterAll(() => stop(failing));

describe('mock-bank-main', () => {
  it('listens on 127.0.0.1, announces the test mobile bank, books a payment and exits cleanly with a retry pending', async () => {
    const child = run(
      '--port',
      '0',
      '--account-iban',
      'hr17 2360 0001 1012 3456 5',
      '--secret',
      's',
      '--notify-url',
      notifyUrl,
    );
    const line = await firstLine(child);
    const match = /^Mock bank listening on (http:\/\/127\.0\.0\.1:\d+) \(the test mobile bank is \1\/\)$/.exec(line);
    expect(match, line).not.toBeNull();
    const baseUrl = match?.[1] ?? '';
    const paid = await fetch(`${baseUrl}/v1/test/pay`, {
      method: 'POST',
      body: JSON.stringify({ payload: hub3Payload({ ...sampleSlip, iban: accountIban }) }),
    });
    expect(paid.status).toBe(201);
    const client = createBankClient({ baseUrl, accountIban, secret: 's', timeoutMs: 2000 });
    expect(await client.listCredits(new Date(0))).toHaveLength(1);
    // The 503s leave a retry pending: stopping must not wait for it.
    expect(await terminate(child)).toEqual([0, null]);
  });

  it.each([
    [
      'an IBAN that is not valid',
      ['--account-iban', 'HR1723600001101234566', '--secret', 's', '--notify-url', 'http://127.0.0.1:1/'],
      /--account-iban must be a valid IBAN/,
    ],
    ['no secret', ['--account-iban', accountIban, '--notify-url', 'http://127.0.0.1:1/'], /--secret is required/],
    [
      'a notify URL that is not http',
      ['--account-iban', accountIban, '--secret', 's', '--notify-url', 'ftp://x/'],
      /--notify-url must be/,
    ],
  ])('refuses %s', async (_, args, message) => {
    const { code, err } = await outcome(run(...args));
    expect(code).toBe(1);
    expect(err).toMatch(message);
  });
});
