/**
 * The policyholder as the about-you step collects them and the payment call carries them: one set of rules for the
 * form and for the server, so what the form accepts the server accepts and nothing else.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { printedLetter } from './printed-text.js';
import {
  displayDateSchema,
  emailSchema,
  oibSchema,
  phoneNumberSchema,
  phonePrefixSchema,
  textSchema,
  textMatches,
} from './validation.js';

/** Reasons these fields add to `fieldErrors`; each has a message in the SPA's `onboarding-details` texts. */
export const detailsErrors = {
  name: 'invalid-name',
  street: 'invalid-street',
  houseNumber: 'invalid-house-number',
  postalCode: 'invalid-postal-code',
  city: 'invalid-city',
} as const;

export const nameMaxLength = 60;
export const streetMaxLength = 100;
export const houseNumberMaxLength = 10;
export const cityMaxLength = 100;

// Letters are those the policy's and the statement's PDFs print (`printedLetter`): Latin, Greek and Cyrillic.
/** Letters (Š, Đ, Ö, Ж…), words joined by spaces, hyphens or apostrophes: "Ana-Marija", "D'Ambrosio". */
export const namePattern = new RegExp(String.raw`^${printedLetter}+(?:[ '’-]+${printedLetter}+)*$`, 'u');
/** A street name: letters, with digits and the punctuation street names use ("Ul. 1. svibnja", "Trg J. J. Strossmayera"). */
export const streetPattern = new RegExp(String.raw`^(?=.*${printedLetter})(?:${printedLetter}|[\d .,'’()/-])+$`, 'u');
/**
 * "12", "12A", "12 a", "12/3", "3B/1", or "bb" (bez broja) where a house has none. Not case-insensitive (`i`): with
 * `u` it folds letters the fonts lack (U+1C80) into ones they print.
 */
export const houseNumberPattern = new RegExp(
  String.raw`^(?:\d{1,4} ?${printedLetter}{0,2}(?: ?\/ ?\d{1,4}${printedLetter}?)?|[bB]{2})$`,
  'u',
);
/** A place as the postal list writes it, qualifiers included ("Zagreb-Novi Zagreb", "Sveti Ivan Zelina (dio)"). */
export const cityPattern = new RegExp(String.raw`^(?=.*${printedLetter})(?:${printedLetter}|[\d .,'’()/-])+$`, 'u');
export const postalCodePattern = /^\d{5}$/;
/**
 * Croatia's postal regions, the first two digits of every postal code in the place list (`npm run build:places`
 * prints them): 10 Zagreb to 53 Gospić. A place the list lacks is accepted with a code of one of them.
 */
export const croatianPostalRegions: readonly string[] =
  '10 20 21 22 23 31 32 33 34 35 40 42 43 44 47 48 49 51 52 53'.split(' ');

/** What is stored: trimmed, inner runs of spaces collapsed. */
export const cleanText = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A first or last name by the purchase's rule, not required: an accident statement's draft may lack it. */
export const personNameText = () =>
  textSchema()
    .trim()
    .max(nameMaxLength, fieldErrors.tooLong)
    .test('name', detailsErrors.name, textMatches(namePattern));

export const personNameSchema = () => personNameText().required(fieldErrors.required);

/** A street by the purchase's rule, not required; `max` for a field that takes the house number too. */
export const streetText = (max = streetMaxLength) =>
  textSchema().trim().max(max, fieldErrors.tooLong).test('street', detailsErrors.street, textMatches(streetPattern));

export const streetSchema = () => streetText().required(fieldErrors.required);

export const houseNumberSchema = () =>
  textSchema()
    .trim()
    .required(fieldErrors.required)
    .max(houseNumberMaxLength, fieldErrors.tooLong)
    .test('house-number', detailsErrors.houseNumber, textMatches(houseNumberPattern));

/** A place by the purchase's rule, not required. */
export const cityText = () =>
  textSchema()
    .trim()
    .max(cityMaxLength, fieldErrors.tooLong)
    .test('city', detailsErrors.city, textMatches(cityPattern));

export const citySchema = () => cityText().required(fieldErrors.required);

/**
 * Five digits of a Croatian postal region. Every place of the list passes, and so does a place typed by a driver
 * whose settlement the list lacks (docs/decisions/0015-place-list.md); the server does not hold the list.
 */
export const isCroatianPostalCode = (code: string): boolean =>
  postalCodePattern.test(code) && croatianPostalRegions.includes(code.slice(0, 2));

export const postalCodeSchema = () =>
  textSchema()
    .required(fieldErrors.required)
    .test('croatian', detailsErrors.postalCode, textMatches({ test: isCroatianPostalCode }));

/** Croatian addresses only: the product sells Croatian policies for Croatian-registered vehicles (spec §1). */
export const policyholderCountries = ['HR'] as const;

export const policyholderSchema = yup
  .object({
    firstName: personNameSchema(),
    lastName: personNameSchema(),
    address: streetSchema(),
    houseNumber: houseNumberSchema(),
    postalCode: postalCodeSchema(),
    city: citySchema(),
    country: textSchema().oneOf(policyholderCountries, fieldErrors.invalid).required(fieldErrors.required),
    personalIdentificationNumber: oibSchema().required(fieldErrors.required),
    dateOfBirth: displayDateSchema().required(fieldErrors.required),
    contactEmail: emailSchema().required(fieldErrors.required),
    phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
    phoneNumber: phoneNumberSchema().required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);

export type Policyholder = yup.InferType<typeof policyholderSchema>;
