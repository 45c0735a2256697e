import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { AdminOrderDetail, AdminOrderEvent, AdminOrderEventDetail } from '@contracts/admin-get-order';
import type { PaymentPlan } from '@contracts/payment-plan';
import { useAdminOrder } from '../../../api/admin-get-order';
import { mobile } from '../../../app/theme';
import { Details, Note, Panel } from '../../../app/ui/panel';
import { formatEuros } from '../../../lib/money';
import { CallErrorText, DriverText, Empty, Loading, SectionHeader, Table, Timeline, formatInstant } from '../admin-ui';
import { AuditEntries } from '../audit/audit-entries';
import { OrderActions } from './order-actions';
import { orderPath } from './order-paths';
import { OrderStates } from './order-states';
import { adminPaths } from '../admin-sections';
import '../policy-changes/policy-texts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space(6)};

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const orDash = (value: string | null | undefined) => value || '—';

/** How the driver chose to pay, in staff's words: "Jednokratno" or "U 6 rata". */
function PaymentPlanText({ plan }: { plan: PaymentPlan | null }) {
  const { t } = useTranslation('admin');
  if (!plan) return <>{t('plan.unknown')}</>;
  return <>{plan.kind === 'single' ? t('plan.single') : t('plan.instalments', { count: plan.count })}</>;
}

function Overview({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="order-overview">
      <h2 id="order-overview">{t('order.overview')}</h2>
      <p>
        <OrderStates order={order} />
      </p>
      <Details>
        <dt>{t('order.created')}</dt>
        <dd>{formatInstant(order.createdAt)}</dd>
        <dt>{t('order.total')}</dt>
        <dd>{formatEuros(order.total)}</dd>
        <dt>{t('plan.label')}</dt>
        <dd>
          <PaymentPlanText plan={order.paymentPlan} />
        </dd>
        <dt>{t('order.locale')}</dt>
        <dd>{t(`order.locales.${order.locale}`, { defaultValue: order.locale })}</dd>
        {order.lastError ? (
          <>
            <dt>{t('order.lastError')}</dt>
            <dd>{order.lastError}</dd>
          </>
        ) : null}
      </Details>
    </Panel>
  );
}

