import { setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';

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
