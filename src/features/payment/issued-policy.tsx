import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PolicyDocumentKind } from '@contracts/download-policy';
import type { OrderStatusResponse, PurchasedPolicy } from '@contracts/get-order-status';
import type { ReceiptDeduction, ReceiptPlan } from '@contracts/policy-receipt';
import { paths } from '../../app/route-table';
import { mobile } from '../../app/theme';
import { PrimaryButton, SecondaryButton, SecondaryLink } from '../../app/ui/buttons';
import { Details, ErrorText, Note, Panel } from '../../app/ui/panel';
import { fetchPolicyPdf, saveFile } from '../../api/policy-pdf';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import { useEuros } from '../../app/ui/use-euros';
import type { Purchase } from '../../lib/purchases';

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

const AccountText = styled.p`
  overflow-wrap: anywhere;
`;

/** The e-policy's price lines: each cover, each deduction, and what was paid, which they add up to. */
const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li > span:last-child {
    white-space: nowrap;
  }

  .total {
    font-weight: 700;
    border-bottom: 0;
  }
`;

/** A deduction's label, as the e-policy names it. */
function useDeductionLabel(): (deduction: ReceiptDeduction) => string {
  const { t } = useTranslation('payment');
  return (deduction) => {
    switch (deduction.kind) {
      case 'single-payment':
        return t('success.policy.singlePaymentDiscount');
      case 'coupon':
        return t('success.policy.couponDiscount', { code: deduction.code });
      case 'vehicle':
        return t('success.policy.vehicleDiscount');
      case 'referral':
        return t('success.policy.referralDiscount');
      case 'points':
        return t('success.policy.points', { count: deduction.points });
    }
  };
}

/** How it was paid; in instalments, the server's split of the total, which the card's bank collects. */
function PlanDetails({ plan }: { plan: ReceiptPlan }) {
  const { t } = useTranslation('payment');
  const euros = useEuros();
  return (
    <>
      <Details>
        <dt>{t('success.policy.plan')}</dt>
        <dd>
          {plan.kind === 'single' ? t('success.policy.single') : t('success.policy.instalments', { count: plan.count })}
        </dd>
        {plan.kind === 'instalments' ? (
          <>
            <dt>{t('success.policy.firstInstalment')}</dt>
            <dd>{euros(plan.first)}</dd>
            <dt>{t('success.policy.laterInstalments')}</dt>
            <dd>{t('success.policy.laterInstalmentsValue', { count: plan.count - 1, amount: euros(plan.each) })}</dd>
          </>
        ) : null}
      </Details>
      {plan.kind === 'instalments' ? <Note>{t('success.policy.bankCollects')}</Note> : null}
    </>
  );
}

function PolicyDetails({ policy }: { policy: PurchasedPolicy }) {
  const { t } = useTranslation('payment');
  const { t: tPlans } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const deductionLabel = useDeductionLabel();
  const headingId = useId();
  const { receipt } = policy;
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
      <Lines>
        {receipt.covers.map((cover) => (
          <li key={cover.coverCode}>
            <span>{tPlans(`covers.${cover.coverCode}.name`)}</span>
            <span>{euros(cover.premium)}</span>
          </li>
        ))}
        {receipt.deductions.map((deduction) => (
          <li key={deduction.kind}>
            <span>{deductionLabel(deduction)}</span>
            <span>−{euros(deduction.amount)}</span>
          </li>
        ))}
        <li className="total">
          <span>{t('success.policy.paid')}</span>
          <span>{euros(receipt.total)}</span>
        </li>
      </Lines>
      {receipt.plan ? <PlanDetails plan={receipt.plan} /> : null}
    </Panel>
  );
}

/** A document of the policy, fetched with the order's token and saved as a file. */
function DownloadDocument({
  purchase,
  document,
  label,
  failed,
}: {
  purchase: Purchase;
  document: PolicyDocumentKind;
  label: string;
  failed: string;
}) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const Button = document === 'e-policy' ? PrimaryButton : SecondaryButton;
  const download = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      const { blob, fileName } = await fetchPolicyPdf({
        orderNumber: purchase.orderNumber,
        orderToken: purchase.orderToken,
        document,
      });
      saveFile(blob, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" aria-busy={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? t('success.downloading') : label}
      </Button>
      {state === 'failed' ? <ErrorText role="alert">{failed}</ErrorText> : null}
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

/** The issued policy beside its download and the account offer: what the success page shows once it is issued. */
export function IssuedPolicy({
  purchase,
  status,
  policy,
}: {
  purchase: Purchase;
  status: OrderStatusResponse;
  policy: PurchasedPolicy;
}) {
  const { t } = useTranslation('payment');
  return (
    <Columns>
      <div>
        <PolicyDetails policy={policy} />
      </div>
      <Aside>
        <div>
          <DownloadDocument
            purchase={purchase}
            document="e-policy"
            label={t('success.download')}
            failed={t('success.downloadFailed')}
          />
          <Note>{t('success.keepIt')}</Note>
        </div>
        {policy.greenCardNumber ? (
          <div>
            <DownloadDocument
              purchase={purchase}
              document="green-card"
              label={t('greenCard.download')}
              failed={t('greenCard.downloadFailed')}
            />
            <Note>{t('greenCard.paperNotice', { number: policy.greenCardNumber })}</Note>
          </div>
        ) : null}
        <AccountOffer email={status.email} account={purchase.account === true} />
      </Aside>
    </Columns>
  );
}
