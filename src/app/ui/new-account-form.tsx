import { createUserWithEmailAndPassword } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { emailSchema } from '@contracts/validation';
import { sendAccountEmail } from '../../api/account';
import { authErrorKey, type AuthErrorKey } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';
import { purchaseLocaleOf } from '../../lib/purchase-locale';
import { paths } from '../route-table';
import { FocusFirstErrorOnSubmit } from './focus-first-error-on-submit';
import { FieldMessages, TextField } from './form-field';
import { Actions, FormColumn, Notice } from './form-layout';
import { accountFieldMessages, NewPasswordFields, newPasswordFields, newPasswordSchema } from './new-password-fields';
import { SubmitButton } from './submit-button';

const withEmailSchema = yup.object({
  email: emailSchema().trim().required(fieldErrors.required),
  ...newPasswordFields,
});

interface NewAccountFormProps {
  /** The address the account is opened with. */
  email: string;
  /** When given, the address is a field the person may correct, with this hint; otherwise `intro` states it. */
  emailHint?: string;
  /** Said above the form. */
  intro?: ReactNode;
  /** The terms sentence as the page words it: an i18n key with its namespace, `<terms>` and `<privacy>` as links. */
  termsKey: string;
  submitLabel: string;
  busyText: string;
  /**
   * What the new account needs before it is any use (registration saves the profile), and the words shown when that
   * fails. The account exists by then: a second press finds it signed in and only runs this again.
   */
  complete?: { run: () => Promise<unknown>; failed: string };
  /** Once the person is on their account, to tidy what the flow kept. */
  onOpened?: () => void;
}

/**
 * Opening an account (registration's last step, and after a guest purchase): a password chosen twice, the terms,
 * then Firebase Auth's account, the caller's completion, our verification e-mail and the account's page. An address
 * already in use leads to sign-in instead.
 */
export function NewAccountForm({
  email,
  emailHint,
  intro,
  termsKey,
  submitLabel,
  busyText,
  complete,
  onOpened,
}: NewAccountFormProps) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<AuthErrorKey | 'completion' | null>(null);

  const open = async (address: string, password: string) => {
    setProblem(null);
    const auth = firebaseAuth();
    if (auth.currentUser?.email?.toLowerCase() !== address.toLowerCase()) {
      try {
        await createUserWithEmailAndPassword(auth, address, password);
      } catch (error) {
        setProblem(authErrorKey(error));
        return;
      }
    }
    if (complete) {
      try {
        await complete.run();
      } catch {
        setProblem('completion');
        return;
      }
    }
    try {
      await sendAccountEmail({ kind: 'email-verification', locale: purchaseLocaleOf(i18n.language) });
    } catch {
      // The account exists; the notice in the signed-in area offers to send the e-mail again.
    }
    await navigate(paths.profile);
    onOpened?.();
  };

  return (
    <FormColumn>
      {intro}
      {problem ? (
        <Notice $tone="error" role="alert">
          <p>{problem === 'completion' ? complete?.failed : t(`errors.${problem}`)}</p>
          {problem === 'email-in-use' ? (
            <p>
              <Link to={paths.login}>{t('login.submit')}</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <FieldMessages value={accountFieldMessages}>
        <Formik
          initialValues={{ email, password: '', passwordRepeat: '' }}
          validationSchema={emailHint === undefined ? newPasswordSchema : withEmailSchema}
          onSubmit={(values) => open(values.email.trim(), values.password)}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate>
              <FocusFirstErrorOnSubmit form={form} />
              {emailHint === undefined ? null : (
                <TextField
                  name="email"
                  label={t('fields.email.label')}
                  hint={emailHint}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
              <NewPasswordFields />
              <p>
                <Trans
                  t={t}
                  i18nKey={termsKey}
                  components={{
                    terms: <Link to={paths['terms-of-service']} />,
                    privacy: <Link to={paths['privacy-policy']} />,
                  }}
                />
              </p>
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={busyText}>
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
