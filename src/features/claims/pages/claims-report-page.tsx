import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton, PrimaryLink, SecondaryButton } from '../../../app/ui/buttons';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { claimsFlow } from '../flow/claims-flow';
import { useClaimsStep } from '../flow/use-claims-step';
import { useClaims } from '../state/claims-context';
import { CallLink, Choice, ChoiceList, Steps } from '../ui/claims-ui';

type Stop = 'injured' | 'more-vehicles';

/** Why the statement is not the way, and what to do instead: the numbers first, then the steps. */
function StopScreen({ stop, onBack }: { stop: Stop; onBack: () => void }) {
  const { t } = useTranslation('claims');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <PageSection>
      <h1 ref={heading} tabIndex={-1}>
        {t(`stop.${stop}.heading`)}
      </h1>
      <p>{t(`stop.${stop}.lead`)}</p>
      <div>
        <CallLink href="tel:112" aria-label={t('stop.call112')}>
          112
        </CallLink>
        <CallLink href="tel:192" aria-label={t('stop.call192')}>
          192
        </CallLink>
      </div>
      <h2>{t('stop.atTheScene')}</h2>
      <Steps>
        {(t(`stop.${stop}.steps`, { returnObjects: true }) as string[]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Steps>
      <h2>{t(`stop.${stop}.claimHeading`)}</h2>
      <p>{t(`stop.${stop}.claim`)}</p>
      <Actions>
        <SecondaryButton type="button" onClick={onBack}>
          {t('stop.back')}
        </SecondaryButton>
      </Actions>
    </PageSection>
  );
}

/**
 * The first question at the roadside: is anyone hurt, and how many vehicles. An injury or a third vehicle stops the
 * statement here: the driver gets the numbers to call and what to do, not a form.
 */
export function ClaimsReportPage() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep('claims-report');
  const [injured, setInjured] = useState<'yes' | 'no' | null>(null);
  const [vehicles, setVehicles] = useState<'two' | 'more' | null>(null);
  const [stop, setStop] = useState<Stop | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const [goOn, setGoOn] = useState(false);

  if (goOn) return <Navigate to={step.nextPath} />;
  if (stop) return <StopScreen stop={stop} onBack={() => setStop(null)} />;

  const started = claims.statement;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (injured === null || vehicles === null) {
      setUnanswered(true);
      return;
    }
    if (injured === 'yes') setStop('injured');
    else if (vehicles === 'more') setStop('more-vehicles');
    else {
      claims.confirmSafety();
      setGoOn(true);
    }
  };

  return (
    <PageSection>
      <ClaimsHeader id="claims-report" lead={t('safety.lead')} />
      {started ? (
        <Notice>
          <p>{t(started.state === 'draft' ? 'safety.resume' : 'safety.resumeSent')}</p>
          <Actions>
            <PrimaryLink to={claimsFlow.path(started.state === 'draft' ? 'claims-report-how' : 'claims-report-sent')}>
              {t('safety.resumeButton')}
            </PrimaryLink>
            <SecondaryButton type="button" onClick={claims.discard}>
              {t('safety.discard')}
            </SecondaryButton>
          </Actions>
        </Notice>
      ) : null}
      <FormColumn>
        <form onSubmit={submit} noValidate>
          <ChoiceList>
            <legend>{t('safety.injured')}</legend>
            <Choice name="injured" value="yes" checked={injured === 'yes'} onChange={() => setInjured('yes')}>
              {t('safety.injuredYes')}
            </Choice>
            <Choice name="injured" value="no" checked={injured === 'no'} onChange={() => setInjured('no')}>
              {t('safety.injuredNo')}
            </Choice>
          </ChoiceList>
          <ChoiceList>
            <legend>{t('safety.vehicles')}</legend>
            <Choice name="vehicles" value="two" checked={vehicles === 'two'} onChange={() => setVehicles('two')}>
              {t('safety.vehiclesTwo')}
            </Choice>
            <Choice name="vehicles" value="more" checked={vehicles === 'more'} onChange={() => setVehicles('more')}>
              {t('safety.vehiclesMore')}
            </Choice>
          </ChoiceList>
          {unanswered ? (
            <Notice $tone="error" role="alert">
              <p>{t('safety.unanswered')}</p>
            </Notice>
          ) : null}
          <PrimaryButton type="submit">{t('continue')}</PrimaryButton>
        </form>
      </FormColumn>
    </PageSection>
  );
}
