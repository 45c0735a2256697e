import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { inputStyles } from './field-styles';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }

  input {
    ${inputStyles}
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

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
    <Wrapper>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...field}
        value={field.value ?? ''}
        {...inputProps}
        id={inputId}
        aria-invalid={showError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      {showError ? (
        <Error id={`${inputId}-error`}>
          {t(`validation.${meta.error}`, { defaultValue: t('validation.invalid') })}
        </Error>
      ) : null}
    </Wrapper>
  );
}
