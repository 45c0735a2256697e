import * as yup from 'yup';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';

/**
 * A date as a form takes it, however the driver types it (14.5.1986., 14051986…, `readTypedDate`): refused as no date
 * or as a day that does not exist, as the server's `displayDateSchema` refuses the dd/MM/yyyy the form sends
 * (`typedDisplayDate`). The forms' own, not the contracts': the server never reads a date as typed.
 */
export const typedDateSchema = () =>
  yup.string().test('typed-date', fieldErrors.date, function (value) {
    if (!value) return true;
    const read = readTypedDate(value);
    return 'date' in read || this.createError({ message: read.problem });
  });
