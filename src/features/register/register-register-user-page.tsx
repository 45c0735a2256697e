import { createUserWithEmailAndPassword } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { saveUserProfile, sendAccountEmail } from '../../api/account';
import { authErrorKey, type AuthErrorKey } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages } from '../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../app/ui/form-layout';
import { accountFieldMessages, NewPasswordFields, newPasswordSchema } from '../../app/ui/new-password-fields';
import { SubmitButton } from '../../app/ui/submit-button';
import { purchaseLocaleOf } from '../../lib/purchase-locale';
import { userStoragePrefixes } from '../../lib/storage-prefixes';
import { clearUserStorage } from '../../lib/user-storage';
import { guardedVehicle } from './flow/register-flow';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

type Problem = AuthErrorKey | 'profile';

/**
 * The last step: a password, then the account. Firebase Auth creates it; the profile (basic information, name and
 * address, the vehicle, the referral) goes to `users/{uid}` through `saveUserProfile`; the verification e-mail is ours.
 * If the profile cannot be saved the account exists already, so trying again only saves the profile.
 */
export function RegisterRegisterUserPage() {
  const { t, i18n } = useTranslation('register');
  const { state } = useRegister();
  const step = useRegisterStep('register-register-user');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const { basic, details, email, referral } = state;
  if (!basic || !details) return null;
  const vehicle = guardedVehicle(state);

  const register = async (password: string) => {
    setProblem(null);
    const auth = firebaseAuth();
    if (auth.currentUser?.email?.toLowerCase() !== email.toLowerCase()) {
      try {
        await createUserWithEmailAndPassword(auth, email, password);
      } catch (error) {
        setProblem(authErrorKey(error));
        return;
      }
    }
    try {
      await saveUserProfile({
        ...basic,
        ...details.personal,
        ...details.address,
        vehicles: [
          {
            licensePlate: vehicle.licensePlate,
            vin: vehicle.vin,
            manufacturer: vehicle.manufacturer,
            model: vehicle.model,
            variant: vehicle.variant,
            yearOfManufacture: vehicle.yearOfManufacture,
            enginePowerInKw: vehicle.enginePowerInKw,
            categoryDesc: vehicle.categoryDesc,
            registrationExpiryDate: vehicle.registrationExpiryDate,
          },
        ],
        referrerId: referral.referrerId,
        referralIndividualId: referral.referralIndividualId,
      });
    } catch {
      setProblem('profile');
      return;
    }
    try {
      await sendAccountEmail({ kind: 'email-verification', locale: purchaseLocaleOf(i18n.language) });
    } catch {
      // The account is made; the notice in the signed-in area offers to send the e-mail again.
    }
    await navigate(paths.profile);
    // What registration kept in this tab is the account's now, and the account has it.
    clearUserStorage([userStoragePrefixes.register]);
  };

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-register-user" lead={t('register-register-user.lead')} />
      <FormColumn>
        <p>{t('account.email', { email })}</p>
        {problem ? (
          <Notice $tone="error" role="alert">
            <p>{problem === 'profile' ? t('account.profileFailed') : t(`auth:errors.${problem}`)}</p>
            {problem === 'email-in-use' ? (
              <p>
                <Link to={paths.login}>{t('account.signIn')}</Link>
              </p>
            ) : null}
          </Notice>
        ) : null}
        <FieldMessages value={accountFieldMessages}>
          <Formik
            initialValues={{ password: '', passwordRepeat: '' }}
            validationSchema={newPasswordSchema}
            onSubmit={(values) => register(values.password)}
          >
            {({ isSubmitting }) => (
              <Form ref={form} noValidate>
                <FocusFirstErrorOnSubmit form={form} />
                <NewPasswordFields />
                <p>
                  <Trans
                    t={t}
                    i18nKey="account.terms"
                    components={{
                      terms: <Link to={paths['terms-of-service']} />,
                      privacy: <Link to={paths['privacy-policy']} />,
                    }}
                  />
                </p>
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('account.submitting')}>
                    {t('account.submit')}
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
