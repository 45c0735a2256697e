import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { paymentErrorReasons, paymentResultParams, type PaymentErrorReason } from '@contracts/site-paths';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink } from '../../app/ui/buttons';
import { Note } from '../../app/ui/panel';
import { purchaseOf } from '../../lib/purchases';

const Reason = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 42rem;
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const reasonOf = (value: string | null): PaymentErrorReason =>
  (paymentErrorReasons as readonly (string | null)[]).includes(value) ? (value as PaymentErrorReason) : 'error';

/**
 * Where the gateway sends a driver whose payment did not go through: which of declined, cancelled or a technical
 * failure it was, said in the heading (a driver who pressed "Odustani" did not fail at anything), that nothing was
 * charged, and the way back to the payment step of the same flow, where everything is still filled in (a new attempt
 * is a new order, so nothing is charged twice).
 */
export function PaymentErrorPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const reason = reasonOf(params.get(paymentResultParams.reason));
  const purchase = purchaseOf(params.get(paymentResultParams.order));
  return (
    <PageSection>
      <PageHeader routeId="payment-error" heading={reason === 'error' ? undefined : t(`error.headings.${reason}`)} />
      <Reason role="alert">{t(`error.reasons.${reason}`)}</Reason>
      <Actions>
        <PrimaryLink to={purchase?.retryPath ?? paths['onboarding-payment']}>
          {t(reason === 'cancelled' ? 'error.backToPayment' : 'error.retry')}
        </PrimaryLink>
        <Link to={paths['contact-us']}>{t('error.contact')}</Link>
      </Actions>
      {purchase ? <Note>{t('error.orderNumber', { orderNumber: purchase.orderNumber })}</Note> : null}
    </PageSection>
  );
}
