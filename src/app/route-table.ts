import { matchPath } from 'react-router';

/**
 * The one table of the SPA's routes (spec §2). The router, the navigation, the footer, the document
 * titles, the sitemap, the unit tests and the e2e tests all read it; nothing else lists paths but the support
 * console, which routes its sections below its one entry (`ownRoutes`).
 *
 * `area` is the unit of lazy loading: all pages of an area ship in one chunk, loaded on first visit.
 * A route's title and heading are the i18n keys `routes.<id>.title` / `routes.<id>.heading`.
 */
export type RouteArea =
  | 'home'
  | 'content'
  | 'auth'
  | 'payment'
  | 'onboarding'
  | 'register'
  | 'profile'
  | 'new-policy'
  | 'claims'
  | 'policy'
  | 'admin';

interface RouteEntry {
  id: string;
  path: string;
  area: RouteArea;
  /** Listed in sitemap.xml and open to search engines. */
  indexable?: boolean;
  /** The page sets its own title and description (usePageMeta), because they come from its content. */
  ownMeta?: boolean;
  /** Pre-rendered to HTML at build time although not indexable (a first screen drivers open from a link). */
  prerendered?: boolean;
  /** The page routes the paths below its own (`<path>/*`) with its own table: the support console. */
  ownRoutes?: boolean;
}

export const routeTable = [
  { id: 'home', path: '/', area: 'home', indexable: true },
  { id: 'faq', path: '/faq', area: 'content', indexable: true },
  { id: 'login', path: '/login', area: 'auth', prerendered: true },
  { id: 'forgot-password', path: '/forgot-password', area: 'auth' },
  { id: 'reset-password', path: '/reset-password', area: 'auth' },
  { id: 'telematics', path: '/telematics', area: 'content', indexable: true },
  { id: 'car-insurance', path: '/car-insurance', area: 'content', indexable: true },
  { id: 'other-products', path: '/other-products', area: 'content', indexable: true },
  { id: 'about-us', path: '/about-us', area: 'content', indexable: true },
  { id: 'claims', path: '/claims', area: 'content', indexable: true },
  { id: 'blog', path: '/blog', area: 'content', indexable: true },
  // Not in spec §2, which lists only the corner itself: each article has its own URL (sitemap: one per article).
  { id: 'blog-article', path: '/blog/:slug', area: 'content', indexable: true, ownMeta: true },
  { id: 'contact-us', path: '/contact-us', area: 'content', indexable: true },
  { id: 'recommend-and-earn', path: '/recommend-and-earn', area: 'content', indexable: true },
  { id: 'accident-insurance', path: '/accident-insurance', area: 'content', indexable: true },
  { id: 'travel-insurance', path: '/travel-insurance', area: 'content', indexable: true },
  { id: 'documents', path: '/documents', area: 'content', indexable: true },
  { id: 'careers', path: '/careers', area: 'content', indexable: true },
  { id: 'news', path: '/news', area: 'content', indexable: true },
  { id: 'privacy-policy', path: '/privacy-policy', area: 'content', indexable: true },
  { id: 'terms-of-service', path: '/terms-of-service', area: 'content', indexable: true },
  { id: 'cookie-policy', path: '/cookie-policy', area: 'content', indexable: true },
  { id: 'make-contract', path: '/make-contract', area: 'content', indexable: true },
  { id: 'payment-success', path: '/payment-success', area: 'payment' },
  { id: 'payment-error', path: '/payment-error', area: 'payment' },

  { id: 'onboarding', path: '/onboarding', area: 'onboarding', indexable: true },
  { id: 'onboarding-vin', path: '/onboarding/vin', area: 'onboarding' },
  { id: 'onboarding-vehicle-details', path: '/onboarding/vehicle-details', area: 'onboarding' },
  { id: 'onboarding-vehicle-details-add', path: '/onboarding/vehicle-details/add', area: 'onboarding' },
  { id: 'onboarding-calculate-price', path: '/onboarding/calculate-price', area: 'onboarding' },
  { id: 'onboarding-insurance-plans', path: '/onboarding/insurance-plans', area: 'onboarding' },
  { id: 'onboarding-summary', path: '/onboarding/summary', area: 'onboarding' },
  { id: 'onboarding-about-you', path: '/onboarding/about-you', area: 'onboarding' },
  { id: 'onboarding-payment', path: '/onboarding/payment', area: 'onboarding' },
  { id: 'onboarding-register-user', path: '/onboarding/register-user', area: 'onboarding' },

  { id: 'register', path: '/register', area: 'register', indexable: true },
  { id: 'register-license-plate', path: '/register/license-plate', area: 'register' },
  { id: 'register-vin', path: '/register/vin', area: 'register' },
  { id: 'register-basic-information', path: '/register/basic-information', area: 'register' },
  { id: 'register-about-you', path: '/register/about-you', area: 'register' },
  { id: 'register-vehicle-details', path: '/register/vehicle-details', area: 'register' },
  { id: 'register-vehicle-details-add', path: '/register/vehicle-details/add', area: 'register' },
  { id: 'register-register-user', path: '/register/register-user', area: 'register' },

  { id: 'profile', path: '/profile', area: 'profile' },
  { id: 'profile-policies', path: '/profile/policies', area: 'profile' },
  { id: 'profile-invite-friends', path: '/profile/invite-friends', area: 'profile' },
  { id: 'profile-password', path: '/profile/password', area: 'profile' },
  { id: 'profile-sign-out', path: '/profile/sign-out', area: 'profile' },
  { id: 'profile-credentials', path: '/profile/credentials', area: 'profile' },
  { id: 'profile-claims', path: '/profile/claims', area: 'profile' },

  { id: 'new-policy', path: '/profile/policies/new-policy', area: 'new-policy' },
  { id: 'new-policy-vin', path: '/profile/policies/new-policy/vin', area: 'new-policy' },
  { id: 'new-policy-vehicle', path: '/profile/policies/new-policy/vehicle', area: 'new-policy' },
  {
    id: 'new-policy-vehicle-add-details',
    path: '/profile/policies/new-policy/vehicle/add-details',
    area: 'new-policy',
  },
  { id: 'new-policy-calculate-price', path: '/profile/policies/new-policy/calculate-price', area: 'new-policy' },
  { id: 'new-policy-choose-plan', path: '/profile/policies/new-policy/choose-plan', area: 'new-policy' },
  { id: 'new-policy-summary', path: '/profile/policies/new-policy/summary', area: 'new-policy' },
  { id: 'new-policy-payment', path: '/profile/policies/new-policy/payment', area: 'new-policy' },

  // The accident statement (issue 27): a driver at the roadside, signed in or not; B's phone comes in by the join
  // code. Its steps are routed by the area itself below these two entries (features/claims/claims-routes.ts), as the
  // console's sections are: listed here, ten more lines and their titles would ride in the entry every page loads.
  { id: 'claims-report', path: '/claims/report', area: 'claims', ownRoutes: true, ownMeta: true },
  { id: 'claims-join', path: '/claims/join', area: 'claims', ownRoutes: true, ownMeta: true },
  { id: 'claims-follow', path: '/claims/follow', area: 'claims', ownRoutes: true, ownMeta: true },

  // A policy after the sale (issue 43), for its account and for a guest from the policy e-mail's link: it routes its
  // order number itself (features/policy/policy-area.tsx).
  { id: 'policy', path: '/policy', area: 'policy', ownRoutes: true, ownMeta: true },

  // The support console: staff only, never indexed nor pre-rendered. Its sections are routed by the console itself
  // (src/features/admin/admin-sections.ts), so the table every public page loads carries one line for it.
  { id: 'admin', path: '/admin', area: 'admin', ownRoutes: true, ownMeta: true },
] as const satisfies readonly RouteEntry[];

