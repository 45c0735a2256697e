import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import { callableUrl } from '../test/callables';
import { server } from '../test/msw-server';
import { callFunction } from './call-function';
import { startPayment } from './start-payment';

/** The App Check header of every request to a callable. */
function appCheckTokensOf(name: Parameters<typeof callableUrl>[0]): (string | null)[] {
  const tokens: (string | null)[] = [];
  server.use(
    http.post(callableUrl(name), ({ request }) => {
      tokens.push(request.headers.get('x-firebase-appcheck'));
      return HttpResponse.json({ result: { ok: true } });
    }),
  );
  return tokens;
}

const claimsOf = (token: string | null) => JSON.parse(atob((token ?? '').split('.')[1] ?? '')) as { sub?: string };

describe('callFunction', () => {
  it('sends an App Check token with every call, since every callable refuses a call without one', async () => {
    const tokens = appCheckTokensOf(callNames.getGroupamaVehicleInfo);
    await callFunction(callNames.getGroupamaVehicleInfo, { licensePlate: 'ZG1234AB' });
    await callFunction(callNames.getGroupamaVehicleInfo, { licensePlate: 'ZG1234AB' });
    expect(tokens).toHaveLength(2);
    // One token serves many calls until it expires.
    expect(tokens[1]).toBe(tokens[0]);
    // Locally the token names the web app and is unsigned: the functions emulator accepts it, production never would.
    expect(claimsOf(tokens[0] ?? null).sub).toBe('demo-app-id');
  });

  it('asks for a token of its own for the payment start, which uses its token up', async () => {
    const tokens = appCheckTokensOf(callNames.startPayment);
    const request = { quoteId: 'q1', coverCodes: ['MTPL'] } as Parameters<typeof startPayment>[0];
    await startPayment(request);
    await startPayment(request);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);
  });
});
