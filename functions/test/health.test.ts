import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../src/contracts/api-error.js';
import type { HealthResponse } from '../src/contracts/health.js';
import { apiPaths } from '../src/contracts/call-names.js';
import { functionsRegion, platformVersion } from '../src/contracts/platform.js';
import { functionsOrigin, hostingOrigin, projectId } from './emulator-env.js';

describe('api function', () => {
  it('answers GET /api/health through the Hosting rewrite', async () => {
    const res = await fetch(`${hostingOrigin}${apiPaths.health}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as HealthResponse;
    expect(body).toMatchObject({ status: 'ok', platformVersion, emulator: true });
    expect(Date.parse(body.time)).not.toBeNaN();
  });

  it('is deployed in the region the SPA calls', async () => {
    const res = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/api${apiPaths.health}`);
    expect(res.status).toBe(200);
  });

  it('answers an unknown API path with a structured 404, not the SPA', async () => {
    const res = await fetch(`${hostingOrigin}/api/no-such-thing`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as ApiErrorBody;
    expect(body).toEqual({ success: false, errorCode: 'not-found', message: expect.any(String) });
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await fetch(`${hostingOrigin}${apiPaths.health}`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    const body = (await res.json()) as ApiErrorBody;
    expect(body.errorCode).toBe('method-not-allowed');
  });
});
