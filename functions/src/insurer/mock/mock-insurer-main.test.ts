import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { insurerPaths, type InsurerVehicleLookupResponse } from '../insurer-api.js';

const mainModule = fileURLToPath(new URL('./mock-insurer-main.ts', import.meta.url));

/** Runs the entry point the way `npm run dev` does from source (tsx resolves from the repository root). */
function run(...args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', mainModule, ...args], { stdio: 'pipe' });
}

function firstLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end >= 0) resolve(out.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing a line`)));
  });
}

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

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
  });

  it('stops with a message and exit code 1 when the fixtures cannot be read', async () => {
    const child = run('--port', '0', '--fixtures', '/nonexistent/fixtures');
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (err += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(err).toMatch(/^Mock insurer: Cannot read \/nonexistent\/fixtures\/tariff\.json/);
  });
});
