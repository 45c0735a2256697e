import { createUserWithEmailAndPassword } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { emailSchema } from '@contracts/validation';
import { sendAccountEmail } from '../../../api/account';
import { authErrorKey, type AuthErrorKey } from '../../../api/auth-errors';
import { firebaseAuth } from '../../../api/firebase-auth';
import { paths } from '../../../app/route-table';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { FieldMessages, TextField } from '../../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { accountFieldMessages, NewPasswordFields, newPasswordFields } from '../../../app/ui/new-password-fields';
import { SubmitButton } from '../../../app/ui/submit-button';
import { purchaseLocaleOf } from '../../../lib/purchase-locale';

const createAccountSchema = yup.object({
  email: emailSchema().trim().required(fieldErrors.required),
  ...newPasswordFields,
});

/**
 * The account after a guest purchase: the e-mail the policy went to, and a password. The policies bought with that
 * e-mail join the account on the server once the e-mail is verified (never before), and the details the purchase
 * used become the account's profile then; so this page asks for nothing else.
 */
export function CreateAccountForm({ email }: { email: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<AuthErrorKey | null>(null);
  return (
    <FormColumn>
      {problem ? (
        <Notice $tone="error" role="alert">
          <p>{t(`auth:errors.${problem}`)}</p>
          {problem === 'email-in-use' ? (
            <p>
              <Link to={paths.login}>{t('registerUser.signIn')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <FieldMessages value={accountFieldMessages}>
        <Formik
          initialValues={{ email, password: '', passwordRepeat: '' }}
          validationSchema={createAccountSchema}
          onSubmit={async (values) => {
            setProblem(null);
            try {
              await createUserWithEmailAndPassword(firebaseAuth(), values.email.trim(), values.password);
            } catch (error) {
              setProblem(authErrorKey(error));
              return;
            }
            try {
              await sendAccountEmail({ kind: 'email-verification', locale: purchaseLocaleOf(i18n.language) });
            } catch {
              // The account exists; the notice on the profile page offers to send the e-mail again.
            }
            await navigate(paths.profile);
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate>
              <FocusFirstErrorOnSubmit form={form} />
              <TextField
                name="email"
                label={t('auth:fields.email.label')}
                hint={t('registerUser.emailHint')}
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
              <NewPasswordFields />
              <p>
                <Trans
                  t={t}
                  i18nKey="registerUser.terms"
                  components={{
                    terms: <Link to={paths['terms-of-service']} />,
                    privacy: <Link to={paths['privacy-policy']} />,
                  }}
                />
              </p>
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={t('registerUser.submitting')}>
                  {t('registerUser.submit')}
                </SubmitButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </FormColumn>
  );
}
