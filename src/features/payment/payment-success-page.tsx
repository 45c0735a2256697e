import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { errorKeys } from '@contracts/error-keys';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import { paymentResultParams } from '@contracts/site-paths';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { SecondaryLink } from '../../app/ui/buttons';
import { lazyPart } from '../../app/ui/lazy-part';
import { ErrorText, Note } from '../../app/ui/panel';
import { useOrderStatus } from '../../api/get-order-status';
import { markPurchasePaid, purchaseOf, type Purchase } from '../../lib/purchases';
import { PaymentProgress } from './payment-progress';

/**
 * Shown once the policy is issued, so its code and the quote's texts naming the covers come then, not before the
 * page can answer; its own boundary, so while they load the rest of the page stays as it is (never "loading").
 */
const IssuedPolicy = lazyPart('issued-policy', () => import('./issued-policy').then((module) => module.IssuedPolicy));
/** Only a slip order shows its slip. */
const PaymentSlip = lazyPart('payment-slip', () => import('./payment-slip').then((module) => module.PaymentSlip));
const SlipOutcome = lazyPart('slip-outcome', () => import('./payment-slip').then((module) => module.SlipOutcome));

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 42rem;
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

type Stage = 'checking' | 'pending' | 'slip' | 'creditQueued' | 'paid' | 'insured' | 'notPaid' | 'refund';

/** Where the order stands, as far as the server has said: nothing is a success before it says paid. */
function stageOf(status: OrderStatusResponse | undefined): Stage {
  if (!status) return 'checking';
  if (status.refund !== null || status.state === 'refunded') return 'refund';
  if (status.state !== 'paid' && status.slip?.queuedCredit) return 'creditQueued';
  if (status.state === 'pending') return status.slip ? 'slip' : 'pending';
  if (status.state !== 'paid') return 'notPaid';
  return status.policy ? 'insured' : 'paid';
}

/** After this long without the bank's word, the page says the driver need not wait for it. */
const patienceMs = 30_000;

/** A page the driver cannot follow from here (an order this browser did not start, or the server does not know). */
function UnknownOrder() {
  const { t } = useTranslation('payment');
  return (
    <>
      <PageHeader routeId="payment-success" heading={t('success.heading.unknown')} />
      <Status>{t('success.unknownOrder')}</Status>
      <Actions>
        <SecondaryLink to={paths['contact-us']}>{t('success.contact')}</SecondaryLink>
        <Link to={paths.onboarding}>{t('success.newQuote')}</Link>
      </Actions>
    </>
  );
}

function OrderProgress({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('payment');
  const query = useOrderStatus({ orderNumber: purchase.orderNumber, orderToken: purchase.orderToken });
  const [openedAt] = useState(() => Date.now());
  const status = query.data;
  const stage = stageOf(status);

  useEffect(() => {
    if (stage === 'paid' || stage === 'insured') markPurchasePaid(purchase.orderNumber);
  }, [stage, purchase.orderNumber]);

  // Once the server has answered, a later poll that fails changes nothing on screen: the next one may well succeed.
  if (query.error && !status) {
    if (query.error.errorKey === errorKeys.orderNotFound) return <UnknownOrder />;
    return (
      <>
        <PageHeader routeId="payment-success" heading={t('success.heading.unavailable')} />
        <div role="alert">
          <ErrorText>{t(query.error.errorKey, { ns: ['payment', 'common'] })}</ErrorText>
          <Note>{t('success.checkEmail')}</Note>
        </div>
      </>
    );
  }
  const heading = stage === 'paid' ? undefined : t(`success.heading.${stage}`);
  const header = <PageHeader routeId="payment-success" heading={heading} />;
  if (stage === 'refund' && status) {
    return (
      <>
        {header}
        <Status role="status">
          {t(status.refund === 'pending' ? 'success.status.refunding' : 'success.status.refunded')}
        </Status>
      </>
    );
  }
  // A slip its credit did not pay, or that nobody paid in time: what happens now is the slip's to say.
  const unpaidSlip = status?.slip && (stage === 'creditQueued' || status.state === 'expired') ? status.slip : null;
  if (unpaidSlip) {
    return (
      <>
        {header}
        <SlipOutcome
          validUntil={unpaidSlip.validUntil}
          queuedCredit={unpaidSlip.queuedCredit}
          retryPath={purchase.retryPath}
        />
      </>
    );
  }
  if (stage === 'notPaid') {
    return (
      <>
        {header}
        <Status role="status">{t('success.status.notPaid')}</Status>
        <Actions>
          <SecondaryLink to={purchase.retryPath}>{t('error.retry')}</SecondaryLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      {header}
      {stage === 'slip' && status && purchase.slip ? <PaymentSlip slip={purchase.slip} email={status.email} /> : null}
      <PaymentProgress status={status} waitedLong={query.dataUpdatedAt - openedAt >= patienceMs} />
      {status?.policy ? <IssuedPolicy purchase={purchase} status={status} policy={status.policy} /> : null}
    </>
  );
}

/**
 * Where the gateway sends a driver whose payment went through. The order's state comes from the server, asked with
 * the order's secret token that only the browser which paid holds; the page follows it until the policy is issued
 * and e-mailed, and never claims more than the server has confirmed: an order it cannot ask about, or one not paid,
 * is never called a success.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const purchase = purchaseOf(params.get(paymentResultParams.order));
  return <PageSection>{purchase ? <OrderProgress purchase={purchase} /> : <UnknownOrder />}</PageSection>;
}