export type AppRoute = (typeof routeTable)[number];

/**
 * The pages the build renders to HTML in every language (scripts/prerender.ts): every indexable page and the first
 * screens a driver opens from a link. Everything else (the steps of a flow, the account, payment results) is rendered
 * in the browser from the SPA shell.
 */
export const prerenderedRoutes = routeTable.filter(
  (route) => ('indexable' in route && route.indexable) || ('prerendered' in route && route.prerendered),
);

/** Whether a path (without its language prefix) is one of the pre-rendered pages. */
export const isPrerenderedPath = (path: string): boolean =>
  prerenderedRoutes.some((route) => matchPath(route.path, path) !== null);
export type RouteId = AppRoute['id'];
export type RouteIdOf<A extends RouteArea> = Extract<AppRoute, { area: A }>['id'];

/** What the router attaches to each route: which page of the table it is, so the layout can title it. */
export interface RouteHandle {
  routeId: RouteId | 'not-found';
  /** None for the not-found page. */
  area?: RouteArea;
}

export const paths = Object.fromEntries(routeTable.map((route) => [route.id, route.path])) as {
  [R in AppRoute as R['id']]: R['path'];
};

export const routesOfArea = <A extends RouteArea>(area: A) =>
  routeTable.filter((route): route is Extract<AppRoute, { area: A }> => route.area === area);

/** Top bar links (spec §2), in order. */
export const topBarLinks = [
  'car-insurance',
  'recommend-and-earn',
  'about-us',
  'blog',
  'claims',
] as const satisfies readonly RouteId[];

/**
 * Extra links of the mobile menu below 768 px (spec §2). Its "profile (policies)" is the account's sections, shown in
 * place of signing in and registering once the visitor is signed in (layout/account-links.tsx).
 */
export const mobileMenuExtras = ['faq', 'contact-us'] as const satisfies readonly RouteId[];

/**
 * Footer groups (spec §2). `support` in the legal group is the support form, i.e. the contact page.
 * The social group holds external links, which live in external-links.ts.
 */
export const footerGroups = {
  insurance: ['car-insurance', 'make-contract', 'documents', 'claims'],
  about: ['faq', 'about-us', 'contact-us', 'blog', 'recommend-and-earn', 'careers'],
  legal: ['support', 'cookie-policy', 'privacy-policy', 'terms-of-service'],
} as const;

/** Footer labels that are not a route's own title, mapped to the route they open. */
export const footerAliases = { support: 'contact-us' } as const satisfies Record<string, RouteId>;

export type FooterLinkId = (typeof footerGroups)[keyof typeof footerGroups][number];

export const footerLinkPath = (id: FooterLinkId): string =>
  id in footerAliases ? paths[footerAliases[id as keyof typeof footerAliases]] : paths[id as RouteId];
