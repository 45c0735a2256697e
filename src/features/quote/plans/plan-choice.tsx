import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { useEuros } from '../../../app/ui/use-euros';
import { planOf, type Plan } from '../state/onboarding-state';
import { useOnboarding } from '../state/onboarding-store';
import { ChoiceCard, ChoiceFieldset, ChoiceOptions } from './choice-styles';
import { coverPrice } from './cover-prices';

const Fieldset = styled(ChoiceFieldset)`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** Basic, or Plus (full casco without deductible). Choosing Plus opens the casco explanation (spec §4). */
export function PlanChoice({ pricing }: { pricing: PricingResponse }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const { state, dispatch } = useOnboarding();
  const cascoPrice = coverPrice(pricing, 'MOD_FULL');
  // Without a casco price from the insurer there is nothing to choose between.
  if (cascoPrice === undefined) return null;
  const chosen = planOf(state.options);

  const plans: { plan: Plan; detail: string }[] = [
    { plan: 'basic', detail: t('plans.basic.description') },
    {
      plan: 'plus',
      detail: `${t('plans.plus.description')} ${t('plans.plus.price', { price: euros(cascoPrice) })}`,
    },
  ];

  return (
    <Fieldset>
      <legend>{t('plans.legend')}</legend>
      <ChoiceOptions>
        {plans.map(({ plan, detail }) => {
          const id = `plan-${plan}`;
          return (
            <ChoiceCard key={plan} $checked={chosen === plan}>
              <input
                type="radio"
                id={id}
                name="plan"
                value={plan}
                checked={chosen === plan}
                aria-describedby={`${id}-detail`}
                onChange={() => dispatch({ type: 'planChosen', plan })}
              />
              <label htmlFor={id}>{t(`plans.${plan}.name`)}</label>
              <p id={`${id}-detail`}>{detail}</p>
            </ChoiceCard>
          );
        })}
      </ChoiceOptions>
    </Fieldset>
  );
}
