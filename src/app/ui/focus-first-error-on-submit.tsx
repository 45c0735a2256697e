import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { focusFirstError } from './focus-first-error';

/**
 * Inside a Formik form: after a submit that failed validation, moves focus to the first invalid field. Only a
 * submit moves focus; errors that appear while the driver types never pull them away from the field they are in.
 */
export function FocusFirstErrorOnSubmit({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!isValid) focusFirstError(form.current);
  }, [submitCount, isSubmitting, isValid, form]);

  return null;
}
