import { FieldError, FieldWrapper } from '../../../app/ui/field-styles';
import { useFieldErrorText } from '../../../app/ui/form-field';
import { TextArea } from './claims-ui';

// Its own module: the field family's messages come with Formik, which the claims area's first load does without.
interface StatementTextAreaProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The contract's reason for the value (`problemAt`), said as it is typed: the text goes into the signed PDF. */
  problem: string | null;
  rows: number;
}

/** A text of several lines of the statement, with its label and the contract's reason it cannot go as it is. */
export function StatementTextArea({ id, label, value, onChange, problem, rows }: StatementTextAreaProps) {
  const errorText = useFieldErrorText();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem ? <FieldError id={errorId}>{errorText(id, problem)}</FieldError> : null}
    </FieldWrapper>
  );
}
