import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import hrCommon from '../../locales/hr/common.json';
import { storedLanguage } from './language-choice';
import {
  defaultLanguage,
  languageOfPath,
  languages,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from './languages';
import { readPrerenderState } from './prerender-state';
import { isPrerenderedPath } from './route-table';

/**
 * The page's language is its URL's (see languages.ts). A page that has no HTML of its own (a step of a flow, the
 * account, a payment result, a link from an e-mail) follows the visitor's last choice instead, and its URL is
 * corrected to say so before the router reads it. Public pages are not redirected: their URL is what a search engine
 * or a friend's link promised.
 */
function initialLanguage(): Language {
  if (typeof window === 'undefined') return defaultLanguage;
  const { pathname, search, hash } = window.location;
  const fromPath = languageOfPath(pathname);
  const stored = storedLanguage();
  if (!stored || stored === fromPath || isPrerenderedPath(pathWithoutLanguage(pathname))) return fromPath;
  window.history.replaceState(window.history.state, '', `${pathInLanguage(pathname, stored)}${search}${hash}`);
  return stored;
}

// Croatian `common` ships in the entry chunk, so a page the browser renders from the shell needs no request for it
// before its first render; every other language/namespace pair is its own chunk, fetched when a page asks for it.
// A pre-rendered page carries the other texts it shows in its HTML (prerender-state.ts), so it asks for none of them
// before it hydrates.
type LocaleLoader = () => Promise<{ default: ResourceKey }>;

/** Keyed `language/namespace.json`, whichever module's glob found the file. */
const localeLoaders: Record<string, LocaleLoader> = {};

/**
 * An area adds the loaders of the texts only it uses when its code arrives (the content pages', the console's
 * English), so the entry every page downloads does not carry a loader for each of them.
 */
export function addLocaleLoaders(found: Record<string, LocaleLoader>): void {
  for (const [file, load] of Object.entries(found)) localeLoaders[file.slice(file.lastIndexOf('/locales/') + 9)] = load;
}

addLocaleLoaders(
  import.meta.glob<{ default: ResourceKey }>([
    '../../locales/*/*.json',
    '!../../locales/hr/common.json',
    // The text of the downloadable documents; the build turns it into PDFs (scripts/vite-plugin-documents.ts).
    '!../../locales/*/documents.json',
    // The support console brings its own texts (features/admin/admin-texts.ts): its loaders here would ride in the
    // entry every driver downloads.
    '!../../locales/*/admin.json',
    '!../../locales/*/admin-*.json',
    // The content pages' and blog articles' texts: their loaders come with the content area (content-pages.ts).
    '!../../locales/*/content-*.json',
    '!../../locales/*/blog-*.json',
    // The accident statement's texts (its own, the drawings', the photos'): their loaders come with the claims area.
    '!../../locales/*/claims.json',
    '!../../locales/*/claims-*.json',
    // A policy after the sale (issue 43): its texts come with its page (features/policy), not in every page's entry.
    '!../../locales/*/policy.json',
    '!../../locales/*/policy-details.json',
    // The account's list of policies brings its own (features/profile/profile-policies-page.tsx).
    '!../../locales/*/profile-policies.json',
    // A payment slip's texts come with the slip (features/payment/payment-slip.tsx): most payments are by card.
    '!../../locales/*/payment-slip.json',
  ]),
);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoaders[`${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Croatian `common` from the entry, and what a pre-rendered page brought in its HTML. */
function initialTexts(): Resource {
  const resources: Resource = { hr: { common: hrCommon } };
  const prerendered = typeof document === 'undefined' ? undefined : readPrerenderState();
  if (prerendered) resources[prerendered.language] = { ...resources[prerendered.language], ...prerendered.texts };
  return resources;
}

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // No fallback language: every key exists in both (locales.test.ts), and a fallback would fetch the Croatian
    // texts of every page an English visitor opens.
    fallbackLng: false,
    supportedLngs: languages,
    ns: ['common'],
    defaultNS: 'common',
    resources: initialTexts(),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

i18next.on('languageChanged', (language) => {
  // Also runs in the build's prerender (Node), where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export { i18next };
