import type { ResourceKey } from 'i18next';
import type { Language } from '../languages';

/**
 * The page's texts on a light start (docs/decisions/0022-light-start.md): what i18next does for the public pages,
 * without i18next. A light page is in one language for its whole life (a language switch is a page load), and its
 * texts come in its HTML (prerender-state.ts), so this is a lookup in the page's namespaces with i18next's rules for
 * the features the public pages use: `ns:key` and a list of keys to try, dotted keys, `count` with the language's
 * plural suffixes, `{{name}}` values, and objects with `returnObjects`. light-texts.test.ts holds it to i18next's own
 * answers for every key of those pages.
 */
export interface TranslateOptions {
  ns?: string | readonly string[];
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
}

type Loader = () => Promise<{ default: ResourceKey }>;

export interface LightTexts {
  language: Language;
  has(namespace: string): boolean;
  /** Fetches a namespace the page did not bring (`meta`, read after the page has started). */
  load(namespace: string): Promise<void>;
  translate(namespaces: readonly string[], keys: string | readonly string[], options?: TranslateOptions): unknown;
  addLoaders(found: Record<string, Loader>): void;
}

const nsSeparator = ':';

const lookUp = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

const interpolate = (text: string, options: TranslateOptions): string =>
  text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (match, name: string) =>
    options[name] === undefined || options[name] === null ? match : String(options[name]),
  );

function withValues(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => withValues(item, options));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withValues(item, options)]));
  return value;
}

export function createLightTexts(language: Language, texts: Record<string, ResourceKey>): LightTexts {
  const bundles = new Map<string, unknown>(Object.entries(texts));
  const loaders = new Map<string, Loader>();
  const plurals = new Intl.PluralRules(language);

  function find(namespaces: readonly string[], key: string, options: TranslateOptions): unknown {
    let searched = namespaces;
    let path = key;
    const separator = key.indexOf(nsSeparator);
    if (separator > -1) {
      searched = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    const candidates = typeof options.count === 'number' ? [`${path}_${plurals.select(options.count)}`, path] : [path];
    for (const namespace of searched)
      for (const candidate of candidates) {
        const value = lookUp(bundles.get(namespace), candidate);
        if (value !== undefined && value !== null) return value;
      }
    return undefined;
  }

  return {
    language,
    has: (namespace) => bundles.has(namespace),
    async load(namespace) {
      if (bundles.has(namespace)) return;
      const loader = loaders.get(`${language}/${namespace}.json`);
      if (!loader) throw new Error(`No locale file ${language}/${namespace}.json`);
      bundles.set(namespace, (await loader()).default);
    },
    translate(namespaces, keys, options = {}) {
      const list = typeof keys === 'string' ? [keys] : keys;
      const searched =
        options.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : options.ns;
      for (const key of list) {
        const value = find(searched, key, options);
        if (typeof value === 'string') return interpolate(value, options);
        if (value !== undefined && options.returnObjects) return withValues(value, options);
      }
      // As i18next: a missing key shows itself (the last one tried).
      const missing = list.at(-1) ?? '';
      return missing.includes(nsSeparator) ? missing.slice(missing.indexOf(nsSeparator) + 1) : missing;
    },
    addLoaders(found) {
      for (const [file, load] of Object.entries(found))
        loaders.set(file.slice(file.lastIndexOf('/locales/') + 9), load);
    },
  };
}
