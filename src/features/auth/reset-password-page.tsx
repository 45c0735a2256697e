import { applyActionCode, confirmPasswordReset } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
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

const isMode = (value: string | null): value is AccountActionMode =>
  accountActionModes.includes(value as AccountActionMode);

/** Why a code did not work, in the driver's terms, and the way on from there. */
function CodeProblem({ problem, mode }: { problem: AuthErrorKey; mode: AccountActionMode }) {
  const { t } = useTranslation('auth');
  const known = ['code-expired', 'code-invalid', 'weak-password', 'network'].includes(problem) ? problem : 'unknown';
  return (
    <FormProblem role="alert" tabIndex={-1}>
      <p>{t(`action.problems.${known}`)}</p>
      {problem === 'code-expired' || problem === 'code-invalid' ? (
        <p>
          {mode === 'resetPassword' ? (
            <Link to={paths['forgot-password']}>{t('action.askAgain')}</Link>
          ) : (
            <Link to={paths.profile}>{t('action.verifyAgain')}</Link>
          )}
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
      {problem ? <CodeProblem problem={problem} mode="resetPassword" /> : null}
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

function VerifyEmail({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<AuthErrorKey | null>(null);
  const confirm = async () => {
    if (state !== 'idle') return;
    setState('busy');
    setProblem(null);
    try {
      await applyActionCode(firebaseAuth(), code);
      // Signed in here: the session sees the verified e-mail at once, with a token the server believes.
      await sessionStore.recheck();
      setState('done');
    } catch (error) {
      setProblem(authErrorKey(error));
      setState('idle');
    }
  };
  if (state === 'done') {
    const signedIn = session.status === 'signed-in';
    return (
      <>
        <Notice role="status">
          <p>{t('action.verify.done')}</p>
        </Notice>
        <Actions>
          <PrimaryLink to={signedIn ? paths.profile : paths.login}>
            {signedIn ? t('action.verify.toProfile') : t('action.verify.signIn')}
          </PrimaryLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      {problem ? <CodeProblem problem={problem} mode="verifyEmail" /> : null}
      <p>{t('action.verify.text')}</p>
      <Actions>
        <PrimaryButton type="button" aria-busy={state === 'busy'} onClick={() => void confirm()}>
          {state === 'busy' ? t('action.verify.submitting') : t('action.verify.submit')}
        </PrimaryButton>
      </Actions>
    </>
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
