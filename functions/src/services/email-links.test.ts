import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountEmailKinds } from '../contracts/send-account-email.js';
import { composeAccountEmail } from '../documents/account-email.js';
import type { EPolicy } from '../documents/e-policy.js';
import { composePolicyEmail } from '../documents/policy-email.js';
import { accountActionLink, policyEmailLinks, policyManageLink } from './email-links.js';

const origin = 'https://ao-online.hr';

// The SPA's own route table: a link that matches none of its routes opens the "page not found" page. Imported by
// address, because it lies outside the functions' TypeScript project.
const spaRouteTable = new URL('../../../src/app/route-table.ts', import.meta.url).pathname;
const { routeTable } = (await import(/* @vite-ignore */ spaRouteTable)) as { routeTable: readonly { path: string }[] };

const englishPolicy: EPolicy = {
  locale: 'en',
  policyNumber: '10-2026-0001234',
  policyControlNumber: 'KB-7F3A-9921',
  startsAt: '2026-11-23T23:35:00Z',
  endsAt: '2027-11-23T23:35:00Z',
  issuedAt: '2026-11-23T13:35:12Z',
  policyholder: {
    firstName: 'Jane',
    lastName: 'Smith',
    personalIdentificationNumber: '69435151530',
    dateOfBirth: '1985-03-07',
    address: 'Ilica',
    houseNumber: '1',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    email: 'jane.smith@example.com',
    phone: '+385 91 234 5678',
  },
  policyholderIsRegisteredOwner: true,
  vehicle: {
    licensePlate: 'ZG1234AB',
    vin: null,
    manufacturer: 'Škoda',
    model: 'Octavia',
    variant: null,
    yearOfManufacture: 2020,
    enginePowerInKw: 110,
    categoryDesc: 'M1',
  },
  covers: [{ coverCode: 'MTPL', premium: 289.5, premiumTax: 37.76 }],
  discount: null,
  referralDiscount: 0,
  total: 289.5,
  payment: { method: 'card', orderNumber: 'AO-1', approvalCode: '1', maskedPan: null, paidAt: '2026-11-23T13:34:58Z' },
  minimumSumsInsured: { personalInjury: 6_450_000, propertyDamage: 1_300_000 },
  territorialScope: 'green-card-system',
};

/** Every address in the message: the HTML's hrefs and every URL written out in the text or the HTML. */
function linksOf(message: { text: string; html: string }): string[] {
  const hrefs = [...message.html.matchAll(/href="([^"]+)"/g)].map(([, href = '']) => href.replaceAll('&amp;', '&'));
  const written = [...`${message.text}\n${message.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) =>
    match[0].replaceAll('&amp;', '&'),
  );
  return [...new Set([...hrefs, ...written])];
}

const englishEmails = [
  {
    name: 'the policy e-mail',
    message: composePolicyEmail(englishPolicy, {
      ...policyEmailLinks(origin, 'en', 'a@b.hr'),
      manageUrl: policyManageLink(origin, 'en', 'AO-1', 'link-token'),
    }),
  },
  ...accountEmailKinds.map((kind) => ({
    name: `the ${kind} e-mail`,
    message: composeAccountEmail(
      kind,
      'en',
      accountActionLink(origin, 'en', kind === 'password-reset' ? 'resetPassword' : 'verifyEmail', 'code-1'),
    ),
  })),
];

describe('links in English e-mails', () => {
  it.each(englishEmails)('$name opens English pages of the site that exist', ({ message }) => {
    const links = linksOf(message);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link);
      expect(url.origin, link).toBe(origin);
      expect(url.pathname === '/en' || url.pathname.startsWith('/en/'), link).toBe(true);
      const path = url.pathname.slice('/en'.length) || '/';
      expect(
        // An area that routes its own pages is every path below its entry, as the router mounts it.
        routeTable.some((route) => matchPath('ownRoutes' in route ? `${route.path}/*` : route.path, path) !== null),
        `${link} is a route of the site`,
      ).toBe(true);
    }
  });

  it('keeps Croatian links without a prefix', () => {
    expect(policyEmailLinks(origin, 'hr', 'a@b.hr')).toEqual({
      siteUrl: `${origin}/`,
      registerUrl: `${origin}/onboarding/register-user?email=a%40b.hr`,
      contactUrl: `${origin}/contact-us`,
    });
    expect(accountActionLink(origin, 'hr', 'verifyEmail', 'c/1')).toBe(
      `${origin}/reset-password?mode=verifyEmail&oobCode=c%2F1`,
    );
  });
});
