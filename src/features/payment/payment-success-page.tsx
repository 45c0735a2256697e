import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { OrderStatusResponse, PurchasedPolicy } from '@contracts/get-order-status';
import { paymentResultParams } from '@contracts/site-paths';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { mobile } from '../../app/theme';
import { PrimaryButton, SecondaryLink } from '../../app/ui/buttons';
import { Details, ErrorText, Note, Panel } from '../../app/ui/panel';
import { useOrderStatus } from '../../api/get-order-status';
import { fetchPolicyPdf, saveFile } from '../../api/policy-pdf';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import { useEuros } from '../../app/ui/use-euros';
import { markPurchasePaid, purchaseOf, type Purchase } from '../../lib/purchases';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-content: start;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  /* An e-mail address has no spaces to break at, and may be longer than a phone is wide. */
  overflow-wrap: anywhere;
  font-size: 1.125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const AccountText = styled.p`
  overflow-wrap: anywhere;
`;

const Covers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

function PolicyDetails({ policy, status }: { policy: PurchasedPolicy; status: OrderStatusResponse }) {
  const { t } = useTranslation('payment');
  const { t: tPlans } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const headingId = useId();
  const vehicle = [policy.vehicle.manufacturer, policy.vehicle.model].filter(Boolean).join(' ');
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('success.policy.heading')}</h2>
      <Details>
        <dt>{t('success.policy.number')}</dt>
        <dd>{policy.policyNumber}</dd>
        <dt>{t('success.policy.controlNumber')}</dt>
        <dd>{policy.policyControlNumber}</dd>
        <dt>{t('success.policy.period')}</dt>
        <dd>
          {t('success.policy.periodValue', {
            start: formatZagrebDateTime(policy.startsAt),
            end: formatZagrebDateTime(policy.endsAt),
          })}
        </dd>
        {policy.vehicle.licensePlate ? (
          <>
            <dt>{t('success.policy.licensePlate')}</dt>
            <dd>{policy.vehicle.licensePlate}</dd>
          </>
        ) : null}
        {policy.vehicle.vin ? (
          <>
            <dt>{t('success.policy.vin')}</dt>
            <dd>{policy.vehicle.vin}</dd>
          </>
        ) : null}
        {vehicle ? (
          <>
            <dt>{t('success.policy.vehicle')}</dt>
            <dd>{vehicle}</dd>
          </>
        ) : null}
      </Details>
      <h3>{t('success.policy.covers')}</h3>
      <Covers>
        {policy.covers.map((cover) => (
          <li key={cover.coverCode}>
            <span>{tPlans(`covers.${cover.coverCode}.name`)}</span>
            <span>{euros(cover.premium)}</span>
          </li>
        ))}
      </Covers>
      <Details>
        {policy.discount ? (
          <>
            <dt>
              {policy.discount.code
                ? t('success.policy.couponDiscount', { code: policy.discount.code })
                : t('success.policy.vehicleDiscount')}
            </dt>
            <dd>−{euros(policy.discount.amount)}</dd>
          </>
        ) : null}
        <dt>{t('success.policy.paid')}</dt>
        <dd>{euros(status.amount)}</dd>
      </Details>
    </Panel>
  );
}

function DownloadPolicy({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { blob, fileName } = await fetchPolicyPdf({
        orderNumber: purchase.orderNumber,
        orderToken: purchase.orderToken,
      });
      saveFile(blob, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <PrimaryButton type="button" aria-busy={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? t('success.downloading') : t('success.download')}
      </PrimaryButton>
      {state === 'failed' ? <ErrorText role="alert">{t('success.downloadFailed')}</ErrorText> : null}
    </>
  );
}

function AccountOffer({ email, account }: { email: string; account: boolean }) {
  const { t } = useTranslation('payment');
  const headingId = useId();
  if (account) {
    return (
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>{t('success.onAccount.heading')}</h2>
        <AccountText>{t('success.onAccount.text')}</AccountText>
        <SecondaryLink to={paths['profile-policies']}>{t('success.onAccount.action')}</SecondaryLink>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('success.account.heading')}</h2>
      <AccountText>{t('success.account.text', { email })}</AccountText>
      <SecondaryLink to={`${paths['onboarding-register-user']}?email=${encodeURIComponent(email)}`}>
        {t('success.account.action')}
      </SecondaryLink>
    </Panel>
  );
}

/** One sentence for where the order stands, read out when it changes. */
function StatusLine({ status, waitedLong }: { status: OrderStatusResponse | undefined; waitedLong: boolean }) {
  const { t } = useTranslation('payment');
  const text = () => {
    if (!status) return t('success.status.checking');
    const { email } = status;
    if (status.refund === 'done') return t('success.status.refunded');
    if (status.refund === 'pending') return t('success.status.refunding');
    if (status.state === 'pending')
      return t(waitedLong ? 'success.status.confirmationLate' : 'success.status.confirming');
    if (status.state !== 'paid') return t('success.status.notPaid');
    if (status.policyState !== 'issued') return t('success.status.issuing', { email });
    return t(status.emailSent ? 'success.status.sent' : 'success.status.sending', { email });
  };
  return <Status role="status">{text()}</Status>;
}

/** After this long without the bank's word, the page says the driver need not wait for it. */
const patienceMs = 30_000;

function OrderProgress({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('payment');
  const query = useOrderStatus({ orderNumber: purchase.orderNumber, orderToken: purchase.orderToken });
  const [openedAt] = useState(() => Date.now());
  const status = query.data;
  const paid = status?.state === 'paid';

  useEffect(() => {
    if (paid) markPurchasePaid(purchase.orderNumber);
  }, [paid, purchase.orderNumber]);

  if (query.error) {
    return (
      <div role="alert">
        <ErrorText>{t(query.error.errorKey, { ns: ['payment', 'common'] })}</ErrorText>
        <Note>{t('success.checkEmail')}</Note>
      </div>
    );
  }
  const waitedLong = query.dataUpdatedAt - openedAt >= patienceMs;
  return (
    <>
      <StatusLine status={status} waitedLong={waitedLong} />
      {status && ['declined', 'cancelled', 'expired'].includes(status.state) ? (
        <Actions>
          <SecondaryLink to={purchase.retryPath}>{t('error.retry')}</SecondaryLink>
        </Actions>
      ) : null}
      {status?.policy ? (
        <Columns>
          <div>
            <PolicyDetails policy={status.policy} status={status} />
          </div>
          <Aside>
            <div>
              <DownloadPolicy purchase={purchase} />
              <Note>{t('success.keepIt')}</Note>
            </div>
            <AccountOffer email={status.email} account={purchase.account === true} />
          </Aside>
        </Columns>
      ) : null}
    </>
  );
}

/**
 * Where the gateway sends a driver whose payment went through. The policy's state comes from the server, asked with
 * the order's secret token that only the browser which paid holds; the page follows it until the policy is issued
 * and e-mailed, and never claims more than the server has confirmed.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const purchase = purchaseOf(params.get(paymentResultParams.order));
  return (
    <PageSection>
      <PageHeader routeId="payment-success" lead={purchase ? t('payment-success.lead') : undefined} />
      {purchase ? (
        <OrderProgress purchase={purchase} />
      ) : (
        <>
          <Status>{t('success.unknownOrder')}</Status>
          <Actions>
            <SecondaryLink to={paths['contact-us']}>{t('success.contact')}</SecondaryLink>
            <Link to={paths.home}>{t('success.home')}</Link>
          </Actions>
        </>
      )}
    </PageSection>
  );
}
