import { lazy, type ComponentType } from 'react';
import type { ResourceKey } from 'i18next';
import { addLocaleLoaders } from '../../app/i18n';
import type { RouteIdOf } from '../../app/route-table';
import { ClaimsReportPage } from './pages/claims-report-page';

// The statement's texts, its drawings' and its photos' come with the area, not with every page's entry.
addLocaleLoaders(
  import.meta.glob<{ default: ResourceKey }>(['../../../locales/*/claims.json', '../../../locales/*/claims-*.json']),
);

// The safety question is what a driver opens at the roadside; every step with a form, the QR code, the drawings and
// the photos loads when the driver gets there.
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const claimsPages: Record<RouteIdOf<'claims'>, ComponentType> = {
  'claims-report': ClaimsReportPage,
  'claims-report-how': page(() => import('./pages/claims-report-how-page'), 'ClaimsReportHowPage'),
  'claims-report-share': page(() => import('./pages/claims-report-share-page'), 'ClaimsReportSharePage'),
  'claims-report-when-where': page(() => import('./pages/claims-report-when-where-page'), 'ClaimsReportWhenWherePage'),
  'claims-report-vehicle': page(() => import('./pages/claims-report-vehicle-page'), 'ClaimsReportVehiclePage'),
  'claims-report-circumstances': page(
    () => import('./pages/claims-report-circumstances-page'),
    'ClaimsReportCircumstancesPage',
  ),
  'claims-report-sketch': page(() => import('./pages/claims-report-sketch-page'), 'ClaimsReportSketchPage'),
  'claims-report-photos': page(() => import('./pages/claims-report-photos-page'), 'ClaimsReportPhotosPage'),
  'claims-report-review': page(() => import('./pages/claims-report-review-page'), 'ClaimsReportReviewPage'),
  'claims-report-sent': page(() => import('./pages/claims-report-sent-page'), 'ClaimsReportSentPage'),
  'claims-join': page(() => import('./pages/claims-join-page'), 'ClaimsJoinPage'),
  'claims-join-code': page(() => import('./pages/claims-join-page'), 'ClaimsJoinCodePage'),
};
