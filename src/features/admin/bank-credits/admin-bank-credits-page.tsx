import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { AdminBankCreditActionName } from '@contracts/admin-bank-credit-action';
import type { AdminBankCreditOrder, AdminBankCreditRow } from '@contracts/admin-list-bank-credits';
import type { BankCreditState } from '@contracts/bank-credits';
import { useAdminBankCredits } from '../../../api/admin-list-bank-credits';
import { SecondaryButton } from '../../../app/ui/buttons';
import { Note } from '../../../app/ui/panel';
import { useEuros } from '../../../app/ui/use-euros';
import {
  Badge,
  DriverText,
  FilterGroup,
  PagedList,
  SectionHeader,
  Table,
  TableRegion,
  formatInstant,
} from '../admin-ui';
import { orderPath } from '../orders/order-paths';
import { BankCreditActionDialog, BankCreditActionResult } from './bank-credit-actions';
import './bank-credit-texts';

/** The state lives in the address (`?state=refund-failed`), so a link opens it; none is the queue. */
const stateParam = 'state';

/** What waits for staff first, then what is on its way, then what is done. */
const filterStates = [
  'queued',
  'refund-failed',
  'refunding',
  'applied',
  'refunded',
  'matched',
] as const satisfies readonly BankCreditState[];

const stateOf = (params: URLSearchParams): BankCreditState =>
  filterStates.find((state) => state === params.get(stateParam)) ?? 'queued';

