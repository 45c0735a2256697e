import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderSummary } from '@contracts/get-order-summary';
import { brandsAllowing, maxInstalments, minInstalments, type PaymentPlan } from '@contracts/payment-plan';
import { desktop } from '../../../app/theme';
import { FieldHint, FieldLabel, inputStyles } from '../../../app/ui/field-styles';
import { Panel } from '../../../app/ui/panel';
import { useEuros } from '../../../app/ui/use-euros';
import { ChoiceCard, ChoiceFieldset, ChoiceOptions } from '../plans/choice-styles';
import { useOnboarding } from '../state/onboarding-store';

/** The payment step's side column is narrow: the two ways one above the other at every width. */
const Options = styled(ChoiceOptions)`
  ${desktop} {
    grid-template-columns: 1fr;
  }
`;

const Count = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};

  select {
    ${inputStyles}
    max-width: 14rem;
  }
`;

const PerInstalment = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

/** Six is what most cards allow (docs/decisions/0019-payment-plans.md): the count offered first. */
const usualCount = 6;
const counts = Array.from({ length: maxInstalments - minInstalments + 1 }, (_, index) => minInstalments + index);
const cents = (euros: number) => Math.round(euros * 100);

/**
 * Before the card page: at once, with the insurer's one-payment discount, or in instalments that the card's bank
 * carries, how many and on which cards. The euros both ways are the server's (`planTotals`); the choice goes into the
 * summary request, so the total and the payment follow it.
 */
export function PaymentPlanChoice({ summary }: { summary: OrderSummary | undefined }) {
  const { t, i18n } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const { state, dispatch } = useOnboarding();
  const id = useId();
  const plan = state.paymentPlan;
  // The count last chosen, kept while the driver looks at paying at once.
  const [count, setCount] = useState(plan.kind === 'instalments' ? plan.count : usualCount);
  const choose = (paymentPlan: PaymentPlan) => dispatch({ type: 'paymentPlanChosen', paymentPlan });
  const chooseCount = (chosen: number) => {
    setCount(chosen);
    choose({ kind: 'instalments', count: chosen });
  };

  const totals = summary?.planTotals;
  const discount = totals ? (cents(totals.instalments) - cents(totals.single)) / 100 : 0;
  const cards = (instalments: number) =>
    new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
      brandsAllowing(instalments).map((brand) => t(`plan.brands.${brand}`)),
    );

  const options = [
    {
      kind: 'single' as const,
      total: totals?.single,
      detail: discount > 0 ? t('plan.single.description', { discount: euros(discount) }) : null,
      pick: () => choose({ kind: 'single' }),
    },
    {
      kind: 'instalments' as const,
      total: totals?.instalments,
      detail: t('plan.instalments.description'),
      pick: () => choose({ kind: 'instalments', count }),
    },
  ];

  return (
    <Panel>
      <ChoiceFieldset>
        <legend>{t('plan.legend')}</legend>
        <Options>
          {options.map((option) => {
            const optionId = `${id}-${option.kind}`;
            return (
              <ChoiceCard key={option.kind} $checked={plan.kind === option.kind}>
                <input
                  type="radio"
                  id={optionId}
                  name={`${id}-plan`}
                  value={option.kind}
                  checked={plan.kind === option.kind}
                  aria-describedby={option.detail ? `${optionId}-detail` : undefined}
                  onChange={option.pick}
                />
                <label htmlFor={optionId}>
                  <span>{t(`plan.${option.kind}.name`)}</span>
                  {option.total !== undefined ? (
                    <span className="price">{t(`plan.${option.kind}.total`, { amount: euros(option.total) })}</span>
                  ) : null}
                </label>
                {option.detail ? <p id={`${optionId}-detail`}>{option.detail}</p> : null}
              </ChoiceCard>
            );
          })}
        </Options>
        {plan.kind === 'instalments' ? (
          <Count>
            <FieldLabel htmlFor={`${id}-count`}>{t('plan.count.label')}</FieldLabel>
            <select
              id={`${id}-count`}
              value={plan.count}
              aria-describedby={`${id}-cards`}
              onChange={(event) => chooseCount(Number(event.target.value))}
            >
              {counts.map((value) => (
                <option key={value} value={value}>
                  {t('plan.count.option', { count: value })}
                </option>
              ))}
            </select>
            {totals ? (
              <PerInstalment aria-live="polite">
                {t('plan.perInstalment', {
                  count: plan.count,
                  amount: euros(Math.round(cents(totals.instalments) / plan.count) / 100),
                })}
              </PerInstalment>
            ) : null}
            <FieldHint id={`${id}-cards`}>
              {t('plan.cards', { count: plan.count, brands: cards(plan.count) })}
            </FieldHint>
          </Count>
        ) : null}
      </ChoiceFieldset>
    </Panel>
  );
}
