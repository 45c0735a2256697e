import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  policyChangeLists,
  policyChangeStates,
  type AddressChangeRow,
  type PolicyChangeList,
  type PolicyEndingRow,
} from '@contracts/admin-list-policy-changes';
import { useAdminPolicyChanges } from '../../../api/admin-list-policy-changes';
import { useEuros } from '../../../app/ui/use-euros';
import { Badge, FilterGroup, PagedList, SectionHeader, Table, TableRegion, formatInstant } from '../admin-ui';
import { orderPath } from '../orders/order-paths';
import './policy-texts';

/** The list and its state live in the address (`?list=address-changes&state=requested`), so a link opens either. */
const listParam = 'list';
const stateParam = 'state';
const allStates = 'all';

function filtersOf(params: URLSearchParams) {
  const list = policyChangeLists.find((each) => each === params.get(listParam)) ?? 'endings';
  const state = params.get(stateParam);
  const states: readonly string[] = policyChangeStates[list];
  return { list, state: state !== null && states.includes(state) ? state : null };
}

/** The row's order, leading to its page, with the policy's number under it. */
const OrderCell = ({ row }: { row: { orderNumber: string; policyNumber: string } }) => (
  <td className="nowrap">
    <Link to={orderPath(row.orderNumber)}>{row.orderNumber}</Link>
    <span className="secondary">{row.policyNumber}</span>
  </td>
);

/** An ending that waits for someone, or whose refund or e-mail is stuck: what staff look at first. */
const endingTone = (row: PolicyEndingRow) =>
  row.state === 'ended' && row.refund?.state !== 'pending' && row.refund?.state !== 'needs-iban' && row.emailedAt
    ? 'done'
    : row.state === 'refused'
      ? 'neutral'
      : 'attention';

