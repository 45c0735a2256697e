import { deflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { AccidentSketch } from '../contracts/accident-sketch.js';
import type { AccidentStatementView, StatementSideView } from '../contracts/accident-statement.js';
import { circumstanceNumbers } from '../contracts/accident-statement.js';
import { accidentStatementTexts, circumstanceTexts, renderAccidentStatementPdf } from './accident-statement-pdf.js';

const person = {
  firstName: null,
  lastName: null,
  address: null,
  postalCode: null,
  place: null,
  country: null,
  phone: null,
  email: null,
};

const sideA: StatementSideView = {
  policyholder: {
    ...person,
    firstName: 'Đurđica',
    lastName: 'Čačić',
    address: 'Ilica 12',
    postalCode: '10000',
    place: 'Zagreb',
    country: 'HR',
    email: 'djurdjica@primjer.hr',
  },
  vehicle: {
    make: 'Volkswagen',
    model: 'Golf',
    plate: 'ZG1234AB',
    registrationCountry: 'HR',
    trailerPlate: null,
    trailerCountry: null,
  },
  insurance: {
    insurerCode: 'groupama',
    insurerName: null,
    policyNumber: '10-2026-0001234',
    greenCardNumber: null,
    validFrom: '01/02/2026',
    validUntil: '01/02/2027',
    ownDamageCovered: true,
  },
  driver: {
    ...person,
    firstName: 'Đurđica',
    lastName: 'Čačić',
    dateOfBirth: '07/03/1985',
    licenceNumber: '12345678',
    licenceCategory: 'B',
    licenceValidUntil: '07/03/2033',
    email: 'djurdjica@primjer.hr',
  },
  circumstances: [12, 16],
  impact: { x: 0.9, y: 0.1 },
  damage: 'Udubljen prednji desni blatobran, razbijen far.',
  remarks: 'Vozilo B nije stalo na znak STOP.',
  linkedPolicy: { policyNumber: '10-2026-0001234', plate: 'ZG1234AB' },
  photos: [],
  signature: {
    kind: 'signed',
    signature: {
      strokes: [
        [
          [0.1, 0.7],
          [0.3, 0.2],
          [0.5, 0.8],
          [0.7, 0.3],
        ],
        [[0.8, 0.5]],
      ],
    },
    signedAt: '2026-11-27T10:20:00Z',
  },
};

const sideB: StatementSideView = {
  ...sideA,
  policyholder: { ...person, firstName: 'Hans', lastName: 'Müller', country: 'DE', email: 'hans@beispiel.de' },
  vehicle: { ...sideA.vehicle, make: 'BMW', model: '320d', plate: 'M AB 1234', registrationCountry: 'DE' },
  insurance: {
    ...sideA.insurance,
    insurerCode: null,
    insurerName: 'Allianz Versicherungs-AG',
    policyNumber: null,
    greenCardNumber: 'D/123/4567890',
  },
  driver: { ...sideA.driver, firstName: 'Hans', lastName: 'Müller', email: 'hans@beispiel.de' },
  circumstances: [1, 10, 17],
  impact: { x: 0.1, y: 0.5 },
  damage: 'Ogrebotine na lijevim vratima.',
  remarks: 'Long remark. '.repeat(120),
  linkedPolicy: null,
  signature: { kind: 'declined', reason: 'Ne slažem se sa skicom.', declinedAt: '2026-11-27T10:21:00Z' },
};

const crossingSketch: AccidentSketch = {
  layout: 'crossing',
  vehicles: { A: { x: 30, y: 57.5, angle: 90 }, B: { x: 57.5, y: 70, angle: 0 } },
  arrows: [
    { vehicle: 'A', from: { x: 5, y: 57.5 }, to: { x: 40, y: 57.5 } },
    { vehicle: 'B', from: { x: 57.5, y: 95 }, to: { x: 57.5, y: 60 } },
  ],
};

const statement: AccidentStatementView = {
  statementId: 'Ab3dE5gH7jK9mN1pQ3sT',
  version: 14,
  contentDigest: 'c0de'.repeat(16),
  state: 'locked',
  mode: 'two-phones',
  otherParty: null,
  language: 'hr',
  you: ['A'],
  common: {
    date: '27/11/2026',
    time: '10:05',
    place: {
      country: 'HR',
      address: 'Savska cesta 41',
      postalCode: '10000',
      place: 'Zagreb',
      coordinates: { latitude: 45.80123, longitude: 15.96654, accuracy: 12 },
    },
    otherVehiclesDamaged: false,
    objectsDamaged: true,
    witnesses: [{ name: 'Ivo Ivić', address: 'Vukovarska 5, Zagreb', phone: '+385 91 111 2222' }],
    sketch: crossingSketch,
  },
  sides: { A: sideA, B: sideB },
  joined: true,
  joinExpiresAt: null,
  lock: { hash: 'a3f1'.repeat(16), lockedAt: '2026-11-27T10:21:30Z' },
  sent: null,
  updatedAt: '2026-11-27T10:21:30Z',
};

/** A 2 × 2 PNG, built here so the test needs no file. */
function png(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textOf(pdf: Uint8Array) {
  const document = await getDocumentProxy(pdf.slice());
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { totalPages, pages: text.map(words), all: words(text.join(' ')) };
}

const photos = [
  { role: 'A' as const, photoId: 'photo-a-1', contentType: 'image/png', bytes: png() },
  { role: 'B' as const, photoId: 'photo-b-1', contentType: 'image/webp', bytes: new Uint8Array([1, 2, 3]) },
];

describe('renderAccidentStatementPdf', { timeout: 30_000 }, () => {
  it('renders both sides, the circumstances with their counts, the signatures and the lock on page 1', async () => {
    const pdf = await renderAccidentStatementPdf({ statement, language: 'hr', photos });

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, pages, all } = await textOf(pdf);
    expect(totalPages).toBe(2);
    const first = pages[0] ?? '';
    for (const expected of [
      'Europsko izvješće o prometnoj nezgodi',
      '27/11/2026 10:05',
      'Savska cesta 41, 10000 Zagreb, Hrvatska',
      'Ivo Ivić',
      'Vozilo A',
      'Vozilo B',
      'Đurđica Čačić',
      'Hans Müller',
      'ZG1234AB (HR)',
      'M AB 1234 (DE)',
      'Groupama osiguranje d.d.',
      'Allianz Versicherungs-AG',
      'D/123/4567890',
      'bilo parkirano / zaustavljeno',
      'nije poštovalo znak prednosti prolaska ili crveno svjetlo',
      'Broj označenih kvadratića',
      'Udubljen prednji desni blatobran',
      'Potpisom vozači potvrđuju činjenice',
      'Potpisano 27/11/2026 11:20',
      'Potpis uskraćen. Razlog: Ne slažem se sa skicom.',
      `SHA-256: ${'a3f1'.repeat(16)}`,
      'Zaključano 27/11/2026 11:21',
      'Stranica 1 od 2',
    ]) {
      expect(first).toContain(expected);
    }
    // A ticked 2 boxes and B 3: each count stands in a box of its own beside the label.
    expect(first).toMatch(/\b2 Broj označenih kvadratića 3\b/);
    expect(all).not.toContain('{{');
  });

  it('puts the photos in the appendix: a PNG embedded, a WebP named as attached separately, a long remark whole', async () => {
    const pdf = await renderAccidentStatementPdf({ statement, language: 'hr', photos });
    const { pages } = await textOf(pdf);
    const appendix = pages[1] ?? '';

    expect(appendix).toContain('Fotografija 1, vozilo A (photo-a-1)');
    expect(appendix).toContain('Fotografija 2, vozilo B (photo-b-1, image/webp): priložena zasebno.');
    expect(appendix).toContain('Vozilo B · 14. Napomene');
    expect(appendix.split('Long remark.').length - 1).toBe(120);
    expect(appendix).toContain(`SHA-256: ${'a3f1'.repeat(16)}`);
    // One image on the appendix page: the PNG (the WebP is only named).
    const appendixPage = (await PDFDocument.load(pdf)).getPage(1);
    const xObjects = appendixPage.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(xObjects?.keys()).toHaveLength(1);
  });

  it('renders in English with the official English circumstances, and a single vehicle without side B', async () => {
    const alone: AccidentStatementView = {
      ...statement,
      mode: 'alone',
      otherParty: 'none',
      sides: { A: { ...sideA, circumstances: [14] }, B: null },
      common: {
        ...statement.common,
        sketch: { ...crossingSketch, vehicles: { A: crossingSketch.vehicles.A, B: null } },
      },
      lock: null,
    };
    const { totalPages, pages } = await textOf(
      await renderAccidentStatementPdf({ statement: alone, language: 'en', photos: [] }),
    );
    const first = pages[0] ?? '';

    expect(totalPages).toBe(2);
    for (const expected of [
      'European Accident Statement',
      'parked / stopped',
      'had not observed a right-of-way sign or a red light',
      'No other vehicle was involved.',
      'By signing, the drivers confirm the facts in this statement, not fault for the accident.',
      'Draft: this statement is not locked yet',
      '1 Number of boxes marked',
    ]) {
      expect(first).toContain(expected);
    }
    expect(first).not.toContain('Hans');
    expect(pages[1]).toContain('No photos come with this statement.');
  });

  it('gives the same bytes for the same statement', async () => {
    const first = await renderAccidentStatementPdf({ statement, language: 'hr', photos });
    const second = await renderAccidentStatementPdf({ statement: structuredClone(statement), language: 'hr', photos });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});

describe('accident statement texts', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('name all 17 circumstances, and say everything in both languages', () => {
    for (const language of ['hr', 'en'] as const) {
      expect(Object.keys(circumstanceTexts[language].items)).toEqual(circumstanceNumbers.map(String));
    }
    expect(keysOf(circumstanceTexts.en).sort()).toEqual(keysOf(circumstanceTexts.hr).sort());
    expect(keysOf(accidentStatementTexts.en).sort()).toEqual(keysOf(accidentStatementTexts.hr).sort());
  });
});

describe('renderAccidentStatementPdf with every answer as long as the form allows', { timeout: 30_000 }, () => {
  const long = (length: number, word = 'Dugačkoime') => `${word} `.repeat(length).slice(0, length).trim();
  const fullPerson = {
    firstName: long(80),
    lastName: long(80),
    address: long(160),
    postalCode: '1234567890',
    place: long(80),
    country: 'HR',
    phone: '+385 91 111 2222 333 44',
    email: 'a-very-long-address-for-a-driver@a-very-long-domain-name.example.com',
  };
  const fullSide: StatementSideView = {
    ...sideA,
    policyholder: fullPerson,
    driver: { ...sideA.driver, ...fullPerson },
    vehicle: { ...sideA.vehicle, make: long(80), model: long(80), trailerPlate: 'ZG 9999 ZZ', trailerCountry: 'HR' },
    insurance: { ...sideA.insurance, insurerCode: null, insurerName: long(160), greenCardNumber: 'X'.repeat(40) },
    circumstances: [...circumstanceNumbers],
    damage: long(500),
    remarks: long(1000),
  };
  const full: AccidentStatementView = {
    ...statement,
    common: {
      ...statement.common,
      place: { ...statement.common.place, address: long(160), place: long(80) },
      witnesses: [1, 2, 3].map(() => ({ name: long(160), address: long(160), phone: '+385 91 111 2222' })),
    },
    sides: { A: fullSide, B: { ...fullSide, signature: sideB.signature } },
  };

  it('keeps every line inside the page and above the footer, and prints what did not fit in the appendix', async () => {
    const pdf = await renderAccidentStatementPdf({ statement: full, language: 'en', photos });
    const document = await getDocumentProxy(pdf.slice());
    const footerTop = 28 + 30;
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        expect(x + item.width, item.str).toBeLessThanOrEqual(595.28 - 28 + 0.5);
        const isFooter = /^(AO online|Locked|Page \d)/.test(item.str);
        if (!isFooter) expect(y, item.str).toBeGreaterThan(footerTop);
      }
    }
    const { all } = await textOf(pdf);
    expect(all).toContain('(see the appendix)');
    expect(all).toContain(`Vehicle B · 14. Remarks ${long(1000)}`);
    expect(all).toContain('17 Number of boxes marked 17');
  });
});
