/**
 * Bodies a browser or the gateway would never send, to every `/api/**` route through Hosting, and to the callables.
 *
 * Two layers answer them. A body the Functions framework cannot parse (JSON that is not JSON, or strict JSON's refusal
 * of a bare `null`) is refused by the framework's own Express error handler before our code runs, in production
 * (@google-cloud/functions-framework) as in the emulator: neither hands the parse error to the function. What it
 * answers is a 4xx page that must show nothing of the server (a stack trace, local paths), as it does with
 * NODE_ENV=production, which production runs with and the local stack sets. Every body that does parse reaches our
 * handlers, which answer their own JSON error, never HTML and never 500.
 */
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../src/contracts/api-error.js';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { functionsRegion } from '../src/contracts/platform.js';
import { sitePaths } from '../src/contracts/site-paths.js';
import { functionsOrigin, hostingOrigin, projectId } from './emulator-env.js';

interface Answer {
  status: number;
  contentType: string;
  text: string;
  location: string | null;
}

async function send(url: string, body: string | undefined, contentType?: string, method = 'POST'): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: contentType ? { 'content-type': contentType } : {},
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    location: response.headers.get('location'),
  };
}

/** What a server's insides look like in an error page: a stack frame, a module path, the parser's own error. */
const insides = /SyntaxError|node_modules|\bat [\w.<>]+ \(|\.[cm]?js:\d+|\/(?:home|work|usr|tmp)\//;

function expectRefusedWithoutInsides(answer: Answer) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).not.toMatch(insides);
}

function expectJsonError(answer: Answer, status: number, shape: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toMatchObject(shape);
}

const unparsable = ['{"contactEmail":', 'null', '42', '{"a": 1}}'];
/** Over a megabyte: far beyond any form, well under the 32 MB a request may carry. */
const huge = JSON.stringify({ contactEmail: 'ana@primjer.hr', licensePlate: 'x'.repeat(1_500_000) });

/** Each POST route with the JSON error it answers a body it cannot use with. */
const jsonRoutes = [
  {
    path: apiPaths.checkTelematicsOnlyVehicle,
    refusal: { status: 400, shape: { success: false, errorCode: 'validation-error' } },
  },
  { path: apiPaths.validateReferral, refusal: { status: 400, shape: { valid: false, errorCode: 'validation-error' } } },
  {
    path: apiPaths.policyPdf,
    refusal: { status: 400, shape: { success: false, errorCode: 'invalid-argument' } satisfies Partial<ApiErrorBody> },
  },
  {
    path: apiPaths.paymentNotify,
    refusal: { status: 400, shape: { success: false, errorCode: 'invalid-signature' } satisfies Partial<ApiErrorBody> },
  },
];

describe.each(jsonRoutes)('POST $path', ({ path, refusal }) => {
  const url = `${hostingOrigin}${path}`;

  it('refuses a body the framework cannot parse with a 4xx that shows nothing of the server', async () => {
    for (const body of unparsable) expectRefusedWithoutInsides(await send(url, body, 'application/json'));
  });

  it('answers its JSON error to a body of another content type', async () => {
    for (const [body, type] of [
      ['{"contactEmail":"ana@primjer.hr"}', 'text/plain'],
      ['contactEmail=ana%40primjer.hr', 'application/x-www-form-urlencoded'],
      ['<x/>', 'application/xml'],
      ['{"contactEmail":"ana@primjer.hr"}', undefined],
    ] as const)
      expectJsonError(await send(url, body, type), refusal.status, refusal.shape);
  });

  it('answers its JSON error to an empty body and to JSON that is not an object', async () => {
    for (const body of [undefined, '', '[]', '[{"contactEmail":"ana@primjer.hr"}]'])
      expectJsonError(await send(url, body, 'application/json'), refusal.status, refusal.shape);
  });

  it('answers its JSON error to a body of over a megabyte', async () => {
    expectJsonError(await send(url, huge, 'application/json'), refusal.status, refusal.shape);
  });
});

describe(`POST ${apiPaths.paymentReturn}`, () => {
  const url = `${hostingOrigin}${apiPaths.paymentReturn}`;

  it('refuses a body the framework cannot parse with a 4xx that shows nothing of the server', async () => {
    for (const body of unparsable) expectRefusedWithoutInsides(await send(url, body, 'application/json'));
  });

  it('sends the buyer to the payment error page whatever else the body is', async () => {
    for (const [body, type] of [
      ['{"order_number":"AO-1"}', 'application/json'],
      ['', 'application/json'],
      ['order_number=AO-1', 'text/plain'],
      [huge, 'application/json'],
    ] as const) {
      const answer = await send(url, body, type);
      expect(answer.status).toBe(303);
      expect(answer.location).toMatch(new RegExp(`^${sitePaths.paymentError}\\?`));
    }
  });
});

describe('the rest of /api', () => {
  it('answers a method a route does not take with its JSON 405, whatever the body', async () => {
    for (const body of [undefined, '{"a":1}', huge])
      expectJsonError(await send(`${hostingOrigin}${apiPaths.health}`, body, 'application/json'), 405, {
        success: false,
        errorCode: 'method-not-allowed',
      });
  });

  it('answers a path it does not have with its JSON 404, whatever the body', async () => {
    for (const body of [undefined, '[]', '{"a":1}'])
      expectJsonError(await send(`${hostingOrigin}/api/nepostojece`, body, 'application/json'), 404, {
        success: false,
        errorCode: 'not-found',
      });
  });

  it('refuses a charset the parser does not read, or a body it cannot inflate, without showing the server', async () => {
    const url = `${hostingOrigin}${apiPaths.checkTelematicsOnlyVehicle}`;
    expectRefusedWithoutInsides(await send(url, '{}', 'application/json; charset=latin1'));
    const gzipped = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip',
    });
    expectRefusedWithoutInsides({
      status: gzipped.status,
      contentType: '',
      text: await gzipped.text(),
      location: null,
    });
  });
});

describe('callables', () => {
  it.each(Object.values(callNames))('%s refuses a body that is not JSON without showing the server', async (name) => {
    const url = `${functionsOrigin}/${projectId}/${functionsRegion}/${name}`;
    for (const body of ['{"data":', 'null']) expectRefusedWithoutInsides(await send(url, body, 'application/json'));
  });
});
