import { applyActionCode, confirmPasswordReset } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountActionModes, type AccountActionMode } from '@contracts/account-actions';
import { authErrorKey, type AuthErrorKey } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { sessionStore } from '../../app/session/session-store';
import { useSession } from '../../app/session/use-session';
import { PrimaryButton, PrimaryLink } from '../../app/ui/buttons';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages } from '../../app/ui/form-field';
import { Actions, Notice } from '../../app/ui/form-layout';
import { accountFieldMessages, NewPasswordFields, newPasswordSchema } from '../../app/ui/new-password-fields';
import { SubmitButton } from '../../app/ui/submit-button';
import { AuthColumn, FormProblem, MoreLinks } from './auth-layout';

// Only a signed-in visitor whose link no longer works sees it: the sign-in and password pages do not load it.
const ResendVerification = lazy(() =>
  import('../../app/session/verify-email-notice').then((module) => ({ default: module.ResendVerification })),
);

const isMode = (value: string | null): value is AccountActionMode =>
  accountActionModes.includes(value as AccountActionMode);

type Press = 'idle' | 'busy' | 'done' | AuthErrorKey;

/** A code Firebase no longer takes: used (every link works once) or expired. */
const isStale = (outcome: Press): outcome is 'code-expired' | 'code-invalid' =>
  outcome === 'code-expired' || outcome === 'code-invalid';

/** Why a code did not work, in the driver's terms, and the way on from there. */
function CodeProblem({ problem }: { problem: AuthErrorKey }) {
  const { t } = useTranslation('auth');
  const known = ['code-expired', 'code-invalid', 'weak-password', 'network'].includes(problem) ? problem : 'unknown';
  return (
    <FormProblem role="alert" tabIndex={-1}>
      <p>{t(`action.problems.${known}`)}</p>
      {isStale(problem) ? (
        <p>
          <Link to={paths['forgot-password']}>{t('action.askAgain')}</Link>
        </p>
      ) : null}
    </FormProblem>
  );
}

function ResetPassword({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<AuthErrorKey | null>(null);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <>
        <Notice role="status">
          <p>{t('action.reset.done')}</p>
        </Notice>
        <Actions>
          <PrimaryLink to={paths.login}>{t('action.reset.signIn')}</PrimaryLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      {problem ? <CodeProblem problem={problem} /> : null}
      <FieldMessages value={accountFieldMessages}>
        <Formik
          initialValues={{ password: '', passwordRepeat: '' }}
          validationSchema={newPasswordSchema}
          onSubmit={async (values) => {
            setProblem(null);
            try {
              await confirmPasswordReset(firebaseAuth(), code, values.password);
              setDone(true);
            } catch (error) {
              setProblem(authErrorKey(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate>
              <FocusFirstErrorOnSubmit form={form} />
              <NewPasswordFields />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={t('action.reset.submitting')}>
                  {t('action.reset.submit')}
                </SubmitButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </>
  );
}

/**
 * The verification link. Signed in, the page asks Auth first (the session's flag may be minutes old) and says an
 * address already confirmed is so, with the way to the account. Otherwise the button; a code Firebase then refuses
 * as used or expired leads to a new e-mail (signed in, the address still unconfirmed) or to sign in (signed out:
 * whose a used code was, Firebase no longer says). The refusal replaces the button: never both at once.
 */
function VerifyEmail({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [press, setPress] = useState<Press>('idle');
  // Whether the signed-in user was read again from Auth since the page opened or a code was refused.
  const [reread, setReread] = useState<'no' | 'opened' | 'refused'>('no');
  const signedIn = session.status === 'signed-in';
  const verified = signedIn && session.emailVerified;
  const stale = isStale(press) ? press : null;
  const wanted = stale ? 'refused' : 'opened';

  useEffect(() => {
    if (!signedIn || verified || reread === wanted || reread === 'refused') return;
    void sessionStore.recheck().finally(() => setReread(wanted));
  }, [signedIn, verified, reread, wanted]);

  const confirm = async () => {
    if (press === 'busy') return;
    setPress('busy');
    try {
      await applyActionCode(firebaseAuth(), code);
      // Signed in here: the session sees the verified e-mail at once, with a token the server believes.
      await sessionStore.recheck();
      setPress('done');
    } catch (error) {
      setPress(authErrorKey(error));
    }
  };

  if (press === 'done') {
    return (
      <>
        <Notice role="status">
          <p>{t('action.verify.done')}</p>
        </Notice>
        <ToAccount signedIn={signedIn} />
      </>
    );
  }
  if (verified) {
    return (
      <>
        <Notice role="status">
          <p>{t('action.verify.already', { email: session.email })}</p>
        </Notice>
        <ToAccount signedIn />
      </>
    );
  }
  if (session.status === 'loading' || (signedIn && reread !== wanted && reread !== 'refused')) {
    return <p role="status">{t('action.verify.checking')}</p>;
  }
  if (stale) {
    return (
      <>
        <FormProblem role="alert">
          <p>{t(`errors.${stale}`)}</p>
          <p>
            {signedIn
              ? t('action.verify.staleUnverified', { email: session.email })
              : t('action.verify.staleSignedOut')}
          </p>
        </FormProblem>
        {signedIn ? (
          <Suspense fallback={null}>
            <ResendVerification />
          </Suspense>
        ) : (
          <ToAccount signedIn={false} />
        )}
      </>
    );
  }
  return (
    <>
      {press !== 'idle' && press !== 'busy' ? <CodeProblem problem={press} /> : null}
      <p>{t('action.verify.text')}</p>
      <Actions>
        <PrimaryButton type="button" aria-busy={press === 'busy'} onClick={() => void confirm()}>
          {press === 'busy' ? t('action.verify.submitting') : t('action.verify.submit')}
        </PrimaryButton>
      </Actions>
    </>
  );
}

/** The way on from a confirmed address: the account, or signing in to it. */
function ToAccount({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Actions>
      <PrimaryLink to={signedIn ? paths.profile : paths.login}>
        {signedIn ? t('action.verify.toProfile') : t('action.verify.signIn')}
      </PrimaryLink>
    </Actions>
  );
}

/**
 * Where the account e-mails' links land: `?mode=resetPassword|verifyEmail&oobCode=…`. Nothing happens on opening the
 * link (mail scanners open links before people do); the code is used when the driver presses the button.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const verify = mode === 'verifyEmail';
  return (
    <PageSection>
      <PageHeader
        routeId="reset-password"
        heading={verify ? t('action.verify.heading') : undefined}
        lead={isMode(mode) && code ? (verify ? undefined : t('reset-password.lead')) : undefined}
      />
      <AuthColumn>
        {!isMode(mode) || !code ? (
          <>
            <FormProblem role="alert">
              <p>{t('action.problems.incomplete')}</p>
            </FormProblem>
            <MoreLinks>
              <li>
                <Link to={paths['forgot-password']}>{t('action.askAgain')}</Link>
              </li>
            </MoreLinks>
          </>
        ) : verify ? (
          <VerifyEmail code={code} />
        ) : (
          <ResetPassword code={code} />
        )}
      </AuthColumn>
    </PageSection>
  );
}
