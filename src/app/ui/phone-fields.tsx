import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { dialCodeLabel, dialCodes } from '../../lib/dial-codes';
import { SelectField, TextField } from './form-field';
import { withoutDialCode } from './phone';

/**
 * The dial code from the list and the national number, as every form asks for a phone (`phoneNumberPrefix`,
 * `phoneNumber`): a number pasted with the chosen dial code loses it at once. The words are the form's.
 */
export function PhoneFields({
  prefixLabel,
  numberLabel,
  numberHint,
}: {
  prefixLabel: string;
  numberLabel: string;
  numberHint: string;
}) {
  const { i18n } = useTranslation();
  const { values } = useFormikContext<{ phoneNumberPrefix: string }>();
  const options = dialCodes.map((entry) => ({ value: entry.code, label: dialCodeLabel(entry, i18n.resolvedLanguage) }));
  return (
    <>
      <SelectField name="phoneNumberPrefix" label={prefixLabel} options={options} autoComplete="tel-country-code" />
      <TextField
        name="phoneNumber"
        type="tel"
        label={numberLabel}
        hint={numberHint}
        inputMode="tel"
        autoComplete="tel-national"
        normalize={(typed) => withoutDialCode(typed, values.phoneNumberPrefix)}
      />
    </>
  );
}
