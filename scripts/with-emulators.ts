/**
 * Runs one command against a freshly started, seeded emulator stack and stops the stack afterwards:
 *   tsx scripts/with-emulators.ts [--only firestore,auth] -- <command> [args…]
 * Exits with the command's exit code.
 */
import { spawn } from 'node:child_process';
import { startStack, StackError } from './emulator-stack.ts';
import { stackEnv, type EmulatorName } from './stack-config.ts';

const separator = process.argv.indexOf('--');
if (separator < 0 || separator === process.argv.length - 1) {
  console.error('Usage: tsx scripts/with-emulators.ts [--only firestore,auth,functions,hosting] -- <command> [args…]');
  process.exit(2);
}
const own = process.argv.slice(2, separator);
const [command, ...args] = process.argv.slice(separator + 1) as [string, ...string[]];
const onlyIndex = own.indexOf('--only');
const only = onlyIndex >= 0 ? (own[onlyIndex + 1]?.split(',') as EmulatorName[]) : undefined;

try {
  const stack = await startStack({ only, seed: true });
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...stackEnv }, shell: false });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  await stack.stop();
  process.exit(code);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
