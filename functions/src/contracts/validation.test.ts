import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { displayDateSchema, illFormedTextPath, utmTagsSchema } from './validation.js';
import { displayDateToIso, emailPattern, fieldErrors, isoToDisplayDate } from './field-rules.js';
import { isPolicyStartOnSale } from './policy-dates.js';

/** The reasons a strict validation gives, as the callables answer them; none when the value is valid. */
const errorMessages = (schema: yup.Schema, value: unknown): string[] => {
  try {
    schema.validateSync(value, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.inner.length > 0 ? error.inner.map((issue) => issue.message) : [error.message];
  }
};

describe('email pattern (spec §5)', () => {
  it.each(['ivana.horvat@primjer.hr', 'IVANA_H-1@Mail.Example.com', 'marko+osiguranje@gmail.com', 'a@b.museum'])(
    'accepts %s',
    (email) => expect(emailPattern.test(email)).toBe(true),
  );

  it.each([
    'ivana@primjer',
    'ivana@primjer.h',
    'ivana@primjer.abcdefghij',
    'iva na@primjer.hr',
    'ivana@@primjer.hr',
    'ivana@primjer.hr.',
    'ivana!@primjer.hr',
  ])('refuses %s', (email) => expect(emailPattern.test(email)).toBe(false));
});

describe('dd/MM/yyyy dates (spec §5)', () => {
  it('turn into ISO dates when they exist on the calendar', () => {
    expect(displayDateToIso('07/03/1985')).toBe('1985-03-07');
    expect(displayDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(isoToDisplayDate('1985-03-07')).toBe('07/03/1985');
  });

  it('refuse impossible days, other years than 19xx/20xx and other formats', () => {
    for (const text of [
      '31/02/2000',
      '29/02/2023',
      '01/13/2000',
      '01/01/1899',
      '01/01/2100',
      '1/1/2000',
      '2000-01-01',
    ]) {
      expect(displayDateToIso(text), text).toBeUndefined();
    }
  });

  // Issue 42: sixteen characters in the date of birth were told "the text is too long", not that it is no date.
  it.each([['1234567890123456'], ['14.05.1986.'], ['četrnaesti svibnja 1986.'], ['14/05/86']])(
    'say %j is not a date, however long, and nothing else',
    (typed) => {
      expect(errorMessages(displayDateSchema(), typed)).toEqual([fieldErrors.date]);
    },
  );

  it('say a day that is not on the calendar does not exist', () => {
    expect(errorMessages(displayDateSchema(), '31/02/1990')).toEqual([fieldErrors.nonexistentDate]);
    expect(errorMessages(displayDateSchema(), '29/02/2024')).toEqual([]);
  });
});

describe('utm tags', () => {
  const valid = (value: unknown) => utmTagsSchema().nullable().isValidSync(value, { strict: true });

  it('accept a flat map of short strings', () => {
    expect(valid({ utm_source: 'google', utm_campaign: 'jesen-2026', rid: 'demo-driver' })).toBe(true);
    expect(valid(null)).toBe(true);
  });

  it('refuse names a store reserves and values that are not one line of text', () => {
    expect(valid({ __utm__: 'x' })).toBe(false);
    expect(valid({ utm_source: 'a\nb' })).toBe(false);
    expect(valid({ utm_source: 'a\u0000' })).toBe(false);
  });

  it('refuse nested values, arrays, prototype keys and floods', () => {
    expect(valid({ utm_source: { nested: 'x' } })).toBe(false);
    expect(valid(['utm_source'])).toBe(false);
    expect(valid(JSON.parse('{"__proto__": "x"}'))).toBe(false);
    expect(valid({ constructor: 'x' })).toBe(false);
    expect(valid(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])))).toBe(false);
    expect(valid({ utm_source: 'x'.repeat(257) })).toBe(false);
  });
});

describe('optional fields', () => {
  it('accept null where the contract allows it, as the SPA sends for fields left empty', async () => {
    const { pricingRequestSchema } = await import('./get-groupama-pricing-for-options.js');
    const { saveWorkInProgressRequestSchema } = await import('./work-in-progress.js');
    const pricing = {
      platform: 'web',
      platformVersion: 'v1.56.2',
      licensePlate: 'ZG5678CD',
      vin: null,
      vehicleDetails: null,
      dateOfBirth: '14/05/1980',
      personalIdentificationNumber: '27182818283',
      contactEmail: 'ivana@primjer.hr',
      phoneNumberPrefix: '+385',
      phoneNumber: '912345678',
      policyStartDate: null,
      policyAccepted: true,
      discountCode: null,
      wipId: null,
      utmTags: null,
      deviceType: null,
      referrerId: null,
      referralIndividualId: null,
    };
    expect(pricingRequestSchema.isValidSync(pricing, { strict: true })).toBe(true);
    const wip = {
      platform: 'web',
      platformVersion: 'v1.56.2',
      wipId: null,
      lastStep: 'calculate-price',
      onboardingProgress: null,
      fields: {
        licensePlate: null,
        vin: null,
        dateOfBirth: null,
        PIN: null,
        email: null,
        phone: null,
        prefix: null,
        policyAccepted: null,
      },
    };
    expect(saveWorkInProgressRequestSchema.isValidSync(wip, { strict: true })).toBe(true);
  });
});

