import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactChange } from '@contracts/policy-details';
import { contactChangeSchema } from '@contracts/policy-details';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages, TextField } from '../../app/ui/form-field';
import { PhoneFields } from '../../app/ui/phone-fields';
import { SecondaryButton } from '../../app/ui/buttons';
import { Actions, FormColumn } from '../../app/ui/form-layout';
import { SubmitButton } from '../../app/ui/submit-button';
import { useFocusFirstField } from './use-focus-first-field';

const messageKeys = (field: string, reason: string) => [`policy-details:details.fields.${field}.errors.${reason}`];

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
  const { t } = useTranslation('policy-details');
  const formRef = useRef<HTMLFormElement>(null);
  const opened = useFocusFirstField<HTMLDivElement>();
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
          {({ isSubmitting }) => (
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
              <PhoneFields
                prefixLabel={t('details.fields.phoneNumberPrefix.label')}
                numberLabel={t('details.fields.phoneNumber.label')}
                numberHint={t('details.fields.phoneNumber.hint')}
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
