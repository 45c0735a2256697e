import { createElement, lazy, type ComponentType } from 'react';
import type { ResourceKey } from 'i18next';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { addLocaleLoaders } from '../../app/i18n';
import type { RouteIdOf } from '../../app/route-table';
import { claimsPaths, claimsRoutes, type ClaimsEntryId, type ClaimsRouteId } from './claims-routes';
import { ClaimsLayout } from './claims-layout';
import { ClaimsReportPage } from './pages/claims-report-page';

// The statement's texts, its drawings' and its photos' come with the area, not with every page's entry; the 17
// circumstances are worded once for the screen and the PDF (functions/src/contracts/locales).
addLocaleLoaders(
  import.meta.glob<{ default: ResourceKey }>([
    '../../../locales/*/claims.json',
    '../../../locales/*/claims-*.json',
    // The claim's texts come with the pages that show them (follow/claims-follow-area.tsx).
    '!../../../locales/*/claims-follow.json',
    '../../../functions/src/contracts/locales/*/claims-circumstances.json',
  ]),
);

// The safety question is what a driver opens at the roadside; every step with a form, the QR code, the drawings and
// the photos loads when the driver gets there.
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const pages: Record<ClaimsRouteId, ComponentType> = {
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

/**
 * The pages below one entry of the route table, as route objects (not <Routes> elements, whose converter would ride
 * in the router library's chunk every page loads). An address below it that is no page goes to the entry itself.
 */
function entryRoutes(entry: ClaimsEntryId): RouteObject[] {
  return [
    ...claimsRoutes
      .filter((route) => route.under === entry)
      .map(({ id, path }): RouteObject => {
        const element = createElement(pages[id]);
        return path ? { path, element } : { index: true, element };
      }),
    { path: '*', element: createElement(Navigate, { to: claimsPaths[entry], replace: true }) },
  ];
}

const reportRoutes = entryRoutes('claims-report');
const joinRoutes = entryRoutes('claims-join');

// Each entry brings the area's layout around its pages itself: a line less in the router every page loads. Going from
// the join page into the report mounts it anew, which reads the access the join has just stored.
const ClaimsReportArea = () => createElement(ClaimsLayout, null, useRoutes(reportRoutes));
const ClaimsJoinArea = () => createElement(ClaimsLayout, null, useRoutes(joinRoutes));

export const claimsPages: Record<RouteIdOf<'claims'>, ComponentType> = {
  'claims-report': ClaimsReportArea,
  'claims-join': ClaimsJoinArea,
  // The claim's page (issue 28) routes its claim id itself and needs none of the statement's layout.
  'claims-follow': page(() => import('./follow/claims-follow-area'), 'ClaimsFollowArea'),
};