describe('text that cannot be stored', () => {
  it('is found by its path, however deep, in values and in keys', () => {
    expect(illFormedTextPath({ a: 'ok', b: { c: ['fine', 'x\ud800y'] } })).toBe('b.c[1]');
    expect(illFormedTextPath({ ['\udc00']: 1 })).toBe('\udc00');
    expect(illFormedTextPath('\udfff')).toBe('(request)');
  });

  it('holds control characters too, and a line break in a key', () => {
    expect(illFormedTextPath({ a: { b: ['x', 'ESC\u001b[2J'] } })).toBe('a.b[1]');
    expect(illFormedTextPath({ a: 'NUL\u0000' })).toBe('a');
    expect(illFormedTextPath({ a: 'C1\u0085' })).toBe('a');
    expect(illFormedTextPath({ ['a\nb']: 'x' })).toBe('a\nb');
    expect(illFormedTextPath({ ['a\u202Eb']: 'x' })).toBe('a\u202Eb');
  });

  it('lets every real character through, emoji, Croatian letters and a message’s lines included', () => {
    expect(illFormedTextPath({ name: 'Đurđa Šimić 😀', list: ['č', 'ć', 'ž'], body: 'a\r\n\tb' })).toBeUndefined();
  });
});

describe('one-line and multi-line text', () => {
  it('refuses a line break or a control character in any one-line field, and takes a message’s lines', async () => {
    const { contactRequestSchema } = await import('./contact-us-sendgrid.js');
    const { pricingRequestSchema } = await import('./get-groupama-pricing-for-options.js');
    const contact = (data: Record<string, unknown>) => ({
      platform: 'web',
      platformVersion: 'v1.56.2',
      locale: 'hr',
      data: { firstName: 'Ana', lastName: 'Marić', email: 'ana@primjer.hr', message: 'Pitanje o polici.', ...data },
    });
    expect(errorMessages(contactRequestSchema, contact({ firstName: 'Ana\r\nBcc: x@y.hr' }))).toEqual(['invalid']);
    expect(errorMessages(contactRequestSchema, contact({ lastName: 'Marić\t' }))).toEqual(['invalid']);
    expect(errorMessages(contactRequestSchema, contact({ message: 'Dobar dan,\n\tpitanje o polici.\r\n' }))).toEqual(
      [],
    );
    expect(errorMessages(contactRequestSchema, contact({ message: 'Dobar dan,\u0007 pitanje o polici.' }))).toEqual([
      'invalid',
    ]);
    const pricing = {
      platform: 'web',
      platformVersion: 'v1.56.2',
      licensePlate: 'ZG5678CD',
      dateOfBirth: '14/05/1980',
      personalIdentificationNumber: '27182818283',
      contactEmail: 'ivana@primjer.hr',
      phoneNumberPrefix: '+385',
      phoneNumber: '912345678',
      policyAccepted: true,
    };
    expect(errorMessages(pricingRequestSchema, { ...pricing, vehicleDetails: { manufacturer: 'Škoda\n' } })).toEqual([
      'invalid',
    ]);
    expect(errorMessages(pricingRequestSchema, { ...pricing, licensePlate: 'ZG\n5678CD' })).toEqual(['invalid']);
  });

  it('refuses format characters in one-line text with their own reason, the only one given; a message keeps them', async () => {
    const { contactRequestSchema } = await import('./contact-us-sendgrid.js');
    const { personNameSchema } = await import('./policyholder.js');
    const contact = (data: Record<string, unknown>) => ({
      platform: 'web',
      platformVersion: 'v1.56.2',
      locale: 'hr',
      data: { firstName: 'Ana', lastName: 'Marić', email: 'ana@primjer.hr', message: 'Pitanje o polici.', ...data },
    });
    // An override, an isolate, a direction mark, a zero-width space, a soft hyphen, a BOM, a tag character.
    for (const invisible of ['\u202E', '\u2066', '\u200F', '\u200B', '\u00AD', '\uFEFF', '\u{E0041}'])
      expect(errorMessages(contactRequestSchema, contact({ firstName: `An${invisible}a` }))).toEqual([
        fieldErrors.invisibleCharacters,
      ]);
    // Not also "not a name" nor "not an e-mail": the form says the one thing to fix.
    expect(errorMessages(personNameSchema(), '\u202Etset')).toEqual([fieldErrors.invisibleCharacters]);
    expect(errorMessages(contactRequestSchema, contact({ email: 'ana\u200B@primjer.hr' }))).toEqual([
      fieldErrors.invisibleCharacters,
    ]);
    expect(errorMessages(contactRequestSchema, contact({ message: 'Citiram: \u202Bשלום\u202C, hvala.' }))).toEqual([]);
    // A claim document's file name that would read "racunexe.pdf".
    const { uploadClaimDocumentRequestSchema } = await import('./upload-claim-document.js');
    const fileName = yup.reach(uploadClaimDocumentRequestSchema, 'fileName') as yup.Schema;
    expect(errorMessages(fileName, 'racun\u202Efdp.exe')).toEqual([fieldErrors.invisibleCharacters]);
    expect(errorMessages(fileName, 'račun za popravak.pdf')).toEqual([]);
  });
});

