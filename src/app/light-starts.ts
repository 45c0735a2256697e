import type { RouteId } from './route-table';

/**
 * How a page starts from its pre-rendered HTML (docs/decisions/0022-light-start.md). `page`: it hydrates without the
 * router and i18next, and its links load pages. `layout`: only the bar, the menus and the cookie question hydrate,
 * and the page stays HTML (its form works as a plain form), unless the visitor brings something only the app reads (a
 * query, a session, a quote in progress). A page not listed starts the whole app: its form needs the app's code at
 * once (sign-in, registration, the contact form). Read by the build and the light start, so the app's own entry does
 * not carry it.
 */
export const lightStarts: Partial<Record<RouteId, 'page' | 'layout'>> = {
  home: 'page',
  faq: 'page',
  telematics: 'page',
  'car-insurance': 'page',
  'other-products': 'page',
  'about-us': 'page',
  claims: 'page',
  blog: 'page',
  'blog-article': 'page',
  'recommend-and-earn': 'page',
  'accident-insurance': 'page',
  'travel-insurance': 'page',
  documents: 'page',
  careers: 'page',
  news: 'page',
  'privacy-policy': 'page',
  'terms-of-service': 'page',
  'cookie-policy': 'page',
  'make-contract': 'page',
  onboarding: 'layout',
};
