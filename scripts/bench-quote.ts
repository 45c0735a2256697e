/**
 * `npm run bench:quote`: how long a driver waits for a price. Times a vehicle lookup followed by pricing, through the
 * functions emulator to the mock insurer, and prints p50/p95. Starts its own stack unless one is running
 * (`--running`). Needs `npm run build` first. Usage: tsx scripts/bench-quote.ts [--pairs 60] [--running]
 */
import { parseArgs } from 'node:util';
import { callNames, type CallName } from '../functions/src/contracts/call-names.ts';
import { callOk, web } from '../functions/test/callable.ts';
import { startStack, StackError, type Stack } from './emulator-stack.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: { pairs: { type: 'string', default: '60' }, running: { type: 'boolean', default: false } },
});
const pairs = Number(values.pairs);
// Ordinary cars of the mock's fixtures, each priced for a driver with a bonus; a fresh address per pair keeps the rate limit out of the timing.
const plates = ['ZG1234AB', 'ZG5678CD', 'ST2345EF', 'RI3456GH', 'OS4567JK', 'VŽ123AB', 'ČK456CD', 'ŽU789EF'];

/** Through the functions tests' kit: the SPA's protocol, its App Check token, the caller's own address. */
const callable = (name: CallName, data: object, ip: string) => callOk(name, { ...web, ...data }, { ip });

let stack: Stack | undefined;
try {
  if (!values.running) stack = await startStack({ only: ['firestore', 'auth', 'functions'], seed: true });
  const durations: number[] = [];
  for (let i = 0; i < pairs + 5; i += 1) {
    const licensePlate = plates[i % plates.length] ?? 'ZG1234AB';
    const ip = `2001:db8::beef:${i.toString(16)}`;
    const startedAt = performance.now();
    await callable(callNames.getGroupamaVehicleInfo, { licensePlate }, ip);
    await callable(
      callNames.getGroupamaPricingForOptions,
      {
        licensePlate,
        dateOfBirth: '14/05/1980',
        personalIdentificationNumber: '27182818283',
        contactEmail: 'bench@primjer.hr',
        phoneNumberPrefix: '+385',
        phoneNumber: '912345678',
        policyAccepted: true,
      },
      ip,
    );
    // The first few pairs warm up the functions runtime; they are not counted.
    if (i >= 5) durations.push(performance.now() - startedAt);
  }
  durations.sort((a, b) => a - b);
  console.info(`lookup + pricing, ${durations.length} pairs through the functions emulator and the mock insurer:`);
  console.info(
    `  p50 ${percentile(durations, 50).toFixed(0)} ms   p95 ${percentile(durations, 95).toFixed(0)} ms   max ${durations.at(-1)?.toFixed(0)} ms`,
  );
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
