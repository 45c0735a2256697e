import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';

export const policyPages: Record<RouteIdOf<'policy'>, ComponentType> = {
  policy: lazy(() => import('./policy-area').then((m) => ({ default: m.PolicyArea }))),
};
