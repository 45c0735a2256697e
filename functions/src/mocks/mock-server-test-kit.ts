/**
 * For tests: a server in-process on a port the system picks, and a mock's entry point as a child process, the way
 * the emulator stack runs it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Resolves with the server's base URL once it listens on 127.0.0.1. */
export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Resolves once the server is closed, dropping open connections (a pending `timeout` fault among them). */
export async function stop(server: Server): Promise<void> {
  const closed = once(server, 'close');
  server.close();
  server.closeAllConnections();
  await closed;
}

/** Runs an entry point from source, as `npm run dev` does (tsx resolves from the repository root). */
export function runMain(main: URL, ...args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(main), ...args], { stdio: 'pipe' });
}

export function firstLine(child: ChildProcessWithoutNullStreams): Promise<string> {
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

/** Sends SIGTERM and resolves with the exit code and signal. */
export function terminate(child: ChildProcessWithoutNullStreams): Promise<unknown[]> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  return exited;
}

/** Resolves with the exit code and everything written to stderr once the child exits. */
export async function outcome(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; err: string }> {
  let err = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (err += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, err };
}
