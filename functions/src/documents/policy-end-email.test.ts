import { describe, expect, it } from 'vitest';
import type { PolicyEndConfirmation, PolicyEndRefund } from './policy-end-confirmation-pdf.js';
import { composePolicyEndEmail } from './policy-end-email.js';
import { samplePolicyEnd } from './sample-policy-harness.js';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const links = { contactUrl: 'https://ao-online.hr/contact-us' };
const compose = (changes: Partial<PolicyEndConfirmation> = {}) =>
  composePolicyEndEmail({ ...samplePolicyEnd, ...changes }, pdf, links);

// The no-break spaces in "694,30 €" and in a masked IBAN read as spaces.
const words = (text: string) => text.replace(/\s+/g, ' ');

const unescape = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The text a reader sees in the HTML body, one piece per run of text between tags. */
const visiblePieces = (html: string) =>
  html
    .slice(html.indexOf('<body'), html.indexOf('</body>'))
    .split(/<[^>]+>/)
    .map((piece) => unescape(piece).trim())
    .filter(Boolean);

const pending: PolicyEndRefund = { amount: 694.3, method: 'card', ibanMasked: null, state: 'pending' };

describe('composePolicyEndEmail', () => {
  it('tells the Croatian driver the policy ended, from when, the refund, the class, and carries the PDF', () => {
    const email = compose();

    expect(email.subject).toBe('Potvrda o prestanku police autoodgovornosti br. 10-2026-0001234 za ZG1234AB');
    for (const fact of [
      'osiguratelj je prihvatio vaš zahtjev za prestanak police autoodgovornosti br. 10-2026-0001234',
      'Osiguranje prestaje 07/12/2026 00:00',
      'Broj police: 10-2026-0001234',
      'Vozilo: ZG1234AB, Volkswagen Golf',
      'Razlog: Prodaja vozila',
      'Datum prodaje: 05/12/2026',
      'Osiguranje prestaje: 07/12/2026 00:00',
      'Bonus-malus razred: 4',
      'Iznos povrata: 694,30 €',
      'Način povrata: Vraćeno na karticu s koje je plaćeno',
      'Povrat od 694,30 € vraćen je na karticu s koje je polica plaćena.',
      'Vaš bonus-malus razred je 4. Sačuvajte potvrdu iz privitka: novi osiguratelj tražit će taj razred',
      'Vožnja bez nje je prekršaj',
      'Prodano vozilo osigurava novi vlasnik',
      'Obrazac za kontakt: https://ao-online.hr/contact-us',
      'Zastupnik u osiguranju: AO online d.o.o., Radnička cesta 80, 10000 Zagreb, OIB 94577403194',
      'Osiguratelj: Groupama osiguranje d.d., Heinzelova ulica 70a, 10000 Zagreb, OIB 30866963147',
    ]) {
      expect(words(email.text)).toContain(fact);
    }
    const html = words(unescape(email.html));
    for (const fact of ['07/12/2026 00:00', 'Prodaja vozila', '694,30 €', 'Bonus-malus razred', 'PDF']) {
      expect(html).toContain(fact);
    }
    expect(email.html).toContain('<html lang="hr">');
    expect(email.html).toContain('href="https://ao-online.hr/contact-us"');
    expect(email.text).not.toMatch(/Stanje povrata|\{\{|2026-12-06T/);
    expect(email.attachments).toEqual([
      { filename: 'potvrda-o-prestanku-10-2026-0001234.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });

  it('says the same in English, its amounts the English way, with the English file name', () => {
    const email = compose({ locale: 'en' });

    expect(email.subject).toBe('Confirmation that policy No. 10-2026-0001234 for ZG1234AB has ended');
    for (const fact of [
      'the insurer has accepted your request to end motor third-party liability policy No. 10-2026-0001234',
      'The cover ends on 07/12/2026 00:00',
      'Reason: Vehicle sold',
      'Date of sale: 05/12/2026',
      'Bonus-malus class: 4',
      'Amount refunded: €694.30',
      'Refund method: Refunded to the card the policy was paid with',
      'The refund of €694.30 has gone back to the card',
      'Your bonus-malus class is 4.',
      'Driving without it is an offence',
      'Contact form: https://ao-online.hr/contact-us',
    ]) {
      expect(email.text).toContain(fact);
    }
    expect(email.html).toContain('<html lang="en">');
    expect(`${email.text}${email.html}`).not.toMatch(/694,30|Razlog|Povrat/);
    expect(email.attachments[0].filename).toBe('policy-end-confirmation-10-2026-0001234.pdf');
  });

  it('says the money still follows while the refund is pending, and that it has gone once paid', () => {
    const hrPending = words(compose({ refund: pending }).text);
    const enPending = compose({ locale: 'en', refund: pending }).text;
    expect(hrPending).toContain('Stanje povrata: Odobren, isplata slijedi');
    expect(hrPending).toContain('Osiguratelj je odobrio povrat od 694,30 €. Novac slijedi');
    expect(hrPending).not.toContain('vraćen je');
    expect(enPending).toContain('Refund status: Approved, payment to follow');
    expect(enPending).toContain('The money follows');

    const iban = { ...pending, method: 'iban', ibanMasked: 'HR** **** **** **** *016 0' } as const;
    expect(words(compose({ refund: iban }).text)).toContain('uplaćujemo ga na vaš račun HR** **** **** **** *016 0');
    expect(words(compose({ refund: { ...iban, state: 'paid' } }).text)).toContain(
      'Povrat od 694,30 € uplaćen je na vaš račun HR** **** **** **** *016 0.',
    );
    expect(words(compose({ locale: 'en', refund: { ...iban, state: 'paid' } }).text)).toContain(
      'has been transferred to your account HR** **** **** **** *016 0',
    );
  });

  it('asks for an IBAN where the card cannot take the refund back, and says plainly when nothing comes back', () => {
    const needsIban = words(
      compose({ refund: { amount: 120.5, method: null, ibanMasked: null, state: 'needs-iban' } }).text,
    );
    expect(needsIban).toContain('Stanje povrata: Čeka IBAN vašeg računa: pošaljite nam ga putem obrasca za kontakt');
    expect(needsIban).toContain('za uplatu treba IBAN vašeg računa');

    const none = { amount: 0, method: null, ibanMasked: null, state: 'none' } as const;
    const croatian = words(compose({ refund: none }).text);
    expect(croatian).toContain('Iznos povrata: 0,00 €');
    expect(croatian).toContain('Način povrata: Osiguratelj ne vraća premiju');
    expect(croatian).not.toContain('Stanje povrata');
    expect(compose({ locale: 'en', refund: none }).text).toContain(
      'Refund method: The insurer does not refund the premium',
    );
  });

  it('names a vehicle without a plate by its VIN, and a malus class with its minus sign', () => {
    const email = compose({ vehicle: { ...samplePolicyEnd.vehicle, licensePlate: null }, bonusMalusClass: -1 });
    expect(email.subject).toBe(
      'Potvrda o prestanku police autoodgovornosti br. 10-2026-0001234 za vozilo WVWZZZ1KZ6W000001',
    );
    expect(email.text).toContain('Bonus-malus razred: −1');
  });

  it('says the same in the text as in the HTML', () => {
    const { text, html } = compose({ refund: pending });
    for (const piece of visiblePieces(html)) expect(text).toContain(piece);
  });

  it('escapes every value it puts into the HTML', () => {
    const { html } = composePolicyEndEmail(
      { ...samplePolicyEnd, vehicle: { ...samplePolicyEnd.vehicle, manufacturer: '<b>VW</b> & Co' } },
      pdf,
      { contactUrl: 'https://ao-online.hr/contact-us?"><x' },
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"><x');
    expect(html).toContain('&lt;b&gt;VW&lt;/b&gt; &amp; Co');
    expect(html).toContain('href="https://ao-online.hr/contact-us?&quot;&gt;&lt;x"');
  });
});
