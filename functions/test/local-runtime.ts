/**
 * Running function code in a plain Node process rather than in the Functions emulator: these tests do it to call a
 * service with a clock of their own, and the local stack's scheduler does it because the emulator runs no schedules
 * (scripts/local-scheduler.ts). The emulator hands the code its params from functions/.env.local, .secret.local and
 * each param's default; this does the same, so the code reads the same values either way.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `KEY=value` lines of a dotenv file, as the Firebase CLI reads them; comments and blank lines skipped. */
export function readEnvFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

const functionsFile = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

/** The functions' emulator configuration and its demo secrets. */
export const localFunctionsEnv = () => readEnvFile(functionsFile('.env.local'));
export const localFunctionsSecrets = () => readEnvFile(functionsFile('.secret.local'));

interface DeclaredParam {
  name: string;
  options?: { default?: unknown };
}

/** `configModule`: the functions' config module as this process imports it (the source in tests, lib/ otherwise). */
export async function prepareLocalFunctionsRuntime(configModule: string): Promise<void> {
  const env = { ...localFunctionsEnv(), ...localFunctionsSecrets(), FUNCTIONS_EMULATOR: 'true' };
  for (const [name, value] of Object.entries(env)) process.env[name] ??= value;
  await import(configModule);
  // firebase-functions keeps the params a process declared in this process-wide registry.
  const declared = (globalThis as Record<symbol, unknown>)[Symbol.for('firebase-functions:params:declaredParams')] as
    DeclaredParam[] | undefined;
  for (const param of declared ?? []) {
    const fallback = param.options?.default;
    if (process.env[param.name] === undefined && fallback !== undefined) process.env[param.name] = String(fallback);
  }
}
