import { Form, Formik } from 'formik';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authErrorKey, type AuthErrorKey } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';
import { PageHeader } from '../../app/layout/page-header';
import { NoScriptNote } from '../../app/ui/no-script-note';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useSession } from '../../app/session/use-session';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages, TextField } from '../../app/ui/form-field';
import { Actions } from '../../app/ui/form-layout';
import { PasswordField } from '../../app/ui/password-field';
import { SubmitButton } from '../../app/ui/submit-button';
import { nextParam, safeNextPath } from '../../lib/next-path';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthColumn, FormProblem, MoreLinks } from './auth-layout';
import { loginSchema } from './auth-schemas';
import { accountFieldMessages } from '../../app/ui/new-password-fields';

const RenewalNotice = lazy(() => import('./renewal-notice').then((m) => ({ default: m.RenewalNotice })));

/**
 * Sent to sign in on the way to a new policy, which may be an account's renewal (the link of a reminder for a policy
 * on an account): the notice's own module tells, and says what signing in is for. Nothing while a pre-rendered page
 * hydrates: its HTML has no `next`.
 */
function RenewalNote({ next }: { next: string }) {
  const hydrated = useHydrated();
  // The new-policy page itself, asked with a query (`?renew=`): its steps' pages are no renewal's link.
  if (!hydrated || !next.startsWith(`${paths['new-policy']}?`)) return null;
  return (
    <Suspense fallback={null}>
      <RenewalNotice next={next} />
    </Suspense>
  );
}

/** Spec §4: signing in with e-mail and password, then on to where the driver was going (`?next=`, this site only). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(nextParam), paths.profile);
  const form = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<{ problem: AuthErrorKey; attempt: number } | null>(null);
  const problem = failure?.problem ?? null;
  // Each refusal moves focus to the message, so a screen reader user hears it and a keyboard user starts there.
  useEffect(() => {
    if (failure) problemRef.current?.focus();
  }, [failure]);
  const [signingIn, setSigningIn] = useState(false);

  if (session.status === 'signed-in' && !signingIn) {
    return (
      <PageSection>
        <PageHeader routeId="login" />
        <AuthColumn>
          <p>{t('login.already', { email: session.email })}</p>
          <MoreLinks>
            <li>
              <Link to={next}>{t('login.continue')}</Link>
            </li>
            <li>
              <Link to={paths['profile-sign-out']}>{t('login.signOut')}</Link>
            </li>
          </MoreLinks>
        </AuthColumn>
      </PageSection>
    );
  }

  return (
    <PageSection>
      <PageHeader routeId="login" lead={t('login.lead')} />
      <AuthColumn>
        {problem ? (
          <FormProblem ref={problemRef} tabIndex={-1} role="alert">
            <p>{t(`errors.${problem}`)}</p>
          </FormProblem>
        ) : null}
        <NoScriptNote what="signIn" />
        <RenewalNote next={next} />
        <FieldMessages value={accountFieldMessages}>
          <Formik
            initialValues={{ email: '', password: '' }}
            validationSchema={loginSchema}
            onSubmit={async (values) => {
              setSigningIn(true);
              try {
                await signInWithEmailAndPassword(firebaseAuth(), values.email.trim(), values.password);
                await navigate(next, { replace: true });
              } catch (error) {
                setSigningIn(false);
                setFailure((last) => ({ problem: authErrorKey(error), attempt: (last?.attempt ?? 0) + 1 }));
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
                <PasswordField name="password" label={t('fields.password.label')} autoComplete="current-password" />
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('login.submitting')}>
                    {t('login.submit')}
                  </SubmitButton>
                </Actions>
              </Form>
            )}
          </Formik>
        </FieldMessages>
        <MoreLinks>
          <li>
            <Link to={paths['forgot-password']}>{t('login.forgot')}</Link>
          </li>
          <li>
            {t('login.noAccount')} <Link to={paths.register}>{t('login.register')}</Link>
          </li>
        </MoreLinks>
      </AuthColumn>
    </PageSection>
  );
}
