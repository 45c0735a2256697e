import { setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { detailsErrors } from '@contracts/policyholder';

/**
 * A form validated by the contract's own schema: the form's values are the contract's shape with empty strings for
 * what is not filled in, turned into the contract's shape (`toContract`) before the schema reads them, so the form
 * and the callable refuse the same things with the same reasons.
 */
export function validateByContract<Values extends object>(schema: AnySchema, toContract: (values: Values) => unknown) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(toContract(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormikErrors<Values> = {};
      for (const inner of error.inner.length > 0 ? error.inner : [error])
        if (inner.path) errors = setIn(errors, inner.path, inner.message) as FormikErrors<Values>;
      return errors;
    }
  };
}

/**
 * The contract's reason for a value of one field kept outside a Formik form (the damage, the remarks, a reason not to
 * sign), or null: `values` holds the field at `path` and any field its rule depends on.
 */
export function problemAt(schema: AnySchema, path: string, values: object): string | null {
  try {
    schema.validateSyncAt(path, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** The purchase's texts for the statement's fields that follow its rules, by the field's last name. */
const purchaseTexts: Record<string, string> = {
  firstName: 'onboarding-details:errors.firstName',
  lastName: 'onboarding-details:errors.lastName',
  place: 'onboarding-details:errors.typedPlace.city',
  postalCode: 'onboarding-details:errors.typedPlace.postalCode',
};

/**
 * The words the purchase's form has for a reason of a name, street, place or postal code, which the statement's
 * forms share with it (its rules): the same fault gets the same message in both. The street's limit is the
 * statement's own (it takes the house number too), so only its pattern's message is the purchase's. The forms that
 * use this load the `onboarding-details` texts.
 */
export function purchaseFieldMessages(field: string, reason: string): string[] {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (name === 'address') return reason === detailsErrors.street ? [`onboarding-details:errors.address.${reason}`] : [];
  const texts = purchaseTexts[name];
  return texts ? [`${texts}.${reason}`] : [];
}
