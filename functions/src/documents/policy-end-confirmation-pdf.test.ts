import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { policyEndReasons } from '../contracts/policy-ending.js';
import { loadHouseFonts } from './house-fonts.js';
import en from './locales/policy-end.en.json' with { type: 'json' };
import hr from './locales/policy-end.hr.json' with { type: 'json' };
import type { HouseFonts } from './pdf-house-style.js';
import {
  policyEndConfirmationFileName,
  refundCase,
  renderPolicyEndConfirmationPdf,
  type PolicyEndConfirmation,
  type PolicyEndRefund,
} from './policy-end-confirmation-pdf.js';
import { samplePolicyEnd } from './sample-policy-harness.js';

const confirmation = samplePolicyEnd;

// Whitespace, the no-break space in "694,30 €" included, is compared as single spaces.
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textOf(pdf: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given; the caller's bytes stay intact.
  const { totalPages, text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return { totalPages, text: words(text) };
}

const render = async (changes: Partial<PolicyEndConfirmation> = {}) =>
  (await textOf(await renderPolicyEndConfirmationPdf({ ...confirmation, ...changes }, fonts))).text;

let fonts: HouseFonts;
beforeAll(async () => {
  fonts = await loadHouseFonts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('renderPolicyEndConfirmationPdf', { timeout: 30_000 }, () => {
  it('confirms in Croatian, on one page, that the policy ended, from when, the refund and the bonus-malus class', async () => {
    const pdf = await renderPolicyEndConfirmationPdf(confirmation, fonts);

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const expected of [
      'Potvrda o prestanku osiguranja',
      'Obvezno osiguranje od automobilske odgovornosti AO online',
      'Osiguratelj: Groupama osiguranje d.d., Heinzelova ulica 70a, 10000 Zagreb, OIB 30866963147',
      'Zastupnik u osiguranju: AO online d.o.o., Radnička cesta 80, 10000 Zagreb, OIB 94577403194',
      'osiguratelj Groupama osiguranje d.d. prihvatio je prestanak police br. 10-2026-0001234',
      'Broj police 10-2026-0001234',
      // 23:00 UTC on 6 December is midnight in Zagreb.
      'Osiguranje prestaje 07/12/2026 00:00',
      'Bonus-malus razred 4',
      'Povrat premije 694,30 €',
      'Ovaj razred prenosite novom osiguratelju: on ga traži kad ugovarate sljedeću policu autoodgovornosti',
      'Razlog Prodaja vozila',
      'Datum prodaje 05/12/2026',
      'Način povrata Vraćeno na karticu s koje je plaćeno',
      'Ugovoreno razdoblje od 24/11/2026 00:35 do 24/11/2027 00:35',
      'Ime i prezime Đurđica Čačić-Šimunović Žužić',
      'Adresa Ulica kneza Branimira 12a, 10000 Zagreb, Hrvatska',
      'OIB 69435151530',
      'Registarska oznaka ZG1234AB',
      'Broj šasije (VIN) WVWZZZ1KZ6W000001',
      'Marka Volkswagen',
      'Model Golf 1.6 TDI',
      'Vozilo u prometu mora biti osigurano',
      'Vožnja bez nje je prekršaj',
      'Prodano vozilo osigurava novi vlasnik',
      'Izdano 06/12/2026 10:15 u elektroničkom obliku; potvrda je valjana bez potpisa i pečata.',
      'AO online · potvrda o prestanku police br. 10-2026-0001234 Stranica 1 od 1',
    ]) {
      expect(text).toContain(words(expected));
    }
    expect(text).not.toContain('06/12/2026 23:00');
    // A paid refund has no state to wait for.
    expect(text).not.toContain('Stanje povrata');
    expect(text).not.toContain('{{');
  });

  it('confirms the same in English, with English amounts and nothing Croatian but names', async () => {
    const { totalPages, text } = await textOf(
      await renderPolicyEndConfirmationPdf({ ...confirmation, locale: 'en' }, fonts),
    );

    expect(totalPages).toBe(1);
    for (const expected of [
      'Confirmation that the policy has ended',
      'Compulsory motor third-party liability insurance AO online',
      'Insurer: Groupama osiguranje d.d., Heinzelova ulica 70a, 10000 Zagreb, OIB 30866963147',
      'Insurance agent: AO online d.o.o., Radnička cesta 80, 10000 Zagreb, OIB 94577403194',
      'Policy number 10-2026-0001234',
      'Cover ends 07/12/2026 00:00',
      'Bonus-malus class 4',
      'Premium refund €694.30',
      'You take this class to your next insurer: it asks for it when you take out your next motor liability policy',
      'Reason Vehicle sold',
      'Date of sale 05/12/2026',
      'Refund method Refunded to the card the policy was paid with',
      'Agreed term from 24/11/2026 00:35 to 24/11/2027 00:35',
      'Address Ulica kneza Branimira 12a, 10000 Zagreb, Croatia',
      'Licence plate ZG1234AB',
      'A vehicle on the road must be insured',
      'Driving without it is an offence',
      'The new owner insures the vehicle you sold',
      'Issued on 06/12/2026 10:15 in electronic form; valid without a signature or stamp.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(words(expected));
    }
    expect(text).not.toMatch(/Potvrda|Osiguranje prestaje|Razlog|Povrat/);
    expect(text).not.toMatch(/\d,\d{2} €/);
    expect(text).not.toContain('{{');
  });

  const reasons = {
    withdrawal: {
      hr: [
        'Odustanak od ugovora u roku od 14 dana',
        'Datum odustanka 05/12/2026',
        'bez odgađanja ugovorite novu policu',
      ],
      en: [
        'Withdrawal from the contract within 14 days',
        'Date of withdrawal 05/12/2026',
        'take out a new policy without delay',
      ],
    },
    sold: {
      hr: ['Prodaja vozila', 'Datum prodaje 05/12/2026', 'osigurava novi vlasnik'],
      en: ['Vehicle sold', 'Date of sale 05/12/2026', 'The new owner insures'],
    },
    deregistered: {
      hr: ['Odjava vozila', 'Datum odjave 05/12/2026', 'Odjavljeno vozilo ne smije se voziti'],
      en: ['Vehicle deregistered', 'Date of deregistration 05/12/2026', 'must not be driven on public roads'],
    },
    stolen: {
      hr: ['Krađa vozila', 'Datum krađe 05/12/2026', 'Ako se vozilo pronađe'],
      en: ['Vehicle stolen', 'Date of theft 05/12/2026', 'If the vehicle is found'],
    },
    destroyed: {
      hr: ['Uništenje vozila', 'Datum uništenja 05/12/2026', 'Ako vozilo popravite'],
      en: ['Vehicle destroyed', 'Date of destruction 05/12/2026', 'If you repair the vehicle'],
    },
    exported: {
      hr: ['Izvoz vozila', 'Datum izvoza 05/12/2026', 'U državi u koju ste vozilo izvezli'],
      en: ['Vehicle exported', 'Date of export 05/12/2026', 'In the country you exported the vehicle to'],
    },
  } as const;

  it.each(policyEndReasons)(
    'names the reason "%s" in its own words, with its day and what it means for the car',
    async (reason) => {
      for (const locale of ['hr', 'en'] as const) {
        const text = await render({ locale, reason });
        const [name, day, reminder] = reasons[reason][locale];
        expect(text).toContain(`${locale === 'hr' ? 'Razlog' : 'Reason'} ${name}`);
        expect(text).toContain(day);
        expect(text).toContain(reminder);
        // Every reason keeps the rule that a vehicle on the road is insured.
        expect(text).toContain(locale === 'hr' ? 'Vožnja bez nje je prekršaj' : 'Driving without it is an offence');
      }
    },
  );

  const refunds: [string, PolicyEndRefund, { hr: string[]; en: string[] }][] = [
    [
      'on the card, paid',
      { amount: 694.3, method: 'card', ibanMasked: null, state: 'paid' },
      {
        hr: ['Način povrata Vraćeno na karticu s koje je plaćeno'],
        en: ['Refund method Refunded to the card the policy was paid with'],
      },
    ],
    [
      'on the card, still to follow',
      { amount: 694.3, method: 'card', ibanMasked: null, state: 'pending' },
      {
        hr: ['Način povrata Na karticu s koje je plaćeno', 'Stanje povrata Odobren, isplata slijedi'],
        en: ['Refund method To the card the policy was paid with', 'Refund status Approved, payment to follow'],
      },
    ],
    [
      'to an IBAN, paid',
      { amount: 694.3, method: 'iban', ibanMasked: 'HR** **** **** **** *016 0', state: 'paid' },
      {
        hr: ['Način povrata Uplaćeno na IBAN HR** **** **** **** *016 0'],
        en: ['Refund method Transferred to IBAN HR** **** **** **** *016 0'],
      },
    ],
    [
      'to an IBAN, still to follow',
      { amount: 694.3, method: 'iban', ibanMasked: 'HR** **** **** **** *016 0', state: 'pending' },
      {
        hr: ['Način povrata Na IBAN HR** **** **** **** *016 0', 'Stanje povrata Odobren, isplata slijedi'],
        en: ['Refund method To IBAN HR** **** **** **** *016 0', 'Refund status Approved, payment to follow'],
      },
    ],
    [
      'waiting for an IBAN',
      { amount: 694.3, method: null, ibanMasked: null, state: 'needs-iban' },
      {
        hr: [
          'Način povrata Na IBAN vašeg računa',
          'Stanje povrata Čeka IBAN vašeg računa: pošaljite nam ga putem obrasca za kontakt',
        ],
        en: [
          'Refund method To the IBAN of your account',
          'Refund status Waiting for your IBAN: send it to us through the contact form',
        ],
      },
    ],
  ];

  it.each(refunds)('says how the refund comes back: %s', async (_, refund, expected) => {
    const croatian = await render({ refund });
    const english = await render({ locale: 'en', refund });
    expect(croatian).toContain(words('Povrat premije 694,30 €'));
    expect(english).toContain('Premium refund €694.30');
    for (const phrase of expected.hr) expect(croatian).toContain(words(phrase));
    for (const phrase of expected.en) expect(english).toContain(words(phrase));
    if (refund.state === 'paid') expect(croatian).not.toContain('Stanje povrata');
  });

  it('says plainly that the insurer refunds nothing when it keeps the whole premium', async () => {
    const none: PolicyEndRefund = { amount: 0, method: null, ibanMasked: null, state: 'none' };
    const croatian = await render({ refund: none });
    const english = await render({ locale: 'en', refund: none });

    expect(croatian).toContain(words('Povrat premije 0,00 €'));
    expect(croatian).toContain('Način povrata Osiguratelj ne vraća premiju');
    expect(english).toContain('Refund method The insurer does not refund the premium');
    expect(english).toContain('Premium refund €0.00');
    for (const text of [croatian, english]) expect(text).not.toMatch(/Stanje povrata|Refund status|karticu|card/);
  });

  it('writes a malus class with the minus sign the site’s bonus-malus table uses', async () => {
    expect(await render({ bonusMalusClass: -2 })).toContain('Bonus-malus razred −2');
    expect(await render({ bonusMalusClass: 0, locale: 'en' })).toContain('Bonus-malus class 0');
  });

  it('gives the same bytes for the same decision, whenever it is rendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T09:16:00Z'));
    const first = await renderPolicyEndConfirmationPdf(confirmation, fonts);
    vi.setSystemTime(new Date('2031-02-01T08:00:00Z'));
    const second = await renderPolicyEndConfirmationPdf(structuredClone(confirmation), fonts);

    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('wraps long values inside the page instead of running off its edge', async () => {
    const long: PolicyEndConfirmation = {
      ...confirmation,
      policyholder: { ...confirmation.policyholder, address: 'Ulica'.padEnd(120, 'x') },
      vehicle: {
        ...confirmation.vehicle,
        variant: '2.0 TDI SCR 4MOTION Highline DSG Business Premium Plus Edition 2019',
      },
      refund: { amount: 1234567.89, method: 'iban', ibanMasked: 'HR** **** **** **** *016 0', state: 'pending' },
    };
    const document = await getDocumentProxy(await renderPolicyEndConfirmationPdf(long, fonts));

    const rightEdge = 595.28 - 62 + 0.5;
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) {
        if ('str' in item && item.str.trim()) expect(item.transform[4] + item.width).toBeLessThanOrEqual(rightEdge);
      }
    }
  });
});

