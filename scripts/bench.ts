/**
 * `npm run bench`: what a first visit downloads, per route area, gzip-compressed, from the production
 * build's manifest, checked against budgets; and what never may be in the home page's first load.
 * Run `npm run build` first. Exits non-zero when a budget is broken.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable, type RouteArea } from '../src/app/route-table.ts';
import { rootDir } from './stack-config.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = join(rootDir, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** First-load budgets in gzip kB: entry + the route's area chunk + the Croatian locale it needs. */
const budgets: Record<RouteArea, number> = {
  home: 150,
  content: 155,
  auth: 155,
  payment: 155,
  onboarding: 185,
  register: 160,
  profile: 160,
  'new-policy': 160,
};

/** Modules that must never reach the home page's first load (DEVELOPERS.md: speed is a feature). */
const forbiddenOnHome = [
  /node_modules\/@firebase\/auth\//,
  /node_modules\/@firebase\/firestore\//,
  /node_modules\/formik\//,
];

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The manifest has no chunk ${key}`);
  return found;
}

const entryKey = Object.keys(manifest).find((key) => chunk(key).isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
const entry: string = entryKey;

function areaChunkKey(area: RouteArea): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(`src/features/${area}/${area}-pages.ts`));
  if (!key) throw new Error(`No chunk for area ${area}`);
  return key;
}

function localeChunkKey(area: RouteArea): string | undefined {
  return Object.keys(manifest).find((k) => k.endsWith(`locales/hr/${area}.json`));
}

function firstLoad(area: RouteArea) {
  const locale = localeChunkKey(area);
  const keys = staticClosure([entry, areaChunkKey(area), ...(locale ? [locale] : [])]);
  const files = [...keys].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]);
  const bytes = gzipSize('index.html') + files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { files, kB: bytes / 1024 };
}

function modulesIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const map = join(dist, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
}

let broken = false;
const areas = [...new Set(routeTable.map((route) => route.area))];
console.info('First load (gzip, index.html + JS + CSS) per route area');
for (const area of areas) {
  const { kB } = firstLoad(area);
  const over = kB > budgets[area];
  broken ||= over;
  console.info(
    `  ${over ? '✗' : '✓'} ${area.padEnd(11)} ${kB.toFixed(1).padStart(6)} kB  (budget ${budgets[area]} kB)`,
  );
}

const homeModules = modulesIn(firstLoad('home').files);
for (const pattern of forbiddenOnHome) {
  const found = homeModules.filter((module) => pattern.test(module));
  if (found.length > 0) {
    broken = true;
    console.error(`  ✗ the home page's first load contains ${pattern}: ${found[0]}`);
  }
}
if (!broken) console.info('  ✓ no Firebase Auth, Firestore or Formik in the home page first load');
process.exit(broken ? 1 : 0);
