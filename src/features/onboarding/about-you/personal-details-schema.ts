import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';

/** Reasons this step adds to the contracts' (`required`, `too-long`); each has a message in `onboarding-details`. */
export const detailsErrors = {
  name: 'invalid-name',
  street: 'invalid-street',
  houseNumber: 'invalid-house-number',
  postalCode: 'invalid-postal-code',
  unlistedPlace: 'unlisted-place',
} as const;

export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  address: string;
  houseNumber: string;
  city: string;
  postalCode: string;
}

export const nameMaxLength = 60;
export const streetMaxLength = 100;
export const houseNumberMaxLength = 10;

/** Letters of any alphabet (Š, Đ, Ö…), words joined by spaces, hyphens or apostrophes: "Ana-Marija", "D'Ambrosio". */
const namePattern = /^\p{L}+(?:[ '’-]+\p{L}+)*$/u;
/** A street name: letters, with digits and the punctuation street names use ("Ul. 1. svibnja", "Trg J. J. Strossmayera"). */
const streetPattern = /^(?=.*\p{L})[\p{L}\d .,'’()/-]+$/u;
/** "12", "12A", "12 a", "12/3", "3B/1", or "bb" (bez broja) where a house has none. */
const houseNumberPattern = /^(?:\d{1,4} ?\p{L}{0,2}(?: ?\/ ?\d{1,4}\p{L}?)?|bb)$/iu;
const postalCodePattern = /^\d{5}$/;

const personName = () =>
  yup
    .string()
    .trim()
    .required(fieldErrors.required)
    .max(nameMaxLength, fieldErrors.tooLong)
    .matches(namePattern, detailsErrors.name);

/** The form's rules; `isListedPlace` says whether a place and postal code are one of the list's options (spec §3). */
export const personalDetailsSchema = (isListedPlace: (city: string, postalCode: string) => boolean) =>
  yup.object({
    firstName: personName(),
    lastName: personName(),
    address: yup
      .string()
      .trim()
      .required(fieldErrors.required)
      .max(streetMaxLength, fieldErrors.tooLong)
      .matches(streetPattern, detailsErrors.street),
    houseNumber: yup
      .string()
      .trim()
      .required(fieldErrors.required)
      .max(houseNumberMaxLength, fieldErrors.tooLong)
      .matches(houseNumberPattern, detailsErrors.houseNumber),
    city: yup
      .string()
      .required(fieldErrors.required)
      .test('listed', detailsErrors.unlistedPlace, function listed(city) {
        const { postalCode } = this.parent as PersonalDetailsValues;
        return city === undefined || isListedPlace(city, postalCode);
      }),
    postalCode: yup.string().required(fieldErrors.required).matches(postalCodePattern, detailsErrors.postalCode),
  });

/** What is stored: trimmed, inner runs of spaces collapsed. */
export const cleanText = (value: string) => value.trim().replace(/\s+/g, ' ');
