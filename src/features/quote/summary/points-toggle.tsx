import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@contracts/get-order-summary';
import { centsPerPoint, minimumCardChargeCents } from '@contracts/points-rule';
import { Checkbox } from '../../../app/ui/checkbox';
import { Note, Panel } from '../../../app/ui/panel';
import { useEuros } from '../../../app/ui/use-euros';
import { useQuoteFlow } from '../flow/quote-flow';
import { useOnboarding } from '../state/onboarding-store';
import { useCurrentOrderSummary } from './use-current-order-summary';

/**
 * "Iskoristi bodove" on the summary of a signed-in driver's own policy: the balance, how many points this policy may
 * take and what they are worth. The server decides both (it answers no points for a guest or another person's
 * policy); the choice only asks it to price with them.
 */
export function PointsToggle() {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const quote = useQuoteFlow();
  const { state, dispatch } = useOnboarding();
  const points = useCurrentOrderSummary().data?.points;
  const headingId = useId();
  if (!quote.account || !points || points.balance <= 0) return null;

  const worth = euros((points.usable * centsPerPoint) / 100);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('points.heading')}</h2>
      <p>{t('points.balance', { count: points.balance })}</p>
      {points.usable > 0 ? (
        <Checkbox
          id="use-points"
          name="usePoints"
          checked={state.usePoints}
          onChange={(event) => dispatch({ type: 'pointsChosen', usePoints: event.target.checked })}
          label={t('points.use')}
          hint={t('points.usable', { points: t('points.count', { count: points.usable }), amount: worth })}
        />
      ) : (
        <Note>{t('points.noneUsable', { minimum: euros(minimumCardChargeCents / 100) })}</Note>
      )}
      <Note>
        {t('points.rule', {
          worth: euros(centsPerPoint / 100),
          minimum: euros(minimumCardChargeCents / 100),
        })}
      </Note>
    </Panel>
  );
}

/** The totals' line for the points an order takes, last of the discounts. */
export function PointsLine({ summary }: { summary: OrderSummary }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  if (!summary.points || summary.pointsDiscountAmount <= 0) return null;
  return (
    <>
      <dt>{t('points.paidWith', { points: t('points.count', { count: summary.points.spent }) })}</dt>
      <dd>−{euros(summary.pointsDiscountAmount)}</dd>
    </>
  );
}
