import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import hrCommon from '../../locales/hr/common.json';

export const languages = ['hr', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hr';

/** Namespaced like every other key this app keeps in local storage. */
export const languageStorageKey = 'ao.language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

// Croatian `common` ships in the entry chunk so the first paint needs no request; every other
// language/namespace pair is its own chunk, fetched when a page asks for it.
const localeLoaders = import.meta.glob<{ default: ResourceKey }>([
  '../../locales/*/*.json',
  '!../../locales/hr/common.json',
  // The text of the downloadable documents; the build turns it into PDFs (scripts/vite-plugin-documents.ts).
  '!../../locales/*/documents.json',
]);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoaders[`../../locales/${language}/${namespace}.json`];
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

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: ['common'],
    defaultNS: 'common',
    resources: { hr: { common: hrCommon } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
});

export { i18next };
