import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldHint, FieldWrapper } from './field-styles';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/**
 * A Formik text field with its label, hint and error tied to the input. Errors are the contracts' reasons
 * (`invalid-oib`, `required`…) and are shown through `validation.<reason>`.
 */
export function FormField({ name, label, hint, id, ...inputProps }: FormFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const showError = meta.touched && meta.error;
  const describedBy = [hint ? `${inputId}-hint` : null, showError ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...field}
        value={field.value ?? ''}
        {...inputProps}
        id={inputId}
        aria-invalid={showError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
      {showError ? (
        <FieldError id={`${inputId}-error`}>
          {t(`validation.${meta.error}`, { defaultValue: t('validation.invalid') })}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
