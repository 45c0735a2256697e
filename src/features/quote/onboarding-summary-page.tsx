import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { useEuros } from '../../app/ui/use-euros';
import { guardedPricing } from './flow/onboarding-flow';
import { useQuoteFlow, useQuotePath } from './flow/quote-flow';
import { useQuoteStep, type QuoteStep } from './flow/use-quote-step';
import { formatZoneDiscount } from './plans/cover-prices';
import { DiscountBox } from './plans/discount-box';
import { planOf } from './state/onboarding-state';
import { useOnboarding } from './state/onboarding-store';
import { ContinueButton } from './summary/continue-button';
import { CoveredCarNotice } from './summary/covered-car-notice';
import { OrderItems } from './summary/order-items';
import { OrderTotals } from './summary/order-totals';
import { PointsToggle } from './summary/points-toggle';
import { DetailList, PolicyPeriod, VehicleDetails } from './summary/quote-details';
import { StepColumns } from './summary/step-ui';
import { Note } from '../../app/ui/panel';
import { SummarySection } from './summary/summary-section';
import { useCurrentOrderSummary } from './summary/use-current-order-summary';

function DiscountText({ pricing }: { pricing: PricingResponse }) {
  const { t, i18n } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const { state } = useOnboarding();
  const { discount } = state;
  const lines: string[] = [];
  if (discount.box === 'applied' && discount.kind === 'code') {
    lines.push(
      discount.code
        ? t('summary.discount.coupon', { code: discount.code, amount: `−${euros(discount.amount)}` })
        : t('summary.discount.vehicle', { amount: `−${euros(discount.amount)}` }),
    );
  } else {
    lines.push(t('summary.discount.none'));
  }
  if (pricing.discountZone) {
    lines.push(
      `${t('base.zoneDiscount', { value: formatZoneDiscount(pricing.discountZone, i18n.language) })}. ${t('base.zoneDiscountIncluded')}`,
    );
  }
  return (
    <>
      {lines.map((line) => (
        <Note key={line}>{line}</Note>
      ))}
    </>
  );
}

function Summary({ step }: { step: QuoteStep }) {
  const { t } = useTranslation('onboarding-plans');
  const quote = useQuoteFlow();
  const { t: tLead } = useTranslation(quote.leads);
  const quotePath = useQuotePath();
  const { state } = useOnboarding();
  const pricing = guardedPricing(state);
  const order = useCurrentOrderSummary();
  const { personal, contact } = state;

  const driverRows: [string, string][] = [
    [t('summary.driver.dateOfBirth'), personal.dateOfBirth],
    [t('summary.driver.oib'), personal.personalIdentificationNumber],
    [t('summary.driver.email'), contact.contactEmail],
    [t('summary.driver.phone'), `${contact.phoneNumberPrefix} ${contact.phoneNumber}`.trim()],
  ];

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId={step.routeId} heading={step.heading} lead={tLead(`${step.routeId}.lead`)} />
      <CoveredCarNotice />
      <StepColumns>
        <div>
          <SummarySection title={t('summary.vehicle.heading')} editTo={quotePath('vehicle')}>
            <VehicleDetails state={state} />
          </SummarySection>
          <SummarySection title={t('summary.driver.heading')} editTo={quotePath('price')}>
            <DetailList rows={driverRows.filter(([, value]) => value !== '')} />
          </SummarySection>
          <SummarySection title={t('summary.covers.heading')} editTo={quotePath('plans')}>
            <DetailList rows={[[t('summary.covers.plan'), t(`plans.${planOf(state.options)}.name`)]]} />
            {order.data ? <OrderItems summary={order.data} /> : null}
          </SummarySection>
          {quote.discountOnSummary ? (
            <DiscountBox />
          ) : (
            <SummarySection title={t('summary.discount.heading')} editTo={quotePath('plans')}>
              <DiscountText pricing={pricing} />
            </SummarySection>
          )}
          <SummarySection title={t('summary.period.heading')} editTo={quotePath('price')}>
            <PolicyPeriod state={state} />
          </SummarySection>
        </div>
        <div>
          <PointsToggle />
          <OrderTotals />
          <ContinueButton onContinue={() => step.leave()} />
        </div>
      </StepColumns>
    </PageSection>
  );
}

/**
 * Step 3 of the quote flow: everything the driver chose, each part with a way back to change it, and the total. A flow
 * that lands here without the plans page (a renewal) takes the discount code here too.
 */
export function OnboardingSummaryPage() {
  const step = useQuoteStep('summary');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <Summary step={step} />;
}
