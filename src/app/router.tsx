import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout, RootLayoutFallback } from './layout/root-layout';
import {
  routeTable,
  type AppRoute,
  type RouteArea,
  type RouteHandle,
  type RouteId,
  type RouteIdOf,
} from './route-table';

type ChunkedArea = Exclude<RouteArea, 'content'>;
type AreaPages = { [A in ChunkedArea]: () => Promise<Record<RouteIdOf<A>, ComponentType>> };

/** One dynamic import per area: Vite turns each into its own chunk, so a visitor downloads only the areas they open. */
const areaPages: AreaPages = {
  home: () => import('../features/home/home-pages').then((m) => m.homePages),
  auth: () => import('../features/auth/auth-pages').then((m) => m.authPages),
  payment: () => import('../features/payment/payment-pages').then((m) => m.paymentPages),
  onboarding: () => import('../features/quote/onboarding-pages').then((m) => m.onboardingPages),
  register: () => import('../features/register/register-pages').then((m) => m.registerPages),
  profile: () => import('../features/profile/profile-pages').then((m) => m.profilePages),
  'new-policy': () => import('../features/quote/new-policy-pages').then((m) => m.newPolicyPages),
  claims: () => import('../features/claims/claims-pages').then((m) => m.claimsPages),
  policy: () => import('../features/policy/policy-pages').then((m) => m.policyPages),
  admin: () => import('../features/admin/admin-pages').then((m) => m.adminPages),
};

/** The content pages are many and independent, so each is its own chunk rather than one for the area. */
const contentPages = () => import('../features/content/content-pages').then((m) => m.contentPageLoaders);

async function loadPage(route: AppRoute): Promise<ComponentType> {
  if (route.area === 'content') return (await contentPages())[route.id]();
  const pages = (await areaPages[route.area]()) as Record<RouteId, ComponentType>;
  return pages[route.id];
}

/** Areas whose pages share a layout (and state) around them, loaded with the area. */
const areaLayouts: Partial<Record<RouteArea, () => Promise<ComponentType>>> = {
  onboarding: () => import('../features/quote/onboarding-layout').then((m) => m.OnboardingLayout),
  register: () => import('../features/register/register-layout').then((m) => m.RegisterLayout),
  profile: () => import('../features/profile/profile-layout').then((m) => m.ProfileLayout),
  'new-policy': () => import('../features/quote/new-policy-layout').then((m) => m.NewPolicyLayout),
};

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <RootLayoutFallback />,
    children: [
      ...[...new Set(routeTable.map((route) => route.area))].flatMap((area): RouteObject[] => {
        const pages = routeTable
          .filter((route) => route.area === area)
          .map((route): RouteObject => ({
            path: 'ownRoutes' in route ? `${route.path}/*` : route.path,
            handle: { routeId: route.id, area } satisfies RouteHandle,
            lazy: async () => ({ Component: await loadPage(route) }),
          }));
        const layout = areaLayouts[area];
        return layout
          ? [{ id: `${area}-layout`, lazy: async () => ({ Component: await layout() }), children: pages }]
          : pages;
      }),
      {
        path: '*',
        // Rare, so its own small chunk rather than part of every page's entry.
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        handle: { routeId: 'not-found' } satisfies RouteHandle,
      },
    ],
  },
];

/** `basename` is the language prefix (languages.ts); `hydrationData` comes with a pre-rendered page. */
export const createAppRouter = (
  options?: Pick<NonNullable<Parameters<typeof createBrowserRouter>[1]>, 'basename' | 'hydrationData'>,
) => createBrowserRouter(appRoutes, options);
