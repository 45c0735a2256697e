/** Runs the mock insurer on 127.0.0.1: `mock-insurer-main [--port 4010] [--fixtures <dir>]`. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultFixturesDir } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

const defaultPort = 4010;

function fail(message: string): never {
  process.stderr.write(`Mock insurer: ${message}\n`);
  process.exit(1);
}

function readOptions(): { port: number; fixturesDir: string } {
  let values: { port?: string; fixtures?: string };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, fixtures: { type: 'string' } } }));
  } catch (error) {
    fail((error as Error).message);
  }
  const port = values.port === undefined ? defaultPort : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port must be 0…65535, not ${values.port}`);
  return { port, fixturesDir: values.fixtures === undefined ? defaultFixturesDir : resolve(values.fixtures) };
}

const { port, fixturesDir } = readOptions();
let server: Server;
try {
  server = createMockInsurerServer({ fixturesDir });
} catch (error) {
  fail((error as Error).message);
}

server.on('error', (error) => fail(error.message));
server.listen(port, '127.0.0.1', () => {
  const { port: boundPort } = server.address() as AddressInfo;
  process.stdout.write(`Mock insurer listening on http://127.0.0.1:${boundPort}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    // Idle keep-alive connections and a pending `timeout` fault would otherwise hold the close open.
    server.closeAllConnections();
  });
}
