/**
 * Cloud Scheduler's stand-in for the local stack: the Functions emulator loads scheduled functions but never runs
 * them (firebase-tools#2034), so this runs the deployed handlers on a beat, against the same emulators and mocks.
 *   tsx scripts/local-scheduler.ts [interval in seconds, default 20]
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareLocalFunctionsRuntime } from '../functions/test/local-runtime.ts';
import { rootDir } from './stack-config.ts';

const lib = (path: string) => pathToFileURL(join(rootDir, 'functions', 'lib', path)).href;
const intervalMs = Number(process.argv[2] ?? 20) * 1000;

await prepareLocalFunctionsRuntime(lib('config.js'));
const { settlePayments } = (await import(lib('schedules/settle-payments.js'))) as {
  // The ScheduledEvent a v2 scheduled function's `run` takes, as Cloud Scheduler would fill it.
  settlePayments: { run(event: { scheduleTime: string; jobName?: string }): Promise<void> | void };
};

let timer: NodeJS.Timeout | undefined;
let stopping = false;

async function tick() {
  try {
    await settlePayments.run({ scheduleTime: new Date().toISOString(), jobName: 'local-settle-payments' });
  } catch (error) {
    process.stderr.write(`settlePayments failed: ${String(error)}\n`);
  }
  if (!stopping) timer = setTimeout(() => void tick(), intervalMs);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stopping = true;
    clearTimeout(timer);
    process.exit(0);
  });
}

process.stdout.write(`Local scheduler: settlePayments every ${intervalMs / 1000} s\n`);
timer = setTimeout(() => void tick(), intervalMs);
