import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSendAccountEmail } from '../../api/account';
import { errorKeys } from '@contracts/error-keys';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages, TextField } from '../../app/ui/form-field';
import { Actions, Notice } from '../../app/ui/form-layout';
import { SubmitButton } from '../../app/ui/submit-button';
import { purchaseLocaleOf } from '../../lib/purchase-locale';
import { AuthColumn, FormProblem, MoreLinks } from './auth-layout';
import { forgotPasswordSchema } from './auth-schemas';
import { accountFieldMessages } from '../../app/ui/new-password-fields';

/**
 * Asks for the reset e-mail. The answer is the same whether or not the address has an account, so the page cannot
 * be used to find out who is a customer.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const send = useSendAccountEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (sentTo) {
    return (
      <PageSection>
        <PageHeader routeId="forgot-password" />
        <AuthColumn>
          <Notice role="status">
            <p>{t('forgot.sent', { email: sentTo })}</p>
            <p>{t('forgot.sentHelp')}</p>
          </Notice>
          <MoreLinks>
            <li>
              <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
            </li>
          </MoreLinks>
        </AuthColumn>
      </PageSection>
    );
  }

  const problem = send.error?.errorKey === errorKeys.tooManyRequests ? 'tooMany' : send.error ? 'failed' : null;
  return (
    <PageSection>
      <PageHeader routeId="forgot-password" lead={t('forgot-password.lead')} />
      <AuthColumn>
        {problem ? (
          <FormProblem role="alert">
            <p>{t(`forgot.${problem}`)}</p>
          </FormProblem>
        ) : null}
        <FieldMessages value={accountFieldMessages}>
          <Formik
            initialValues={{ email: '' }}
            validationSchema={forgotPasswordSchema}
            onSubmit={async (values) => {
              const email = values.email.trim();
              try {
                await send.mutateAsync({ kind: 'password-reset', email, locale: purchaseLocaleOf(i18n.language) });
                setSentTo(email);
              } catch {
                // Shown above the form from the mutation's error.
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form ref={form} noValidate>
                <FocusFirstErrorOnSubmit form={form} />
                <TextField
                  name="email"
                  label={t('fields.email.label')}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('forgot.submitting')}>
                    {t('forgot.submit')}
                  </SubmitButton>
                </Actions>
              </Form>
            )}
          </Formik>
        </FieldMessages>
        <MoreLinks>
          <li>
            <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
          </li>
        </MoreLinks>
      </AuthColumn>
    </PageSection>
  );
}
