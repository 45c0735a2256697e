import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { ProgressBar } from './flow/progress-bar';
import { useSaveProgress } from './flow/use-save-progress';
import { AddOnList } from './plans/add-on-list';
import { BaseCover } from './plans/base-cover';
import { CascoDialog } from './plans/casco-dialog';
import { DiscountBox } from './plans/discount-box';
import { PlanChoice } from './plans/plan-choice';
import { useOnboarding } from './state/onboarding-store';
import { ContinueButton } from './summary/continue-button';
import { OrderTotals } from './summary/order-totals';
import { StepColumns } from './summary/step-ui';

function InsurancePlans({ pricing }: { pricing: PricingResponse }) {
  const { t } = useTranslation('onboarding');
  const { dispatch } = useOnboarding();
  const save = useSaveProgress();
  const navigate = useNavigate();

  useEffect(() => {
    dispatch({ type: 'stepReached', step: 'insurance-plans' });
  }, [dispatch]);

  const onContinue = async () => {
    dispatch({ type: 'stepReached', step: 'summary' });
    await save('insurance-plans', { progress: 'insurance-plans' });
    await navigate(paths['onboarding-summary']);
  };

  return (
    <PageSection>
      <ProgressBar active="insurance-plans" />
      <PageHeader routeId="onboarding-insurance-plans" lead={t('onboarding-insurance-plans.lead')} />
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
          <ContinueButton onContinue={onContinue} />
        </div>
      </StepColumns>
      <CascoDialog pricing={pricing} />
    </PageSection>
  );
}

/** Step 2 of the quote flow: the plan, the add-ons and a discount code, priced by the server as they change. */
export function OnboardingInsurancePlansPage() {
  const { state } = useOnboarding();
  if (!state.pricing) return <Navigate to={paths['onboarding-calculate-price']} replace />;
  return <InsurancePlans pricing={state.pricing} />;
}
