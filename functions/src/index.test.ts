/**
 * Every new instance and every emulator worker loads the whole entry before it answers, so what index.ts loads must
 * be the functions' declarations, not their code: a function's schema, service, store, clients and PDF rendering are
 * imported by its first call (scripts/bench-cold-start.ts times both).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('.', import.meta.url));

/** The module a statement loads when it runs: imports and re-exports, unless type-only (those are erased). */
function loadedSpecifier(statement: ts.Statement): string | undefined {
  if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
    return (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
    return (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  return undefined;
}

/** The package's files and the packages loading `entry` loads; a dynamic import() is a call's, not followed. */
function loadedWith(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(srcDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const specifier of source.statements.map(loadedSpecifier)) {
      if (specifier?.startsWith('.')) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else if (specifier) packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => relative(srcDir, file)).sort(), packages: [...packages].sort() };
}

describe('loading the entry', () => {
  const { files, packages } = loadedWith('index.ts');

  it('loads the trigger declarations, the params and the logger, nothing of firebase-admin, yup or pdf-lib', () => {
    expect(packages).toEqual([
      'firebase-functions/logger',
      'firebase-functions/params',
      'firebase-functions/v2/https',
      'firebase-functions/v2/scheduler',
      'node:crypto',
      'node:net',
    ]);
  });

  it('leaves the schemas, the services, the store, the clients and the documents to the first call', () => {
    expect(files.filter((file) => /^(store|insurer|payments|mail|documents)\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('contracts/'))).toEqual([
      'contracts/call-names.ts',
      'contracts/error-keys.ts',
      'contracts/platform.ts',
    ]);
    expect(files.filter((file) => file.startsWith('services/'))).toEqual([
      'services/call-limits.ts',
      'services/domain-error.ts',
      'services/site-origins.ts',
    ]);
  });

  it('in a fresh process: no Firestore client or pdf-lib until a call loads its code', () => {
    // CommonJS packages, firebase-admin's Firestore client and pdf-lib among them, are in require's cache once loaded.
    const script = `
      import { createRequire } from 'node:module';
      const loaded = () => {
        const files = Object.keys(createRequire(import.meta.url).cache);
        return ['@google-cloud/firestore', 'pdf-lib'].filter((name) => files.some((file) => file.includes('/' + name + '/')));
      };
      const index = await import('./index.ts');
      const atStart = loaded();
      await index.getGroupamaVehicleInfo.loadHandler();
      console.log(JSON.stringify({ atStart, afterFirstLookup: loaded() }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: srcDir,
      env: { ...process.env, GCLOUD_PROJECT: 'demo-autoodgovornost', FUNCTION_TARGET: 'getGroupamaVehicleInfo' },
    });
    expect(JSON.parse(output.toString().trim().split('\n').at(-1) ?? '')).toEqual({
      atStart: [],
      afterFirstLookup: ['@google-cloud/firestore'],
    });
  });
});
