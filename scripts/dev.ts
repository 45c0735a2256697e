/**
 * `npm run dev`: the Vite dev server with hot reload, and the functions recompiled on change, against
 * the same seeded emulators as `npm start` (Hosting is left out: Vite serves the SPA and proxies /api).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startStack, StackError } from './emulator-stack.ts';
import { rootDir, stackUrls } from './stack-config.ts';

const functionsDir = join(rootDir, 'functions');
const build = spawnSync('npm', ['run', 'build'], { cwd: functionsDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

try {
  const stack = await startStack({ only: ['firestore', 'auth', 'functions'], seed: true });
  console.info(`\n  E-mails the product sends: ${stackUrls.mail}/\n`);
  // The functions emulator reloads when functions/lib changes, so a watching compiler is enough.
  const watchers: ChildProcess[] = [
    spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
      cwd: functionsDir,
      stdio: 'inherit',
    }),
    spawn('npx', ['vite'], { cwd: rootDir, stdio: 'inherit' }),
  ];
  const shutdown = async (code: number) => {
    watchers.forEach((child) => child.kill('SIGTERM'));
    await stack.stop();
    process.exit(code);
  };
  for (const child of watchers) child.once('exit', (code) => void shutdown(code ?? 1));
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
