import { use, useEffect, useMemo, useReducer } from 'react';
import { i18next, lightTexts } from './light-i18n';
import type { TranslateOptions } from './light-texts';

/**
 * What a light start puts where the app imports `react-i18next`: useTranslation over the page's texts. A namespace
 * the page did not bring is fetched; as with react-i18next, the component suspends meanwhile, or with
 * `useSuspense: false` renders with the keys and again once the texts are in.
 */
const loading = new Map<string, Promise<void>>();

const loaded = (namespaces: readonly string[]) => {
  const key = namespaces.join(' ');
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(namespaces.map((namespace) => lightTexts.load(namespace))).then(() => undefined);
    loading.set(key, promise);
  }
  return promise;
};

export function useTranslation(ns?: string | readonly string[], options?: { useSuspense?: boolean }) {
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const id = namespaces.join(' ');
  const ready = namespaces.every((namespace) => lightTexts.has(namespace));
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const suspend = !ready && options?.useSuspense !== false;
  if (suspend) use(loaded(namespaces));
  useEffect(() => {
    if (!ready) void loaded(id.split(' ')).then(rendered);
  }, [ready, id]);
  const t = useMemo(() => {
    const searched = id.split(' ');
    const translate = (keys: string | readonly string[], values?: TranslateOptions) =>
      lightTexts.translate(searched, keys, values) as string;
    // Marked with the texts' state: a new function once they are in, so that effects reading it run again.
    return Object.assign(translate, { ready });
  }, [id, ready]);
  return { t, i18n: i18next, ready };
}
