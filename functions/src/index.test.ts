/**
 * Every new instance and every emulator worker loads the entry before it answers, and the entry loads the module of
 * the function FUNCTION_TARGET names (all of them when none is named). So what a function's module loads must be its
 * declaration, not its code: its schema, service, store, clients and PDF rendering are imported by its first call
 * (scripts/bench-cold-start.ts times both).
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
function loadedWith(...entries: string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = entries.map((entry) => resolve(srcDir, entry));
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

/** The entry's exports, each read as `export const name = declared('name', () => require('./module.js'))`. */
function declarations(): { exported: string; declared: string; module: string }[] {
  const source = ts.createSourceFile(
    'index.ts',
    readFileSync(resolve(srcDir, 'index.ts'), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const exported = (statement: ts.Statement): statement is ts.VariableStatement =>
    ts.isVariableStatement(statement) &&
    (statement.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const text = (node: ts.Node | undefined) => (node && ts.isStringLiteral(node) ? node.text : '');
  return source.statements.filter(exported).flatMap((statement) =>
    statement.declarationList.declarations.map((declaration) => {
      const call = declaration.initializer;
      const [name, load] =
        call && ts.isCallExpression(call) && call.expression.getText(source) === 'declared' ? call.arguments : [];
      const loaded =
        load && ts.isArrowFunction(load) && ts.isCallExpression(load.body) ? load.body.arguments[0] : undefined;
      return { exported: declaration.name.getText(source), declared: text(name), module: text(loaded) };
    }),
  );
}

/** Whether the module at `path` (relative to the entry, as compiled) exports a declaration named `name`. */
function exportsName(path: string, name: string): boolean {
  const source = readFileSync(resolve(srcDir, path.replace(/\.js$/, '.ts')), 'utf8');
  return new RegExp(`^export (const|function) ${name}\\b`, 'm').test(source);
}

describe('loading the entry', () => {
  const functions = declarations();
  const { files, packages } = loadedWith(...functions.map(({ module }) => module.replace(/\.js$/, '.ts')));

  it('declares each function under its own name, so the process FUNCTION_TARGET names finds it', () => {
    expect(functions.length).toBeGreaterThan(50);
    expect(
      functions.filter(({ exported, declared, module }) => declared !== exported || !exportsName(module, exported)),
    ).toEqual([]);
  });

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
      'contracts/field-rules.ts',
      'contracts/platform.ts',
      'contracts/request-sizes.ts',
    ]);
    expect(files.filter((file) => file.startsWith('services/'))).toEqual([
      'services/call-limits.ts',
      'services/domain-error.ts',
      'services/site-origins.ts',
    ]);
  });

  it('in a fresh process: only the named function is declared, and no Firestore client or pdf-lib until its call loads its code', () => {
    // CommonJS packages, firebase-admin's Firestore client and pdf-lib among them, are in require's cache once loaded.
    const script = `
      import { createRequire } from 'node:module';
      const loaded = () => {
        const files = Object.keys(createRequire(import.meta.url).cache);
        return ['@google-cloud/firestore', 'pdf-lib'].filter((name) => files.some((file) => file.includes('/' + name + '/')));
      };
      const index = await import('./index.ts');
      const declared = Object.keys(index).filter((name) => index[name] !== undefined);
      const atStart = loaded();
      await index.getGroupamaVehicleInfo.loadHandler();
      console.log(JSON.stringify({ declared, atStart, afterFirstLookup: loaded() }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: srcDir,
      env: { ...process.env, GCLOUD_PROJECT: 'demo-autoodgovornost', FUNCTION_TARGET: 'getGroupamaVehicleInfo' },
    });
    expect(JSON.parse(output.toString().trim().split('\n').at(-1) ?? '')).toEqual({
      declared: ['getGroupamaVehicleInfo'],
      atStart: [],
      afterFirstLookup: ['@google-cloud/firestore'],
    });
  });
});
