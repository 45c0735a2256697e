import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { errorKeys } from '@contracts/error-keys';
import type { OrderSummary } from '@contracts/get-order-summary';
import { useQuotePath } from '../flow/quote-flow';
import { useEuros } from '../../../app/ui/use-euros';
import { SecondaryButton } from '../../../app/ui/buttons';
import { mobile } from '../../../app/theme';
import { Details, ErrorText, Note, Panel } from '../../../app/ui/panel';
import { PointsLine } from './points-toggle';
import { useCurrentOrderSummary } from './use-current-order-summary';

const Total = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryStrong};

  [aria-busy='true'] & {
    /* Dimmed while the server recalculates, yet still above 4.5:1 against white. */
    opacity: 0.75;
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/**
 * An amount never breaks inside ("203,75 €" on three lines beside a long coupon's label in the narrow column): its
 * column is as wide as the amount, and the label wraps instead. On a phone the label sits above it, as in `Details`.
 */
const Figures = styled(Details)`
  grid-template-columns: minmax(0, 1fr) max-content;

  dd {
    white-space: nowrap;
    overflow-wrap: normal;
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function DiscountLine({ summary }: { summary: OrderSummary }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  if (summary.discountAmount <= 0 || !summary.codeDiscount) return null;
  const label =
    summary.codeDiscount.type === 'coupon' && summary.codeDiscount.code
      ? t('totals.couponDiscount', { code: summary.codeDiscount.code })
      : t('totals.vehicleDiscount');
  return (
    <>
      <dt>{label}</dt>
      <dd>−{euros(summary.discountAmount)}</dd>
    </>
  );
}

/**
 * The price of the policy as the server computed it for the current choice: subtotal, discount and the total to pay.
 * While a new choice is being priced, the last figures stay visible, dimmed and marked busy.
 */
export function OrderTotals() {
  const { t } = useTranslation('onboarding-plans');
  const { t: tCommon } = useTranslation();
  const euros = useEuros();
  const quotePath = useQuotePath();
  const headingId = useId();
  const query = useCurrentOrderSummary();
  const summary = query.data;
  const busy = query.isFetching;

  return (
    <Panel aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{t('totals.heading')}</h2>
      {query.error ? (
        <div role="alert">
          <ErrorText>{tCommon(query.error.errorKey)}</ErrorText>
          {query.error.errorKey === errorKeys.quoteExpired ? (
            <Note>
              <Link to={quotePath('price')}>{t('totals.recalculate')}</Link>
            </Note>
          ) : (
            <Note>
              <SecondaryButton type="button" onClick={() => void query.refetch()}>
                {t('totals.retry')}
              </SecondaryButton>
            </Note>
          )}
        </div>
      ) : summary ? (
        <>
          <Figures>
            <dt>{t('totals.subtotal')}</dt>
            <dd>{euros(summary.subtotal)}</dd>
            {summary.singlePaymentDiscountAmount > 0 ? (
              <>
                <dt>{t('plan.singlePaymentDiscount')}</dt>
                <dd>−{euros(summary.singlePaymentDiscountAmount)}</dd>
              </>
            ) : null}
            <DiscountLine summary={summary} />
            {summary.referralDiscountAmount > 0 ? (
              <>
                <dt>{t('totals.referralDiscount')}</dt>
                <dd>−{euros(summary.referralDiscountAmount)}</dd>
              </>
            ) : null}
            <PointsLine summary={summary} />
          </Figures>
          {summary.discountCodeRefusal ? <ErrorText role="alert">{tCommon('discountCodeError')}</ErrorText> : null}
          <Total>{t('totals.total', { amount: euros(summary.total) })}</Total>
          <Note>{t('totals.perYear')}</Note>
        </>
      ) : null}
      <Status role="status">{busy ? (summary ? t('totals.updating') : t('totals.loading')) : ''}</Status>
    </Panel>
  );
}
