import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldWrapper } from './field-styles';

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    margin: 0;
    font-weight: 400;
  }
`;

interface CheckboxProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  /** The error text, once there is one to show. */
  error?: ReactNode;
}

/**
 * A checkbox with its label, hint and error tied to it: the one look of a tick box, whether a Formik form or a
 * plain one drives it.
 */
export function Checkbox({ id, name, checked, onChange, onBlur, label, hint, error }: CheckboxProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <CheckboxRow>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{label}</label>
      </CheckboxRow>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
