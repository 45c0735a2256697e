import { describe, expect, it } from 'vitest';
import type { EPolicy } from './e-policy.js';
import { composePolicyEmail } from './policy-email.js';

const policy: EPolicy = {
  locale: 'hr',
  policyNumber: '10-2026-0001234',
  policyControlNumber: 'KB-7F3A-9921',
  startsAt: '2026-11-23T23:35:00Z',
  endsAt: '2027-11-23T23:35:00Z',
  issuedAt: '2026-11-23T13:35:12Z',
  policyholder: {
    firstName: 'Ivana',
    lastName: 'Horvat',
    personalIdentificationNumber: '69435151530',
    dateOfBirth: '1985-03-07',
    address: 'Ilica',
    houseNumber: '1',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    email: 'ivana.horvat@primjer.hr',
    phone: '+385 91 234 5678',
  },
  policyholderIsRegisteredOwner: true,
  vehicle: {
    licensePlate: 'ZG1234AB',
    vin: 'WVWZZZ1KZ6W000001',
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
  payment: {
    method: 'card',
    orderNumber: 'AO-2026-000987',
    approvalCode: '123456',
    maskedPan: null,
    paidAt: '2026-11-23T13:34:58Z',
  },
  minimumSumsInsured: { personalInjury: 6_450_000, propertyDamage: 1_300_000 },
  territorialScope: 'green-card-system',
};

const links = {
  manageUrl: 'https://ao-online.hr/policy/AO-1?t=link-token',
  registerUrl: 'https://ao-online.hr/register',
  contactUrl: 'https://ao-online.hr/contact-us',
  siteUrl: 'https://ao-online.hr',
};

const unescape = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const bodyOf = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('</body>'));

/** The text a reader sees in the HTML body, one piece per run of text between tags. */
const visiblePieces = (html: string) =>
  bodyOf(html)
    .split(/<[^>]+>/)
    .map((piece) => unescape(piece).trim())
    .filter(Boolean);

describe('composePolicyEmail', () => {
  it('has a Croatian subject with the policy number and the plate', () => {
    expect(composePolicyEmail(policy, links).subject).toBe(
      'Vaša polica autoodgovornosti br. 10-2026-0001234 za ZG1234AB',
    );
  });

  it('names the vehicle by its VIN when it has no plate yet, and writes English for an English policy', () => {
    const unregistered = { ...policy, locale: 'en' as const, vehicle: { ...policy.vehicle, licensePlate: null } };
    expect(composePolicyEmail(unregistered, links).subject).toBe(
      'Your motor third-party liability policy No. 10-2026-0001234 for vehicle WVWZZZ1KZ6W000001',
    );
  });

  it('tells the driver what they bought and what to do next, in both versions', () => {
    const { text, html } = composePolicyEmail(policy, links);

    for (const fact of [
      '10-2026-0001234',
      'Ivana Horvat',
      'ZG1234AB, Škoda Octavia',
      'od 24/11/2026 00:35 do 24/11/2027 00:35',
      '289,50\u00a0€',
      'Groupama osiguranje d.d.',
      'PDF',
      'zelena karta vam ne treba',
      'Europsko izvješće o prometnoj nezgodi',
      '14 dana',
      'ivana.horvat@primjer.hr',
      'https://ao-online.hr/register',
      'https://ao-online.hr/contact-us',
      'https://ao-online.hr/policy/AO-1?t=link-token',
      'Otvorite stranicu police',
    ]) {
      expect(text).toContain(fact);
      expect(unescape(html)).toContain(fact);
    }
    expect(html).toContain('<html lang="hr">');
    expect(html).toContain('<a href="https://ao-online.hr/register"');
  });

  it('with the green card attached, says to print it and where it is needed, from the country list', () => {
    const hr = composePolicyEmail(policy, links, true);
    const en = composePolicyEmail({ ...policy, locale: 'en' }, links, true);

    for (const fact of ['zelena karta', 'na papiru', 'Albanija, Azerbajdžan', 'Moldavija', 'Turska', 'Ukrajina']) {
      expect(hr.text).toContain(fact);
      expect(unescape(hr.html)).toContain(fact);
    }
    expect(hr.text).not.toContain('Crna Gora, ');
    expect(en.text).toContain('must be shown on paper');
    expect(en.text).toContain('Moldova');
    expect(composePolicyEmail(policy, links).text).not.toContain('na papiru');
  });

  it('writes an English policy in English, its amounts the English way', () => {
    const { text, html } = composePolicyEmail({ ...policy, locale: 'en' }, links);

    for (const fact of [
      'Paid: €289.50',
      'Insurer: Groupama osiguranje d.d.',
      'from 24/11/2026 00:35 to 24/11/2027 00:35',
    ]) {
      expect(text).toContain(fact);
    }
    expect(unescape(html)).toContain('€289.50');
    expect(`${text}${html}`).not.toContain('289,50');
    expect(html).toContain('<html lang="en">');
  });

  it('says the same in the text as in the HTML', () => {
    const { text, html } = composePolicyEmail(policy, links);
    const pieces = visiblePieces(html);
    const visible = pieces.join(' ');

    for (const piece of pieces) expect(text).toContain(piece);
    for (const line of text.split('\n').filter(Boolean)) {
      const link = /^(.+): (https:\/\/\S+)$/.exec(line);
      if (link) {
        expect(visible).toContain(link[1]);
        expect(html).toContain(`href="${link[2]}"`);
      } else {
        const item = line.replace(/^- /, '');
        expect(
          [item, item.replace(': ', ' ')].some((candidate) => visible.includes(candidate)),
          line,
        ).toBe(true);
      }
    }
  });

  it('escapes every value it puts into the HTML', () => {
    const hostile: EPolicy = {
      ...policy,
      policyholder: { ...policy.policyholder, firstName: '<script>alert("x")</script>', lastName: 'O’Brien & Co' },
      policyNumber: '10-2026-<b>1</b>',
    };
    const { text, html } = composePolicyEmail(hostile, { ...links, registerUrl: 'https://ao-online.hr/register?"><x' });

    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"><x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O’Brien &amp; Co');
    expect(html).toContain('href="https://ao-online.hr/register?&quot;&gt;&lt;x"');
    expect(text).toContain('<script>alert("x")</script> O’Brien & Co');
  });
});
