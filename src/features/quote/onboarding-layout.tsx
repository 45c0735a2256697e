import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { reminderLinkParams } from '@contracts/site-paths';
import styled from 'styled-components';
import { prepareCalls } from '../../api/call-function';
import { paths } from '../../app/route-table';
import { onboardingQuoteFlow } from './flow/onboarding-flow';
import { QuoteFlowProvider } from './flow/quote-flow';
import { useResumeWorkInProgress } from './flow/use-resume-work-in-progress';
import { OnboardingProvider, useOnboarding } from './state/onboarding-store';

// All are rare (a resume link that carries personal details, a renewal reminder's link, a driver starting over) and
// carry a form or a dialog:
// they load when shown, so the plate entry, where most visits start, opens without Formik, Yup and dayjs.
const ResumeIdentity = lazy(() => import('./flow/resume-identity').then((m) => ({ default: m.ResumeIdentity })));
const ReminderLink = lazy(() => import('./renewal/reminder-link').then((m) => ({ default: m.ReminderLink })));
const StartOverDialog = lazy(() => import('./flow/start-over-dialog').then((m) => ({ default: m.StartOverDialog })));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)} 0`};

  p {
    margin: 0 auto 0 0;
  }

  button {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** Spec §4's unpaid-and-unbound quote; worded with the priced steps, the only ones that can have it. */
function UnpaidAndUnbound() {
  const { t } = useTranslation('onboarding-plans');
  return <p role="status">{t('unpaidAndUnbound')}</p>;
}

function FlowBar() {
  const { t } = useTranslation('onboarding');
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();
  const resume = useResumeWorkInProgress();
  const reminderToken = useSearchParams()[0].get(reminderLinkParams.guest);
  const [asking, setAsking] = useState(false);

  const startOver = () => {
    setAsking(false);
    dispatch({ type: 'reset' });
    navigate(paths.onboarding);
  };

  return (
    <Bar>
      {resume.state === 'resuming' ? <p role="status">{t('flow.resuming')}</p> : null}
      {resume.state === 'failed' ? <p role="alert">{t('flow.resumeFailed')}</p> : null}
      {resume.state === 'expired' ? <p role="alert">{t('resume.expired')}</p> : null}
      {state.vehicle || state.pricing ? (
        <button type="button" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          {t('flow.startOver')}
        </button>
      ) : null}
      <Suspense fallback={null}>
        {state.unpaidAndUnbound ? <UnpaidAndUnbound /> : null}
        {resume.state === 'confirm' ? <ResumeIdentity resume={resume} /> : null}
        {reminderToken ? <ReminderLink token={reminderToken} /> : null}
        {asking ? <StartOverDialog state={state} onCancel={() => setAsking(false)} onConfirm={startOver} /> : null}
      </Suspense>
    </Bar>
  );
}

/**
 * Around every /onboarding page: the flow's store (which takes the link's referral), `?wipId=` resume, a renewal
 * reminder's `?renewal=` and starting over.
 */
export function OnboardingLayout() {
  // Every step calls the functions, the plate entry on its first submit: their SDK is fetched once the page is idle.
  useEffect(() => prepareCalls(), []);
  return (
    <QuoteFlowProvider flow={onboardingQuoteFlow}>
      <OnboardingProvider>
        <FlowBar />
        <Outlet />
      </OnboardingProvider>
    </QuoteFlowProvider>
  );
}
