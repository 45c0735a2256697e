/**
 * The list of Croatian places with their postal codes (spec §3 "Place entries"), turned from the raw entries into
 * options the driver can pick as "place, postal code". Pure: no React, no loading.
 */

export interface RawPlace {
  location: string;
  postalCode: string;
}

export interface PlaceOption {
  /** Unique within the list: a place name can have several postal codes and a postal code several places. */
  key: string;
  location: string;
  postalCode: string;
  /** "Zagreb, 10000" */
  label: string;
  /** The name folded for searching: lower case, no diacritics, hyphens as spaces. */
  searchName: string;
}

const postalCodePattern = /^\d{5}$/;

/** The list carries one entry whose place is the literal column name, a leftover of its export. */
const defectiveLocation = 'location';

export const formatPlace = (location: string, postalCode: string) => `${location}, ${postalCode}`;

export const placeKey = (location: string, postalCode: string) => `${postalCode}|${location}`;

/** Folds text so "cakovec" finds "Čakovec" and "ivanic grad" finds "Ivanić-Grad". Đ has no decomposition in Unicode. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('hr')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-‐–/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const collator = new Intl.Collator('hr');

function isRawPlace(value: unknown): value is RawPlace {
  if (typeof value !== 'object' || value === null) return false;
  const { location, postalCode } = value as Record<string, unknown>;
  return typeof location === 'string' && typeof postalCode === 'string';
}

/**
 * The entries as options: the defective `location` entry and anything without a five-digit postal code dropped,
 * names trimmed, exact repeats merged, sorted by Croatian collation (Č after C, Lj after L) and then by postal code.
 */
export function parsePlaces(raw: unknown): PlaceOption[] {
  if (!Array.isArray(raw)) return [];
  const byKey = new Map<string, PlaceOption>();
  for (const entry of raw) {
    if (!isRawPlace(entry)) continue;
    const location = entry.location.trim().replace(/\s+/g, ' ');
    const postalCode = entry.postalCode.trim();
    if (!location || location.toLowerCase() === defectiveLocation || !postalCodePattern.test(postalCode)) continue;
    const key = placeKey(location, postalCode);
    if (byKey.has(key)) continue;
    byKey.set(key, {
      key,
      location,
      postalCode,
      label: formatPlace(location, postalCode),
      searchName: foldForSearch(location),
    });
  }
  return [...byKey.values()].sort(
    (a, b) => collator.compare(a.location, b.location) || a.postalCode.localeCompare(b.postalCode),
  );
}

/** Splits "zagreb 100" or "Zagreb, 10000" (the label typed back) into a name part and a postal code prefix. */
function parseQuery(query: string): { name: string; code: string } {
  const folded = foldForSearch(query.replace(/,/g, ' '));
  const match = /^(.*?)\s*(\d{1,5})$/.exec(folded);
  if (!match) return { name: folded, code: '' };
  return { name: match[1] ?? '', code: match[2] ?? '' };
}

/** 0: the name starts with the query, 1: a later word does, 2: the query is inside a word, -1: no match. */
function nameRank(searchName: string, name: string): number {
  if (!name) return 0;
  if (searchName.startsWith(name)) return 0;
  if (searchName.includes(` ${name}`) || searchName.includes(`(${name}`)) return 1;
  return searchName.includes(name) ? 2 : -1;
}

/**
 * The options matching what the driver typed: by place name (start of the name first, then a later word, then
 * anywhere in it; diacritics ignored) or by the start of the postal code ("210" finds 21000…), or both
 * ("split 21"). List order is kept within each rank; a search by code alone is ordered by code.
 */
export function searchPlaces(options: readonly PlaceOption[], query: string): PlaceOption[] {
  const { name, code } = parseQuery(query);
  if (!name && !code) return [...options];
  const ranked: PlaceOption[][] = [[], [], []];
  for (const option of options) {
    if (code && !option.postalCode.startsWith(code)) continue;
    const rank = nameRank(option.searchName, name);
    if (rank >= 0) ranked[rank]?.push(option);
  }
  const found = ranked.flat();
  // Searching by code alone, the driver thinks in codes: 21000 before 21201, places of one code alphabetically.
  return name ? found : found.sort((a, b) => a.postalCode.localeCompare(b.postalCode));
}

/** The option a text stands for when it names exactly one place: its label, or a name with a single postal code. */
export function findExactPlace(options: readonly PlaceOption[], text: string): PlaceOption | undefined {
  const folded = foldForSearch(text.replace(/,/g, ' '));
  if (!folded) return undefined;
  const byLabel = options.filter((option) => foldForSearch(option.label.replace(/,/g, ' ')) === folded);
  if (byLabel.length === 1) return byLabel[0];
  const byName = options.filter((option) => option.searchName === folded);
  return byName.length === 1 ? byName[0] : undefined;
}
