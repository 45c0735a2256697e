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

// The ScheduledEvent a v2 scheduled function's `run` takes, as Cloud Scheduler would fill it.
type Scheduled = { run(event: { scheduleTime: string; jobName?: string }): Promise<void> | void };

await prepareLocalFunctionsRuntime(lib('config.js'));
const { settlePayments } = (await import(lib('schedules/settle-payments.js'))) as { settlePayments: Scheduled };
const { accidentHousekeeping } = (await import(lib('schedules/accident-housekeeping.js'))) as {
  accidentHousekeeping: Scheduled;
};
const { claimsFollowUp } = (await import(lib('schedules/claims-follow-up.js'))) as { claimsFollowUp: Scheduled };
const { renewalReminders } = (await import(lib('schedules/renewal-reminders.js'))) as {
  renewalReminders: Scheduled;
};
const { policyEndings } = (await import(lib('schedules/policy-endings.js'))) as { policyEndings: Scheduled };
const { policyEndorsements } = (await import(lib('schedules/policy-endorsements.js'))) as {
  policyEndorsements: Scheduled;
};
/**
 * Every handler runs on this one beat: locally a retry or a deletion need not wait minutes, and a policy coming due
 * gets its reminder without waiting for the morning (the reminders are sent once however often the job runs).
 */
const schedules = {
  settlePayments,
  accidentHousekeeping,
  claimsFollowUp,
  renewalReminders,
  policyEndings,
  policyEndorsements,
};

let timer: NodeJS.Timeout | undefined;
let stopping = false;

async function tick() {
  for (const [name, schedule] of Object.entries(schedules)) {
    try {
      await schedule.run({ scheduleTime: new Date().toISOString(), jobName: `local-${name}` });
    } catch (error) {
      process.stderr.write(`${name} failed: ${String(error)}\n`);
    }
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

process.stdout.write(`Local scheduler: ${Object.keys(schedules).join(', ')} every ${intervalMs / 1000} s\n`);
timer = setTimeout(() => void tick(), intervalMs);