describe('a plate or a VIN', () => {
  const web = { platform: 'web', platformVersion: 'v1.56.2' };
  const driver = {
    dateOfBirth: '14/05/1980',
    personalIdentificationNumber: '27182818283',
    contactEmail: 'ivana@primjer.hr',
    phoneNumberPrefix: '+385',
    phoneNumber: '912345678',
    policyAccepted: true,
  };
  const offer = {
    driverBirthDate: '14/05/1980',
    driverPin: '27182818283',
    driverPhone: '+385 91 234 5678',
    driverEmail: 'ivana@primjer.hr',
    isLicensePlateTypePROBA: false,
    policyAccepted: true,
  };
  it('takes an empty one beside the other as not given, and refuses both empty', async () => {
    const { vehicleInfoRequestSchema } = await import('./get-groupama-vehicle-info.js');
    const { pricingRequestSchema } = await import('./get-groupama-pricing-for-options.js');
    const { offerRequestSchema } = await import('./send-create-offer-request.js');
    const { saveWorkInProgressRequestSchema } = await import('./work-in-progress.js');
    const { discountStatusRequestSchema } = await import('./check-discount-status.js');
    for (const [schema, rest] of [
      [vehicleInfoRequestSchema, web],
      [pricingRequestSchema, { ...web, ...driver }],
      [offerRequestSchema, { ...web, ...offer }],
    ] as const) {
      expect(errorMessages(schema, { ...rest, licensePlate: 'ZG5678CD', vin: '' })).toEqual([]);
      expect(errorMessages(schema, { ...rest, licensePlate: '', vin: 'WVWZZZE1ZTP567890' })).toEqual([]);
      expect(errorMessages(schema, { ...rest, licensePlate: '', vin: '' })).toEqual(['required']);
    }
    const wip = { ...web, lastStep: '01: Vehicle found' };
    expect(
      errorMessages(saveWorkInProgressRequestSchema, { ...wip, fields: { licensePlate: 'ZG5678CD', vin: '' } }),
    ).toEqual([]);
    const discount = { ...web, code: 'DOBRODOSLI10' };
    expect(errorMessages(discountStatusRequestSchema, { ...discount, licensePlate: '' })).toEqual([]);
    expect(errorMessages(discountStatusRequestSchema, { ...discount, licensePlate: null })).toEqual([]);
  });

  it('refuses a plate of no Croatian registration area with its own reason, at every boundary (spec §9)', async () => {
    const { vehicleInfoRequestSchema } = await import('./get-groupama-vehicle-info.js');
    const { telematicsCheckRequestSchema } = await import('./check-telematics-only-vehicle.js');
    expect(errorMessages(vehicleInfoRequestSchema, { ...web, licensePlate: 'XY 1234-AB', vin: null })).toEqual([
      'unknown-plate-area',
    ]);
    expect(errorMessages(vehicleInfoRequestSchema, { ...web, licensePlate: 'X', vin: null })).toEqual([
      'invalid-license-plate',
    ]);
    expect(
      errorMessages(telematicsCheckRequestSchema, { contactEmail: 'ana@primjer.hr', licensePlate: 'QQ123AB' }),
    ).toEqual(['unknown-plate-area']);
  });
});

describe('the policy start', () => {
  it('is refused later than the insurer sells, with its own reason', async () => {
    const { pricingRequestSchema } = await import('./get-groupama-pricing-for-options.js');
    const policyStartDate = pricingRequestSchema.fields.policyStartDate as yup.Schema;
    expect(errorMessages(policyStartDate, '31/12/2099')).toEqual([fieldErrors.policyStartTooLate]);
    expect(isPolicyStartOnSale('31/12/2099', new Date())).toBe(false);
    expect(errorMessages(policyStartDate, '01/01/2020')).toEqual([]);
  });
});
