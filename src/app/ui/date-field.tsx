import { typedDisplayDate } from '@contracts/field-rules';
import { withDateSeparators } from '../../lib/dates';
import { TextField, type TextFieldProps } from './form-field';

/** A date however the driver types it (14.5.1986., 14051986…), shown back as dd/MM/yyyy once they leave the field. */
export function DateField(props: Omit<TextFieldProps, 'normalize' | 'format' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      // Digits with a dot key: the phone keyboards that have no "/" key; bare digits get their separators anyway.
      inputMode="decimal"
      normalize={(typed, previous) => withDateSeparators(previous, typed)}
      format={typedDisplayDate}
    />
  );
}
