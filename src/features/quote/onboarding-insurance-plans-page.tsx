import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { guardedPricing } from './flow/onboarding-flow';
import { useQuoteFlow } from './flow/quote-flow';
import { useQuoteStep, type QuoteStep } from './flow/use-quote-step';
import { AddOnList } from './plans/add-on-list';
import { BaseCover } from './plans/base-cover';
import { CascoDialog } from './plans/casco-dialog';
import { DiscountBox } from './plans/discount-box';
import { PlanChoice } from './plans/plan-choice';
import { useOnboarding } from './state/onboarding-store';
import { ContinueButton } from './summary/continue-button';
import { OrderTotals } from './summary/order-totals';
import { StepColumns } from './summary/step-ui';

function InsurancePlans({ step }: { step: QuoteStep }) {
  const { t } = useTranslation(useQuoteFlow().leads);
  const pricing = guardedPricing(useOnboarding().state);

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId={step.routeId} heading={step.heading} lead={t(`${step.routeId}.lead`)} />
      <StepColumns>
        <div>
          {/* The compulsory cover and its price first: it is what the driver came for; casco is the extra. */}
          <BaseCover pricing={pricing} />
          <PlanChoice pricing={pricing} />
          <AddOnList pricing={pricing} />
          <DiscountBox />
        </div>
        <div>
          <OrderTotals />
          <ContinueButton onContinue={() => step.leave()} />
        </div>
      </StepColumns>
      <CascoDialog pricing={pricing} />
    </PageSection>
  );
}

/** Step 2 of the quote flow: the plan, the add-ons and a discount code, priced by the server as they change. */
export function OnboardingInsurancePlansPage() {
  const step = useQuoteStep('plans');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <InsurancePlans step={step} />;
}
