import type { ResourceKey } from 'i18next';
import { languageOfPath } from '../languages';
import { readPrerenderState } from '../prerender-state';
import { createLightTexts } from './light-texts';

/**
 * What a light start puts where the app imports its own `app/i18n.ts`: the page's texts from its HTML (the build
 * writes every namespace the page used, `common` included, into a light page's state), and the loaders of the few it
 * may read later. The exports the public pages' modules use, under the same names.
 */
const prerendered = readPrerenderState();

export const lightTexts = createLightTexts(
  prerendered?.language ?? languageOfPath(window.location.pathname),
  prerendered?.texts ?? {},
);

lightTexts.addLoaders(
  import.meta.glob<{ default: ResourceKey }>(['../../../locales/*/common.json', '../../../locales/*/meta.json']),
);

export const addLocaleLoaders = lightTexts.addLoaders;

export const i18nReady = Promise.resolve();

export const i18next = {
  language: lightTexts.language,
  resolvedLanguage: lightTexts.language,
  loadNamespaces: (namespaces: string | readonly string[]) =>
    Promise.all(
      (typeof namespaces === 'string' ? [namespaces] : namespaces).map((namespace) => lightTexts.load(namespace)),
    ),
};
