import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPolicyStartOnSale } from '@contracts/policy-dates';
import { SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { useOnboarding } from '../state/onboarding-store';
import { useCurrentOrderSummary } from './use-current-order-summary';

/**
 * The way out of paying twice: the start the day the running cover ends, priced again by the server when the driver
 * takes it; a day the insurer does not sell yet (more than 60 days ahead) is said instead.
 */
export function StartAfterCover({ date, onPriced }: { date: string; onPriced?: () => void }) {
  const { t } = useTranslation('onboarding-plans');
  const { state, dispatch } = useOnboarding();
  const [pricing, setPricing] = useState<'idle' | 'pricing' | 'failed'>('idle');
  if (!isPolicyStartOnSale(date, new Date())) return <p>{t('coveredCar.tooEarly', { date })}</p>;

  const startThen = async () => {
    if (pricing === 'pricing') return;
    setPricing('pricing');
    try {
      const { priceFromStart } = await import('./start-after-cover');
      const priced = await priceFromStart(state, date);
      dispatch({
        type: 'quoteFormSubmitted',
        personal: state.personal,
        contact: state.contact,
        policy: { ...state.policy, policyStartDate: date },
      });
      dispatch({ type: 'priced', pricing: priced });
      setPricing('idle');
      onPriced?.();
    } catch {
      setPricing('failed');
    }
  };

  return (
    <>
      <p>
        <SecondaryButton type="button" aria-busy={pricing === 'pricing'} onClick={() => void startThen()}>
          {t('coveredCar.startThen', { date })}
        </SecondaryButton>
      </p>
      {pricing === 'failed' ? <p role="alert">{t('coveredCar.failed')}</p> : null}
    </>
  );
}

/**
 * The car already has the driver's policy with us past this one's start (the server says so only to that driver):
 * said on the summary, before payment, with the start the day that cover ends.
 */
export function CoveredCarNotice() {
  const { t } = useTranslation('onboarding-plans');
  const headingId = useId();
  const order = useCurrentOrderSummary();
  const covered = order.data?.coveredCar;
  if (!covered) return null;

  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('coveredCar.heading')}</h2>
      <p>{t('coveredCar.text', { coveredUntil: covered.coveredUntil, start: order.data?.policyStartDate ?? '' })}</p>
      <StartAfterCover date={covered.suggestedStartDate} />
    </Notice>
  );
}