/** Advice that asks staff to act, as opposed to waiting or nothing left. */
const needsStaff = (row: AdminBankCreditRow) => row.advice !== 'wait' && row.advice !== 'none';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  button:disabled {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Amount = styled.strong`
  display: block;
  font-size: 1rem;
  white-space: nowrap;
`;

/** An order of ours, leading to its page in the console, with its amount and state under it. */
function OrderLine({ order }: { order: AdminBankCreditOrder }) {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const euros = useEuros();
  return (
    <>
      <Link to={orderPath(order.orderNumber)}>{order.orderNumber}</Link>
      <span className="secondary">
        {t('admin-bank-credits:orderValue', {
          amount: euros(order.amount),
          state: t(`orderStates.order.${order.state}`),
        })}
      </span>
    </>
  );
}

/** The transfer back to the payer: how much, whether the bank made it, and its reason when it did not. */
function RefundLines({ row }: { row: AdminBankCreditRow }) {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const euros = useEuros();
  const { refund } = row;
  if (!refund) return null;
  const state =
    refund.state === 'sent' && !refund.bankTransactionId
      ? t('admin-bank-credits:refund.awaiting')
      : t(`bankCreditRefundStates.${refund.state}`);
  return (
    <>
      <span className="secondary">
        {t('admin-bank-credits:refund.value', { amount: euros(refund.amount), state })}, {formatInstant(refund.at)}
      </span>
      {refund.bankTransactionId ? (
        <span className="secondary">
          {t('admin-bank-credits:refund.transaction', { id: refund.bankTransactionId })}
        </span>
      ) : null}
      {refund.lastError ? <span className="secondary">{refund.lastError}</span> : null}
    </>
  );
}

interface CreditsTableProps {
  rows: AdminBankCreditRow[];
  onAction: (row: AdminBankCreditRow, action: AdminBankCreditActionName) => void;
}

function CreditsTable({ rows, onAction }: CreditsTableProps) {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const euros = useEuros();
  const c = 'admin-bank-credits:columns';
  return (
    <TableRegion label={t('admin-bank-credits:table')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t(`${c}.credit`)}</th>
            <th scope="col">{t(`${c}.payer`)}</th>
            <th scope="col">{t(`${c}.problem`)}</th>
            <th scope="col">{t(`${c}.order`)}</th>
            <th scope="col">{t(`${c}.whatToDo`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entryReference}>
              <td className="text">
                <Amount>{row.currency === 'EUR' ? euros(row.amount) : `${row.amount} ${row.currency}`}</Amount>
                <span className="secondary nowrap">{formatInstant(row.bookedAt)}</span>
                <span className="secondary">{row.entryReference}</span>
                <span className="secondary">{t(`admin-bank-credits:sources.${row.source}`)}</span>
              </td>
              <td className="text">
                <DriverText text={row.payer.name} />
                <span className="secondary nowrap">{row.payer.ibanMasked ?? '—'}</span>
                <span className="secondary">
                  {row.reference ? <DriverText text={row.reference} /> : t('admin-bank-credits:noReference')}
                </span>
                {row.remittanceText ? (
                  <span className="secondary">
                    <DriverText text={row.remittanceText} />
                  </span>
                ) : null}
              </td>
              <td className="text">
                {row.problem ? t(`admin-bank-credits:problems.${row.problem}`) : '—'}
                <span className="secondary">
                  <Badge $tone={needsStaff(row) ? 'attention' : row.advice === 'none' ? 'done' : 'neutral'}>
                    {t(`bankCreditStates.${row.state}`)}
                  </Badge>
                </span>
                <RefundLines row={row} />
              </td>
              <td className="text">
                {row.order ? <OrderLine order={row.order} /> : t('admin-bank-credits:noOrder')}
                {row.appliedTo ? (
                  <span className="secondary">
                    {t('admin-bank-credits:appliedTo')} <OrderLine order={row.appliedTo} />
                  </span>
                ) : null}
              </td>
              <td className="text">
                {t(`admin-bank-credits:advice.${row.advice}`)}
                {needsStaff(row) && !row.payer.ibanMasked ? (
                  <span className="secondary">{t('admin-bank-credits:noPayerAccount')}</span>
                ) : null}
                {needsStaff(row) ? (
                  <Buttons>
                    <SecondaryButton
                      type="button"
                      disabled={!row.actions.refund}
                      onClick={() => onAction(row, 'refund')}
                    >
                      {t('admin-bank-credits:actions.refund.button')}
                    </SecondaryButton>
                    <SecondaryButton type="button" disabled={!row.actions.apply} onClick={() => onAction(row, 'apply')}>
                      {t('admin-bank-credits:actions.apply.button')}
                    </SecondaryButton>
                  </Buttons>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/**
 * The money that came by bank transfer and did not pay its order by itself, by state with the count of each: each
 * credit with its payer (the IBAN masked), the reference and description as they wrote them, why it is here, the
 * order it names and what to do, with the refund and the apply behind a confirmation.
 */
export function AdminBankCreditsPage() {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const credits = useAdminBankCredits(state);
  const counts = credits.data?.pages[0]?.counts;
  const [open, setOpen] = useState<{ row: AdminBankCreditRow; action: AdminBankCreditActionName } | null>(null);
  const [done, setDone] = useState<{ action: AdminBankCreditActionName; credit: AdminBankCreditRow } | null>(null);
  const label = (value: BankCreditState) => {
    const name = t(`bankCreditStates.${value}`);
    return counts ? `${name} (${counts[value]})` : name;
  };
  return (
    <>
      <SectionHeader section="admin-bank-credits" lead={t('admin-bank-credits:lead')} />
      {done ? <BankCreditActionResult action={done.action} credit={done.credit} /> : null}
      <FilterGroup
        label={t('admin-bank-credits:filter')}
        options={filterStates.map((value) => ({ value, label: label(value) }))}
        value={state}
        onChange={(value) => {
          setDone(null);
          setParams(value === 'queued' ? {} : { [stateParam]: value });
        }}
      />
      <PagedList list={credits} empty={t('admin-bank-credits:empty')}>
        {(rows) => (
          <CreditsTable
            rows={rows}
            onAction={(row, action) => {
              setDone(null);
              setOpen({ row, action });
            }}
          />
        )}
      </PagedList>
      <Note>{t('admin-bank-credits:actions.allowedNote')}</Note>
      {open ? (
        <BankCreditActionDialog
          row={open.row}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={(credit) => {
            setOpen(null);
            setDone({ action: open.action, credit });
          }}
        />
      ) : null}
    </>
  );
}
