import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { adminGetFunnelRequestSchema, funnelMaxDays } from '@contracts/admin-get-funnel';
import { useAdminExportFunnel } from '../../../api/admin-export-funnel';
import { useAdminFunnel } from '../../../api/admin-get-funnel';
import { useAdminStatementFunnel } from '../../../api/admin-get-statement-funnel';
import { saveFile } from '../../../api/policy-pdf';
import { mobile } from '../../../app/theme';
import { SecondaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { Notice } from '../../../app/ui/form-layout';
import { Details, Panel } from '../../../app/ui/panel';
import { SubmitButton } from '../../../app/ui/submit-button';
import { formatDisplayDate } from '../../../lib/display-date';
import { parseDisplayDate } from '../../../lib/dates';
import { formatZagrebDateTime } from '../../../lib/zagreb-time';
import { readDateInput, requestErrorsWithDates } from '../admin-form';
import { CallErrorText, FilterGroup, Loading, SectionHeader, Table, TableRegion } from '../admin-ui';
import { FunnelChart, goalOf, type FunnelFigures } from './funnel-chart';
import { ReminderReport } from './reminder-report';

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

interface FunnelTableProps {
  funnel: FunnelFigures;
  label: string;
  stepLabel: (step: string) => string;
}

function FunnelTable({ funnel, label, stepLabel }: FunnelTableProps) {
  const { t } = useTranslation('admin');
  const goalStep = funnel.steps.at(-1)?.step;
  return (
    <TableRegion label={label}>
      <Table>
        <caption>{label}</caption>
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
              <th scope="row">{stepLabel(step.step)}</th>
              <td className="number">{step.reached}</td>
              <td className="number">{percentOf(step.reached, funnel.started)}</td>
              {/* The last step is the goal (paid, sent): nobody stopped there. */}
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

/** The quotes' funnel: reached and stopped per step, the pricing failures, and the call list as CSV. */
function QuotesView({ period }: { period: Period }) {
  const { t, i18n } = useTranslation('admin');
  const funnel = useAdminFunnel(period);
  if (funnel.isPending) return <Loading />;
  if (!funnel.data) return <CallErrorText error={funnel.error} />;
  const stepLabel = (step: string) => t(`funnel.steps.${step}`);
  const goal = goalOf(funnel.data, i18n.language);
  return (
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
          <FunnelChart
            funnel={funnel.data}
            stepLabel={stepLabel}
            goalLegend={t('funnel.goalLegend')}
            caption={`${t('funnel.chartCaption')} ${t('funnel.goal', { paid: goal.reached, started: funnel.data.started, share: goal.share })}`}
          />
          <FunnelTable funnel={funnel.data} label={t('funnel.table')} stepLabel={stepLabel} />
        </>
      )}
      <Panel aria-labelledby="funnel-export">
        <h2 id="funnel-export">{t('funnel.exportHeading')}</h2>
        <p>{t('funnel.exportText')}</p>
        <ExportButton period={period} />
      </Panel>
    </>
  );
}

/** The accident reports' funnel: started, sent (and of those, claims), and where drivers stopped. */
function ReportsView({ period }: { period: Period }) {
  const { t, i18n } = useTranslation('admin');
  const funnel = useAdminStatementFunnel(period);
  if (funnel.isPending) return <Loading />;
  if (!funnel.data) return <CallErrorText error={funnel.error} />;
  const stepLabel = (step: string) => t(`funnel.reports.steps.${step}`);
  const goal = goalOf(funnel.data, i18n.language);
  return (
    <>
      <Panel aria-labelledby="funnel-summary">
        <h2 id="funnel-summary">{t('funnel.summary', { from: period.from, to: period.to })}</h2>
        <Details>
          <dt>{t('funnel.reports.started')}</dt>
          <dd>{funnel.data.started}</dd>
          <dt>{t('funnel.reports.sent')}</dt>
          <dd>{funnel.data.sent}</dd>
          <dt>{t('funnel.reports.claims')}</dt>
          <dd>{funnel.data.claims}</dd>
        </Details>
      </Panel>
      {funnel.data.started === 0 ? (
        <Notice>
          <p>{t('funnel.reports.none')}</p>
        </Notice>
      ) : (
        <>
          <FunnelChart
            funnel={funnel.data}
            stepLabel={stepLabel}
            goalLegend={t('funnel.reports.goalLegend')}
            caption={`${t('funnel.reports.chartCaption')} ${t('funnel.reports.goal', { sent: goal.reached, started: funnel.data.started, share: goal.share })}`}
          />
          <FunnelTable funnel={funnel.data} label={t('funnel.reports.table')} stepLabel={stepLabel} />
        </>
      )}
    </>
  );
}

const views = ['quotes', 'reports', 'reminders'] as const;
type FunnelView = (typeof views)[number];
/** The view lives in the address, so a link (and going back) opens the one staff looked at. */
const viewParam = 'view';

/**
 * How far what drivers start in a period gets (default: the last 30 days), in two views: the quotes (reached and
 * stopped per step as bars and, with the same numbers, a table; the pricing failures; the call list of those who
 * stopped but agreed to be contacted, as CSV) and the accident reports (started, sent, where drivers stopped).
 */
export function AdminFunnelPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const view: FunnelView = views.find((known) => known === params.get(viewParam)) ?? 'quotes';
  const [period, setPeriod] = useState<Period>(() => lastDays(30, new Date()));
  const form = useRef<HTMLFormElement>(null);
  const toRequest = (values: Period) => ({ from: readDateInput(values.from).date, to: readDateInput(values.to).date });
  return (
    <>
      <SectionHeader section="admin-funnel" lead={t('funnel.lead', { days: funnelMaxDays })} />
      <FilterGroup<FunnelView>
        label={t('funnel.views.label')}
        options={views.map((value) => ({
          value,
          label: value === 'reminders' ? t('reminder.view') : t(`funnel.views.${value}`),
        }))}
        value={view}
        onChange={(next) => setParams(next === 'quotes' ? {} : { [viewParam]: next }, { replace: true })}
      />
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
      {view === 'quotes' ? <QuotesView period={period} /> : null}
      {view === 'reports' ? <ReportsView period={period} /> : null}
      {view === 'reminders' ? <ReminderReport period={period} /> : null}
    </>
  );
}
