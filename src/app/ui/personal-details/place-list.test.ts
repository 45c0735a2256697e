import { describe, expect, it } from 'vitest';
import rawPlaces from './places.json';
import { findExactPlace, foldForSearch, formatPlace, parsePlaces, searchPlaces } from './place-list';

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('parsePlaces', () => {
  it('drops the defective "location" entry and entries without a five-digit postal code', () => {
    const options = parsePlaces([
      { location: 'location', postalCode: '00000' },
      { location: 'Split', postalCode: '21000' },
      { location: 'Nigdje', postalCode: '2100' },
      { location: 'Negdje', postalCode: '210000' },
      { location: 'Bezbroj', postalCode: 'postalCode' },
      { location: '   ', postalCode: '10000' },
      { location: 'Krivo', postalCode: 21000 },
      null,
      'Zadar, 23000',
    ]);
    expect(labels(options)).toEqual(['Split, 21000']);
  });

  it('answers an empty list for anything that is not a list', () => {
    expect(parsePlaces({ location: 'Split', postalCode: '21000' })).toEqual([]);
    expect(parsePlaces(undefined)).toEqual([]);
  });

  it('trims names and codes and formats each option as "place, postal code"', () => {
    const [option] = parsePlaces([{ location: '  Velika   Gorica ', postalCode: ' 10410 ' }]);
    expect(option).toMatchObject({ location: 'Velika Gorica', postalCode: '10410', label: 'Velika Gorica, 10410' });
    expect(formatPlace('Pula', '52100')).toBe('Pula, 52100');
  });

  it('keeps one name with several postal codes and one postal code with several names as distinct options', () => {
    const options = parsePlaces([
      { location: 'Zagreb', postalCode: '10010' },
      { location: 'Zagreb', postalCode: '10000' },
      { location: 'Ježdovec', postalCode: '10250' },
      { location: 'Lučko', postalCode: '10250' },
      { location: 'Zagreb', postalCode: '10000' },
    ]);
    expect(labels(options)).toEqual(['Ježdovec, 10250', 'Lučko, 10250', 'Zagreb, 10000', 'Zagreb, 10010']);
    expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
  });

  it('sorts by Croatian collation: Č, Ć, Dž, Đ, Lj, Nj, Š and Ž after their base letters', () => {
    const names = ['Žakanje', 'Zadar', 'Šibenik', 'Split', 'Njivice', 'Novska', 'Ljubeščica', 'Lobor', 'Đakovo'];
    const more = ['Dubrovnik', 'Ćunski', 'Čakovec', 'Cres'];
    const options = parsePlaces(
      [...names, ...more].map((location, index) => ({ location, postalCode: `1${index}`.padEnd(5, '0') })),
    );
    expect(options.map((option) => option.location)).toEqual([
      'Cres',
      'Čakovec',
      'Ćunski',
      'Dubrovnik',
      'Đakovo',
      'Lobor',
      'Ljubeščica',
      'Novska',
      'Njivice',
      'Split',
      'Šibenik',
      'Zadar',
      'Žakanje',
    ]);
  });

  it('keeps the qualifiers names carry, such as a house-number range or a note in parentheses', () => {
    const options = parsePlaces([
      { location: 'Zagreb (Ilica 1 do 61)', postalCode: '10000' },
      { location: 'Komin (Dalmacija)', postalCode: '20344' },
    ]);
    expect(labels(options)).toEqual(['Komin (Dalmacija), 20344', 'Zagreb (Ilica 1 do 61), 10000']);
  });
});

