import type { ResourceKey } from 'i18next';
import { createElement, lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { addLocaleLoaders } from '../../../app/i18n';
import { paths } from '../../../app/route-table';

// The claim's texts come with the pages that show them (this one, the account's list, the statement's sent page), not
// with the area's first page at the roadside. Each registers them itself: a module shared for one line would be one
// more file the area's first load names.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/*/claims-follow.json'));

// The page, its forms and the photo reducer load after this small router, so the area's chunk names one file for it.
const ClaimsFollowPage = lazy(() => import('./claims-follow-page').then((m) => ({ default: m.ClaimsFollowPage })));

/**
 * The claim's page, routed below its entry in the route table (`/claims/follow`) as the statement's steps are below
 * theirs. It needs none of the statement's layout (the phone's statement, its outbox), and the statement's first page
 * at the roadside carries none of it. An address without a claim goes to the account's list of claims.
 */
const followRoutes: RouteObject[] = [
  { path: ':claimId', element: createElement(ClaimsFollowPage) },
  { path: '*', element: createElement(Navigate, { to: paths['profile-claims'], replace: true }) },
];

export function ClaimsFollowArea() {
  return useRoutes(followRoutes);
}
