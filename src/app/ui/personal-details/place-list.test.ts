import { describe, expect, it } from 'vitest';
import { citySchema, postalCodeSchema } from '@contracts/policyholder';
import placeGroups from './places-data/places.json';
import { findExactPlace, foldForSearch, formatPlace, parsePlaces, searchPlaces } from './place-list';

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('parsePlaces', () => {
  it('makes the post office and each settlement it serves an option, the settlements with the office as hint', () => {
    const options = parsePlaces([['10363', 'Belovar', 'Adamovec', 'Moravče']]);
    expect(options.map(({ label, postOffice }) => [label, postOffice])).toEqual([
      ['Adamovec, 10363', 'Belovar'],
      ['Belovar, 10363', undefined],
      ['Moravče, 10363', 'Belovar'],
    ]);
  });

  it('skips groups without a five-digit postal code or a post office, and anything that is not a group', () => {
    const options = parsePlaces([
      ['2100', 'Nigdje'],
      ['210000', 'Negdje'],
      ['postanskiBroj', 'posta', 'naselje'],
      ['10000', '   ', 'Sljeme'],
      [21000, 'Split'],
      null,
      'Zadar, 23000',
      ['21000', 'Split', 'Kamen', 7, '  '],
    ]);
    expect(labels(options)).toEqual(['Kamen, 21000', 'Split, 21000']);
  });

  it('answers an empty list for anything that is not a list', () => {
    expect(parsePlaces({ '21000': 'Split' })).toEqual([]);
    expect(parsePlaces(undefined)).toEqual([]);
  });

  it('trims names, merges exact repeats and keeps a name with several codes as several options', () => {
    const options = parsePlaces([
      ['10410', '  Velika   Gorica ', 'Velika Gorica'],
      ['42203', 'Jalžabet', 'Novakovec'],
      ['40318', 'Dekanovec', 'Novakovec'],
    ]);
    expect(labels(options)).toEqual([
      'Dekanovec, 40318',
      'Jalžabet, 42203',
      'Novakovec, 40318',
      'Novakovec, 42203',
      'Velika Gorica, 10410',
    ]);
    expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
    expect(formatPlace('Pula', '52100')).toBe('Pula, 52100');
  });

  it('sorts by Croatian collation: Č, Ć, Dž, Đ, Lj, Nj, Š and Ž after their base letters', () => {
    const names = ['Žakanje', 'Zadar', 'Šibenik', 'Split', 'Njivice', 'Novska', 'Ljubeščica', 'Lobor', 'Đakovo'];
    const more = ['Dubrovnik', 'Ćunski', 'Čakovec', 'Cres'];
    const options = parsePlaces([...names, ...more].map((location, index) => [`1${index}`.padEnd(5, '0'), location]));
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
});

describe('searchPlaces', () => {
  const options = parsePlaces([
    ['10000', 'Zagreb', 'Sljeme', 'Zagreb-dio'],
    ['10020', 'Zagreb-Novi Zagreb', 'Botinec', 'Zagreb-dio'],
    ['10310', 'Ivanić-Grad', 'Ivanić Grad'],
    ['10347', 'Rakovec'],
    ['10363', 'Belovar', 'Adamovec', 'Glavnica Donja'],
    ['21000', 'Split', 'Kamen'],
    ['21216', 'Kaštel Stari'],
    ['21460', 'Stari Grad'],
    ['31400', 'Đakovo'],
    ['32238', 'Čakovci'],
    ['40000', 'Čakovec', 'Mihovljan'],
    ['42222', 'Ljubeščica', 'Rakovec'],
    ['52210', 'Rovinj (Rovigno)', 'Rovinj'],
  ]);

  it('finds a village of the list, Adamovec, 10363, with the post office serving it', () => {
    const [first] = searchPlaces(options, 'adamovec');
    expect(first).toMatchObject({ label: 'Adamovec, 10363', postOffice: 'Belovar' });
    expect(labels(searchPlaces(options, 'Adamovec, 10363'))).toEqual(['Adamovec, 10363']);
  });

  it('ignores diacritics and case: "cakovec" finds Čakovec first, "DAKOVO" finds Đakovo', () => {
    expect(labels(searchPlaces(options, 'cakovec'))).toEqual(['Čakovec, 40000', 'Mihovljan, 40000']);
    expect(labels(searchPlaces(options, 'DAKOVO'))).toEqual(['Đakovo, 31400']);
    expect(labels(searchPlaces(options, 'čakov'))).toEqual(['Čakovci, 32238', 'Čakovec, 40000', 'Mihovljan, 40000']);
  });

  it('finds by any part of the name: a later word, or inside a word', () => {
    expect(labels(searchPlaces(options, 'stari'))).toEqual(['Stari Grad, 21460', 'Kaštel Stari, 21216']);
    expect(labels(searchPlaces(options, 'damov'))).toEqual(['Adamovec, 10363']);
    expect(labels(searchPlaces(options, 'rovigno'))).toEqual(['Rovinj (Rovigno), 52210', 'Rovinj, 52210']);
    expect(labels(searchPlaces(options, 'ivanic grad'))).toEqual(['Ivanić-Grad, 10310', 'Ivanić Grad, 10310']);
  });

  it('puts the whole name first, then post-office towns, then the places a matching post office serves', () => {
    expect(labels(searchPlaces(options, 'rakovec'))).toEqual(['Rakovec, 10347', 'Rakovec, 42222']);
    expect(labels(searchPlaces(options, 'zagreb'))).toEqual([
      'Zagreb, 10000',
      'Zagreb-Novi Zagreb, 10020',
      'Zagreb-dio, 10000',
      'Zagreb-dio, 10020',
      'Botinec, 10020',
      'Sljeme, 10000',
    ]);
    expect(labels(searchPlaces(options, 'belovar'))).toEqual([
      'Belovar, 10363',
      'Adamovec, 10363',
      'Glavnica Donja, 10363',
    ]);
  });

  it('finds by postal code prefix, in code order, the post-office town of each code first', () => {
    expect(labels(searchPlaces(options, '10363'))).toEqual([
      'Belovar, 10363',
      'Adamovec, 10363',
      'Glavnica Donja, 10363',
    ]);
    expect(labels(searchPlaces(options, '21'))).toEqual([
      'Split, 21000',
      'Kamen, 21000',
      'Kaštel Stari, 21216',
      'Stari Grad, 21460',
    ]);
    expect(labels(searchPlaces(options, 'zagreb 10000'))).toEqual([
      'Zagreb, 10000',
      'Zagreb-dio, 10000',
      'Sljeme, 10000',
    ]);
  });

  it('answers everything for an empty query and nothing for a query that matches nothing', () => {
    expect(searchPlaces(options, '  ')).toHaveLength(options.length);
    expect(searchPlaces(options, 'beograd')).toEqual([]);
    expect(searchPlaces(options, '99')).toEqual([]);
  });
});

describe('findExactPlace', () => {
  const options = parsePlaces([
    ['21000', 'Split'],
    ['10000', 'Zagreb'],
    ['10110', 'Zagreb'],
  ]);

  it('finds a name with a single postal code, or a label typed in full', () => {
    expect(findExactPlace(options, ' split ')?.label).toBe('Split, 21000');
    expect(findExactPlace(options, 'zagreb, 10110')?.label).toBe('Zagreb, 10110');
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

describe('the place list (npm run build:places)', () => {
  const options = parsePlaces(placeGroups);
  const all = labels(options);

  it('holds every settlement of Croatia and every post office: about 7,000 places', () => {
    expect(options.length).toBeGreaterThan(7000);
    for (const label of ['Adamovec, 10363', 'Zagreb, 10000', 'Split, 21000', 'Rijeka, 51000', 'Čakovec, 40000']) {
      expect(all).toContain(label);
    }
    expect(options.find((option) => option.label === 'Adamovec, 10363')?.postOffice).toBe('Belovar');
  });

  it('finds Adamovec, Čakovec and the places of Zagreb among the first results', () => {
    expect(labels(searchPlaces(options, 'adamovec'))[0]).toBe('Adamovec, 10363');
    expect(labels(searchPlaces(options, 'cakovec'))[0]).toBe('Čakovec, 40000');
    expect(labels(searchPlaces(options, 'zagreb')).slice(0, 2)).toEqual(['Zagreb, 10000', 'Zagreb, 10110']);
    expect(labels(searchPlaces(options, '10363'))).toContain('Adamovec, 10363');
  });

  it('has a name with several codes, a code with many names, and names with qualifiers', () => {
    expect(options.filter((option) => option.location === 'Zagreb-dio').length).toBeGreaterThan(1);
    expect(options.filter((option) => option.postalCode === '10363').length).toBe(7);
    expect(options.some((option) => /\(.+\)/.test(option.location))).toBe(true);
  });

  it('passes the server’s place and postal code rules, entry by entry', () => {
    const [city, code] = [citySchema(), postalCodeSchema()];
    const refused = options.filter(
      ({ location, postalCode }) => !city.isValidSync(location) || !code.isValidSync(postalCode),
    );
    expect(labels(refused)).toEqual([]);
  });
});
