import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  contactFormSchema,
  contactMessageLimits,
  contactNameMaxLength,
  type ContactForm,
} from '@contracts/contact-us-sendgrid';
import { errorKeys } from '@contracts/error-keys';
import { useContactUs } from '../../../api/contact-us-sendgrid';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Language } from '../../../app/languages';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { NoScriptNote } from '../../../app/ui/no-script-note';
import { FieldMessages, TextField } from '../../../app/ui/form-field';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { mobile } from '../../../app/theme';

const emptyForm: ContactForm = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};

  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.error)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

// The contract's "invalid" on the message means too short; say so in words.
const contactFieldMessages = (field: string, reason: string) =>
  field === 'message' && reason === 'invalid' ? ['content-contact-us:form.messageTooShort'] : [];

/** The contact form (spec §3, §8): on success a confirmation and an empty form, on failure a clear error. */
export function ContactForm() {
  const { t, i18n } = useTranslation('content-contact-us');
  const formRef = useRef<HTMLFormElement>(null);
  const contact = useContactUs();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (values: ContactForm, helpers: FormikHelpers<ContactForm>) => {
    setOutcome(null);
    try {
      await contact.mutateAsync({
        locale: (i18n.resolvedLanguage ?? 'hr') as Language,
        data: { ...values, phoneNumber: values.phoneNumber?.trim() || null },
      });
      helpers.resetForm();
      setOutcome({ ok: true, text: t('form.sent') });
    } catch (error) {
      const key = (error as { errorKey?: string }).errorKey;
      setOutcome({
        ok: false,
        text: key === errorKeys.tooManyRequests ? t(key, { ns: 'common' }) : t('form.failed'),
      });
    }
  };

  return (
    <FieldMessages value={contactFieldMessages}>
      <Formik initialValues={emptyForm} validationSchema={contactFormSchema} validateOnChange onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-labelledby="contact-form-heading">
            <NoScriptNote what="message" />
            <FocusFirstErrorOnSubmit form={formRef} />
            <div role="status" aria-live="polite">
              {outcome?.ok ? <Outcome $ok>{outcome.text}</Outcome> : null}
            </div>
            <div role="alert">{outcome && !outcome.ok ? <Outcome $ok={false}>{outcome.text}</Outcome> : null}</div>
            <Names>
              <TextField
                name="firstName"
                label={t('form.firstName')}
                autoComplete="given-name"
                maxLength={contactNameMaxLength}
              />
              <TextField
                name="lastName"
                label={t('form.lastName')}
                autoComplete="family-name"
                maxLength={contactNameMaxLength}
              />
            </Names>
            <TextField name="email" type="email" label={t('form.email')} autoComplete="email" inputMode="email" />
            <TextField
              name="phoneNumber"
              type="tel"
              label={t('form.phone')}
              hint={t('form.phoneHint')}
              autoComplete="tel-national"
              inputMode="tel"
            />
            <TextAreaField
              name="message"
              label={t('form.message')}
              hint={t('form.messageHint')}
              minLength={contactMessageLimits.min}
              maxLength={contactMessageLimits.max}
            />
            {/* Disabled while sending, so a second press sends no second message; and until the page runs (see SubmitButton). */}
            <PrimaryButton type="submit" aria-busy={isSubmitting} disabled={isSubmitting || !hydrated}>
              {isSubmitting ? t('form.sending') : t('form.send')}
            </PrimaryButton>
          </Form>
        )}
      </Formik>
    </FieldMessages>
  );
}
