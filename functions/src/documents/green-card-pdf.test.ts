import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { greenCardCountries } from '../contracts/green-card-countries.js';
import { renderGreenCardPdf, vehicleCategory } from './green-card-pdf.js';
import { loadHouseFonts } from './house-fonts.js';
import { sampleGreenCard } from './sample-policy-harness.js';
import type { HouseFonts } from './pdf-house-style.js';

const card = sampleGreenCard;

// Whitespace is compared as single spaces.
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

describe('renderGreenCardPdf', { timeout: 30_000 }, () => {
  it('prints every numbered box of the Croatian card on one page, with the paper notice', async () => {
    const pdf = await renderGreenCardPdf(card, fonts);

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const expected of [
      'MEĐUNARODNA KARTA OSIGURANJA MOTORNIH VOZILA',
      'prikaz na zaslonu mobitela ili računala ne vrijedi',
      '1 Izdao ured Hrvatski ured za osiguranje (HUO), HR',
      '2 Vrijedi od 24/11/2026 do 24/11/2027',
      '3 Oznaka države / oznaka osiguratelja / broj HR/127/04217733',
      'ZG1234AB',
      'A (osobni automobil)',
      'Volkswagen',
      '7 Vrijedi u državama čije oznake nisu precrtane',
      'Đurđica Čačić-Šimunović Žužić Ulica kneza Branimira 12a 10000 Zagreb Hrvatska',
      'Groupama osiguranje d.d. Heinzelova ulica 70a, 10000 Zagreb Hrvatska',
      'Izdana uz policu br. 10-2026-0001234',
    ]) {
      expect(text).toContain(words(expected));
    }
    for (const label of ['4 Registarska oznaka', '5 Vrsta vozila', '6 Marka vozila', '8 Ime i adresa', '9 Ovu kartu']) {
      expect(text).toContain(label);
    }
    expect(text).not.toContain('{{');
  });

  it('prints a box for every Council of Bureaux country and names the crossed-out ones', async () => {
    const { text } = await textOf(await renderGreenCardPdf(card, fonts));

    for (const { code } of greenCardCountries.countries) expect(text).toMatch(new RegExp(`(^| )${code}( |$)`));
    expect(text).toContain('Precrtane oznake (BY, IR, RUS): osiguranje u tim državama ne vrijedi.');
  });

  it('renders the English card in English, the crossed-out countries and the paper notice included', async () => {
    const { text } = await textOf(await renderGreenCardPdf({ ...card, locale: 'en' }, fonts));

    for (const expected of [
      'INTERNATIONAL MOTOR INSURANCE CARD',
      'It must be shown on paper at borders and to the police: a copy on a phone or computer screen is not accepted.',
      '1 Issuing bureau Croatian Insurance Bureau (HUO), HR',
      '2 Valid from 24/11/2026 to 24/11/2027',
      'HR/127/04217733',
      'A (car)',
      'Crossed-out codes (BY, IR, RUS): the insurance is not valid in those countries.',
      '10000 Zagreb Croatia',
      'Issued with policy no. 10-2026-0001234',
    ]) {
      expect(text).toContain(words(expected));
    }
    expect(text).not.toMatch(/Vrijedi|Izdao|ugovaratelj/);
  });

  it('names a car without a plate by its chassis number', async () => {
    const { text } = await textOf(
      await renderGreenCardPdf({ ...card, vehicle: { ...card.vehicle, licensePlate: null } }, fonts),
    );

    expect(text).toContain('WVWZZZ1KZ6W000001');
    expect(text).not.toContain('ZG1234AB');
  });

  it('gives the same file for the same card, whenever it is rendered', async () => {
    const first = await renderGreenCardPdf(card, fonts);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(Buffer.from(await renderGreenCardPdf(card, fonts)).equals(Buffer.from(first))).toBe(true);
  });
});

describe('vehicleCategory', () => {
  it.each([
    ['M1', 'A'],
    ['1', 'A'],
    ['L3', 'B'],
    ['L1e', 'B'],
    ['N1', 'C'],
    ['T1', 'C'],
    ['M2', 'E'],
    ['M3', 'E'],
    ['O2', 'F'],
    ['X9', 'G'],
    [null, 'G'],
  ] as const)('box 5 for the register category %s is %s', (categoryDesc, expected) => {
    expect(vehicleCategory(categoryDesc)).toBe(expected);
  });
});
