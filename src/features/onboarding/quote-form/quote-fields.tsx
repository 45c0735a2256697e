import { useField } from 'formik';
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { readTypedDate } from '@contracts/field-rules';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../app/ui/checkbox';
import { FieldError, FieldHint, FieldWrapper } from '../../../app/ui/field-styles';
import { withDateSeparators } from '../../../lib/dates';

/**
 * The field's error text, once the driver has left the field or tried to submit. Reasons come from the contracts
 * (`validation.*` in common); the few this form adds (`underage`) live in its own namespace.
 */
function useErrorText(name: string): string | undefined {
  const { t } = useTranslation(['onboarding-entry', 'common']);
  const [, meta] = useField(name);
  const reason = meta.touched ? meta.error : undefined;
  return reason ? t([`validation.${reason}`, `common:validation.${reason}`, 'common:validation.invalid']) : undefined;
}

function useFieldError(name: string, inputId: string) {
  const text = useErrorText(name);
  const errorId = `${inputId}-error`;
  const error = text ? (
    <FieldError id={errorId} role="alert">
      {text}
    </FieldError>
  ) : null;
  return { invalid: Boolean(text), errorId, error };
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Tidies what was typed or pasted before it is kept (spaces out of an OIB, a dial code out of a number). */
  normalize?: (typed: string, previous: string) => string;
  /** Rewrites the value once the driver leaves the field (a date into dd/MM/yyyy). */
  format?: (typed: string) => string;
}

export function TextField({ name, label, hint, normalize, format, ...inputProps }: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const inputId = `field-${name}`;
  const { invalid, errorId, error } = useFieldError(name, inputId);
  const onChange = normalize
    ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(normalize(event.target.value, field.value ?? ''))
    : field.onChange;
  const onBlur = format
    ? (event: FocusEvent<HTMLInputElement>) => {
        const formatted = format(event.target.value);
        if (formatted !== event.target.value) void helpers.setValue(formatted);
        field.onBlur(event);
      }
    : field.onBlur;
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        {...inputProps}
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? `${inputId}-hint` : undefined, invalid && errorId)}
      />
      {hint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
      {error}
    </FieldWrapper>
  );
}

/** A date however the driver types it (14.5.1986., 14051986…), shown back as dd/MM/yyyy once they leave the field. */
export function DateField(props: Omit<TextFieldProps, 'normalize' | 'format' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      // Digits with a dot key: the phone keyboards that have no "/" key; bare digits get their separators anyway.
      inputMode="decimal"
      maxLength={12}
      normalize={(typed, previous) => withDateSeparators(previous, typed)}
      format={(typed) => {
        const read = readTypedDate(typed);
        return 'date' in read ? read.date : typed;
      }}
    />
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

export function SelectField({ name, label, options, autoComplete }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const inputId = `field-${name}`;
  const { invalid, errorId, error } = useFieldError(name, inputId);
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <select
        {...field}
        id={inputId}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error}
    </FieldWrapper>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useErrorText(name);
  return (
    <Checkbox
      id={`field-${name}`}
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      hint={hint}
      error={error}
    />
  );
}
