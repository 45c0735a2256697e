import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EPolicy } from './e-policy.js';
import { renderEPolicyPdf } from './e-policy-pdf.js';
import { samplePolicy } from './sample-policy-harness.js';
import { loadHouseFonts } from './house-fonts.js';
import type { HouseFonts } from './pdf-house-style.js';

const policy = samplePolicy;

const coverNames = {
  hr: [
    'Obvezno osiguranje od automobilske odgovornosti',
    'Prošireno osiguranje vozača i putnika',
    'Pomoć na cesti u Hrvatskoj i Europi',
    'Zaštita bonusa',
    'Potpuni kasko bez franšize',
  ],
  en: [
    'Compulsory motor third-party liability insurance',
    'Extended driver and passenger accident insurance',
    'Roadside assistance in Croatia and Europe',
    'Bonus protection',
    'Full comprehensive (casco) cover with no deductible',
  ],
};

// Whitespace, the no-break space in "769,50 €" included, is compared as single spaces.
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textOf(pdf: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given; the caller's bytes stay intact.
  const { totalPages, text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return { totalPages, text: words(text) };
}

let fonts: HouseFonts;
beforeAll(async () => {
  fonts = await loadHouseFonts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('renderEPolicyPdf', { timeout: 30_000 }, () => {
  it('says at the top when a copy is of a policy ended early, and not when it runs', async () => {
    const ended = await textOf(
      await renderEPolicyPdf({ ...policy, ended: { coverEndsAt: '2026-12-06T23:00:00Z' } }, fonts),
    );
    expect(ended.text).toContain('Osiguranje prestalo 07/12/2026 00:00');
    expect((await textOf(await renderEPolicyPdf(policy, fonts))).text).not.toContain('Osiguranje prestalo');
  });

  it('names the version an endorsement made, and says of a replaced one which version replaced it', async () => {
    const second = { number: 2, endorsementNumber: '10-2026-0001234-D1', issuedAt: '2026-12-07T09:15:00Z' };
    const current = await textOf(
      await renderEPolicyPdf({ ...policy, version: { ...second, supersededBy: null } }, fonts),
    );
    expect(current.text).toContain(
      'Verzija police 2. verzija, dodatak polici br. 10-2026-0001234-D1 od 07/12/2026 10:15',
    );
    expect(current.text).not.toContain('Zamijenjena');
    const first = await textOf(
      await renderEPolicyPdf(
        {
          ...policy,
          locale: 'en',
          version: {
            number: 1,
            endorsementNumber: null,
            issuedAt: policy.issuedAt,
            supersededBy: { number: 2, issuedAt: second.issuedAt },
          },
        },
        fonts,
      ),
    );
    expect(first.text).toContain('Superseded Replaced by version 2 of 07/12/2026 10:15; only the latest is valid.');
    expect(first.text).not.toContain('Policy version');
    expect(first.totalPages).toBeLessThanOrEqual(2);
  });

  it('renders the Croatian policy with every fact a roadside check or the driver needs, as searchable text', async () => {
    const pdf = await renderEPolicyPdf(policy, fonts);

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBeLessThanOrEqual(2);
    for (const expected of [
      'Polica obveznog osiguranja od automobilske odgovornosti',
      'Obvezno osiguranje od automobilske odgovornosti AO online',
      'Osiguratelj: Groupama osiguranje d.d., Heinzelova ulica 70a, 10000 Zagreb, OIB 30866963147',
      'Zastupnik u osiguranju: AO online d.o.o., Radnička cesta 80, 10000 Zagreb, OIB 94577403194',
      'Broj police 10-2026-0001234',
      'Kontrolni broj KB-7F3A-9921',
      'Razdoblje osiguranja od 24/11/2026 00:35 do 24/11/2027 00:35',
      'Ugovaratelj osiguranja i vlasnik vozila',
      'Ime i prezime Đurđica Čačić-Šimunović Žužić',
      'Adresa Ulica kneza Branimira 12a, 10000 Zagreb, Hrvatska',
      'OIB 69435151530',
      'Datum rođenja 07/03/1985',
      'Registarska oznaka ZG1234AB',
      'Broj šasije (VIN) WVWZZZ1KZ6W000001',
      'Marka Volkswagen',
      'Model Golf 1.6 TDI',
      'Snaga motora 85 kW',
      'Godina proizvodnje 2019',
      'Vrsta vozila —',
      'Obvezno osiguranje od automobilske odgovornosti 37,76 € 289,50 €',
      'Popust s kodom JESEN10 −10,00 €',
      'Ukupno plaćeno 769,50 €',
      'Plaćeno karticom 5123 45** **** 1234',
      'Vrijeme plaćanja 01/08/2026 00:10',
      'Broj odobrenja 123456',
      'Broj narudžbe AO-2026-000987',
      'Štete na osobama 6.450.000,00 €',
      'Štete na stvarima 1.300.000,00 €',
      'sustava zelene karte',
      'Europsko izvješće o prometnoj nezgodi',
      'u roku od 14 dana',
      'HANFA',
      'Datum i vrijeme izdavanja police: 23/11/2026 14:35.',
      'AO online · polica br. 10-2026-0001234 Stranica 1 od 2',
    ]) {
      expect(text).toContain(words(expected));
    }
    for (const name of coverNames.hr) expect(text).toContain(name);
    expect(text).not.toContain('23/11/2026 23:35');
    expect(text).not.toContain('{{');
  });

  it('renders the English policy with the same facts, in English words and English amounts', async () => {
    const { totalPages, text } = await textOf(await renderEPolicyPdf({ ...policy, locale: 'en' }, fonts));

    expect(totalPages).toBeLessThanOrEqual(2);
    for (const expected of [
      'Motor third-party liability insurance policy',
      'Compulsory motor third-party liability insurance AO online',
      'Insurer: Groupama osiguranje d.d., Heinzelova ulica 70a, 10000 Zagreb, OIB 30866963147',
      'Insurance agent: AO online d.o.o., Radnička cesta 80, 10000 Zagreb, OIB 94577403194',
      'Policy number 10-2026-0001234',
      'Control number KB-7F3A-9921',
      'Period of insurance from 24/11/2026 00:35 to 24/11/2027 00:35',
      'Policyholder and vehicle owner',
      '10000 Zagreb, Croatia',
      'Licence plate ZG1234AB',
      'Vehicle category —',
      'Compulsory motor third-party liability insurance €37.76 €289.50',
      'Discount code JESEN10 -€10.00',
      'Total paid €769.50',
      'Time of payment 01/08/2026 00:10',
      'Personal injury €6,450,000.00',
      'Property damage €1,300,000.00',
      'European Accident Statement',
      'within 14 days',
      'Date and time of issue: 23/11/2026 14:35.',
      'Page 2 of 2',
    ]) {
      expect(text).toContain(words(expected));
    }
    for (const name of coverNames.en) expect(text).toContain(name);
    // Nothing Croatian where an English reader looks first, and no Croatian amounts anywhere.
    expect(text).not.toMatch(/osiguranje od automobilske|Polica|Osiguratelj/);
    expect(text).not.toMatch(/\d,\d{2} €/);
    expect(text).not.toContain('{{');
  });

  it('names the policyholder as the owner only when the register does', async () => {
    const { text } = await textOf(await renderEPolicyPdf({ ...policy, policyholderIsRegisteredOwner: false }, fonts));

    expect(text).toContain('Ugovaratelj osiguranja Ime i prezime');
    expect(text).not.toContain('vlasnik vozila');
  });

  it('shows a dash for every vehicle fact the register does not know, and a vehicle discount without a code', async () => {
    const unregistered: EPolicy = {
      ...policy,
      policyholderIsRegisteredOwner: false,
      vehicle: {
        licensePlate: null,
        vin: 'WVWZZZ1KZ6W000002',
        manufacturer: null,
        model: null,
        variant: null,
        yearOfManufacture: null,
        enginePowerInKw: null,
        categoryDesc: null,
      },
      covers: [{ coverCode: 'MTPL', premium: 289.5, premiumTax: 37.76 }],
      discount: { code: null, amount: 20 },
      referralDiscount: 10,
      total: 259.5,
      payment: { ...policy.payment, maskedPan: null },
    };
    const { text } = await textOf(await renderEPolicyPdf(unregistered, fonts));

    for (const expected of [
      'Registarska oznaka —',
      'Broj šasije (VIN) WVWZZZ1KZ6W000002',
      'Marka —',
      'Model —',
      'Snaga motora —',
      'Godina proizvodnje —',
      'Vrsta vozila —',
      'Popust za vozilo −20,00 €',
      'Popust za preporuku −10,00 €',
      'Ukupno plaćeno 259,50 €',
      'Način plaćanja Platna kartica',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the points paid with as the last discount, counted as Croatian counts them', async () => {
    const paidWithPoints = (points: number, locale: EPolicy['locale'] = 'hr') =>
      renderEPolicyPdf(
        { ...policy, locale, points: { points, amount: points / 10 }, total: policy.total - points / 10 },
        fonts,
      );
    expect((await textOf(await paidWithPoints(300))).text).toContain('Plaćeno bodovima (300 bodova) −30,00 €');
    expect((await textOf(await paidWithPoints(142))).text).toContain('Plaćeno bodovima (142 boda) −14,20 €');
    expect((await textOf(await paidWithPoints(21))).text).toContain('Plaćeno bodovima (21 bod) −2,10 €');
    expect((await textOf(await paidWithPoints(1, 'en'))).text).toContain('Paid with points (1 point) -€0.10');
    expect((await textOf(await renderEPolicyPdf(policy, fonts))).text).not.toContain('bodovima');
  });

  it('states how the premium was paid: at once with its discount, or in instalments the card’s bank collects', async () => {
    const single = await textOf(
      await renderEPolicyPdf(
        { ...policy, paymentPlan: { kind: 'single' }, singlePaymentDiscount: 38.5, total: 731 },
        fonts,
      ),
    );
    for (const expected of [
      'Popust za jednokratno plaćanje −38,50 €',
      'Popust s kodom JESEN10 −10,00 €',
      'Ukupno plaćeno 731,00 €',
      'Način plaćanja: jednokratno.',
    ])
      expect(single.text).toContain(words(expected));

    const six = await textOf(
      await renderEPolicyPdf(
        { ...policy, paymentPlan: { kind: 'instalments', count: 6 }, singlePaymentDiscount: 0 },
        fonts,
      ),
    );
    expect(six.text).toContain(
      words(
        'Način plaćanja: u 6 rata, koje naplaćuje banka koja je izdala karticu: prva 128,25 €, a zatim mjesečno još 5 po 128,25 €.',
      ),
    );
    expect(six.text).not.toContain('jednokratno');
    // 769,50 € does not divide by 4: the cents left over go on the first, and the instalments add up to the total.
    const four = await textOf(
      await renderEPolicyPdf({ ...policy, paymentPlan: { kind: 'instalments', count: 4 } }, fonts),
    );
    expect(four.text).toContain(
      words(
        'Način plaćanja: u 4 rate, koje naplaćuje banka koja je izdala karticu: prva 192,39 €, a zatim mjesečno još 3 po 192,37 €.',
      ),
    );
    const fourInEnglish = await textOf(
      await renderEPolicyPdf({ ...policy, locale: 'en', paymentPlan: { kind: 'instalments', count: 4 } }, fonts),
    );
    expect(fourInEnglish.text).toContain(
      words(
        'Payment: in 4 instalments, collected by the bank that issued the card: the first €192.39, then 3 more of €192.37, one a month.',
      ),
    );
    const english = await textOf(
      await renderEPolicyPdf(
        { ...policy, locale: 'en', paymentPlan: { kind: 'single' }, singlePaymentDiscount: 38.5, total: 731 },
        fonts,
      ),
    );
    expect(english.text).toContain(words('Discount for paying at once -€38.50'));
    expect(english.text).toContain(words('Payment: at once.'));

    // A policy issued before the driver could choose says nothing of a plan.
    const before = await textOf(await renderEPolicyPdf(policy, fonts));
    expect(before.text).not.toMatch(/jednokratno|Način plaćanja:/);
  });

  it('gives the same bytes for the same policy, whenever it is rendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T13:36:00Z'));
    const first = await renderEPolicyPdf(policy, fonts);
    vi.setSystemTime(new Date('2031-02-01T08:00:00Z'));
    const second = await renderEPolicyPdf(structuredClone(policy), fonts);

    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('wraps long values inside the page instead of running off its edge', async () => {
    const long: EPolicy = {
      ...policy,
      policyholder: { ...policy.policyholder, address: 'Ulica'.padEnd(120, 'x') },
      vehicle: { ...policy.vehicle, variant: '2.0 TDI SCR 4MOTION Highline DSG Business Premium Plus Edition 2019' },
      payment: { ...policy.payment, orderNumber: 'ORDER-'.padEnd(80, '0') },
    };
    const document = await getDocumentProxy(await renderEPolicyPdf(long, fonts));

    const rightEdge = 595.28 - 62 + 0.5;
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) {
        if ('str' in item && item.str.trim()) expect(item.transform[4] + item.width).toBeLessThanOrEqual(rightEdge);
      }
    }
  });
});
