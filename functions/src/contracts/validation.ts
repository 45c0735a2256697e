/**
 * Field rules of spec §5 as Yup schemas, shared by the SPA's forms and the functions' input parsing.
 * Server schemas are used in strict mode: nothing is coerced, unknown keys are refused.
 */
import * as yup from 'yup';
import { displayDatePattern, displayDateToIso, emailPattern, fieldErrors } from './field-rules.js';
import { isValidOib } from './oib.js';
import { normalizedLicensePlatePattern, normalizeLicensePlate } from './license-plate.js';
import { platform } from './platform.js';
import { vinPattern } from './vin.js';

export const emailSchema = () =>
  yup
    .string()
    .max(254, fieldErrors.tooLong)
    .matches(emailPattern, { message: fieldErrors.email, excludeEmptyString: true });

/** dd/MM/yyyy exactly (the SPA turns what the driver typed into it); the day must exist. */
export const displayDateSchema = () =>
  yup
    .string()
    .max(10, fieldErrors.tooLong)
    .test('date', fieldErrors.date, (value) => value === undefined || value === null || displayDatePattern.test(value))
    .test(
      'calendar',
      fieldErrors.nonexistentDate,
      (value) => value === undefined || value === null || !displayDatePattern.test(value) || !!displayDateToIso(value),
    );

export const oibSchema = () =>
  yup
    .string()
    .max(11, fieldErrors.tooLong)
    .test('oib', fieldErrors.oib, (value) => value === undefined || value === null || isValidOib(value));

/** A plate as typed; valid when its normalised form is a plate. */
export const licensePlateSchema = () =>
  yup
    .string()
    .max(20, fieldErrors.tooLong)
    .test(
      'plate',
      fieldErrors.licensePlate,
      (value) =>
        value === undefined || value === null || normalizedLicensePlatePattern.test(normalizeLicensePlate(value)),
    );

export const vinSchema = () =>
  yup
    .string()
    .max(40, fieldErrors.tooLong)
    .test(
      'vin',
      fieldErrors.vin,
      (value) => value === undefined || value === null || vinPattern.test(value.replace(/\s+/g, '').toUpperCase()),
    );

/** The national number, digits and spaces; each way it can be wrong has its own message (too short, a dial code…). */
export const phoneNumberSchema = () =>
  yup
    .string()
    .max(30, fieldErrors.tooLong)
    .test('dial-code', fieldErrors.phoneDialCode, (value) => !value || !/^\s*(\+|00)/.test(value))
    .test('digits', fieldErrors.phoneDigits, (value) => !value || /^[0-9 ]*$/.test(value))
    .test('short', fieldErrors.phoneTooShort, (value) => !value || value.replace(/ /g, '').length >= 6)
    .test('long', fieldErrors.phoneTooLong, (value) => !value || value.replace(/ /g, '').length <= 15);

/** Dial code such as +385. */
export const phonePrefixSchema = () =>
  yup
    .string()
    .max(5, fieldErrors.tooLong)
    .matches(/^\+\d{1,4}$/, fieldErrors.invalid);

const maxUtmTags = 20;
/** Keys that mean something to JavaScript objects; a client has no business sending them. */
const reservedKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Query parameters of the landing URL, kept as marketing attribution: a flat map of short strings. */
export const utmTagsSchema = () =>
  yup.mixed<Record<string, string>>().test('utm', fieldErrors.invalid, (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype)
      return false;
    const entries = Object.entries(value);
    return (
      entries.length <= maxUtmTags &&
      entries.every(
        ([key, tag]) =>
          /^[\w.-]{1,64}$/.test(key) && !reservedKeys.has(key) && typeof tag === 'string' && tag.length <= 256,
      )
    );
  });

export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Ids double as Firestore document ids, which may not contain `/` nor look like `__reserved__`: start with a letter or digit. */
const shortId = () =>
  yup
    .string()
    .max(128, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9][\w-]*$/, { message: fieldErrors.invalid, excludeEmptyString: true });

/** A coupon code as a driver may type it: letters, digits, spaces and hyphens (it is also a document id). */
export const couponCodeSchema = () =>
  yup
    .string()
    .max(40, fieldErrors.tooLong)
    .matches(/^ *[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: fieldErrors.invalid, excludeEmptyString: true });

/** Who is calling and from where: sent with lookups, pricing and work-in-progress records (spec §7). */
export const clientContextFields = {
  platform: yup.string().oneOf([platform], fieldErrors.invalid).required(fieldErrors.required),
  platformVersion: yup.string().max(20, fieldErrors.tooLong).required(fieldErrors.required),
  utmTags: utmTagsSchema().nullable(),
  deviceType: yup.string().oneOf(deviceTypes, fieldErrors.invalid).nullable(),
  referrerId: shortId().nullable(),
  referralIndividualId: shortId().nullable(),
};

export const idSchema = shortId;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string in a request that is not well-formed UTF-16 (a lone surrogate such as "\ud800"), or
 * undefined. Such text cannot be stored or sent on, so it is refused at the boundary like any other bad input
 * instead of failing deep inside a write.
 */
export function illFormedTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return loneSurrogate.test(value) ? path || '(request)' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (loneSurrogate.test(key)) return itemPath;
    const found = illFormedTextPath(item, itemPath);
    if (found) return found;
  }
  return undefined;
}
