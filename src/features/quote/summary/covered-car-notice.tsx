import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPolicyStartOnSale } from '@contracts/policy-dates';
import { SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { useOnboarding } from '../state/onboarding-store';
import { useCurrentOrderSummary } from './use-current-order-summary';

/**
 * The car already has the driver's policy with us past this one's start (the server says so only to that driver):
 * said before payment, with the start the day that cover ends, priced again by the server when the driver takes it.
 */
export function CoveredCarNotice() {
  const { t } = useTranslation('onboarding-plans');
  const headingId = useId();
  const { state, dispatch } = useOnboarding();
  const order = useCurrentOrderSummary();
  const [pricing, setPricing] = useState<'idle' | 'pricing' | 'failed'>('idle');
  const covered = order.data?.coveredCar;
  if (!covered) return null;
  const { coveredUntil, suggestedStartDate } = covered;
  const onSale = isPolicyStartOnSale(suggestedStartDate, new Date());

  const startThen = async () => {
    if (pricing === 'pricing') return;
    setPricing('pricing');
    try {
      const { priceFromStart } = await import('./start-after-cover');
      const priced = await priceFromStart(state, suggestedStartDate);
      dispatch({
        type: 'quoteFormSubmitted',
        personal: state.personal,
        contact: state.contact,
        policy: { ...state.policy, policyStartDate: suggestedStartDate },
      });
      dispatch({ type: 'priced', pricing: priced });
      setPricing('idle');
    } catch {
      setPricing('failed');
    }
  };

  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('coveredCar.heading')}</h2>
      <p>{t('coveredCar.text', { coveredUntil, start: order.data?.policyStartDate ?? '' })}</p>
      {onSale ? (
        <p>
          <SecondaryButton type="button" aria-busy={pricing === 'pricing'} onClick={() => void startThen()}>
            {t('coveredCar.startThen', { date: suggestedStartDate })}
          </SecondaryButton>
        </p>
      ) : (
        <p>{t('coveredCar.tooEarly', { date: suggestedStartDate })}</p>
      )}
      {pricing === 'failed' ? <p role="alert">{t('coveredCar.failed')}</p> : null}
    </Notice>
  );
}
