import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/layout/page-header';
import { usePageMeta } from '../../../app/layout/document-meta';
import { claimsRoutes, type ClaimsRouteId } from '../claims-routes';

/** A statement page's heading and document title, from the area's own texts (`claims:routes.<id>`). */
export function ClaimsHeader({ id, lead }: { id: ClaimsRouteId; lead: ReactNode }) {
  const { t } = useTranslation('claims');
  const entry = claimsRoutes.find((route) => route.id === id)?.under ?? 'claims-report';
  usePageMeta({ title: t(`routes.${id}.title`), description: t('meta.description') });
  return <PageHeader routeId={entry} heading={t(`routes.${id}.heading`)} lead={lead} />;
}
