import { useField } from 'formik';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldHint, FieldWrapper, inputStyles } from './field-styles';
import { describedBy, useFieldError, useLengthCount } from './form-field';
import { useTypedBeforeHydration } from './typed-before-hydration';

// Of the field family (form-field.tsx), in a file of its own: only the contact form and the support console write
// text of several lines, and the styled textarea would otherwise ride in every form's chunk.
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** The most characters the schema accepts: said as the person nears it, never cut (TextField's `maxLength`). */
  maxLength?: number;
}

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 7rem;
  padding: ${({ theme }) => theme.space(3)};
  resize: vertical;
`;

/** Text of several lines (a note, a reason), with the label, hint and error of every other field. */
export function TextAreaField({ name, label, hint, id, maxLength, ...textAreaProps }: TextAreaFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const { invalid, errorId, error } = useFieldError(name, inputId, {
    max: maxLength,
    min: textAreaProps.minLength,
  });
  const [count, countId] = useLengthCount(field.value ?? '', maxLength, inputId);
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>(field.value ?? '', (typed) => void helpers.setValue(typed));
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <TextArea
        {...field}
        value={field.value ?? ''}
        {...textAreaProps}
        ref={ref}
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? `${inputId}-hint` : undefined, countId, invalid && errorId)}
      />
      {hint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
      {count}
      {error}
    </FieldWrapper>
  );
}
