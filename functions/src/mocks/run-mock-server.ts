/** The command line of a mock server: `--port` and the mock's own options, 127.0.0.1, a clean stop on a signal. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export interface MockServerMain<Option extends string> {
  /** Starts its error messages and the line that says it listens: `Mock insurer`. */
  name: string;
  defaultPort: number;
  /** The mock's own options besides `--port`, each taking a string. */
  options: readonly Option[];
  /** The server, not yet listening; `fail` stops the process with a message for a bad option. */
  createServer(values: Partial<Record<Option, string>>, fail: (message: string) => never): Server;
  /** Follows the URL in the line that says the mock is listening. */
  urlNote?(url: string): string;
}

export function runMockServer<Option extends string>(main: MockServerMain<Option>): void {
  function fail(message: string): never {
    process.stderr.write(`${main.name}: ${message}\n`);
    process.exit(1);
  }

  let values: Partial<Record<string, string>>;
  try {
    const options = Object.fromEntries(['port', ...main.options].map((name) => [name, { type: 'string' as const }]));
    ({ values } = parseArgs({ options }));
  } catch (error) {
    fail((error as Error).message);
  }
  const port = values.port === undefined ? main.defaultPort : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port must be 0…65535, not ${values.port}`);
  const server = main.createServer(values, fail);

  server.on('error', (error) => fail(error.message));
  server.listen(port, '127.0.0.1', () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.stdout.write(`${main.name} listening on ${url}${main.urlNote?.(url) ?? ''}\n`);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.close();
      // Idle keep-alive connections and a pending `timeout` fault would otherwise hold the close open.
      server.closeAllConnections();
    });
  }
}