function EndingsTable({ rows }: { rows: PolicyEndingRow[] }) {
  const { t } = useTranslation(['admin', 'admin-policies']);
  const euros = useEuros();
  const e = 'admin-policies:ending';
  return (
    <TableRegion label={t('admin-policies:policyChanges.endingsTable')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('admin-policies:policyChanges.columns.order')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.ending')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.state')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.documents')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.refund')}</th>
            <th scope="col" className="wrap">
              {t('admin-policies:policyChanges.columns.emailed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderNumber}>
              <OrderCell row={row} />
              <td className="text">
                {t(`${e}.reasons.${row.reason}`)}, {row.endDate}
                <span className="secondary">
                  {t(`${e}.by.${row.requestedBy}`)} · {formatInstant(row.requestedAt)}
                </span>
              </td>
              <td className="text">
                <Badge $tone={endingTone(row)}>{t(`${e}.states.${row.state}`)}</Badge>
                {row.refusal ? <span className="secondary">{t(`${e}.refusals.${row.refusal}`)}</span> : null}
                {row.answeredAt ? (
                  <span className="secondary">
                    {t('admin-policies:policyChanges.answered', { at: formatInstant(row.answeredAt) })}
                  </span>
                ) : null}
              </td>
              <td className="text">
                {row.documents.length === 0 && row.missingDocuments.length === 0 ? '—' : null}
                {row.documents.map((document) => (
                  <span key={document.fileName} className="secondary">
                    {t(`${e}.documents.${document.code}`)}:{' '}
                    {t(
                      document.sentToInsurer
                        ? 'admin-policies:policyChanges.sent'
                        : 'admin-policies:policyChanges.notSent',
                    )}
                  </span>
                ))}
                {row.missingDocuments.length > 0 ? (
                  <span className="secondary">
                    {t('admin-policies:policyChanges.missing', {
                      documents: row.missingDocuments.map((code) => t(`${e}.documents.${code}`)).join(', '),
                    })}
                  </span>
                ) : null}
              </td>
              <td className="text">
                {row.refund
                  ? t(`${e}.refundValue`, {
                      amount: euros(row.refund.amount),
                      method: t(`${e}.methods.${row.refund.method ?? 'none'}`),
                      state: t(`${e}.refundStates.${row.refund.state}`),
                      count: row.refund.attempts,
                    })
                  : '—'}
                {row.refund?.lastError ? <span className="secondary">{row.refund.lastError}</span> : null}
              </td>
              <td className="nowrap">{formatInstant(row.emailedAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

function AddressChangesTable({ rows }: { rows: AddressChangeRow[] }) {
  const { t } = useTranslation(['admin', 'admin-policies']);
  return (
    <TableRegion label={t('admin-policies:policyChanges.addressTable')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('admin-policies:policyChanges.columns.order')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.address')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.state')}</th>
            <th scope="col">{t('admin-policies:policyChanges.columns.insurer')}</th>
            <th scope="col" className="wrap">
              {t('admin-policies:policyChanges.columns.emailed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.endorsementId}>
              <OrderCell row={row} />
              <td className="text">
                {row.address}
                <span className="secondary">{formatInstant(row.requestedAt)}</span>
              </td>
              <td className="text">
                <Badge
                  $tone={
                    row.state === 'issued' && row.emailedAt ? 'done' : row.state === 'refused' ? 'neutral' : 'attention'
                  }
                >
                  {t(`admin-policies:policyChanges.endorsementStates.${row.state}`)}
                </Badge>
                {row.refusal ? (
                  <span className="secondary">
                    {t(`admin-policies:policyChanges.endorsementRefusals.${row.refusal}`)}
                  </span>
                ) : null}
              </td>
              <td className="text">
                {row.endorsementNumber ?? '—'}
                {row.answeredAt ? (
                  <span className="secondary">
                    {t('admin-policies:policyChanges.answered', { at: formatInstant(row.answeredAt) })}
                  </span>
                ) : null}
                {row.attempts > 0 ? (
                  <span className="secondary">
                    {t('admin-policies:policyChanges.attempts', { count: row.attempts })}
                  </span>
                ) : null}
                {row.lastError ? <span className="secondary">{row.lastError}</span> : null}
              </td>
              <td className="nowrap">{formatInstant(row.emailedAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/**
 * The policies' life after the sale in two lists: endings (withdrawals and cancellations, with their documents,
 * the insurer's answer, the refund and the confirmation's e-mail) and address changes (the insurer's endorsement and
 * the new version's e-mail), each filtered by state with its counts, each row leading to its order.
 */
export function AdminPolicyChangesPage() {
  const { t } = useTranslation(['admin', 'admin-policies']);
  const [params, setParams] = useSearchParams();
  const { list, state } = filtersOf(params);
  const changes = useAdminPolicyChanges(list, state);
  const counts: Record<string, number | undefined> | undefined = changes.data?.pages[0]?.counts;
  const all = counts ? Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0) : undefined;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const stateLabel = (value: string) =>
    list === 'endings'
      ? t(`admin-policies:ending.states.${value}`)
      : t(`admin-policies:policyChanges.endorsementStates.${value}`);
  const show = (next: { list: PolicyChangeList; state: string | null }) =>
    setParams({ [listParam]: next.list, ...(next.state ? { [stateParam]: next.state } : {}) });
  return (
    <>
      <SectionHeader section="admin-policy-changes" lead={t('admin-policies:policyChanges.lead')} />
      <FilterGroup
        label={t('admin-policies:policyChanges.lists')}
        options={policyChangeLists.map((value) => ({ value, label: t(`admin-policies:policyChanges.list.${value}`) }))}
        value={list}
        onChange={(value) => show({ list: value, state: null })}
      />
      <FilterGroup
        label={t('admin-policies:policyChanges.filter')}
        options={[
          ...policyChangeStates[list].map((value: string) => ({
            value,
            label: withCount(stateLabel(value), counts?.[value]),
          })),
          { value: allStates, label: withCount(t('admin-policies:policyChanges.allStates'), all) },
        ]}
        value={state ?? allStates}
        onChange={(value) => show({ list, state: value === allStates ? null : value })}
      />
      {list === 'endings' ? (
        <PagedList list={changes} empty={t('admin-policies:policyChanges.empty.endings')}>
          {(rows) => <EndingsTable rows={rows.filter((row) => row.kind === 'ending')} />}
        </PagedList>
      ) : (
        <PagedList list={changes} empty={t('admin-policies:policyChanges.empty.address-changes')}>
          {(rows) => <AddressChangesTable rows={rows.filter((row) => row.kind === 'address-change')} />}
        </PagedList>
      )}
    </>
  );
}
