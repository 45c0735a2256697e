/**
 * The list of Croatian places with their postal codes (spec §3 "Place entries"), turned from the derived data file
 * (places-data/places.json, `npm run build:places`) into options the driver picks as "place, postal code". Pure: no
 * React, no loading.
 */

export interface PlaceOption {
  /** Unique within the list: a place name can have several postal codes and a postal code several places. */
  key: string;
  location: string;
  postalCode: string;
  /** "Adamovec, 10363" */
  label: string;
  /** The post office serving the place, when its name is not the place's ("Belovar" for Adamovec). */
  postOffice: string | undefined;
  /** The name folded for searching: lower case, no diacritics, hyphens as spaces. */
  searchName: string;
  /** The post office's name folded, for a driver who knows the place by its post office. */
  searchOffice: string;
}

const postalCodePattern = /^\d{5}$/;

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

const cleanName = (name: unknown) => (typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '');

/**
 * The data file's groups, `[postal code, post office, ...settlements]`, as options: the post office is an option of
 * its own (the town the code is known by), each settlement one with the post office as its hint. Malformed groups
 * and names are skipped, exact repeats merged; sorted by Croatian collation (Č after C, Lj after L), then by code.
 */
export function parsePlaces(raw: unknown): PlaceOption[] {
  if (!Array.isArray(raw)) return [];
  const byKey = new Map<string, PlaceOption>();
  for (const group of raw) {
    if (!Array.isArray(group)) continue;
    const [code, office, ...settlements] = group.map(cleanName);
    if (!code || !postalCodePattern.test(code) || !office) continue;
    const searchOffice = foldForSearch(office);
    for (const location of [office, ...settlements]) {
      const key = placeKey(location, code);
      if (!location || byKey.has(key)) continue;
      byKey.set(key, {
        key,
        location,
        postalCode: code,
        label: formatPlace(location, code),
        postOffice: location === office ? undefined : office,
        searchName: foldForSearch(location),
        searchOffice,
      });
    }
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

/** 0: the whole name, 1: the name starts with the query, 2: a later word does, 3: inside a word, -1: no match. */
function nameRank(searchName: string, name: string): number {
  if (searchName === name) return 0;
  if (searchName.startsWith(name)) return 1;
  if (searchName.includes(` ${name}`) || searchName.includes(`(${name}`)) return 2;
  return searchName.includes(name) ? 3 : -1;
}

/** A name match of the place itself ranks first; a match of its post office only after every name match. */
function optionRank(option: PlaceOption, name: string): number {
  if (!name) return 0;
  const byName = nameRank(option.searchName, name);
  if (byName >= 0) return byName;
  const byOffice = nameRank(option.searchOffice, name);
  return byOffice >= 0 && byOffice < 3 ? 4 : -1;
}

/** Post-office towns are the larger, better-known places: "Rakovec, 10347" before the Rakovec of another office. */
const officeFirst = (a: PlaceOption, b: PlaceOption) =>
  Number(a.postOffice !== undefined) - Number(b.postOffice !== undefined);

/**
 * The options matching what the driver typed: by place name, with or without diacritics, or by the start of the
 * postal code ("103" finds 10363…), or both ("adamovec 103"). The whole name first, then names starting with the
 * query, then a later word, then anywhere in a name, then places whose post office matches ("zagreb" finds the
 * villages served by Zagreb's offices); within each, post-office towns before the settlements they serve, then
 * alphabetically. A search by code alone is ordered by code, each code's post-office town first.
 */
export function searchPlaces(options: readonly PlaceOption[], query: string): PlaceOption[] {
  const { name, code } = parseQuery(query);
  if (!name && !code) return [...options];
  const ranked: PlaceOption[][] = [[], [], [], [], []];
  for (const option of options) {
    if (code && !option.postalCode.startsWith(code)) continue;
    const rank = optionRank(option, name);
    if (rank >= 0) ranked[rank]?.push(option);
  }
  // Sorting is stable: the list's alphabetical order holds within each rank.
  if (name) return ranked.flatMap((options) => options.sort(officeFirst));
  return (ranked[0] ?? []).sort((a, b) => a.postalCode.localeCompare(b.postalCode) || officeFirst(a, b));
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
