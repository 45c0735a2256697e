import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { routeTable, type RouteHandle } from '../route-table';
import type { applyPageMeta as apply, PageMeta } from './apply-page-meta';

/**
 * The head is written by a chunk of its own, loaded once the page has rendered: nothing on screen waits for it (a
 * pre-rendered page's HTML holds its head already), and it would otherwise ride in every page's entry.
 */
const applyPageMeta = (...args: Parameters<typeof apply>) =>
  void import('./apply-page-meta').then((module) => module.applyPageMeta(...args));

/** For a page whose title comes from its own content (a blog article): call with its title and description. */
export function usePageMeta(meta: PageMeta | undefined) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title && description) applyPageMeta({ title, description }, pathname, t('brand.name'), i18n.language);
  }, [title, description, pathname, t, i18n.language]);
}

const pagesWithOwnMeta = new Set<string>(
  routeTable.filter((route) => 'ownMeta' in route && route.ownMeta).map((route) => route.id),
);

/** Keeps the head in step with the current route and language, from `routes.<id>.title` and `meta:<id>.description`. */
export function useDocumentMeta() {
  const { t, i18n } = useTranslation(['common', 'meta'], { useSuspense: false });
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const routeId = handle?.routeId;
  useEffect(() => {
    if (!routeId || pagesWithOwnMeta.has(routeId)) return;
    const title = routeId === 'not-found' ? t('notFound.title') : t(`routes.${routeId}.title`);
    const description = t([`meta:${routeId}.description`, 'meta:default.description']);
    applyPageMeta({ title, description }, pathname, t('brand.name'), i18n.language);
  }, [routeId, pathname, t, i18n.language]);
}