describe('refundCase', () => {
  it('refuses a refund it could not word truthfully', () => {
    expect(() => refundCase({ amount: 10, method: 'iban', ibanMasked: null, state: 'paid' })).toThrow('IBAN');
    expect(() => refundCase({ amount: 10, method: null, ibanMasked: null, state: 'pending' })).toThrow('method');
    expect(refundCase({ amount: 0, method: 'card', ibanMasked: null, state: 'paid' })).toBe('none');
  });
});

describe('policyEndConfirmationFileName', () => {
  it('names the file in the confirmation’s language, with the policy number', () => {
    expect(policyEndConfirmationFileName(confirmation)).toBe('potvrda-o-prestanku-10-2026-0001234.pdf');
    expect(policyEndConfirmationFileName({ ...confirmation, locale: 'en' })).toBe(
      'policy-end-confirmation-10-2026-0001234.pdf',
    );
  });
});

/** Every string of a locale file by its key path. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path} is neither text nor a group of texts`);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the confirmation’s locale files', () => {
  it('have the same keys, the same placeholders and no empty text', () => {
    const croatian = new Map(entries(hr));
    const english = new Map(entries(en));
    expect([...english.keys()].sort()).toEqual([...croatian.keys()].sort());
    for (const [key, text] of croatian) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
