/**
 * Field rules of spec §5 as Yup schemas, shared by the SPA's forms and the functions' input parsing.
 * Server schemas are used in strict mode: nothing is coerced, unknown keys are refused.
 */
import * as yup from 'yup';
import { displayDatePattern, displayDateToIso, emailPattern, fieldErrors } from './field-rules.js';
import { isValidOib } from './oib.js';
import { platform } from './platform.js';
import { hasFormatCharacter, isMultilineText, isSingleLineText, isUtmTag, maxUtmTags } from './text-rules.js';
import { vinPattern } from './vin.js';

// Yup's own messages name the field and echo the value ("…final value was: `123`"); a refusal answers the reason's key
// only, on the server and in the SPA's forms alike. Set before any schema below is built: a schema reads them then.
yup.setLocale({
  mixed: {
    default: fieldErrors.invalid,
    required: fieldErrors.required,
    defined: fieldErrors.required,
    notNull: fieldErrors.invalid,
    notType: fieldErrors.invalid,
    oneOf: fieldErrors.invalid,
    notOneOf: fieldErrors.invalid,
  },
  string: {
    length: fieldErrors.invalid,
    min: fieldErrors.invalid,
    max: fieldErrors.tooLong,
    matches: fieldErrors.invalid,
    email: fieldErrors.email,
    url: fieldErrors.invalid,
    uuid: fieldErrors.invalid,
    datetime: fieldErrors.invalid,
    datetime_offset: fieldErrors.invalid,
    datetime_precision: fieldErrors.invalid,
    trim: fieldErrors.invalid,
    lowercase: fieldErrors.invalid,
    uppercase: fieldErrors.invalid,
  },
  number: {
    min: fieldErrors.invalid,
    max: fieldErrors.invalid,
    lessThan: fieldErrors.invalid,
    moreThan: fieldErrors.invalid,
    positive: fieldErrors.invalid,
    negative: fieldErrors.invalid,
    integer: fieldErrors.invalid,
  },
  date: { min: fieldErrors.invalid, max: fieldErrors.invalid },
  boolean: { isValue: fieldErrors.invalid },
  object: { noUnknown: fieldErrors.invalid, exact: fieldErrors.invalid },
  array: { length: fieldErrors.invalid, min: fieldErrors.invalid, max: fieldErrors.tooLong },
  tuple: { notType: fieldErrors.invalid },
});

/**
 * Text on one line: every string of a request is, unless its contract declares it multi-line. Without format
 * characters (text-rules.ts), refused with their own reason so a form can say what it cannot show: they are invisible.
 */
export const textSchema = () =>
  yup
    .string()
    .test('single-line', fieldErrors.invalid, (value) => typeof value !== 'string' || isSingleLineText(value))
    .test(
      'visible',
      fieldErrors.invisibleCharacters,
      (value) => typeof value !== 'string' || !hasFormatCharacter(value),
    );

/**
 * A text pattern's test that leaves what textSchema refuses (a line break, a control or a format character) to
 * textSchema's reasons: a refusal names one cause, whichever of a field's reasons the server or a form reports (each
 * keeps a different one of several).
 */
export const textMatches =
  (pattern: { test: (text: string) => boolean }) =>
  (value: string | null | undefined): boolean =>
    !value || !isSingleLineText(value) || hasFormatCharacter(value) || pattern.test(value);

/** Text that may hold line breaks and tabs: a message's body, declared as such by its contract. */
export const multilineTextSchema = () =>
  yup.string().test('multi-line', fieldErrors.invalid, (value) => typeof value !== 'string' || isMultilineText(value));

export const emailSchema = () =>
  textSchema().max(254, fieldErrors.tooLong).test('email', fieldErrors.email, textMatches(emailPattern));

/**
 * dd/MM/yyyy exactly (the SPA turns what the driver typed into it); the day must exist. No length limit of its own:
 * the pattern is one, and a text too long for a date is told it is no date, not that it is too long (issue 42).
 */
