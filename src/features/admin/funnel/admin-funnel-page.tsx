import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminGetFunnelResponse } from '@contracts/admin-get-funnel';
import { adminGetFunnelRequestSchema, funnelMaxDays } from '@contracts/admin-get-funnel';
import { useAdminExportFunnel } from '../../../api/admin-export-funnel';
import { useAdminFunnel } from '../../../api/admin-get-funnel';
import { saveFile } from '../../../api/policy-pdf';
import { mobile } from '../../../app/theme';
import { SecondaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { Notice } from '../../../app/ui/form-layout';
import { Details, Panel } from '../../../app/ui/panel';
import { SubmitButton } from '../../../app/ui/submit-button';
import { formatDisplayDate, parseDisplayDate } from '../../../lib/dates';
import { formatZagrebDateTime } from '../../../lib/zagreb-time';
import { readDateInput, requestErrorsWithDates } from '../admin-form';
import { CallErrorText, Loading, SectionHeader, Table, TableRegion } from '../admin-ui';
import { FunnelChart, goalStep } from './funnel-chart';

const PeriodRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 14rem)) auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  > :last-child {
    margin-top: 2rem;
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);

    > :last-child {
      margin-top: 0;
    }
  }
`;

interface Period {
  from: string;
  to: string;
}

/** The last `days` days up to today, Zagreb days (the server counts records by their Zagreb day). */
function lastDays(days: number, now: Date): Period {
  const today = formatZagrebDateTime(now.toISOString()).slice(0, 10);
  const end = parseDisplayDate(today) ?? now;
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (days - 1));
  return { from: formatDisplayDate(start), to: today };
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? new Intl.NumberFormat('hr-HR', { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—';

function FunnelTable({ funnel }: { funnel: AdminGetFunnelResponse }) {
  const { t } = useTranslation('admin');
  return (
    <TableRegion label={t('funnel.table')}>
      <Table>
        <caption>{t('funnel.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel.columns.step')}</th>
            <th scope="col" className="number">
              {t('funnel.columns.reached')}
            </th>
            <th scope="col" className="number">
              {t('funnel.columns.share')}
            </th>
            <th scope="col" className="number">
              {t('funnel.columns.stopped')}
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.step}>
              <th scope="row">{t(`funnel.steps.${step.step}`)}</th>
              <td className="number">{step.reached}</td>
              <td className="number">{percentOf(step.reached, funnel.started)}</td>
              {/* Paid is the goal: nobody stopped there. */}
              <td className="number">{step.step === goalStep ? t('funnel.goalReached') : step.stoppedHere}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

function ExportButton({ period }: { period: Period }) {
  const { t } = useTranslation('admin');
  const exportFunnel = useAdminExportFunnel();
  const download = async () => {
    if (exportFunnel.isPending) return;
    try {
      const { csv, fileName } = await exportFunnel.mutateAsync(period);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <>
      <SecondaryButton type="button" aria-busy={exportFunnel.isPending} onClick={() => void download()}>
        {exportFunnel.isPending ? t('funnel.exporting') : t('funnel.export')}
      </SecondaryButton>
      <CallErrorText error={exportFunnel.error} />
      {exportFunnel.data ? (
        <p role="status">
          {t(exportFunnel.data.truncated ? 'funnel.exportedTruncated' : 'funnel.exported', {
            rows: exportFunnel.data.rows,
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * How far the quotes started in a period got (default: the last 30 days): reached and stopped per step as bars and,
 * with the same numbers, a table; the pricing failures; and the call list of those who stopped but agreed to be
 * contacted, as CSV.
 */
export function AdminFunnelPage() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = useState<Period>(() => lastDays(30, new Date()));
  const funnel = useAdminFunnel(period);
  const form = useRef<HTMLFormElement>(null);
  const toRequest = (values: Period) => ({ from: readDateInput(values.from).date, to: readDateInput(values.to).date });
  return (
    <>
      <SectionHeader section="admin-funnel" lead={t('funnel.lead', { days: funnelMaxDays })} />
      <Formik<Period>
        initialValues={period}
        validate={(values) => requestErrorsWithDates(adminGetFunnelRequestSchema, toRequest(values), values)}
        onSubmit={(values) => {
          const { from, to } = toRequest(values);
          if (from && to) setPeriod({ from, to });
        }}
      >
        <Form ref={form} noValidate aria-label={t('funnel.period')}>
          <FocusFirstErrorOnSubmit form={form} />
          <PeriodRow>
            <DateField name="from" label={t('funnel.from')} />
            <DateField name="to" label={t('funnel.to')} />
            <SubmitButton>{t('funnel.show')}</SubmitButton>
          </PeriodRow>
        </Form>
      </Formik>
      {funnel.isPending ? (
        <Loading />
      ) : !funnel.data ? (
        <CallErrorText error={funnel.error} />
      ) : (
        <>
          <Panel aria-labelledby="funnel-summary">
            <h2 id="funnel-summary">{t('funnel.summary', { from: period.from, to: period.to })}</h2>
            <Details>
              <dt>{t('funnel.started')}</dt>
              <dd>{funnel.data.started}</dd>
              <dt>{t('funnel.premiumError')}</dt>
              <dd>{funnel.data.pricingFailures.premiumError}</dd>
              <dt>{t('funnel.lowPremium')}</dt>
              <dd>{funnel.data.pricingFailures.lowPremium}</dd>
              <dt>{t('funnel.consented')}</dt>
              <dd>{funnel.data.abandonedWithContactConsent}</dd>
            </Details>
          </Panel>
          {funnel.data.started === 0 ? (
            <Notice>
              <p>{t('funnel.none')}</p>
            </Notice>
          ) : (
            <>
              <FunnelChart funnel={funnel.data} />
              <FunnelTable funnel={funnel.data} />
            </>
          )}
          <Panel aria-labelledby="funnel-export">
            <h2 id="funnel-export">{t('funnel.exportHeading')}</h2>
            <p>{t('funnel.exportText')}</p>
            <ExportButton period={period} />
          </Panel>
        </>
      )}
    </>
  );
}
