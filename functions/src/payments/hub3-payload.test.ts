import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hub3Slip } from '../contracts/payment-slip.js';
import { hub3Bytes, hub3Payload, hub3Text, readHub3Payload, textOfHub3Bytes } from './hub3-payload.js';
import { sampleOrderNumber, sampleSlip } from './sample-slip-harness.js';
import { slipReferenceOf } from './slip-reference.js';

const slipWith = (changes: Partial<Hub3Slip>): Hub3Slip => ({ ...sampleSlip, ...changes });
const payerWith = (changes: Partial<Hub3Slip['payer']>) => slipWith({ payer: { ...sampleSlip.payer, ...changes } });
const payeeWith = (changes: Partial<Hub3Slip['payee']>) => slipWith({ payee: { ...sampleSlip.payee, ...changes } });
const fieldsOf = (payload: string) => payload.split('\n');

/** An independent reader of the code page: Node's own (ICU) decoder, which the module does not use. */
const iso88592 = new TextDecoder('iso-8859-2');

describe('hub3Payload', () => {
  it('writes the 14 fields in the standard order, each ended by a line feed', () => {
    expect(sampleSlip.reference).toBe(slipReferenceOf(sampleOrderNumber));
    expect(hub3Payload(sampleSlip)).toBe(
      [
        'HRVHUB30',
        'EUR',
        '000000000019356',
        'Đurđica Šimić-Čačić',
        'Ulica kneza Branimira 12',
        '31000 Osijek',
        'AO online d.o.o.',
        'Radnička cesta 80',
        '10000 Zagreb',
        'HR1210010051863000160',
        'HR01',
        '0267-306205804427-9',
        'INSU',
        'Polica AO ZG1234AB, vozač Đ. Žužić',
        '',
      ].join('\n'),
    );
  });

  it('writes the amount as 15 digits of cents', () => {
    expect(fieldsOf(hub3Payload(slipWith({ amountCents: 1 })))[2]).toBe('000000000000001');
    expect(fieldsOf(hub3Payload(slipWith({ amountCents: 123_456 })))[2]).toBe('000000000123456');
    expect(fieldsOf(hub3Payload(slipWith({ amountCents: 999_999_999_999_999 })))[2]).toBe('999999999999999');
  });

  it('refuses an amount that is not a whole number of cents above zero, or does not fit 15 digits', () => {
    for (const amountCents of [0, -100, 193.56, Number.NaN, 1_000_000_000_000_000]) {
      expect(() => hub3Payload(slipWith({ amountCents })), String(amountCents)).toThrow(RangeError);
    }
  });

  it("cuts the payer's lines to 30, 27 and 27 characters rather than refuse them", () => {
    const fields = fieldsOf(
      hub3Payload(
        payerWith({
          name: 'Đurđica Ana-Marija Šimić-Čačić Žužić',
          street: 'Ulica Hrvatskih branitelja iz Domovinskog rata 112',
          place: '21000 Split - Kaštel Sućurac i okolica',
        }),
      ),
    );
    expect(fields.slice(3, 6)).toEqual([
      'Đurđica Ana-Marija Šimić-Čačić',
      // Cut after a space, which goes too.
      'Ulica Hrvatskih branitelja',
      '21000 Split - Kaštel Sućura',
    ]);
  });

  it("takes line breaks, control characters and what ISO 8859-2 lacks out of the payer's lines and the description", () => {
    const fields = fieldsOf(
      hub3Payload(
        slipWith({
          payer: { name: ' Ana\u00a0Nuñez\u200b 😀', street: 'Ilica 1\n2. kat\u0007', place: '10000\tZagreb' },
          description: 'Polica AO\r\nZG1234AB – Ž’s',
        }),
      ),
    );
    expect(fields.slice(3, 6)).toEqual(['Ana Nunez', 'Ilica 1 2. kat', '10000 Zagreb']);
    expect(fields[13]).toBe("Polica AO ZG1234AB - Ž's");
    expect(fields).toHaveLength(15);
  });

  it('refuses a payee line that is too long or has a character the code page lacks, and a payee without a name', () => {
    expect(() => hub3Payload(payeeWith({ name: 'Groupama osiguranje d.d. Z' }))).toThrow(/payee name/);
    expect(() => hub3Payload(payeeWith({ street: 'Ulica Vjekoslava Heinzela 70a' }))).toThrow(/payee street/);
    expect(() => hub3Payload(payeeWith({ place: '10000 Zagreb - Donji grad, HR' }))).toThrow(/payee place/);
    expect(() => hub3Payload(payeeWith({ name: 'AO online €' }))).toThrow(/payee name/);
    expect(() => hub3Payload(payeeWith({ street: 'Radnička\n80' }))).toThrow(/payee street/);
    expect(() => hub3Payload(payeeWith({ name: '' }))).toThrow(/payee/);
    // At the limits they go through as they are.
    const longest = payeeWith({
      name: 'Groupama osiguranje d.d.Z',
      street: 'Ulica Vjekoslava Heinzela',
      place: '10000 Zagreb - Donji grad H',
    });
    expect(fieldsOf(hub3Payload(longest)).slice(6, 9)).toEqual([
      'Groupama osiguranje d.d.Z',
      'Ulica Vjekoslava Heinzela',
      '10000 Zagreb - Donji grad H',
    ]);
  });

  it('refuses an IBAN that is not HR and 19 digits with valid check digits', () => {
    for (const iban of [
      'HR121001005186300016',
      'HR12100100518630001600',
      'HR1310010051863000160',
      'hr1210010051863000160',
      'HR12 1001 0051 8630 0016 0',
      'SI56263300012039086',
    ]) {
      expect(() => hub3Payload(slipWith({ iban })), iban).toThrow(/IBAN/);
    }
  });

  it('refuses a model other than HR01, and a reference HR01 refuses', () => {
    expect(() => hub3Payload(slipWith({ model: 'HR00' as 'HR01' }))).toThrow(/HR01/);
    for (const reference of [
      '',
      '0267-306205804427-8',
      '0267-306205804427',
      '0267-3062-0580-4427-9',
      '1234567890123-1',
      '0267-306205804427-9-',
      '0267 306205804427 9',
      'AO-7K3M9Q2XWB',
      '123456789012-123456789012-1',
    ]) {
      expect(() => hub3Payload(slipWith({ reference })), reference).toThrow(RangeError);
    }
    // The published example: its control digit closes it.
    expect(fieldsOf(hub3Payload(slipWith({ reference: '2020-789-1' })))[11]).toBe('2020-789-1');
  });

  it('refuses a purpose code that is not four capital letters', () => {
    for (const purposeCode of ['insu', 'INS', 'INSUR', 'IN5U', '']) {
      expect(() => hub3Payload(slipWith({ purposeCode })), purposeCode).toThrow(/purpose code/);
    }
  });

  it('refuses a description longer than 35 characters', () => {
    expect(() => hub3Payload(slipWith({ description: 'Polica AO ZG1234AB, vozač Đ. Žužićka' }))).toThrow(/description/);
  });
});

