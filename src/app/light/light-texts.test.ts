import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../languages';
import { createLightTexts } from './light-texts';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The namespaces a light page reads: the layout's, the home page's, the content pages' and articles', the head's. */
const lightNamespace = (namespace: string) =>
  ['common', 'home', 'meta'].includes(namespace) || /^(content|blog)-/.test(namespace);

function textsOf(language: Language, read = lightNamespace): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files)
      .map(([path, texts]) => [/\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path), texts] as const)
      .filter(([match]) => match?.[1] === language && read(match[2] ?? ''))
      .map(([match, texts]) => [match?.[2], texts]),
  );
}

/** Every key of a namespace: its strings and the objects above them. */
function entriesOf(value: unknown, prefix = ''): { key: string; value: unknown }[] {
  if (typeof value !== 'object' || value === null) return [{ key: prefix, value }];
  const here = prefix ? [{ key: prefix, value }] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, child]) => entriesOf(child, prefix ? `${prefix}.${key}` : key)),
  ];
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

async function i18nextFor(language: Language, texts: Record<string, Record<string, unknown>>): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(texts),
    defaultNS: 'common',
    resources: { [language]: texts },
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe.each(languages)('the light start’s texts in %s', (language) => {
  const texts = textsOf(language);
  const light = createLightTexts(language, texts);
  const keys = Object.entries(texts).flatMap(([namespace, tree]) =>
    entriesOf(tree).map((entry) => ({ namespace, ...entry })),
  );

  it('covers the namespaces the public pages read', () => {
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'home', 'meta', 'content-faq']));
  });

  it('answers every key as i18next does: strings with their values filled in, objects with returnObjects', async () => {
    const i18next = await i18nextFor(language, texts);
    for (const { namespace, key, value } of keys) {
      const names = typeof value === 'string' ? [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '') : [];
      const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
      const options = { ns: namespace, returnObjects: typeof value === 'object', ...values };
      expect(light.translate(['common'], key, options), `${namespace}:${key}`).toEqual(i18next.t(key, options));
      if (typeof value !== 'object') {
        expect(light.translate([namespace], `${namespace}:${key}`, values)).toEqual(
          i18next.t(`${namespace}:${key}`, values),
        );
      }
    }
  });

  it('picks the plural form i18next picks for every count, and the key itself where it has no plural forms', async () => {
    // The public pages have no plural forms today (the FAQ's count is a number after a colon): every namespace's are
    // asked, so that one added to a public page is already right.
    const all = textsOf(language, () => true);
    const everywhere = createLightTexts(language, all);
    const i18next = await i18nextFor(language, all);
    const plurals = [
      ...new Set(
        Object.entries(all).flatMap(([namespace, tree]) =>
          entriesOf(tree)
            .filter(({ key }) => pluralSuffix.test(key))
            .map(({ key }) => `${namespace}:${key.replace(pluralSuffix, '')}`),
        ),
      ),
      'content-faq:search.results',
    ];
    expect(plurals.length).toBeGreaterThan(5);
    for (const key of plurals)
      for (const count of [0, 1, 2, 4, 5, 11, 21, 22, 25, 101])
        expect(everywhere.translate(['common'], key, { count }), `${key} ${count}`).toEqual(i18next.t(key, { count }));
  });

  it('tries a list of keys in order, searches the namespaces it is given, and shows a missing key as i18next does', async () => {
    const i18next = await i18nextFor(language, texts);
    const t = i18next.getFixedT(language, ['common', 'meta']);
    const cases: (string | string[])[] = [
      ['meta:nowhere.description', 'meta:default.description'],
      'routes.faq.title',
      'faq.description',
      'no.such.key',
      ['no.such.key', 'another.missing'],
      'meta:no.such.key',
    ];
    for (const key of cases) expect(light.translate(['common', 'meta'], key), String(key)).toEqual(t(key));
  });
});
