import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldErrors, typedDisplayDate } from '@contracts/field-rules';
import { oibSchema, phoneNumberSchema, phonePrefixSchema } from '@contracts/validation';
import { DateField } from '../date-field';
import { FocusFirstErrorOnSubmit } from '../focus-first-error-on-submit';
import { FieldMessages, TextField } from '../form-field';
import { Actions, FormColumn } from '../form-layout';
import { PhoneFields } from '../phone-fields';
import { SubmitButton } from '../submit-button';
import { typedDateSchema } from '../typed-date';

/** The driver's date of birth, OIB and phone, as the quote asks them. */
export interface BasicInformation {
  dateOfBirth: string;
  personalIdentificationNumber: string;
  phoneNumberPrefix: string;
  phoneNumber: string;
}

export const emptyBasicInformation: BasicInformation = {
  dateOfBirth: '',
  personalIdentificationNumber: '',
  phoneNumberPrefix: '+385',
  phoneNumber: '',
};

const basicSchema = yup.object({
  // As typed, so a date sent with Enter before the field rewrote it is read as the field reads it.
  dateOfBirth: typedDateSchema().required(fieldErrors.required),
  personalIdentificationNumber: oibSchema().required(fieldErrors.required),
  phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
  phoneNumber: phoneNumberSchema().required(fieldErrors.required),
});

const basicFieldMessages = (field: string, reason: string) => [`register:fields.${field}.errors.${reason}`];

interface BasicInformationFormProps {
  initialValues: BasicInformation;
  onSubmit: (values: BasicInformation) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
}

/**
 * Date of birth, OIB and phone with the quote's own rules (spec §5), and the dates and numbers typed as Croatians
 * type them: registration's first step and the account's credentials share it. Texts in the `register` namespace.
 */
export function BasicInformationForm({ initialValues, onSubmit, submitLabel, busyLabel }: BasicInformationFormProps) {
  const { t } = useTranslation('register');
  const form = useRef<HTMLFormElement>(null);
  return (
    <FormColumn>
      <FieldMessages value={basicFieldMessages}>
        <Formik<BasicInformation>
          initialValues={initialValues}
          validationSchema={basicSchema}
          enableReinitialize
          onSubmit={(values) =>
            onSubmit({
              ...values,
              dateOfBirth: typedDisplayDate(values.dateOfBirth),
              phoneNumber: values.phoneNumber.replace(/\s+/g, ' ').trim(),
            })
          }
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate>
              <FocusFirstErrorOnSubmit form={form} />
              <DateField
                name="dateOfBirth"
                label={t('fields.dateOfBirth.label')}
                hint={t('fields.dateOfBirth.hint')}
                autoComplete="bday"
              />
              <TextField
                name="personalIdentificationNumber"
                label={t('fields.personalIdentificationNumber.label')}
                hint={t('fields.personalIdentificationNumber.hint')}
                inputMode="numeric"
                autoComplete="off"
                normalize={(typed) => typed.replace(/[\s.-]/g, '')}
              />
              <PhoneFields
                prefixLabel={t('fields.phoneNumberPrefix.label')}
                numberLabel={t('fields.phoneNumber.label')}
                numberHint={t('fields.phoneNumber.hint')}
              />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={busyLabel}>
                  {submitLabel}
                </SubmitButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </FormColumn>
  );
}
