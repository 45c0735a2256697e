import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import {
  detailsErrors,
  houseNumberSchema,
  personNameSchema,
  postalCodeSchema,
  streetSchema,
} from '@contracts/policyholder';

export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  address: string;
  houseNumber: string;
  city: string;
  postalCode: string;
}

/**
 * The form's rules: the payment call's own policyholder rules, plus the place list (spec §3), which only the form
 * has. `isListedPlace` says whether a place and postal code are one of the list's options.
 */
export const personalDetailsSchema = (isListedPlace: (city: string, postalCode: string) => boolean) =>
  yup.object({
    firstName: personNameSchema(),
    lastName: personNameSchema(),
    address: streetSchema(),
    houseNumber: houseNumberSchema(),
    city: yup
      .string()
      .required(fieldErrors.required)
      .test('listed', detailsErrors.unlistedPlace, function listed(city) {
        const { postalCode } = this.parent as PersonalDetailsValues;
        return city === undefined || isListedPlace(city, postalCode);
      }),
    postalCode: postalCodeSchema(),
  });
