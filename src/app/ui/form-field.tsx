import { useField } from 'formik';
import {
  createContext,
  useContext,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import { FieldError, FieldHint, FieldWrapper, InputWithAddon } from './field-styles';
import { useTypedBeforeHydration } from './typed-before-hydration';

/**
 * The site's one family of Formik fields: label, hint and error tied to the control. Errors are the contracts'
 * reasons (`invalid-oib`, `required`…); a form may word them its own way ("Upišite ime.") by providing
 * `FieldMessages`, and falls back to the app's general `validation.<reason>`.
 */
type FieldMessageKeys = (field: string, reason: string) => string[];

const FieldMessagesContext = createContext<FieldMessageKeys>(() => []);

/** A form's own wording of failure reasons, as i18n keys tried before the general ones. */
export const FieldMessages = FieldMessagesContext.Provider;

/** The field's limits, for messages that name them ("Poruka je prekratka. Napišite barem {{min}} znakova."). */
type FieldLimits = {
  max?: number;
  min?: number;
};

/** A failure reason in words: the form's own wording first, then the app's general one. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  const formKeys = useContext(FieldMessagesContext);
  return (field: string, reason: string, limits?: FieldLimits) =>
    t([...formKeys(field, reason), `common:validation.${reason}`, 'common:validation.invalid'], limits);
}

/** The field's error (shown once touched or submitted), its element id and whether the control is invalid. */
export function useFieldError(name: string, inputId: string, limits?: FieldLimits) {
  const errorText = useFieldErrorText();
  const [, meta] = useField(name);
  const reason = meta.touched ? meta.error : undefined;
  const errorId = `${inputId}-error`;
  const text = reason ? errorText(name, reason, limits) : undefined;
  const error = text ? <FieldError id={errorId}>{text}</FieldError> : null;
  return { invalid: Boolean(text), errorId, error, text };
}

/**
 * A length limit said as the person reaches it: from 80 % of it a count of what they typed against the limit
 * ("52/60"), past it in the error colour. The limit is never enforced by cutting (no `maxLength` on the control): a
 * name cut mid-word went on to the policy unseen (issue 25); the form's schema refuses too long a text on submit
 * instead, with a message that names the limit. Counted as the schemas count, `.trim().max(n)`.
 */
export function useLengthCount(value: string, max: number | undefined, inputId: string) {
  const id = `${inputId}-count`;
  const typed = value.trim().length;
  // From 80 % of the limit: in time to stop, and not while there is plenty of room.
  const shown = max !== undefined && typed * 5 >= max * 4;
  const Count = shown && typed > max ? FieldError : FieldHint;
  // Always in the page, so a screen reader hears the count when it appears (a live region must exist before it speaks).
  const count =
    max === undefined ? null : (
      <div id={id} aria-live="polite">
        {shown ? <Count>{`${typed}/${max}`}</Count> : null}
      </div>
    );
  return [count, shown && id] as const;
}

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: ReactNode;
  /**
   * The most characters the form's schema accepts (the contract's limit). Said to the person as they near it and
   * refused on submit, but not put on the input: the browser would cut what they typed or pasted without a word.
   */
  maxLength?: number;
  /** Tidies what was typed or pasted before it is kept (spaces out of an OIB, a dial code out of a number). */
  normalize?: (typed: string, previous: string) => string;
  /** Rewrites the value once the driver leaves the field (a date into dd/MM/yyyy). */
  format?: (typed: string) => string;
  /** A control beside the input, inside the field (the password's show/hide button). */
  addon?: ReactNode;
}

export function TextField({
  name,
  label,
  hint,
  normalize,
  format,
  addon,
  id,
  maxLength,
  ...inputProps
}: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const { invalid, errorId, error } = useFieldError(name, inputId);
  const [count, countId] = useLengthCount(field.value ?? '', maxLength, inputId);
  const keep = (typed: string) => void helpers.setValue(normalize ? normalize(typed, field.value ?? '') : typed);
  const ref = useTypedBeforeHydration<HTMLInputElement>(field.value ?? '', keep);
  const onChange = normalize ? (event: ChangeEvent<HTMLInputElement>) => keep(event.target.value) : field.onChange;
  const onBlur = format
    ? (event: FocusEvent<HTMLInputElement>) => {
        const formatted = format(event.target.value);
        if (formatted !== event.target.value) void helpers.setValue(formatted);
        field.onBlur(event);
      }
    : field.onBlur;
  const input = (
    <input
      {...field}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      {...inputProps}
      ref={ref}
      id={inputId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(hint ? `${inputId}-hint` : undefined, countId, invalid && errorId)}
    />
  );
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      {addon ? (
        <InputWithAddon>
          {input}
          {addon}
        </InputWithAddon>
      ) : (
        input
      )}
      {hint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
      {count}
      {error}
    </FieldWrapper>
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
  const inputId = `field-${name}`;
  const { text } = useFieldError(name, inputId);
  return (
    <Checkbox
      id={inputId}
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      hint={hint}
      error={text}
    />
  );
}
