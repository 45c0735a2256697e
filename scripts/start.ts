/** `npm start`: build everything, bring up the seeded emulator stack and serve the built SPA on the Hosting emulator. */
import { spawnSync } from 'node:child_process';
import { startStack, StackError, stopOnSignals } from './emulator-stack.ts';
import { rootDir, stackUrls } from './stack-config.ts';

const startedAt = Date.now();
console.info('Building the SPA and the functions…');
const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.info('Starting the Firestore, Auth, Functions and Hosting emulators…');
try {
  const stack = await startStack({ seed: true });
  stopOnSignals(stack, () => console.info('\nStopping the emulators…'));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.info(
    [
      `\n  Ready in ${seconds} s. Open ${stackUrls.hosting}/`,
      `  E-mails the product sends (policies, contact messages): ${stackUrls.mail}/`,
      `  The card gateway's test cards: fixtures/README.md`,
      '  Press Ctrl-C to stop.\n',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
