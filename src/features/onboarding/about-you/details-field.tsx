import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldHint, FieldWrapper } from '../../../app/ui/field-styles';

/** A field's message for a failure reason: this step's own wording first, then the app's general one. */
export function useFieldErrorText() {
  const { t } = useTranslation(['onboarding-details', 'common']);
  return (field: string, reason: string) =>
    t([`onboarding-details:errors.${field}.${reason}`, `common:validation.${reason}`, 'common:validation.invalid']);
}

interface DetailsFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A Formik text field of this step with label, hint and error tied to the input. Like the app's FormField, but its
 * messages name the field ("Upišite ime.") instead of the general "Ovo polje je obavezno.".
 */
export function DetailsField({ name, label, hint, ...inputProps }: DetailsFieldProps) {
  const errorText = useFieldErrorText();
  const [field, meta] = useField<string>(name);
  const id = `details-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : null, showError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        value={field.value ?? ''}
        {...inputProps}
        id={id}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {showError && meta.error ? <FieldError id={`${id}-error`}>{errorText(name, meta.error)}</FieldError> : null}
    </FieldWrapper>
  );
}
