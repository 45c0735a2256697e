import { describe, expect, it } from 'vitest';
import { coverCodes } from '../contracts/covers.js';
import en from './locales/en.json' with { type: 'json' };
import hr from './locales/hr.json' with { type: 'json' };
import { countryName, fill, formatDate, formatInstant, formatMoney, policyTexts } from './policy-texts.js';

/** Every string of a locale file by its key path, e.g. `policy.vehicle.heading`. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path} is neither text nor a group of texts`);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the locale files', () => {
  const croatian = new Map(entries(hr));
  const english = new Map(entries(en));

  it('have the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...croatian.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...croatian, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders for the same key', () => {
    for (const [key, text] of croatian) expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('name every cover, with the names the site uses', () => {
    for (const texts of [hr, en]) expect(Object.keys(texts.covers).sort()).toEqual([...coverCodes].sort());
    expect(hr.covers.MTPL_ASS_EUR).toBe('Pomoć na cesti u Hrvatskoj i Europi');
  });
});

describe('formats', () => {
  it('shows an instant in Zagreb time as dd/MM/yyyy HH:mm, in winter and in summer', () => {
    expect(formatInstant('2026-11-23T23:35:00Z')).toBe('24/11/2026 00:35');
    expect(formatInstant('2026-07-31T22:10:00Z')).toBe('01/08/2026 00:10');
    expect(formatInstant('2026-11-24T00:35:00+01:00')).toBe('24/11/2026 00:35');
  });

  it('refuses an instant without an offset, which would depend on the server’s own time zone', () => {
    expect(() => formatInstant('2026-11-23T14:35:00')).toThrow(RangeError);
    expect(() => formatInstant('not a date')).toThrow(RangeError);
  });

  it('shows a calendar date as dd/MM/yyyy without moving it to another day', () => {
    expect(formatDate('1985-03-07')).toBe('07/03/1985');
    expect(() => formatDate('07/03/1985')).toThrow(RangeError);
  });

  it('shows euros the Croatian way in Croatian and the English way in English', () => {
    expect(formatMoney(6_450_000, 'hr')).toBe('6.450.000,00\u00a0€');
    expect(formatMoney(-10, 'hr')).toBe('−10,00\u00a0€');
    expect(formatMoney(6_450_000, 'en')).toBe('€6,450,000.00');
    expect(formatMoney(189.75, 'en')).toBe('€189.75');
    expect(formatMoney(-10, 'en')).toBe('-€10.00');
  });

  it('fills placeholders and refuses to print one it has no value for', () => {
    expect(fill('od {{start}} do {{end}}', { start: 'a', end: 'b' })).toBe('od a do b');
    expect(fill('{{code}}', { code: '$& $1' })).toBe('$& $1');
    expect(() => fill('{{missing}}', {})).toThrow('{{missing}}');
  });

  it('names Croatia and its neighbours, and falls back to the code for other countries', () => {
    expect(['HR', 'SI', 'HU', 'RS', 'BA', 'ME'].map((code) => countryName(policyTexts.hr, code))).toEqual([
      'Hrvatska',
      'Slovenija',
      'Mađarska',
      'Srbija',
      'Bosna i Hercegovina',
      'Crna Gora',
    ]);
    expect(countryName(policyTexts.en, 'hr')).toBe('Croatia');
    expect(countryName(policyTexts.en, 'FR')).toBe('FR');
  });
});
