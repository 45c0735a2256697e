import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { normalizeVin } from '@contracts/vin';
import { FieldError, FieldHint, FieldLabel, inputStyles } from '../../../app/ui/field-styles';

const Input = styled.input`
  ${inputStyles}
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

interface VinFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (vin: string) => void;
  error?: string | undefined;
}

/** The chassis number input: upper case and without spaces as it is typed, the way the register writes it. */
export function VinField({ id, label, hint, value, onChange, error }: VinFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        name="vin"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normalizeVin(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
