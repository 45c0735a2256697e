import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { authErrorKey, type AuthErrorKey } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages } from '../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../app/ui/form-layout';
import { accountFieldMessages, NewPasswordFields, newPasswordFields } from '../../app/ui/new-password-fields';
import { PasswordField } from '../../app/ui/password-field';
import { SubmitButton } from '../../app/ui/submit-button';

const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(fieldErrors.required),
  ...newPasswordFields,
});

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
}

const emptyForm: ChangePasswordValues = { currentPassword: '', password: '', passwordRepeat: '' };

/**
 * A new password for the signed-in account: the current one first (Firebase asks for a recent sign-in before a
 * password change, and it keeps someone at an unlocked computer from taking the account), then the new one twice,
 * with the same rules as registration and reset.
 */
export function ProfilePasswordPage() {
  const { t } = useTranslation('profile');
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<AuthErrorKey | null>(null);
  const [changed, setChanged] = useState(false);

  const change = async (values: ChangePasswordValues) => {
    setProblem(null);
    setChanged(false);
    const user = firebaseAuth().currentUser;
    if (!user?.email) {
      setProblem('sign-in-again');
      return false;
    }
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, values.currentPassword));
      await updatePassword(user, values.password);
    } catch (error) {
      setProblem(authErrorKey(error));
      return false;
    }
    setChanged(true);
    return true;
  };

  return (
    <PageSection>
      <PageHeader routeId="profile-password" lead={t('profile-password.lead')} />
      <FormColumn>
        {changed ? (
          <Notice role="status">
            <p>{t('password.changed')}</p>
          </Notice>
        ) : null}
        {problem ? (
          <Notice $tone="error" role="alert">
            <p>{problem === 'wrong-credentials' ? t('password.wrongCurrent') : t(`auth:errors.${problem}`)}</p>
            {problem === 'wrong-credentials' || problem === 'too-many-attempts' ? (
              <p>
                <Link to={paths['forgot-password']}>{t('password.forgot')}</Link>
              </p>
            ) : null}
          </Notice>
        ) : null}
        <FieldMessages value={accountFieldMessages}>
          <Formik<ChangePasswordValues>
            initialValues={emptyForm}
            validationSchema={changePasswordSchema}
            onSubmit={async (values, { resetForm }) => {
              // Passwords are not left in the form once they did their job.
              if (await change(values)) resetForm({ values: emptyForm });
            }}
          >
            {({ isSubmitting }) => (
              <Form ref={form} noValidate>
                <FocusFirstErrorOnSubmit form={form} />
                <PasswordField name="currentPassword" label={t('password.current')} autoComplete="current-password" />
                <NewPasswordFields />
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('password.saving')}>
                    {t('password.submit')}
                  </SubmitButton>
                </Actions>
              </Form>
            )}
          </Formik>
        </FieldMessages>
      </FormColumn>
    </PageSection>
  );
}
