import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLine, outcome, runMain, terminate } from '../../mocks/mock-server-test-kit.js';
import { createGatewayClient } from '../gateway-client.js';
import { postForm, startStandInShop, type StandInShop } from './mock-gateway-harness.js';

const run = (...args: string[]) => runMain(new URL('./mock-gateway-main.ts', import.meta.url), ...args);

let shop: StandInShop;
beforeAll(async () => (shop = await startStandInShop()));
afterAll(() => shop.close());

describe('mock-gateway-main', () => {
  it('listens on 127.0.0.1, announces the URL, takes a payment and exits cleanly on SIGTERM with a notification pending', async () => {
    const child = run(
      ...['--port', '0', '--store-id', 'AO-CLI', '--secret', 'cli-secret', '--notify-url', shop.notifyUrl],
      ...['--shop-name', 'AO online (test)', '--late-notification-ms', '60000'],
    );
    const match = /^Mock card gateway listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(await firstLine(child));
    expect(match).not.toBeNull();

    const client = createGatewayClient({
      baseUrl: match?.[1] ?? '',
      storeId: 'AO-CLI',
      secret: 'cli-secret',
      timeoutMs: 2000,
    });
    const checkout = await postForm(
      client.checkoutUrl,
      client.checkoutFields({
        orderNumber: 'CLI-1',
        amountCents: 5000,
        language: 'hr',
        cart: 'Autoodgovornost',
        cardholder: {
          firstName: 'Iva',
          lastName: 'Primjerić',
          email: 'iva@primjer.hr',
          phone: '',
          address: '',
          city: '',
          zipCode: '',
          country: '',
        },
        successUrl: `${shop.origin}/uspjeh`,
        cancelUrl: `${shop.origin}/odustano`,
        paymentPlan: { kind: 'single' },
      }),
    );
    expect(checkout.status).toBe(303);
    const page = await fetch(checkout.location ?? '');
    expect(await page.text()).toContain('<p class="shop">AO online (test)</p>');
    // 4000 0000 0000 3220 leaves its notification a minute away: stopping must not wait for it.
    const paid = await postForm(`${checkout.location}/pay`, {
      card_number: '4000 0000 0000 3220',
      expiry: '12/39',
      cvc: '123',
      cardholder: 'Iva Primjerić',
    });
    expect(paid.status).toBe(303);
    expect((await client.orderStatus('CLI-1')).status).toBe('approved');

    expect(await terminate(child)).toEqual([0, null]);
    expect(shop.received).toHaveLength(0);
  });

  it.each([
    [['--store-id', 'S', '--notify-url', 'http://127.0.0.1:9/notify'], /--secret is required/],
    [['--store-id', 'S', '--secret', 'k', '--notify-url', '/notify'], /--notify-url must be an absolute http\(s\) URL/],
    [['--store-id', 'S', '--secret', 'k', '--notify-url', 'http://127.0.0.1:9/', '--port', 'x'], /--port must be/],
    [['--store-id', 'S', '--secret', 'k', '--notify-url', 'http://127.0.0.1:9/', '--verbose'], /Unknown option/],
  ])('stops with a message and exit code 1 for %j', async (args, message) => {
    const { code, err } = await outcome(run(...args));
    expect(code).toBe(1);
    expect(err).toMatch(/^Mock card gateway: /);
    expect(err).toMatch(message);
  });
});
