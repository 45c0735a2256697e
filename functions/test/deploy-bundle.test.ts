/**
 * What `firebase deploy` uploads of this package: functions/ with firebase.json's `functions.ignore` applied by the
 * Firebase CLI's own file walk (the one its packaging uses). The mock insurer, gateway and SendGrid are built into
 * lib/ with the functions, for the local stack to start them, and must not be uploaded; nor may the deployed entry
 * need them, or the deployed functions would not load. Needs lib/ built (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = resolve(functionsDir, '..');

interface Codebase {
  source: string;
  ignore?: string[];
}

const codebase = (
  JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as { functions: Codebase[] }
).functions.find((entry) => resolve(rootDir, entry.source) === resolve(functionsDir));

// The Firebase CLI is the root package's tool; this package does not depend on it.
const { readdirRecursive } = createRequire(join(rootDir, 'package.json'))('firebase-tools/lib/fsAsync.js') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
};

/** Files of this package, relative to it, as deploy packs them (it adds its own log files to the ignores). */
async function uploadedFiles(): Promise<Set<string>> {
  const ignore = [...(codebase?.ignore ?? ['node_modules', '.git']), 'firebase-debug.log', 'firebase-debug.*.log'];
  const files = await readdirRecursive({ path: functionsDir, ignoreStrings: ignore });
  return new Set(files.map((file) => relative(functionsDir, file.name).split('\\').join('/')));
}

/** Every module the entry loads, following relative imports, re-exports and dynamic imports, relative to the package. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [resolve(functionsDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const name = relative(functionsDir, file).split('\\').join('/');
    if (seen.has(name)) continue;
    seen.add(name);
    if (!existsSync(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles)
      if (fileName.startsWith('.')) pending.push(resolve(dirname(file), fileName));
  }
  return seen;
}

/** A test double or anything else only the local stack and the tests use. */
const localOnly = (file: string) =>
  /(^|\/)mocks?\//.test(file) ||
  /\.test\.js$|-harness\.js$|mock-server-test-kit\.js$/.test(file) ||
  /\.local$/.test(file);

describe('the functions deploy uploads', () => {
  const entry = (JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as { main: string }).main;
  let uploaded: Set<string>;

  beforeAll(async () => {
    if (!existsSync(join(functionsDir, entry))) throw new Error(`No ${entry}: run npm --prefix functions run build`);
    uploaded = await uploadedFiles();
  });

  it('the deployed entry and what installs its dependencies', () => {
    expect([...uploaded]).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', entry]));
  });

  it('no mock, test helper or local configuration', () => {
    expect([...uploaded].filter(localOnly)).toEqual([]);
  });

  it('every module the entry loads, none of them a mock', () => {
    const graph = [...importGraph(entry)];
    expect(graph.length).toBeGreaterThan(50);
    expect(graph.filter((file) => !uploaded.has(file))).toEqual([]);
    expect(graph.filter(localOnly)).toEqual([]);
  });
});