describe('hub3Text', () => {
  it('keeps Croatian and the rest of ISO 8859-2, and spaces out line breaks', () => {
    expect(hub3Text('Čačić  Šoić\nĐakovo, Müller Gößnitz')).toBe('Čačić Šoić Đakovo, Müller Gößnitz');
  });

  it('composes a letter typed as a base and a combining caron', () => {
    expect(hub3Text('C\u030cac\u030cic\u0301')).toBe('Čačić');
  });
});

describe('hub3Bytes', () => {
  it('encodes č ć đ š ž and their capitals as their ISO 8859-2 bytes', () => {
    expect(Array.from(hub3Bytes('čćđšžČĆĐŠŽ'))).toEqual([0xe8, 0xe6, 0xf0, 0xb9, 0xbe, 0xc8, 0xc6, 0xd0, 0xa9, 0xae]);
  });

  it('gives bytes that an independent ISO 8859-2 decoder reads back as the payload', () => {
    const payload = hub3Payload(sampleSlip);
    const bytes = hub3Bytes(payload);
    expect(bytes).toHaveLength(payload.length);
    expect(iso88592.decode(bytes)).toBe(payload);
  });

  it('refuses a character ISO 8859-2 lacks', () => {
    for (const character of ['€', '😀', 'ы', 'ñ']) expect(() => hub3Bytes(character), character).toThrow(RangeError);
  });
});

