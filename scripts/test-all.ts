/**
 * `npm test`: lint, typecheck, the build and its budgets, then one emulator stack for the functions integration tests,
 * the security probes, the Firestore rules tests and the Chromium end-to-end tests, with the unit and component tests
 * beside the stack's first steps. Stops after the first failing step and exits non-zero; the stack is always stopped.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

const lint: Step = { name: 'lint', command: ['npm', 'run', 'lint'] };
const typecheck: Step = { name: 'typecheck', command: ['npm', 'run', 'typecheck'] };
const build: Step = { name: 'build', command: ['npm', 'run', 'build'] };
const budgets: Step = { name: 'bundle budgets', command: ['npm', 'run', 'bench'] };
/**
 * Beside the functions' lane, which leaves about a third of two cores idle while it waits on the emulators: one core
 * fewer than the machine has, so that the functions' own timing (the insurer's 1.5 s deadline) keeps a core.
 */
const unit: Step = {
  name: 'unit and component tests',
  command: ['npx', 'vitest', 'run', `--maxWorkers=${Math.max(1, availableParallelism() - 1)}`],
};
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
 * Lanes are paired where one mostly waits: lint and typecheck each keep one core busy; the functions' tests wait on the
 * emulators. The end-to-end step runs alone: a browser starved of CPU would turn its timing into flakes.
 */
const stages: Lane[][] = [
  [[lint], [typecheck, build, budgets]],
  [[functionsTests, probes, rules], [unit]],
  [[endToEnd]],
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
