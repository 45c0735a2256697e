import { describe, expect, it } from 'vitest';
import { firstLine, outcome, runMain, terminate } from '../../mocks/mock-server-test-kit.js';
import { insurerPaths, type InsurerVehicleLookupResponse } from '../insurer-api.js';

const run = (...args: string[]) => runMain(new URL('./mock-insurer-main.ts', import.meta.url), ...args);

describe('mock-insurer-main', () => {
  it('listens on 127.0.0.1, announces the URL, serves the repository fixtures and exits cleanly on SIGTERM', async () => {
    const child = run('--port', '0');
    const line = await firstLine(child);
    const match = /^Mock insurer listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
    expect(match).not.toBeNull();

    const res = await fetch(`${match?.[1]}${insurerPaths.vehicleLookup}`, {
      method: 'POST',
      body: JSON.stringify({ licensePlate: 'ZG1234AB' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as InsurerVehicleLookupResponse).vehicleInfos[0]?.model).toBe('Golf');

    expect(await terminate(child)).toEqual([0, null]);
  });

  it('stops with a message and exit code 1 when the fixtures cannot be read', async () => {
    const { code, err } = await outcome(run('--port', '0', '--fixtures', '/nonexistent/fixtures'));
    expect(code).toBe(1);
    expect(err).toMatch(/^Mock insurer: Cannot read \/nonexistent\/fixtures\/tariff\.json/);
  });

  it.each([
    [['--notify-url', 'http://127.0.0.1:9/notify'], /--notify-url and --notify-secret go together/],
    [['--notify-secret', 'secret'], /--notify-url and --notify-secret go together/],
    [['--notify-url', 'ftp://example.com', '--notify-secret', 'secret'], /--notify-url must be an absolute http/],
    [['--claim-step-ms', '0'], /--claim-step-ms must be a whole number of milliseconds above 0, not 0/],
    [['--claim-step-ms', 'soon'], /--claim-step-ms must be a whole number/],
  ])('refuses %j with a message and exit code 1', async (args, message) => {
    const { code, err } = await outcome(run('--port', '0', ...args));
    expect(code).toBe(1);
    expect(err).toMatch(message);
  });
});
