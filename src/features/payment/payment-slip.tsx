import type { ResourceKey } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isoToDisplayDate } from '@contracts/field-rules';
import { ibanInGroups } from '@contracts/iban-rules';
import type { BankCreditProblem } from '@contracts/bank-credits';
import type { PaymentSlipView } from '@contracts/payment-slip';
import { addLocaleLoaders } from '../../app/i18n';
import { paths } from '../../app/route-table';
import { SecondaryLink } from '../../app/ui/buttons';
import { desktop } from '../../app/theme';
import { Details, Note, Panel } from '../../app/ui/panel';
import { useEuros } from '../../app/ui/use-euros';
import { base64ToBlob } from '../../lib/blob-base64';

addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../locales/*/payment-slip.json'));

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 64rem;

  /* The values take the wider column: an IBAN or a reference on one line is copied and read out whole. */
  ${desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

/** The barcode on white with its quiet zone, as wide as the phone allows: banks' apps read it off another screen. */
const Barcode = styled.img`
  display: block;
  width: 100%;
  max-width: 28rem;
  height: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  image-rendering: pixelated;
`;

/** The slip's values are read aloud and copied digit by digit: no breaking inside a number. */
const SlipDetails = styled(Details)`
  dd {
    text-align: left;
    font-variant-numeric: tabular-nums;
    overflow-wrap: normal;
  }
`;

/** An e-mail address has no spaces to break at, and may be longer than a phone is wide. */
const Wrapping = styled(Note)`
  overflow-wrap: anywhere;
`;

const Important = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 700;
`;

/**
 * The HUB-3 slip of an unpaid order: the barcode the driver's mobile bank scans, and every field written out for a
 * bank that has no scanner. Drawn by the server, so this page loads no barcode library.
 */
export function PaymentSlip({ slip, email }: { slip: PaymentSlipView; email: string }) {
  const { t } = useTranslation('payment-slip');
  const euros = useEuros();
  const until = isoToDisplayDate(slip.validUntil);
  const amount = euros(slip.amount);
  const reference = `${slip.model} ${slip.reference}`;
  // An object URL, as the site's CSP allows no data: images. Not revoked: one small image for as long as the tab
  // shows the slip, and a revoke on unmount would break it when React mounts the part again.
  const barcode = useMemo(() => URL.createObjectURL(base64ToBlob(slip.barcodePng, 'image/png')), [slip.barcodePng]);
  return (
    <Panel aria-labelledby="payment-slip-heading">
      <h2 id="payment-slip-heading">{t('heading')}</h2>
      <Important>{t('startsWhenPaid')}</Important>
      <Columns>
        <div>
          <Barcode src={barcode} alt={t('barcodeAlt', { amount, reference })} />
          <Note>{t('scan')}</Note>
        </div>
        <SlipDetails>
          <dt>{t('fields.payee')}</dt>
          <dd>
            {slip.payee.name}
            <br />
            {slip.payee.street}
            <br />
            {slip.payee.place}
          </dd>
          <dt>{t('fields.iban')}</dt>
          <dd>{ibanInGroups(slip.iban)}</dd>
          <dt>{t('fields.amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('fields.reference')}</dt>
          <dd>{reference}</dd>
          <dt>{t('fields.purpose')}</dt>
          <dd>{slip.purposeCode}</dd>
          <dt>{t('fields.description')}</dt>
          <dd>{slip.description}</dd>
        </SlipDetails>
      </Columns>
      <Note>{t('payUntil', { date: until })}</Note>
      <Wrapping>{t('emailed', { email })}</Wrapping>
    </Panel>
  );
}

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 42rem;
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * What became of a slip that was not paid by its credit: a credit queued for staff (too little, too much, too late,
 * a second one), with what happens to the money and, after a late one, today's price; or no money before the price
 * stopped holding.
 */
export function SlipOutcome({
  validUntil,
  queuedCredit,
  retryPath,
}: {
  validUntil: string;
  queuedCredit: { problem: BankCreditProblem; amount: number } | null;
  retryPath: string;
}) {
  const { t } = useTranslation('payment-slip');
  const euros = useEuros();
  const date = isoToDisplayDate(validUntil);
  const late = !queuedCredit || queuedCredit.problem === 'late';
  return (
    <>
      <Status role="status">
        {queuedCredit
          ? t(`queued.${queuedCredit.problem}`, { amount: euros(queuedCredit.amount), date })
          : t('expired', { date })}
      </Status>
      <Actions>
        {late ? <SecondaryLink to={retryPath}>{t('newPrice')}</SecondaryLink> : null}
        <Link to={paths['contact-us']}>{t('contact')}</Link>
      </Actions>
    </>
  );
}
