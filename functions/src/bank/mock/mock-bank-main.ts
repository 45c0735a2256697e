/**
 * Runs the mock bank on 127.0.0.1: `mock-bank-main [--port 4050] --account-iban <IBAN> --secret <secret>
 * --notify-url <url>`. Its root is the driver's test mobile bank.
 */
import { runMockServer } from '../../mocks/run-mock-server.js';
import { isSepaIban, normaliseIban } from '../../contracts/iban-rules.js';
import { createMockBankServer } from './mock-bank-server.js';

runMockServer({
  name: 'Mock bank',
  defaultPort: 4050,
  options: ['account-iban', 'secret', 'notify-url'],
  createServer(values, fail) {
    const accountIban = normaliseIban(values['account-iban'] ?? '');
    const secret = values.secret;
    const notifyUrl = values['notify-url'];
    if (!isSepaIban(accountIban))
      return fail(`--account-iban must be a valid IBAN, not ${values['account-iban'] ?? 'missing'}`);
    if (!secret) return fail('--secret is required');
    if (!notifyUrl || !URL.canParse(notifyUrl) || !/^https?:$/.test(new URL(notifyUrl).protocol))
      return fail(`--notify-url must be an absolute http(s) URL, not ${notifyUrl ?? 'missing'}`);
    // Closing the server stops the pending notifications too, so the runner's stop on a signal leaves no timer.
    return createMockBankServer({ accountIban, secret, notifyUrl, log: (line) => process.stdout.write(`${line}\n`) });
  },
  urlNote: (url) => ` (the test mobile bank is ${url}/)`,
});
