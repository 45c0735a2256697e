import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { readTypedDate } from '@contracts/field-rules';

/**
 * A console form's errors: the request it would send, held to the contract's schema exactly as the server holds it
 * (strict, nothing coerced), keyed by field. The form's fields are named after the request's, so each error lands
 * on its field; a request that passes here is one the server takes.
 */
export async function requestErrors<Values>(schema: AnySchema, request: unknown): Promise<FormikErrors<Values>> {
  try {
    await schema.validate(request, { strict: true, abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}

/** Empty text is no value: the contracts say so with null. */
export const textOrNull = (text: string): string | null => text.trim() || null;

/**
 * A date as staff type it (31.12.2026., 31/12/2026, 31122026) as the contracts' dd/MM/yyyy; empty is no date. What is
 * no date stays as typed, with the reason in the typist's terms (`nonexistent-date` for 31.02.), which the form shows
 * instead of the schema's reading of the raw text.
 */
export function readDateInput(typed: string): { date: string | null; problem?: string } {
  const text = typed.trim();
  if (!text) return { date: null };
  const read = readTypedDate(text);
  return 'date' in read ? { date: read.date } : { date: text, problem: read.problem };
}

/** The request's errors, with each date field's own reason where it is no date at all. */
export async function requestErrorsWithDates<Values>(
  schema: AnySchema,
  request: unknown,
  dates: Partial<Record<keyof Values & string, string>>,
): Promise<FormikErrors<Values>> {
  const errors = await requestErrors<Values>(schema, request);
  for (const [field, typed] of Object.entries(dates) as [keyof Values & string, string][]) {
    const { problem } = readDateInput(typed);
    if (problem) (errors as Record<string, string>)[field] = problem;
  }
  return errors;
}
