import { useTranslation } from 'react-i18next';
import { useAdminReminderReport } from '../../../api/admin-get-reminder-report';
import { Details, Panel } from '../../../app/ui/panel';
import { CallErrorText, Loading, Table, TableRegion } from '../admin-ui';

const percentOf = (part: number, whole: number) =>
  whole > 0 ? new Intl.NumberFormat('hr-HR', { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—';

/**
 * Renewal reminders made in the period (docs/decisions/0020-renewal-reminders.md): how many went out 30 and 7 days
 * before the end, how many renewals were paid from their links, and how many addresses asked for none.
 */
export function ReminderReport({ period }: { period: { from: string; to: string } }) {
  const { t } = useTranslation('admin');
  const report = useAdminReminderReport(period);
  if (report.isPending) return <Loading />;
  if (!report.data) return <CallErrorText error={report.error} />;
  const { rows, optOuts } = report.data;
  const total = rows.reduce((sum, row) => ({ sent: sum.sent + row.sent, renewals: sum.renewals + row.renewals }), {
    sent: 0,
    renewals: 0,
  });
  return (
    <>
      <Panel aria-labelledby="reminder-summary">
        <h2 id="reminder-summary">{t('reminder.heading', period)}</h2>
        <p>{t('reminder.lead')}</p>
        <Details>
          <dt>{t('reminder.columns.sent')}</dt>
          <dd>{total.sent}</dd>
          <dt>{t('reminder.columns.renewals')}</dt>
          <dd>{total.renewals}</dd>
          <dt>{t('reminder.optOuts')}</dt>
          <dd>{optOuts}</dd>
        </Details>
      </Panel>
      <TableRegion label={t('reminder.table')}>
        <Table>
          <caption>{t('reminder.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reminder.columns.reminder')}</th>
              <th scope="col" className="number">
                {t('reminder.columns.sent')}
              </th>
              <th scope="col" className="number">
                {t('reminder.columns.renewals')}
              </th>
              <th scope="col" className="number">
                {t('reminder.columns.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ...rows.map((row) => ({ ...row, label: t('reminder.days', { days: row.days }) })),
              { ...total, label: t('reminder.total') },
            ].map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="number">{row.sent}</td>
                <td className="number">{row.renewals}</td>
                <td className="number">{percentOf(row.renewals, row.sent)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableRegion>
    </>
  );
}
