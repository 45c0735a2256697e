import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { FillMode, OtherPartyKind } from '@contracts/accident-statement';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Notice } from '../../../app/ui/form-layout';
import { PrimaryButton } from '../../../app/ui/buttons';
import { startAccidentStatement } from '../../../api/start-accident-statement';
import type { CallError } from '../../../api/call-function';
import { useClaimsStep } from '../flow/use-claims-step';
import { useClaims } from '../state/claims-context';
import { Choice, ChoiceList } from '../ui/claims-ui';

/** How the drivers fill the statement: each on their own phone (the default), on this one phone, or alone. */
export function ClaimsReportHowPage() {
  const { t, i18n } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep('claims-report-how');
  const [mode, setMode] = useState<FillMode>('two-phones');
  const [otherParty, setOtherParty] = useState<OtherPartyKind>('left');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  if (step.redirect) return <Navigate to={step.redirect} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const started = await startAccidentStatement({
        mode,
        otherParty: mode === 'alone' ? otherParty : null,
        language: i18n.language === 'en' ? 'en' : 'hr',
      });
      claims.begin({
        statementId: started.statementId,
        partyTokens: started.partyTokens,
        joinedWithCode: null,
        join: started.join,
      });
      await step.goOn();
    } catch (caught) {
      setError(caught as CallError);
      setBusy(false);
    }
  };

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-how" lead={t('how.lead')} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceList>
          <legend>{t('how.question')}</legend>
          <Choice
            name="mode"
            value="two-phones"
            checked={mode === 'two-phones'}
            onChange={() => setMode('two-phones')}
            hint={t('how.twoPhonesHint')}
          >
            {t('how.twoPhones')}
          </Choice>
          <Choice
            name="mode"
            value="one-phone"
            checked={mode === 'one-phone'}
            onChange={() => setMode('one-phone')}
            hint={t('how.onePhoneHint')}
          >
            {t('how.onePhone')}
          </Choice>
          <Choice
            name="mode"
            value="alone"
            checked={mode === 'alone'}
            onChange={() => setMode('alone')}
            hint={t('how.aloneHint')}
          >
            {t('how.alone')}
          </Choice>
        </ChoiceList>
        {mode === 'alone' ? (
          <ChoiceList>
            <legend>{t('how.otherParty')}</legend>
            <Choice
              name="otherParty"
              value="left"
              checked={otherParty === 'left'}
              onChange={() => setOtherParty('left')}
            >
              {t('how.otherLeft')}
            </Choice>
            <Choice
              name="otherParty"
              value="none"
              checked={otherParty === 'none'}
              onChange={() => setOtherParty('none')}
            >
              {t('how.otherNone')}
            </Choice>
          </ChoiceList>
        ) : null}
        {error ? (
          <Notice $tone="error" role="alert">
            <p>{t('errors.network')}</p>
          </Notice>
        ) : null}
        <PrimaryButton type="submit" disabled={busy}>
          {busy ? t('how.starting') : t('how.start')}
        </PrimaryButton>
      </form>
    </PageSection>
  );
}
