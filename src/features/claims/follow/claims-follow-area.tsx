import { createElement, lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../../../app/route-table';
import './follow-texts';

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
