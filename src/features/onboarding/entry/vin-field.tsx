import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { normalizeVin } from '@contracts/vin';
import { inputStyles } from '../../../app/ui/field-styles';

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Input = styled.input`
  ${inputStyles}
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.06em;
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
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="vin"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normalizeVin(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <Hint id={hintId}>{hint}</Hint>
      {error ? (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      ) : null}
    </div>
  );
}
