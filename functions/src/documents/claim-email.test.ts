import { describe, expect, it } from 'vitest';
import type { ClaimView } from '../contracts/claim.js';
import { claimStatesThatEmail } from '../contracts/claim.js';
import { claimFollowLink } from '../services/email-links.js';
import { composeClaimEmail, type EmailingClaimState } from './claim-email.js';

/** The payout as the claimant sees it; the other driver's view has no account (claim-view.ts). */
const paidClaimant = {
  amount: 1234.5,
  paidOn: '2026-11-29',
  ibanMasked: 'HR** **** **** **** *016 0',
  paidAt: null,
  transferReference: null,
};

const claim = (overrides: Partial<ClaimView> = {}): ClaimView => ({
  claimId: 'H3UCfDdVqGpt2SlQQzj5',
  claimNumber: 'ŠT-2026-000042',
  state: 'offer',
  language: 'hr',
  accident: { date: '27/11/2026', time: '14:35', place: 'Ilica 10, 10000, Zagreb' },
  plates: [
    { role: 'A', plate: 'ZG1234AB' },
    { role: 'B', plate: 'ST987CD' },
  ],
  claimantRole: 'B',
  you: 'B',
  timeline: [{ state: 'received', at: '2026-11-27T13:40:00Z' }],
  missingDocuments: ['damage-photos', 'repair-estimate'],
  documents: [],
  appointment: {
    at: '2026-11-28T09:00:00Z',
    place: 'Savska <cesta> 41, Zagreb',
    photoAssessment: false,
    confirmedAt: null,
  },
  offer: {
    revision: 1,
    amount: 1234.5,
    items: [
      { code: 'vehicle-repair', amount: 1000 },
      { code: 'towing', amount: 234.5 },
    ],
    reckoning: 'Procjena.',
    madeAt: '2026-11-27T13:45:00Z',
  },
  dispute: null,
  payment: paidClaimant,
  decline: { reason: 'no-third-party-damage' },
  nextAction: null,
  updatedAt: '2026-11-27T13:45:00Z',
  ...overrides,
});

const link = (language: 'hr' | 'en') => claimFollowLink('https://ao-online.hr', language, 'H3UCfDdVqGpt2SlQQzj5');

