import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactChange } from '@contracts/policy-details';
import { contactChangeSchema } from '@contracts/policy-details';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages, SelectField, TextField } from '../../app/ui/form-field';
import { withoutDialCode } from '../../app/ui/phone';
import { SecondaryButton } from '../../app/ui/buttons';
import { Actions, FormColumn } from '../../app/ui/form-layout';
import { SubmitButton } from '../../app/ui/submit-button';
import { dialCodeLabel, dialCodes } from '../../lib/dial-codes';
import { useFocusFirstField } from './use-focus-first-field';

const messageKeys = (field: string, reason: string) => [`policy:details.fields.${field}.errors.${reason}`];

/** The e-mail and phone the policy's notices go to, by the purchase's rules (the contract's schema). */
export function PolicyContactForm({
  initialValues,
  onSubmit,
  onCancel,
}: {
  initialValues: ContactChange;
  onSubmit: (contact: ContactChange) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('policy');
  const formRef = useRef<HTMLFormElement>(null);
  const opened = useFocusFirstField<HTMLDivElement>();
  const prefixOptions = dialCodes.map((entry) => ({
    value: entry.code,
    label: dialCodeLabel(entry, i18n.resolvedLanguage),
  }));
  return (
    <FieldMessages value={messageKeys}>
      <FormColumn ref={opened}>
        <Formik<ContactChange>
          initialValues={initialValues}
          validationSchema={contactChangeSchema}
          onSubmit={(values) =>
            onSubmit({
              contactEmail: values.contactEmail.trim(),
              phoneNumberPrefix: values.phoneNumberPrefix,
              phoneNumber: values.phoneNumber.replace(/\s+/g, ' ').trim(),
            })
          }
        >
          {({ values, isSubmitting }) => (
            <Form ref={formRef} noValidate aria-label={t('details.contact.form')}>
              <FocusFirstErrorOnSubmit form={formRef} />
              <TextField
                name="contactEmail"
                type="email"
                label={t('details.fields.contactEmail.label')}
                hint={t('details.fields.contactEmail.hint')}
                autoComplete="email"
                inputMode="email"
                normalize={(typed) => typed.trim()}
              />
              <SelectField
                name="phoneNumberPrefix"
                label={t('details.fields.phoneNumberPrefix.label')}
                options={prefixOptions}
                autoComplete="tel-country-code"
              />
              <TextField
                name="phoneNumber"
                type="tel"
                label={t('details.fields.phoneNumber.label')}
                hint={t('details.fields.phoneNumber.hint')}
                inputMode="tel"
                autoComplete="tel-national"
                normalize={(typed) => withoutDialCode(typed, values.phoneNumberPrefix)}
              />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={t('details.saving')}>
                  {t('details.contact.submit')}
                </SubmitButton>
                <SecondaryButton type="button" onClick={onCancel}>
                  {t('details.cancel')}
                </SecondaryButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FormColumn>
    </FieldMessages>
  );
}
