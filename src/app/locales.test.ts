import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([path, content]) => [path.split('/').at(-1), content]),
  );

describe('locales', () => {
  const hr = byLanguage('hr');
  const en = byLanguage('en');

  it('have the same namespaces in Croatian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hr).sort());
  });

  it.each(Object.keys(hr))('%s has the same keys in both languages and no empty text', (file) => {
    expect(keysOf(en[file]).sort()).toEqual(keysOf(hr[file]).sort());
    for (const key of keysOf(hr[file])) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hr[file]);
      expect(typeof text === 'string' && text.trim().length > 0, `hr/${file}: ${key}`).toBe(true);
    }
  });
});