describe('the claim e-mail', () => {
  it.each(claimStatesThatEmail as EmailingClaimState[])(
    '%s: its own subject with the claim number, the link in the text and the HTML, in either language',
    (state) => {
      const hr = composeClaimEmail(claim(), state, link('hr'));
      const en = composeClaimEmail(claim({ language: 'en' }), state, link('en'));
      for (const email of [hr, en]) expect(email.subject).toContain('ŠT-2026-000042');
      expect(hr.subject).not.toBe(en.subject);
      expect(hr.text).toContain('https://ao-online.hr/claims/follow/H3UCfDdVqGpt2SlQQzj5');
      expect(hr.html).toContain('href="https://ao-online.hr/claims/follow/H3UCfDdVqGpt2SlQQzj5"');
      expect(en.text).toContain('https://ao-online.hr/en/claims/follow/H3UCfDdVqGpt2SlQQzj5');
      expect(hr.html).toContain('<html lang="hr">');
      expect(en.html).toContain('<html lang="en">');
      expect(hr.text).toContain('27/11/2026');
    },
  );

  it('the e-mails of different states differ (one per change that needs the driver)', () => {
    const subjects = claimStatesThatEmail.map(
      (state) => composeClaimEmail(claim(), state as EmailingClaimState, link('hr')).subject,
    );
    expect(new Set(subjects).size).toBe(claimStatesThatEmail.length);
  });

  it('lists the missing documents by name', () => {
    const email = composeClaimEmail(claim(), 'documents-missing', link('hr'));
    expect(email.text).toContain('- fotografije oštećenja\n- predračun popravka');
    expect(email.html).toContain('<li style="margin:0 0 8px;">predračun popravka</li>');
  });

  it('shows money as the reader writes it, the appointment on Zagreb’s clock, and the IBAN masked', () => {
    expect(composeClaimEmail(claim(), 'offer', link('hr')).text).toMatch(/Ponuđeni iznos: 1\.234,50\s€/);
    expect(composeClaimEmail(claim({ language: 'en' }), 'offer', link('en')).text).toContain(
      'Amount offered: €1,234.50',
    );
    expect(composeClaimEmail(claim(), 'assessor-appointed', link('hr')).text).toContain('Termin: 28/11/2026 10:00');
    const paid = composeClaimEmail(claim(), 'paid', link('hr')).text;
    expect(paid).toContain('Datum isplate: 29/11/2026');
    expect(paid).toContain('Račun: HR** **** **** **** *016 0');
  });

  it('tells the driver whose policy pays what the other’s claim means for them, never where the money went', () => {
    // The view the other driver is given carries neither the account nor the reference (claim-view.ts).
    const atFault = (state: EmailingClaimState, language: 'hr' | 'en' = 'hr') =>
      composeClaimEmail(
        claim({ you: 'A', language, payment: { ...paidClaimant, ibanMasked: null } }),
        state,
        link(language),
      );
    const offer = atFault('offer');
    expect(offer.subject).toBe('Šteta ŠT-2026-000042: ponuda naknade drugom vozaču');
    expect(offer.text).toContain(
      'oštećeni vozač (vozač B) zatražio je naknadu štete iz prometne nezgode od 27/11/2026 iz police autoodgovornosti vozila ZG1234AB. Osiguratelj mu je ponudio naknadu.',
    );
    expect(offer.text).toContain('bonus-malus police vozila ZG1234AB');
    expect(offer.text).not.toContain('nudi naknadu');
    const paid = atFault('paid');
    expect(paid.subject).toBe('Šteta ŠT-2026-000042: drugom vozaču isplaćena je naknada');
    expect(paid.text).toMatch(/Isplaćeni iznos: 1\.234,50\s€/);
    expect(paid.text).toContain('Isplaćena šteta utječe na bonus-malus police vozila ZG1234AB');
    const paidEn = atFault('paid', 'en');
    expect(paidEn.text).toContain('the injured driver (driver B) has claimed');
    expect(paidEn.text).toContain('bonus-malus of the policy of ZG1234AB');
    for (const email of [paid, paidEn]) {
      expect(email.text + email.html).not.toContain('*016 0');
      expect(email.text + email.html).not.toMatch(/HR\*\*|Račun|Account/);
    }
    // The claimant is offered and paid the money, with the account it went to.
    const claimant = composeClaimEmail(claim(), 'paid', link('hr'));
    expect(claimant.subject).toBe('Šteta ŠT-2026-000042: naknada je isplaćena');
    expect(claimant.text).not.toContain('bonus-malus');
    expect(claimant.html).toContain('HR** **** **** **** *016 0');
  });

  it('tells the claimant when the instant transfer left, on Zagreb’s clock, and its reference, in either language', () => {
    // 13:32 UTC is 14:32 in Zagreb in winter; 23:05 UTC on 31 May is 01:05 on 1 June in summer.
    const instant = (paidAt: string, overrides: Partial<ClaimView> = {}) =>
      claim({
        payment: {
          amount: 1234.5,
          paidOn: paidAt.slice(0, 10),
          ibanMasked: 'HR** **** **** **** *016 0',
          paidAt,
          transferReference: 'HR00 2026-000042',
        },
        ...overrides,
      });
    const hr = composeClaimEmail(instant('2026-12-07T13:32:10Z'), 'paid', link('hr'));
    expect(hr.text).toContain(
      'Novac je poslan instant plaćanjem 07/12/2026 u 14:32 i na račun obično stigne za nekoliko sekundi. ' +
        'U izvodu banke prepoznat ćete ga po referenci HR00 2026-000042.',
    );
    expect(hr.text).toContain('Novac je poslan: 07/12/2026 14:32\nReferenca plaćanja: HR00 2026-000042');
    expect(hr.text).not.toContain('Datum isplate');
    expect(hr.html).toContain('HR00 2026-000042');
    const en = composeClaimEmail(instant('2027-05-31T23:05:00Z', { language: 'en' }), 'paid', link('en'));
    expect(en.text).toContain('sent by instant transfer on 01/06/2027 at 01:05 (Croatian time)');
    expect(en.text).toContain('Money sent: 01/06/2027 01:05\nPayment reference: HR00 2026-000042');
    // The driver whose policy pays is told when, never where to: their view has no account and no reference.
    const atFault = composeClaimEmail(
      instant('2026-12-07T13:32:10Z', {
        you: 'A',
        payment: {
          amount: 1234.5,
          paidOn: '2026-12-07',
          ibanMasked: null,
          paidAt: '2026-12-07T13:32:10Z',
          transferReference: null,
        },
      }),
      'paid',
      link('hr'),
    );
    expect(atFault.text).toContain('Novac je poslan: 07/12/2026 14:32');
    for (const part of [atFault.text, atFault.html]) {
      expect(part).not.toContain('HR00 2026-000042');
      expect(part).not.toContain('*016 0');
    }
  });

  it('tells the driver whose policy was not in force nothing of a bonus-malus', () => {
    const declined = (reason: 'policy-not-in-force' | 'damage-not-from-accident') =>
      composeClaimEmail(claim({ you: 'A', decline: { reason } }), 'declined', link('hr')).text;
    expect(declined('damage-not-from-accident')).toContain('ne utječe na njezin bonus-malus razred');
    expect(declined('policy-not-in-force')).not.toContain('bonus-malus');
  });

  it('asks to confirm an on-site appointment, and nothing of a photo assessment', () => {
    expect(composeClaimEmail(claim(), 'assessor-appointed', link('hr')).text).toContain('Potvrdite termin');
    const photos = composeClaimEmail(
      claim({ appointment: { at: '2026-11-27T13:45:00Z', place: null, photoAssessment: true, confirmedAt: null } }),
      'assessor-appointed',
      link('hr'),
    ).text;
    expect(photos).not.toContain('Potvrdite');
    expect(photos).toContain('Procjena na temelju fotografija');
  });

  it('says why a claim was declined in the reader’s language', () => {
    expect(composeClaimEmail(claim({ language: 'en' }), 'declined', link('en')).text).toContain(
      'No other person’s vehicle',
    );
  });

  it('escapes what the insurer sent before it reaches the HTML', () => {
    const email = composeClaimEmail(claim(), 'assessor-appointed', link('hr'));
    expect(email.html).toContain('Savska &lt;cesta&gt; 41');
    expect(email.html).not.toContain('<cesta>');
  });
});
