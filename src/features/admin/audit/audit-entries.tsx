import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AdminAuditEntry } from '@contracts/admin-audit';
import { formatEuros } from '../../../lib/money';
import { formatInstant, SentenceWithDriverTexts, Table, TableRegion } from '../admin-ui';
import { claimPath } from '../claims/claim-paths';
import { orderPath } from '../orders/order-paths';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const orderStateGroups: Record<string, string> = {
  state: 'order',
  policyState: 'policy',
  emailState: 'email',
  refundState: 'refund',
};
/** Amounts the log keeps in euros: a coupon's value, a bank credit's refund. */
const euroFields = new Set(['valueInEuros', 'refundAmount']);
const isoInstant = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** A field's value as staff read it: states and events in words, instants in Zagreb time, money as on the site. */
function useShownValue(entry: AdminAuditEntry) {
  const { t } = useTranslation('admin');
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'number') return euroFields.has(field) ? formatEuros(value) : String(value);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
    if (typeof value !== 'string') return JSON.stringify(value);
    if (isoInstant.test(value)) return formatInstant(value);
    if (entry.subject === 'order' && orderStateGroups[field])
      return t(`orderStates.${orderStateGroups[field]}.${value}`, { defaultValue: value });
    if (entry.subject === 'claim' && (field === 'state' || field === 'email'))
      return t(`claimStates.${value}`, { defaultValue: value });
    if (entry.subject === 'bank-credit' && (field === 'state' || field === 'refundState'))
      return t(`${field === 'state' ? 'bankCreditStates' : 'bankCreditRefundStates'}.${value}`, {
        defaultValue: value,
      });
    if (entry.subject !== 'order' && field === 'state') return t(`inbox.states.${value}`, { defaultValue: value });
    if (field === 'lastEvent') {
      // `event instant`, as admin-orders.ts keeps an order's latest event.
      const [event = '', at = ''] = value.split(' ');
      return t('audit.event', {
        event: t(`order.events.${event}`, { defaultValue: event, nsSeparator: false }),
        at: isoInstant.test(at) ? formatInstant(at) : at,
      });
    }
    return value;
  };
}

/** Each changed field, before → after; a record that was created or removed has only one side. */
function FieldChanges({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const shown = useShownValue(entry);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <Changes>
      {fields.map((field) => (
        <li key={field}>
          {/* A value may be anybody's text (a name, a note): isolated, it cannot reorder the arrow between them. */}
          <SentenceWithDriverTexts
            sentence={(texts) =>
              t('audit.change', { field: t(`audit.fields.${field}`, { defaultValue: field }), ...texts })
            }
            texts={{
              before: entry.before ? shown(field, entry.before[field]) : '—',
              after: entry.after ? shown(field, entry.after[field]) : '—',
            }}
          />
        </li>
      ))}
    </Changes>
  );
}

function Subject({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const kind = t(`audit.subjects.${entry.subject}`);
  const path =
    entry.subject === 'order'
      ? orderPath(entry.subjectId)
      : entry.subject === 'claim'
        ? claimPath(entry.subjectId)
        : null;
  return path ? (
    <>
      {kind} <Link to={path}>{entry.subjectId}</Link>
    </>
  ) : (
    <>
      {kind} {entry.subjectId}
    </>
  );
}

/**
 * The call in words, and the action of a call that takes one (`adminClaimAction:add-note`) after it: an action the
 * texts do not know is shown as it was recorded.
 */
function ActionName({ action }: { action: string }) {
  const { t } = useTranslation('admin');
  const [call = '', detail] = action.split(':');
  const called = t(`audit.actions.${call}`, { defaultValue: call });
  return (
    <>
      {detail
        ? t('audit.actionWithDetail', { call: called, detail: t(`audit.actions.${detail}`, { defaultValue: detail }) })
        : called}
    </>
  );
}

/** Audit entries as a table: when, who, which call, on what, the changed fields and the reason given. */
export function AuditEntries({ entries, label }: { entries: AdminAuditEntry[]; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <TableRegion label={label}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.at')}</th>
            <th scope="col">{t('audit.columns.actor')}</th>
            <th scope="col">{t('audit.columns.action')}</th>
            <th scope="col">{t('audit.columns.subject')}</th>
            <th scope="col">{t('audit.columns.changes')}</th>
            <th scope="col">{t('audit.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap">{formatInstant(entry.at)}</td>
              <td className="text">{entry.actorEmail}</td>
              <td>
                <ActionName action={entry.action} />
              </td>
              <td>
                <Subject entry={entry} />
              </td>
              <td className="text">
                <FieldChanges entry={entry} />
              </td>
              <td className="text">{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
