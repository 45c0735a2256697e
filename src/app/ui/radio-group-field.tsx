import { useField } from 'formik';
import styled from 'styled-components';
import { FieldError } from './field-styles';
import { useFieldErrorText } from './form-field';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;

// Each choice a 44 px target: the whole row is its label.
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/** One choice of a few, all in sight (a reason, a plan): a fieldset whose legend asks, the field family's error. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const [field, meta] = useField<string>(name);
  const errorText = useFieldErrorText();
  const errorId = `field-${name}-error`;
  const error = meta.touched && meta.error ? errorText(name, meta.error) : undefined;
  return (
    // The group is what a failed submit focuses (focus-first-error.ts looks for aria-invalid): its legend and its
    // error are read out together, and the arrow keys go on to the choices.
    <Group
      id={`field-${name}`}
      role="radiogroup"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {option.label}
        </Choice>
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Group>
  );
}
