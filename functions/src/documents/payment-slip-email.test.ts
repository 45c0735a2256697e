import { describe, expect, it } from 'vitest';
import { sampleOrderNumber, sampleSlip } from '../payments/sample-slip-harness.js';
import { composePaymentSlipEmail } from './payment-slip-email.js';
import type { PaymentSlipDocument } from './payment-slip-pdf.js';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const links = { contactUrl: 'https://ao-online.hr/contact-us' };
const document: PaymentSlipDocument = {
  slip: sampleSlip,
  validUntil: '2026-06-14',
  orderNumber: sampleOrderNumber,
  vehicleLabel: 'ZG1234AB',
  locale: 'hr',
};
const compose = (changes: Partial<PaymentSlipDocument> = {}) =>
  composePaymentSlipEmail({ ...document, ...changes }, pdf, links);

// The no-break spaces in "193,56 €" and in the IBAN's groups read as spaces.
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
    .map((piece) => words(unescape(piece)).trim())
    .filter(Boolean);

describe('composePaymentSlipEmail', () => {
  it('tells the Croatian driver what to pay, to whom, with which reference and by when, and carries the slip', () => {
    const email = compose();

    expect(email.subject).toBe('Uplatnica za policu AO — ZG1234AB');
    const text = words(email.text);
    for (const fact of [
      'u privitku vam šaljemo uplatnicu za policu autoodgovornosti, kao PDF.',
      'Iznos: 193,56 €',
      'Primatelj: AO online d.o.o., Radnička cesta 80, 10000 Zagreb',
      'IBAN primatelja: HR12 1001 0051 8630 0016 0',
      'Model i poziv na broj: HR01 0267-306205804427-9',
      'Opis plaćanja: Polica AO ZG1234AB, vozač Đ. Žužić',
      'Platite do: 14/06/2026',
      'Polica počinje vrijediti tek kad uplata stigne; nikad prije. Kad uplata stigne, policu vam šaljemo e-poštom.',
      'Cijena vrijedi do 14/06/2026. Uplata nakon tog dana ne postaje polica.',
      'navedite broj narudžbe AO-7K3M9Q2XWB',
      'Obrazac za kontakt: https://ao-online.hr/contact-us',
    ]) {
      expect(text).toContain(fact);
    }
    expect(email.attachments).toEqual([
      { filename: 'uplatnica-AO-7K3M9Q2XWB.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });

  it('says the same in the HTML, with the facts as a table and the start of cover in bold', () => {
    const { html } = compose();
    const pieces = visiblePieces(html);

    expect(html).toContain('<html lang="hr">');
    for (const piece of [
      'Iznos',
      '193,56 €',
      'IBAN primatelja',
      'HR12 1001 0051 8630 0016 0',
      'Model i poziv na broj',
      'HR01 0267-306205804427-9',
      'Platite do',
      '14/06/2026',
      'Polica počinje vrijediti tek kad uplata stigne; nikad prije. Kad uplata stigne, policu vam šaljemo e-poštom.',
      'Obrazac za kontakt',
    ]) {
      expect(pieces).toContain(piece);
    }
    expect(html).toMatch(/<p style="[^"]*font-weight:bold;">Polica počinje vrijediti tek kad uplata stigne/);
    expect(html).toContain('href="https://ao-online.hr/contact-us"');
  });

  it('writes to an English driver in English, with the English file name', () => {
    const email = compose({ locale: 'en' });

    expect(email.subject).toBe('Payment slip for your MTPL policy — ZG1234AB');
    const text = words(email.text);
    for (const fact of [
      'attached is the payment slip for your motor third-party liability policy, as a PDF.',
      'Amount: €193.56',
      'Payee’s IBAN: HR12 1001 0051 8630 0016 0',
      'Model and reference: HR01 0267-306205804427-9',
      'Pay by: 14/06/2026',
      'Your policy starts only when your payment arrives; never before. When it arrives, we send you the policy by e-mail.',
      'This price holds until 14/06/2026.',
    ]) {
      expect(text).toContain(fact);
    }
    expect(visiblePieces(email.html)).toContain('€193.56');
    expect(email.html).toContain('<html lang="en">');
    expect(email.attachments[0].filename).toBe('payment-slip-AO-7K3M9Q2XWB.pdf');
    expect(email.text).not.toContain('Uplatnica');
  });

  it('names the order in the subject when the vehicle is not known', () => {
    expect(compose({ vehicleLabel: '' }).subject).toBe('Uplatnica za policu AO — AO-7K3M9Q2XWB');
  });

  it("escapes the slip's texts in the HTML", () => {
    const { html } = compose({ slip: { ...sampleSlip, description: 'Polica <b>AO</b> & "Ž"' } });

    expect(html).toContain('Polica &lt;b&gt;AO&lt;/b&gt; &amp; &quot;Ž&quot;');
    expect(html).not.toContain('<b>AO</b>');
  });
});
