/**
 * The licence plate field rule (spec §5, §9), in a module of its own: the forms without a plate (sign-in, the
 * account's password) take the other field rules without the plate's registration areas.
 */
import { fieldErrors } from './field-rules.js';
import { normalizedLicensePlatePattern, normalizeLicensePlate } from './license-plate.js';
import { registrationAreaOf } from './registration-areas.js';
import { textSchema } from './validation.js';

/**
 * A plate as typed; valid when its normalised form is a plate. Empty is no plate, as null is: beside a VIN it means
 * "not given", and where a plate is needed `required` refuses it.
 */
export const licensePlateSchema = () =>
  textSchema()
    .max(20, fieldErrors.tooLong)
    .test(
      'plate',
      fieldErrors.licensePlate,
      (value) => !value || normalizedLicensePlatePattern.test(normalizeLicensePlate(value)),
    )
    // A plate that is no plate is named as such, not by its area.
    .test('plate-area', fieldErrors.licensePlateArea, (value) => {
      const plate = value ? normalizeLicensePlate(value) : '';
      return !normalizedLicensePlatePattern.test(plate) || registrationAreaOf(plate) !== undefined;
    });