describe('textOfHub3Bytes', () => {
  it('reads every byte as ISO 8859-2 does', () => {
    const every = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect(textOfHub3Bytes(every)).toBe(iso88592.decode(every));
  });
});

describe('readHub3Payload', () => {
  it('reads back the slip it was written from', () => {
    expect(readHub3Payload(hub3Payload(sampleSlip))).toEqual(sampleSlip);
  });

  it("reads any payer's lines back as cut and cleaned, and writes them again the same", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string(),
        fc.string({ unit: 'grapheme' }),
        (name, street, place) => {
          const slip = readHub3Payload(hub3Payload(payerWith({ name, street, place })));
          expect(slip.payer.name.length).toBeLessThanOrEqual(30);
          expect(slip.payer.street.length).toBeLessThanOrEqual(27);
          expect(slip.payer.place.length).toBeLessThanOrEqual(27);
          expect(slip.payee).toEqual(sampleSlip.payee);
          expect(hub3Payload(slip)).toBe(hub3Payload(payerWith({ name, street, place })));
        },
      ),
    );
  });

  it('takes a payload whose last field has no line feed', () => {
    expect(readHub3Payload(hub3Payload(sampleSlip).slice(0, -1))).toEqual(sampleSlip);
  });

  it('refuses a payload that breaks the standard', () => {
    const fields = fieldsOf(hub3Payload(sampleSlip)).slice(0, 14);
    const withField = (index: number, value: string) => fields.map((field, at) => (at === index ? value : field));
    const cases: [string, string, RegExp][] = [
      ['13 fields', fields.slice(0, 13).join('\n') + '\n', /14 fields, not 13/],
      ['15 fields', [...fields, 'more'].join('\n') + '\n', /14 fields, not 15/],
      ['another header', withField(0, 'HRVHUB20').join('\n'), /HRVHUB30/],
      ['another currency', withField(1, 'HRK').join('\n'), /EUR/],
      ['an amount of 14 digits', withField(2, '00000000019356').join('\n'), /15 digits/],
      ['an amount with a comma', withField(2, '0000000000193,56').join('\n'), /15 digits/],
      ['no amount', withField(2, '000000000000000').join('\n'), /above zero/],
      ['a payer name of 31 characters', withField(3, 'Đurđica Ana-Marija Šimić-Čačića').join('\n'), /payer name/],
      ['a control character', withField(4, 'Ilica\u0085 1').join('\n'), /payer street .*control/],
      ['a payee name of 26 characters', withField(6, 'Groupama osiguranje d.d. Z').join('\n'), /payee name/],
      ['a wrong IBAN', withField(9, 'HR1310010051863000160').join('\n'), /IBAN/],
      ['another model', withField(10, 'HR00').join('\n'), /HR01/],
      ['a wrong control digit', withField(11, '0267-306205804427-1').join('\n'), /control digit/],
      ['a lower-case purpose code', withField(12, 'insu').join('\n'), /purpose code/],
      [
        'a description of 36 characters',
        withField(13, 'Polica AO ZG1234AB, vozač Đ. Žužićka').join('\n'),
        /description/,
      ],
      ['CR LF line ends', fields.join('\r\n'), /HRVHUB30/],
    ];
    for (const [why, payload, reason] of cases) expect(() => readHub3Payload(payload), why).toThrow(reason);
  });
});
