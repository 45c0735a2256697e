import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AdminAuditEntry } from '@contracts/admin-audit';
import { formatInstant, Table, TableRegion } from '../admin-ui';
import { orderPath } from '../orders/order-paths';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Each changed field, before → after; a record that was created or removed has only one side. */
function FieldChanges({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <Changes>
      {fields.map((field) => (
        <li key={field}>
          {t('audit.change', {
            field,
            before: entry.before ? shown(entry.before[field]) : '—',
            after: entry.after ? shown(entry.after[field]) : '—',
          })}
        </li>
      ))}
    </Changes>
  );
}

function Subject({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const kind = t(`audit.subjects.${entry.subject}`);
  return entry.subject === 'order' ? (
    <>
      {kind} <Link to={orderPath(entry.subjectId)}>{entry.subjectId}</Link>
    </>
  ) : (
    <>
      {kind} {entry.subjectId}
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
              <td>{formatInstant(entry.at)}</td>
              <td>{entry.actorEmail}</td>
              <td>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action, nsSeparator: false })}</td>
              <td>
                <Subject entry={entry} />
              </td>
              <td>
                <FieldChanges entry={entry} />
              </td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