describe('searchPlaces', () => {
  const options = parsePlaces([
    { location: 'Čakovec', postalCode: '40000' },
    { location: 'Čakovci', postalCode: '32238' },
    { location: 'Đakovo', postalCode: '31400' },
    { location: 'Ivanić-Grad', postalCode: '10310' },
    { location: 'Kaštel Stari', postalCode: '21216' },
    { location: 'Rovinj (Rovigno)', postalCode: '52210' },
    { location: 'Solin', postalCode: '21210' },
    { location: 'Split', postalCode: '21000' },
    { location: 'Stari Grad', postalCode: '21460' },
    { location: 'Zagreb', postalCode: '10000' },
    { location: 'Zagreb', postalCode: '10010' },
    { location: 'Zagreb (Ilica 1 do 61)', postalCode: '10000' },
  ]);

  it('ignores diacritics and case: "cakovec" finds Čakovec, "DAKOVO" finds Đakovo', () => {
    expect(labels(searchPlaces(options, 'cakovec'))).toEqual(['Čakovec, 40000']);
    expect(labels(searchPlaces(options, 'DAKOVO'))).toEqual(['Đakovo, 31400']);
    expect(labels(searchPlaces(options, 'čakov'))).toEqual(['Čakovci, 32238', 'Čakovec, 40000']);
  });

  it('finds by postal code prefix, in postal code order', () => {
    expect(labels(searchPlaces(options, '210'))).toEqual(['Split, 21000']);
    expect(labels(searchPlaces(options, '21'))).toEqual([
      'Split, 21000',
      'Solin, 21210',
      'Kaštel Stari, 21216',
      'Stari Grad, 21460',
    ]);
    expect(labels(searchPlaces(options, '10000'))).toEqual(['Zagreb, 10000', 'Zagreb (Ilica 1 do 61), 10000']);
  });

  it('lists names that start with the query first, then a later word, then anywhere in the name', () => {
    expect(labels(searchPlaces(options, 'stari'))).toEqual(['Stari Grad, 21460', 'Kaštel Stari, 21216']);
    expect(labels(searchPlaces(options, 'ari'))).toEqual(['Kaštel Stari, 21216', 'Stari Grad, 21460']);
    expect(labels(searchPlaces(options, 'rovigno'))).toEqual(['Rovinj (Rovigno), 52210']);
  });

  it('treats hyphens as spaces', () => {
    expect(labels(searchPlaces(options, 'ivanic grad'))).toEqual(['Ivanić-Grad, 10310']);
  });

  it('shows every postal code of a name, and narrows by a code typed after the name', () => {
    expect(labels(searchPlaces(options, 'zagreb'))).toEqual([
      'Zagreb, 10000',
      'Zagreb, 10010',
      'Zagreb (Ilica 1 do 61), 10000',
    ]);
    expect(labels(searchPlaces(options, 'Zagreb, 10010'))).toEqual(['Zagreb, 10010']);
    expect(labels(searchPlaces(options, 'zagreb 1000'))).toEqual(['Zagreb, 10000', 'Zagreb (Ilica 1 do 61), 10000']);
  });

  it('answers everything for an empty query and nothing for a query that matches nothing', () => {
    expect(searchPlaces(options, '  ')).toHaveLength(options.length);
    expect(searchPlaces(options, 'beograd')).toEqual([]);
    expect(searchPlaces(options, '99')).toEqual([]);
  });
});

describe('findExactPlace', () => {
  const options = parsePlaces([
    { location: 'Split', postalCode: '21000' },
    { location: 'Zagreb', postalCode: '10000' },
    { location: 'Zagreb', postalCode: '10010' },
  ]);

  it('finds a name with a single postal code, or a label typed in full', () => {
    expect(findExactPlace(options, ' split ')?.label).toBe('Split, 21000');
    expect(findExactPlace(options, 'zagreb, 10010')?.label).toBe('Zagreb, 10010');
  });

  it('finds nothing when a name has several postal codes or nothing matches', () => {
    expect(findExactPlace(options, 'Zagreb')).toBeUndefined();
    expect(findExactPlace(options, 'Spl')).toBeUndefined();
    expect(findExactPlace(options, '')).toBeUndefined();
  });
});

describe('foldForSearch', () => {
  it('lower-cases, removes diacritics (Đ included) and collapses separators', () => {
    expect(foldForSearch('  ŠĐČĆŽ  Ivanić-Grad ')).toBe('sdccz ivanic grad');
  });
});

describe('the place list', () => {
  const options = parsePlaces(rawPlaces);

  it('starts with the defective "location" entry, which parsing drops', () => {
    expect(rawPlaces[0]).toEqual({ location: 'location', postalCode: '00000' });
    expect(options.some((option) => option.location === 'location')).toBe(false);
    expect(options).toHaveLength(rawPlaces.length - 1);
  });

  it('holds Croatian places with five-digit codes, alphabetically', () => {
    expect(options.length).toBeGreaterThan(600);
    expect(options.every((option) => /^\d{5}$/.test(option.postalCode))).toBe(true);
    expect(rawPlaces.slice(1).map((entry) => `${entry.location}, ${entry.postalCode}`)).toEqual(labels(options));
    for (const label of ['Zagreb, 10000', 'Split, 21000', 'Rijeka, 51000', 'Osijek, 31000', 'Čakovec, 40000']) {
      expect(labels(options)).toContain(label);
    }
  });

  it('has a name with several codes, a code with several names, and names with qualifiers', () => {
    expect(labels(options.filter((option) => option.location === 'Zagreb'))).toEqual(
      ['10000', '10010', '10020', '10040', '10090', '10110'].map((code) => `Zagreb, ${code}`),
    );
    expect(options.filter((option) => option.postalCode === '10410').length).toBeGreaterThan(1);
    expect(options.some((option) => /\(.+\)/.test(option.location))).toBe(true);
  });
});
