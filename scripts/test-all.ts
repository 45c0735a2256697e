/**
 * `npm test`: the build and its budgets; then, on one emulator stack, the unit and component tests beside the Firestore
 * rules tests, the functions integration tests and the security probes, and the Chromium end-to-end tests with lint,
 * typecheck and the functions' unit tests beside them. No stage starts after a failing one, and the run exits
 * non-zero; the stack is always stopped.
 */
import { spawn } from 'node:child_process';
import { startStack, StackError, type Stack } from './emulator-stack.ts';
import { rootDir, stackEnv } from './stack-config.ts';

interface Step {
  name: string;
  command: string[];
  cwd?: string;
  needsStack?: boolean;
}

/** A lane's steps run one after another. */
type Lane = Step[];

/**
 * A step that takes only what the lane beside it leaves of the CPU (`nice`): the lane in front is the one whose timing
 * is under test (a page's answer in Chromium), and it waits on the emulators often enough to leave a quarter of two
 * cores idle.
 */
const behind = (step: Step): Step => ({ ...step, command: ['nice', '-n', '19', ...step.command] });

const lint: Step = behind({ name: 'lint', command: ['npm', 'run', 'lint'] });
const typecheck: Step = behind({ name: 'typecheck', command: ['npm', 'run', 'typecheck'] });
const build: Step = { name: 'build', command: ['npm', 'run', 'build'] };
const budgets: Step = { name: 'bundle budgets', command: ['npm', 'run', 'bench'] };
const unit: Step = { name: 'unit and component tests', command: ['npx', 'vitest', 'run'] };
/** The functions' tests beside their code: no emulator, each file starts the mock it needs. */
const functionsUnit: Step = behind({
  name: 'functions unit tests',
  command: ['npx', 'vitest', 'run', '--config', 'vitest.unit.config.ts'],
  cwd: `${rootDir}/functions`,
});
const functionsTests: Step = {
  name: 'functions integration tests',
  command: ['npx', 'vitest', 'run'],
  cwd: `${rootDir}/functions`,
  needsStack: true,
};
const probes: Step = {
  name: 'security probes',
  command: ['npx', 'vitest', 'run', '--config', 'vitest.security.config.ts'],
  cwd: `${rootDir}/functions`,
  needsStack: true,
};
/** Each file in a Firestore project of its own (`demo-rules-…`), so it may run beside the unit tests. */
const rules: Step = {
  name: 'Firestore rules tests',
  command: ['npx', 'vitest', 'run', '--config', 'vitest.rules.config.ts'],
  needsStack: true,
};
const endToEnd: Step = {
  name: 'end-to-end tests (Chromium)',
  command: ['npx', 'playwright', 'test'],
  needsStack: true,
};

/**
 * Stages one after another; a stage's lanes run at once, and the next stage starts once all of them have passed.
 * The functions' integration tests and the security probes run alone: beside the unit tests, even behind `nice`, they
 * slowed by a third, and concurrent calls then met the Firestore emulator's transaction lock timeout (ten payment
 * notifications for one order, 22 identical offer requests). Lint, typecheck and the functions' unit tests, which
 * need no emulator, run beside the end-to-end tests behind `nice` and report last; `npm run lint` and
 * `npm run typecheck` answer sooner (docs/decisions/0013-speed-and-load.md, 0036-test-stages.md).
 */
const stages: Lane[][] = [
  [[build, budgets]],
  [[unit], [rules]],
  [[functionsTests, probes]],
  [[endToEnd], [lint, typecheck, functionsUnit]],
];

/** Runs a step; with `quiet`, its output is kept and answered, so steps that run at once do not interleave. */
function run(step: Step, env: NodeJS.ProcessEnv, quiet = false): Promise<{ code: number; output: string }> {
  const [command, ...args] = step.command as [string, ...string[]];
  const child = spawn(command, args, { cwd: step.cwd ?? rootDir, stdio: quiet ? 'pipe' : 'inherit', env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code: code ?? 1, output })));
}

const results: { name: string; seconds: number; ok: boolean }[] = [];
let stack: Stack | undefined;
let failed = false;
const startedAt = Date.now();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stack) process.exit(130);
    void stack.stop().then(() => process.exit(130));
  });
}

try {
  for (const lanes of stages) {
    if (lanes.flat().some((step) => step.needsStack) && !stack) {
      const stackStartedAt = Date.now();
      console.info('\n▶ starting the emulator stack');
      stack = await startStack({ seed: true });
      results.push({ name: 'emulator stack start', seconds: (Date.now() - stackStartedAt) / 1000, ok: true });
    }
    const together = lanes.length > 1;
    if (together)
      console.info(`\n▶ at once: ${lanes.map((lane) => lane.map((step) => step.name).join(', then ')).join('; ')}`);
    const passed = await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          if (!together) console.info(`\n▶ ${step.name}`);
          const stepStartedAt = Date.now();
          const { code, output } = await run(
            step,
            step.needsStack ? { ...process.env, ...stackEnv } : process.env,
            together,
          );
          if (together) console.info(`\n▶ ${step.name}\n${output}`);
          results.push({ name: step.name, seconds: (Date.now() - stepStartedAt) / 1000, ok: code === 0 });
          if (code !== 0) return false;
        }
        return true;
      }),
    );
    if (passed.includes(false)) {
      failed = true;
      break;
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof StackError ? error.message : error);
} finally {
  await stack?.stop();
}

console.info('\nSummary');
for (const { name, seconds, ok } of results) console.info(`  ${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
console.info(`  total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
