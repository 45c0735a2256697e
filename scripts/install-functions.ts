/**
 * Root `postinstall`: installs the functions package, which keeps its own package.json and lockfile
 * because it is deployed on its own. `npm ci` at the root means a clean, lockfile-exact install there too.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { rootDir } from './stack-config.ts';

const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
const result = spawnSync('npm', [command], { cwd: join(rootDir, 'functions'), stdio: 'inherit' });
process.exit(result.status ?? 1);
