import type { ChangeEvent, InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { normalizeLicensePlate } from '@contracts/license-plate';
import { inputStyles } from './field-styles';
import { useTypedBeforeHydration } from './typed-before-hydration';

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Input = styled.input`
  ${inputStyles}
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/**
 * The name a plate form sends its field under when the browser sends the form itself (before the page's code has
 * run): the quote's entry reads it from its address and looks the plate up.
 */
export const plateFieldName = 'licensePlate';

interface PlateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (plate: string) => void;
  /** Shown under the field and tied to it for screen readers. */
  error?: string | undefined;
}

/**
 * The licence plate input of the home page hero and the quote entry. What the driver types is normalised as they
 * type (spec §5): spaces and hyphens go, letters go upper case, "VZ" becomes "VŽ".
 */
export function PlateField({ id, label, value, onChange, error, ...inputProps }: PlateFieldProps) {
  const errorId = `${id}-error`;
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, (typed) => onChange(normalizeLicensePlate(typed)));
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        name={plateFieldName}
        {...inputProps}
        ref={ref}
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normalizeLicensePlate(event.target.value))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      ) : null}
    </div>
  );
}
