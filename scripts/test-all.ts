/**
 * `npm test`: lint, typecheck, unit and component tests, then one emulator stack for the functions
 * integration tests, the Firestore rules tests and the Chromium end-to-end tests. Stops at the first
 * failing step and exits non-zero; the stack is always stopped.
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

/** Steps one after another; the steps of one group run at once (each mostly waits on one core, and there are two). */
const steps: Step[][] = [
  [
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  ],
  { name: 'unit and component tests', command: ['npx', 'vitest', 'run'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'bundle budgets', command: ['npm', 'run', 'bench'] },
  {
    name: 'functions integration tests',
    command: ['npx', 'vitest', 'run'],
    cwd: `${rootDir}/functions`,
    needsStack: true,
  },
  {
    name: 'security probes',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.security.config.ts'],
    cwd: `${rootDir}/functions`,
    needsStack: true,
  },
  {
    name: 'Firestore rules tests',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.rules.config.ts'],
    needsStack: true,
  },
  { name: 'end-to-end tests (Chromium)', command: ['npx', 'playwright', 'test'], needsStack: true },
].map((group) => (Array.isArray(group) ? group : [group]));

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
  for (const group of steps) {
    if (group.some((step) => step.needsStack) && !stack) {
      const stackStartedAt = Date.now();
      console.info('\n▶ starting the emulator stack');
      stack = await startStack({ seed: true });
      results.push({ name: 'emulator stack start', seconds: (Date.now() - stackStartedAt) / 1000, ok: true });
    }
    const together = group.length > 1;
    if (together) console.info(`\n▶ ${group.map((step) => step.name).join(' and ')}, at once`);
    const outcomes = await Promise.all(
      group.map(async (step) => {
        if (!together) console.info(`\n▶ ${step.name}`);
        const stepStartedAt = Date.now();
        const { code, output } = await run(
          step,
          step.needsStack ? { ...process.env, ...stackEnv } : process.env,
          together,
        );
        if (together) console.info(`\n▶ ${step.name}\n${output}`);
        results.push({ name: step.name, seconds: (Date.now() - stepStartedAt) / 1000, ok: code === 0 });
        return code;
      }),
    );
    if (outcomes.some((code) => code !== 0)) {
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
