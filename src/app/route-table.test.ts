import { describe, expect, it } from 'vitest';
import { sitePaths } from '@contracts/site-paths';
import en from '../../locales/en/common.json';
import hr from '../../locales/hr/common.json';
import claimsEn from '../../locales/en/claims.json';
import claimsHr from '../../locales/hr/claims.json';
import followEn from '../../locales/en/claims-follow.json';
import followHr from '../../locales/hr/claims-follow.json';
import policyEn from '../../locales/en/policy.json';
import policyHr from '../../locales/hr/policy.json';
import {
  footerGroups,
  footerLinkPath,
  isPrerenderedPath,
  mobileMenuExtras,
  paths,
  routeTable,
  routesOfArea,
  topBarLinks,
  type AppRoute,
} from './route-table';

/** Every route listed in spec §2, copied from the spec so the table cannot silently drop one. */
const specRoutes = [
  '/',
  '/faq',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/telematics',
  '/car-insurance',
  '/other-products',
  '/about-us',
  '/claims',
  '/blog',
  '/contact-us',
  '/recommend-and-earn',
  '/accident-insurance',
  '/travel-insurance',
  '/documents',
  '/careers',
  '/news',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/make-contract',
  '/payment-success',
  '/payment-error',
  '/onboarding',
  '/onboarding/vin',
  '/onboarding/vehicle-details',
  '/onboarding/vehicle-details/add',
  '/onboarding/calculate-price',
  '/onboarding/insurance-plans',
  '/onboarding/summary',
  '/onboarding/about-you',
  '/onboarding/payment',
  '/onboarding/register-user',
  '/register',
  '/register/license-plate',
  '/register/vin',
  '/register/basic-information',
  '/register/about-you',
  '/register/vehicle-details',
  '/register/vehicle-details/add',
  '/register/register-user',
  '/profile',
  '/profile/policies',
  '/profile/invite-friends',
  '/profile/password',
  '/profile/sign-out',
  '/profile/credentials',
  '/profile/policies/new-policy',
  '/profile/policies/new-policy/vin',
  '/profile/policies/new-policy/vehicle',
  '/profile/policies/new-policy/vehicle/add-details',
  '/profile/policies/new-policy/calculate-price',
  '/profile/policies/new-policy/choose-plan',
  '/profile/policies/new-policy/summary',
  '/profile/policies/new-policy/payment',
];

/**
 * Routes the spec implies but does not list: each blog article's own page, the support console (whose sections
 * it routes itself, src/features/admin/admin-sections.ts), and issue 27's accident statement.
 */
const addedRoutes = [
  '/blog/:slug',
  '/admin',
  // Issue 27: the accident statement, whose steps it routes itself (src/features/claims/claims-routes.ts), and
  // driver B's way in.
  '/claims/report',
  '/claims/join',
  // Issue 28: the claim's page (its claim id routed by the area below this entry) and the account's claims.
  '/claims/follow',
  // Issue 43: a policy after the sale, for its account and for a guest from the policy e-mail (sitePaths.policy).
  sitePaths.policy,
  '/profile/claims',
];

describe('route table', () => {
  it('holds exactly the routes of spec §2 and the documented additions, each once', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual([...specRoutes, ...addedRoutes].sort());
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
  });

  it('gives every route a title and a heading in Croatian and English', () => {
    for (const { id } of routeTable.filter(
      (route): route is Exclude<AppRoute, { area: 'claims' | 'policy' }> =>
        route.area !== 'claims' && route.area !== 'policy',
    )) {
      for (const locale of [hr, en]) {
        expect(locale.routes[id].title, id).toMatch(/\S/);
        expect(locale.routes[id].heading, id).toMatch(/\S/);
      }
    }
  });

  // Their texts come with the area, not in the entry every page loads (`common`): the statement's in `claims`, the
  // claim's page's in `claims-follow`, the policy's page's in `policy`.
  it("titles the accident statement's and the claim's pages in their area's texts", () => {
    for (const locale of [claimsHr, claimsEn]) {
      expect(locale.routes['claims-report'].title).toMatch(/\S/);
      expect(locale.routes['claims-join'].title).toMatch(/\S/);
    }
    for (const locale of [followHr, followEn]) {
      expect(locale.title).toMatch(/\S/);
      expect(locale.heading).toMatch(/\S/);
    }
    for (const route of routesOfArea('claims')) expect('ownMeta' in route && route.ownMeta, route.id).toBe(true);
  });

  it("titles the policy's page in its own texts", () => {
    for (const locale of [policyHr, policyEn]) {
      expect(locale.title).toMatch(/\S/);
      expect(locale.heading).toMatch(/\S/);
    }
    for (const route of routesOfArea('policy')) expect('ownMeta' in route && route.ownMeta, route.id).toBe(true);
  });

  it('puts the spec top bar links in order and the mobile extras after them', () => {
    expect(topBarLinks.map((id) => paths[id])).toEqual([
      '/car-insurance',
      '/recommend-and-earn',
      '/about-us',
      '/blog',
      '/claims',
    ]);
    expect(mobileMenuExtras.map((id) => paths[id])).toEqual(['/faq', '/contact-us']);
  });

  it('sends the footer support link to the contact form and every other footer link to its own route', () => {
    expect(footerLinkPath('support')).toBe('/contact-us');
    expect(footerGroups.insurance.map(footerLinkPath)).toEqual([
      '/car-insurance',
      '/make-contract',
      '/documents',
      '/claims',
    ]);
    expect(footerGroups.legal.map(footerLinkPath)).toEqual([
      '/contact-us',
      '/cookie-policy',
      '/privacy-policy',
      '/terms-of-service',
    ]);
  });

  it('has a page for every path the functions send people to (redirects after paying, e-mail links)', () => {
    const routePaths: string[] = routeTable.map((route) => route.path);
    for (const path of Object.values(sitePaths)) expect(routePaths).toContain(path);
  });

  it('groups routes into areas for lazy loading', () => {
    expect(routesOfArea('home').map((route) => route.path)).toEqual(['/']);
    expect(routesOfArea('new-policy').every((route) => route.path.startsWith('/profile/policies/new-policy'))).toBe(
      true,
    );
    expect(routesOfArea('onboarding').every((route) => route.path.startsWith('/onboarding'))).toBe(true);
    expect(routesOfArea('admin').every((route) => route.path.startsWith('/admin'))).toBe(true);
  });

  it('keeps the support console out of search engines and out of the pre-rendered pages', () => {
    for (const route of routesOfArea('admin')) {
      expect('indexable' in route, route.id).toBe(false);
      expect(isPrerenderedPath(route.path), route.id).toBe(false);
      expect(isPrerenderedPath(`${route.path}/orders`), route.id).toBe(false);
    }
  });
});
