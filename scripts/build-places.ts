/**
 * `npm run build:places [-- path/to/naselja_HR.csv]`: derives the place list the personal details form offers
 * (src/app/ui/personal-details/places-data/places.json) from the list of every Croatian settlement with its postal
 * code and post office (zanzlender/croJSON, MIT; ../shared/data/places/ by default). Run it when the source changes
 * and commit what it writes; the app never reads the CSV. docs/decisions/0015-place-list.md explains the format.
 *
 * Output: one array per postal code, `[code, post office, ...settlements]`, by postal code. The post office is an entry
 * of its own (the town the driver knows the code by: "Zagreb, 10000" although the settlement is "Zagreb-dio"); the
 * settlements it serves follow, each shown with the post office as its hint. Names repeat less this way than as
 * `[name, code, office]` rows, and the file gzips to about half.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const source = resolve(process.argv[2] ?? join(root, '../shared/data/places/naselja_HR.csv'));
const outDir = join(root, 'src/app/ui/personal-details/places-data');

/** RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

function fail(message: string): never {
  console.error(`build:places: ${message}`);
  process.exit(1);
}

// The file starts with a byte-order mark, which would otherwise become part of the first column's name.
const [header, ...records] = parseCsv(readFileSync(source, 'utf8').replace(/^\uFEFF/, ''));
const columns = ['naselje', 'postanskiBroj', 'posta'] as const;
const index = Object.fromEntries(columns.map((name) => [name, header?.indexOf(name) ?? -1])) as Record<
  (typeof columns)[number],
  number
>;
for (const name of columns)
  if (index[name] < 0) fail(`${source} has no column "${name}" (header: ${header?.join(',')})`);

/** Post office and settlements per postal code. */
const byCode = new Map<string, { office: string; places: Set<string> }>();
const duplicates: string[] = [];
for (const [line, cells] of records.entries()) {
  const place = clean(cells[index.naselje] ?? '');
  const code = clean(cells[index.postanskiBroj] ?? '');
  const office = clean(cells[index.posta] ?? '');
  if (!place || !office || !/^\d{5}$/.test(code)) fail(`row ${line + 2} is incomplete: ${cells.join(',')}`);
  const entry = byCode.get(code) ?? { office, places: new Set<string>() };
  if (entry.office !== office) fail(`postal code ${code} has two post offices: ${entry.office} and ${office}`);
  if (entry.places.has(place)) duplicates.push(`${place}, ${code}`);
  entry.places.add(place);
  byCode.set(code, entry);
}

const groups = [...byCode.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, { office, places }]) => {
    const settlements = [...places].filter((place) => place !== office).sort((a, b) => a.localeCompare(b, 'hr'));
    return [code, office, ...settlements];
  });
const codes = [...byCode.keys()].sort();
const entries = groups.reduce((sum, group) => sum + group.length - 1, 0);

// One group per line: small diffs when the source changes, and the same gzip size as one long line.
const json = `[\n${groups.map((group) => JSON.stringify(group)).join(',\n')}\n]\n`;
writeFileSync(join(outDir, 'places.json'), json);
copyFileSync(join(dirname(source), 'LICENSE'), join(outDir, 'LICENSE'));

console.info(
  `build:places: ${records.length} settlements, ${codes.length} postal codes (${codes[0]}–${codes.at(-1)}) → ` +
    `${entries} entries; ${(Buffer.byteLength(json) / 1024).toFixed(1)} kB, ` +
    `${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} kB gzip`,
);
if (duplicates.length > 0) console.info(`  repeated rows merged: ${duplicates.join('; ')}`);
console.info(`  postal regions: ${[...new Set(codes.map((code) => code.slice(0, 2)))].join(' ')}`);
