import * as yup from 'yup';
import {
  citySchema,
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
 * The form's rules are the payment call's own policyholder rules. The place is one of the list's, chosen in the
 * field, or one the driver typed because the list lacks it: either passes the same place and postal code rules on
 * the server (docs/decisions/0015-place-list.md).
 */
export const personalDetailsSchema = yup.object({
  firstName: personNameSchema(),
  lastName: personNameSchema(),
  address: streetSchema(),
  houseNumber: houseNumberSchema(),
  city: citySchema(),
  postalCode: postalCodeSchema(),
});