function Parties({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { vehicle } = order;
  return (
    <Columns>
      <Panel aria-labelledby="order-vehicle">
        <h2 id="order-vehicle">{t('order.vehicle')}</h2>
        <Details>
          <dt>{t('order.plate')}</dt>
          <dd>{orDash(vehicle.licensePlate)}</dd>
          <dt>{t('order.vin')}</dt>
          <dd>{orDash(vehicle.vin)}</dd>
          <dt>{t('order.make')}</dt>
          <dd>
            <DriverText text={[vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ')} />
          </dd>
        </Details>
      </Panel>
      <Panel aria-labelledby="order-policyholder">
        <h2 id="order-policyholder">{t('order.policyholder')}</h2>
        <Details>
          <dt>{t('order.name')}</dt>
          <dd>
            <DriverText text={order.policyholderName} />
          </dd>
          <dt>{t('order.email')}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          <dt>{t('order.phone')}</dt>
          <dd>{order.phone ? <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a> : '—'}</dd>
        </Details>
      </Panel>
    </Columns>
  );
}

function Items({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { t: tPlans } = useTranslation('onboarding-plans');
  return (
    <Panel aria-labelledby="order-items">
      <h2 id="order-items">{t('order.items')}</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('order.cover')}</th>
            <th scope="col" className="number">
              {t('order.premium')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.coverCode}>
              <td>{tPlans(`covers.${item.coverCode}.name`)}</td>
              <td className="number">{formatEuros(item.premium)}</td>
            </tr>
          ))}
          {order.singlePaymentDiscountAmount > 0 ? (
            <tr>
              <td>{t('plan.singlePaymentDiscount')}</td>
              <td className="number">−{formatEuros(order.singlePaymentDiscountAmount)}</td>
            </tr>
          ) : null}
          {order.discount ? (
            <tr>
              <td>{t('order.discount', { code: order.discount.code ?? '—' })}</td>
              <td className="number">−{formatEuros(order.discount.amount)}</td>
            </tr>
          ) : null}
          {order.referralDiscountAmount > 0 ? (
            <tr>
              <td>{t('order.referralDiscount')}</td>
              <td className="number">−{formatEuros(order.referralDiscountAmount)}</td>
            </tr>
          ) : null}
          {order.points ? (
            <tr>
              <td>
                {t('plan.points', {
                  count: order.points.points,
                  state: t(`plan.pointsStates.${order.points.state}`),
                })}
              </td>
              <td className="number">−{formatEuros(order.points.amount)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('order.total')}</th>
            <td className="number">{formatEuros(order.total)}</td>
          </tr>
        </tfoot>
      </Table>
    </Panel>
  );
}

function PaymentAndPolicy({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'admin-policies']);
  const { payment, policy, ending } = order;
  return (
    <Columns>
      <Panel aria-labelledby="order-payment">
        <h2 id="order-payment">{t('order.payment')}</h2>
        {payment ? (
          <Details>
            <dt>{t('order.paidAt')}</dt>
            <dd>{formatInstant(payment.at)}</dd>
            <dt>{t('order.transaction')}</dt>
            <dd>{payment.transactionId}</dd>
            <dt>{t('order.approvalCode')}</dt>
            <dd>{orDash(payment.approvalCode)}</dd>
            <dt>{t('order.card')}</dt>
            <dd>{orDash(payment.maskedPan)}</dd>
            {payment.instalments !== null ? (
              <>
                <dt>{t('plan.bankInstalments')}</dt>
                <dd>{payment.instalments}</dd>
              </>
            ) : null}
          </Details>
        ) : (
          <p>{t('order.notPaid')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="order-policy">
        <h2 id="order-policy">{t('order.policy')}</h2>
        {policy ? (
          <Details>
            <dt>{t('order.policyNumber')}</dt>
            <dd>{policy.policyNumber}</dd>
            <dt>{t('order.issuedAt')}</dt>
            <dd>{formatInstant(policy.issuedAt)}</dd>
            <dt>{t('order.period')}</dt>
            <dd>
              {t('order.periodValue', { start: formatInstant(policy.startsAt), end: formatInstant(policy.endsAt) })}
            </dd>
            {ending ? (
              <>
                <dt>{t('admin-policies:ending.heading')}</dt>
                <dd>
                  {t('admin-policies:ending.value', {
                    reason: t(`admin-policies:ending.reasons.${ending.reason}`),
                    date: ending.endDate,
                    state: t(`admin-policies:ending.states.${ending.state}`),
                  })}
                </dd>
                <dt>{t('admin-policies:ending.requestedBy')}</dt>
                <dd>{t(`admin-policies:ending.by.${ending.requestedBy}`)}</dd>
                {ending.missingDocuments.length > 0 ? (
                  <>
                    <dt>{t('admin-policies:ending.missing')}</dt>
                    <dd>
                      {ending.missingDocuments.map((code) => t(`admin-policies:ending.documents.${code}`)).join(', ')}
                    </dd>
                  </>
                ) : null}
                {ending.refusal ? (
                  <>
                    <dt>{t('admin-policies:ending.refusal')}</dt>
                    <dd>{t(`admin-policies:ending.refusals.${ending.refusal}`)}</dd>
                  </>
                ) : null}
                {ending.coverEndsAt ? (
                  <>
                    <dt>{t('admin-policies:ending.coverEndsAt')}</dt>
                    <dd>{formatInstant(ending.coverEndsAt)}</dd>
                  </>
                ) : null}
                {ending.refund ? (
                  <>
                    <dt>{t('admin-policies:ending.refund')}</dt>
                    <dd>
                      {t('admin-policies:ending.refundValue', {
                        amount: formatEuros(ending.refund.amount),
                        method: t(`admin-policies:ending.methods.${ending.refund.method ?? 'none'}`),
                        state: t(`admin-policies:ending.refundStates.${ending.refund.state}`),
                        count: ending.refund.attempts,
                      })}
                      {ending.refund.lastError ? <Note>{ending.refund.lastError}</Note> : null}
                    </dd>
                  </>
                ) : null}
                {ending.transferIban ? (
                  <>
                    <dt>{t('admin-policies:ending.iban')}</dt>
                    <dd>{ending.transferIban}</dd>
                  </>
                ) : null}
                {ending.emailedAt ? (
                  <>
                    <dt>{t('admin-policies:ending.emailedAt')}</dt>
                    <dd>{formatInstant(ending.emailedAt)}</dd>
                  </>
                ) : null}
              </>
            ) : null}
          </Details>
        ) : (
          <p>{t('order.noPolicy')}</p>
        )}
      </Panel>
    </Columns>
  );
}

/**
 * An event's note in staff's words: the gateway's outcome translated, money as the site writes it, codes and numbers
 * labelled. Ids kept only for tracing (the mail's message, the gateway's refund) go on a quieter line of their own.
 */
function EventDetail({ detail }: { detail: AdminOrderEventDetail }) {
  const { t } = useTranslation('admin');
  const line = (text: string) => <span className="detail">{text}</span>;
  const secondary = (text: string) => <span className="secondary">{text}</span>;
  switch (detail.kind) {
    case 'amount':
      return line(t('order.eventDetails.amount', { amount: formatEuros(detail.amount) }));
    case 'outcome':
      return line(t('order.eventDetails.outcome', { outcome: t(`order.outcomes.${detail.outcome}`) }));
    case 'approval-code':
    case 'response-code':
    case 'policy-number':
      return line(t(`order.eventDetails.${detail.kind}`, { value: detail.value }));
    case 'paid-by-order':
      return (
        <span className="detail">
          {t('order.eventDetails.paid-by-order')} <Link to={orderPath(detail.value)}>{detail.value}</Link>
        </span>
      );
    case 'message-id':
      return secondary(t('order.eventDetails.message-id', { value: detail.value }));
    case 'refund':
      return (
        <>
          {detail.reason ? line(t('order.eventDetails.reason', { reason: detail.reason })) : null}
          {secondary(t('order.eventDetails.refund-id', { value: detail.refundId }))}
        </>
      );
    case 'insurer-failure':
      return line(t('order.eventDetails.insurer-failure', { failure: t(`order.insurerFailures.${detail.failure}`) }));
    case 'message':
      return line(t('order.eventDetails.message', { message: detail.value }));
  }
}

function HistoryEntry({ entry }: { entry: AdminOrderEvent }) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
      <span className="event">
        {t(`order.events.${entry.event}`, { defaultValue: entry.event, nsSeparator: false })}
      </span>
      {entry.detail ? <EventDetail detail={entry.detail} /> : null}
    </li>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="order-history">
      <h2 id="order-history">{t('order.history')}</h2>
      {order.history.length === 0 ? (
        <p>{t('order.noHistory')}</p>
      ) : (
        <Timeline>
          {order.history.map((entry, index) => (
            <HistoryEntry key={`${entry.at}-${entry.event}-${index}`} entry={entry} />
          ))}
        </Timeline>
      )}
    </Panel>
  );
}

/**
 * One order as support sees it: what was bought, for which vehicle, by whom, the payment and the policy, its story,
 * what staff did to it, and the actions its state allows.
 */
export function AdminOrderPage() {
  const { t } = useTranslation('admin');
  const { orderNumber = '' } = useParams();
  const query = useAdminOrder(orderNumber);
  const order = query.data?.order;
  return (
    <>
      <SectionHeader section="admin-order" heading={t('order.heading', { orderNumber })} />
      <p>
        <Link to={adminPaths['admin-orders']}>{t('order.back')}</Link>
      </p>
      {query.isPending ? (
        <Loading />
      ) : !order ? (
        <CallErrorText error={query.error} />
      ) : (
        <>
          <Overview order={order} />
          <Panel aria-labelledby="order-actions">
            <h2 id="order-actions">{t('order.actions.heading')}</h2>
            <OrderActions order={order} />
          </Panel>
          <Parties order={order} />
          <Items order={order} />
          <PaymentAndPolicy order={order} />
          <History order={order} />
          <Panel aria-labelledby="order-audit">
            <h2 id="order-audit">{t('order.audit')}</h2>
            {order.audit.length === 0 ? (
              <Empty>{t('order.noAudit')}</Empty>
            ) : (
              <AuditEntries entries={order.audit} label={t('order.auditTable')} />
            )}
          </Panel>
        </>
      )}
    </>
  );
}