export const displayDateSchema = () =>
  textSchema()
    .test('date', fieldErrors.date, (value) => value === undefined || value === null || displayDatePattern.test(value))
    .test(
      'calendar',
      fieldErrors.nonexistentDate,
      (value) => value === undefined || value === null || !displayDatePattern.test(value) || !!displayDateToIso(value),
    );

export const oibSchema = () =>
  textSchema()
    .max(11, fieldErrors.tooLong)
    .test('oib', fieldErrors.oib, (value) => value === undefined || value === null || isValidOib(value));

/** A VIN as typed (spaces go); empty is no VIN, as for the plate. */
export const vinSchema = () =>
  textSchema()
    .max(40, fieldErrors.tooLong)
    .test('vin', fieldErrors.vin, (value) => !value || vinPattern.test(value.replace(/\s+/g, '').toUpperCase()));

/** The national number, digits and spaces; each way it can be wrong has its own message (too short, a dial code…). */
export const phoneNumberSchema = () =>
  textSchema()
    .max(30, fieldErrors.tooLong)
    .test('dial-code', fieldErrors.phoneDialCode, (value) => !value || !/^\s*(\+|00)/.test(value))
    .test('digits', fieldErrors.phoneDigits, (value) => !value || /^[0-9 ]*$/.test(value))
    .test('short', fieldErrors.phoneTooShort, (value) => !value || value.replace(/ /g, '').length >= 6)
    .test('long', fieldErrors.phoneTooLong, (value) => !value || value.replace(/ /g, '').length <= 15);

/** Dial code such as +385. */
export const phonePrefixSchema = () =>
  textSchema()
    .max(5, fieldErrors.tooLong)
    .matches(/^\+\d{1,4}$/, fieldErrors.invalid);

/** Query parameters of the landing URL, kept as marketing attribution: a flat map of short strings. */
export const utmTagsSchema = () =>
  yup.mixed<Record<string, string>>().test('utm', fieldErrors.invalid, (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype)
      return false;
    const entries = Object.entries(value);
    return entries.length <= maxUtmTags && entries.every(([key, tag]) => isUtmTag(key, tag));
  });

export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Ids double as Firestore document ids, which may not contain `/` nor look like `__reserved__`: start with a letter or digit. */
const shortId = () =>
  textSchema()
    .max(128, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9][\w-]*$/, { message: fieldErrors.invalid, excludeEmptyString: true });

/** A coupon code as a driver may type it: letters, digits, spaces and hyphens (it is also a document id). */
export const couponCodeSchema = () =>
  textSchema()
    .max(40, fieldErrors.tooLong)
    .matches(/^ *[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: fieldErrors.invalid, excludeEmptyString: true });

/** Who is calling and from where: sent with lookups, pricing and work-in-progress records (spec §7). */
export const clientContextFields = {
  platform: textSchema().oneOf([platform], fieldErrors.invalid).required(fieldErrors.required),
  platformVersion: textSchema().max(20, fieldErrors.tooLong).required(fieldErrors.required),
  utmTags: utmTagsSchema().nullable(),
  deviceType: textSchema().oneOf(deviceTypes, fieldErrors.invalid).nullable(),
  referrerId: shortId().nullable(),
  referralIndividualId: shortId().nullable(),
};

export const idSchema = shortId;

/**
 * The path of the first string in a request, value or key, that is no text anybody types: not well-formed UTF-16 (a
 * lone surrogate such as "\ud800", which cannot be stored or sent on) or holding a control character, or undefined.
 * Refused at the boundary for every request, whatever its schema, like any other bad input, instead of failing deep
 * inside a write or reaching a mail header. Line breaks and tabs are the schemas' to allow (`multilineTextSchema`),
 * and so are format characters (`textSchema` refuses them with their own reason); in a key, which nobody types, all
 * three are refused here.
 */
export function illFormedTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isMultilineText(value) ? undefined : path || '(request)';
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (!isSingleLineText(key) || hasFormatCharacter(key)) return itemPath;
    const found = illFormedTextPath(item, itemPath);
    if (found) return found;
  }
  return undefined;
}
