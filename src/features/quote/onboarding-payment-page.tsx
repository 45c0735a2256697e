import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { useQuoteFlow } from './flow/quote-flow';
import { useQuoteStep, type QuoteStep } from './flow/use-quote-step';
import { PayForPolicy } from './payment/pay-for-policy';
import { PaymentPlanChoice } from './payment/payment-plan-choice';
import { useOnboarding } from './state/onboarding-store';
import { OrderItems } from './summary/order-items';
import { OrderTotals } from './summary/order-totals';
import { DetailList, PolicyPeriod, VehicleDetails } from './summary/quote-details';
import { StepColumns } from './summary/step-ui';
import { SummarySection } from './summary/summary-section';
import { useCurrentOrderSummary } from './summary/use-current-order-summary';

function Payment({ step }: { step: QuoteStep }) {
  const { t } = useTranslation('onboarding-plans');
  const quote = useQuoteFlow();
  const { t: tLead } = useTranslation(quote.leads);
  const { state } = useOnboarding();
  const order = useCurrentOrderSummary();
  const { personal, address } = state;
  // A signed-in driver's policyholder is the account's: it is changed with the account's details.
  const aboutYou = quote.steps['about-you'];

  const name = `${personal.firstName} ${personal.lastName}`.trim();
  const street = `${address.address} ${address.houseNumber}`.trim();
  const place = `${address.postalCode} ${address.city}`.trim();
  const policyholderRows: [string, string][] = [
    [t('payment.policyholder.name'), name],
    [t('payment.policyholder.address'), [street, place].filter(Boolean).join(', ')],
  ];

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId={step.routeId} heading={step.heading} lead={tLead(`${step.routeId}.lead`)} />
      <StepColumns>
        <div>
          <SummarySection title={t('payment.orderHeading')}>
            {order.data ? <OrderItems summary={order.data} /> : null}
          </SummarySection>
          <SummarySection title={t('summary.vehicle.heading')}>
            <VehicleDetails state={state} />
          </SummarySection>
          <SummarySection
            title={t('payment.policyholder.heading')}
            editTo={aboutYou ? paths[aboutYou] : paths['profile-credentials']}
          >
            <DetailList rows={policyholderRows.filter(([, value]) => value !== '')} />
          </SummarySection>
          <SummarySection title={t('summary.period.heading')}>
            <PolicyPeriod state={state} />
          </SummarySection>
        </div>
        <div>
          <PaymentPlanChoice summary={order.data} />
          <OrderTotals />
          <PayForPolicy summary={order.data} />
        </div>
      </StepColumns>
    </PageSection>
  );
}

/**
 * Step 5 of the quote flow: what is being bought and for how much, as the server computed it, then the consents and
 * the card payment on the gateway's page.
 */
export function OnboardingPaymentPage() {
  const step = useQuoteStep('payment');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <Payment step={step} />;
}
