/**
 * Runs the mock card gateway on 127.0.0.1: `mock-gateway-main [--port 4020] --store-id <id> --secret <secret>
 * --notify-url <url> [--shop-name "AO online"] [--late-notification-ms 4000]`.
 */
import { runMockServer } from '../../mocks/run-mock-server.js';
import { createMockGatewayServer } from './mock-gateway-server.js';

runMockServer({
  name: 'Mock card gateway',
  defaultPort: 4020,
  options: ['store-id', 'secret', 'notify-url', 'shop-name', 'late-notification-ms'],
  createServer(values, fail) {
    const storeId = values['store-id'];
    const secret = values.secret;
    const notifyUrl = values['notify-url'];
    if (!storeId) return fail('--store-id is required');
    if (!secret) return fail('--secret is required');
    if (!notifyUrl || !URL.canParse(notifyUrl) || !/^https?:$/.test(new URL(notifyUrl).protocol))
      return fail(`--notify-url must be an absolute http(s) URL, not ${notifyUrl ?? 'missing'}`);
    const late = values['late-notification-ms'];
    const lateNotificationMs = late === undefined ? undefined : Number(late);
    if (lateNotificationMs !== undefined && !(Number.isInteger(lateNotificationMs) && lateNotificationMs >= 0))
      return fail(`--late-notification-ms must be a whole number of milliseconds, not ${late}`);
    // Closing the server stops the pending notifications too, so the runner's stop on a signal leaves no timer.
    return createMockGatewayServer({
      storeId,
      secret,
      notifyUrl,
      shopName: values['shop-name'],
      lateNotificationMs,
      log: (line) => process.stdout.write(`${line}\n`),
    });
  },
});
