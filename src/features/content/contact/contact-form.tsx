import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contactFormSchema, contactMessageLimits, type ContactForm } from '@contracts/contact-us-sendgrid';
import { errorKeys } from '@contracts/error-keys';
import { useContactUs } from '../../../api/contact-us-sendgrid';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Language } from '../../../app/languages';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FieldError, FieldHint, FieldWrapper, inputStyles } from '../../../app/ui/field-styles';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { NoScriptNote } from '../../../app/ui/no-script-note';
import { TextField } from '../../../app/ui/form-field';
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

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 10rem;
  padding: ${({ theme }) => theme.space(3)};
  resize: vertical;
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

function MessageField() {
  const { t } = useTranslation('content-contact-us');
  const [field, meta] = useField<string>('message');
  const showError = meta.touched && meta.error;
  // The contract's "invalid" on the message means too short; say so in words.
  const errorText =
    meta.error === 'invalid'
      ? t('form.messageTooShort', { min: contactMessageLimits.min })
      : t(`validation.${meta.error}`, { ns: 'common' });
  return (
    <FieldWrapper>
      <label htmlFor="field-message">{t('form.message')}</label>
      <TextArea
        {...field}
        id="field-message"
        maxLength={contactMessageLimits.max}
        aria-invalid={showError ? true : undefined}
        aria-describedby={showError ? 'field-message-hint field-message-error' : 'field-message-hint'}
      />
      <FieldHint id="field-message-hint">
        {t('form.messageHint', { count: field.value.length, max: contactMessageLimits.max })}
      </FieldHint>
      {showError ? <FieldError id="field-message-error">{errorText}</FieldError> : null}
    </FieldWrapper>
  );
}

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
            <TextField name="firstName" label={t('form.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('form.lastName')} autoComplete="family-name" />
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
          <MessageField />
          {/* Disabled while sending, so a second press sends no second message; and until the page runs (see SubmitButton). */}
          <PrimaryButton type="submit" aria-busy={isSubmitting} disabled={isSubmitting || !hydrated}>
            {isSubmitting ? t('form.sending') : t('form.send')}
          </PrimaryButton>
        </Form>
      )}
    </Formik>
  );
}
