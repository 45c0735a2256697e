import type { ResourceKey } from 'i18next';
import { createElement, lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { addLocaleLoaders } from '../../app/i18n';
import { paths } from '../../app/route-table';

addLocaleLoaders(
  import.meta.glob<{ default: ResourceKey }>([
    '../../../locales/*/policy.json',
    '../../../locales/*/policy-details.json',
  ]),
);

const PolicyPage = lazy(() => import('./policy-page').then((m) => ({ default: m.PolicyPage })));

/**
 * `/policy/:orderNumber`, the policy after the sale: the account's "Upravljaj policom" and the policy e-mail's link.
 * An address without an order number goes to the account's list of policies.
 */
const policyRoutes: RouteObject[] = [
  { path: ':orderNumber', element: createElement(PolicyPage) },
  { path: '*', element: createElement(Navigate, { to: paths['profile-policies'], replace: true }) },
];

export function PolicyArea() {
  return useRoutes(policyRoutes);
}
