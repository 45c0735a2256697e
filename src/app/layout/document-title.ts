import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Keeps `document.title` in step with the current route and language. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const routeId = handle?.routeId;
  useEffect(() => {
    if (!routeId) return;
    const title = routeId === 'not-found' ? t('notFound.title') : t(`routes.${routeId}.title`);
    document.title = `${title} | ${t('brand.name')}`;
  }, [routeId, t]);
}
