import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { croatianInsurers, type StatementSideView } from '@contracts/accident-statement';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import { useAdminClaim } from '../../../api/admin-get-claim';
import { Details, Panel } from '../../../app/ui/panel';
import { formatEuros } from '../../../lib/money';
import { adminPaths } from '../admin-sections';
import {
  CallErrorText,
  DriverText,
  Empty,
  SentenceWithDriverTexts,
  Loading,
  SectionHeader,
  Table,
  TableRegion,
  Timeline,
  formatInstant,
} from '../admin-ui';
import { AuditEntries } from '../audit/audit-entries';
import { ClaimActions } from './claim-actions';
import { ClaimFiles } from './claim-files';
import { ClaimNotes } from './claim-notes';
import { ClaimStates } from './claim-states';
import './claim-texts';

/** A SHA-256 in hex is one long word: it breaks anywhere rather than widen the page. */
const Hash = styled.dd`
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

/** Drivers' texts one after another, each isolated from the separators between them; a dash for none. */
function DriverTexts({ texts, separator }: { texts: (string | null | undefined)[]; separator: string }) {
  if (texts.length === 0) return <>—</>;
  return (
    <>
      {texts.map((text, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <DriverText text={text} />
        </Fragment>
      ))}
    </>
  );
}
/** The insurer's payment day (YYYY-MM-DD) as staff read dates. */
const displayDay = (isoDate: string) => isoDate.split('-').reverse().join('/');

function Overview({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const { accident } = claim.claim;
  return (
    <Panel aria-labelledby="claim-overview">
      <h2 id="claim-overview">{t('admin-claims:claim.overview')}</h2>
      <p>
        <ClaimStates state={claim.state} waiting={claim.waiting} />
      </p>
      <Details>
        <dt>{t('admin-claims:claim.claimNumber')}</dt>
        <dd>{claim.claimNumber}</dd>
        <dt>{t('admin-claims:claim.created')}</dt>
        <dd>{formatInstant(claim.createdAt)}</dd>
        <dt>{t('admin-claims:claim.lastHeard')}</dt>
        <dd>{formatInstant(claim.lastHeardAt)}</dd>
        <dt>{t('admin-claims:claim.accident')}</dt>
        <dd>
          <DriverTexts texts={[accident.date, accident.time, accident.place].filter(Boolean)} separator=", " />
        </dd>
        <dt>{t('admin-claims:claim.plates')}</dt>
        <dd>
          <DriverTexts
            texts={claim.claim.plates.map((plate) => `${plate.role}: ${plate.plate ?? '—'}`)}
            separator=", "
          />
        </dd>
        <dt>{t('admin-claims:claim.driverEmails')}</dt>
        <dd>{claim.emails.join(', ') || '—'}</dd>
        <dt>{t('admin-claims:claim.claimant')}</dt>
        <dd>{t('admin-claims:claim.side', { role: claim.claim.claimantRole })}</dd>
        <dt>{t('admin-claims:claim.language')}</dt>
        <dd>{t(`order.locales.${claim.claim.language}`, { defaultValue: claim.claim.language })}</dd>
        <dt>{t('admin-claims:claim.nextAction')}</dt>
        <dd>{t(`admin-claims:claim.nextActions.${claim.claim.nextAction ?? 'none'}`)}</dd>
      </Details>
    </Panel>
  );
}

/** What the insurer has said so far, state by state, with what each brought: documents, appointment, offer, money. */
function InsurerStory({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const { timeline, missingDocuments, appointment, offer, dispute, payment, decline } = claim.claim;
  return (
    <Panel aria-labelledby="claim-timeline">
      <h2 id="claim-timeline">{t('admin-claims:claim.timeline')}</h2>
      <Timeline>
        {timeline.map((entry, index) => (
          <li key={`${entry.state}-${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
            <span className="event">{t(`claimStates.${entry.state}`)}</span>
          </li>
        ))}
      </Timeline>
      <Details>
        {missingDocuments.length > 0 ? (
          <>
            <dt>{t('admin-claims:claim.missingDocuments')}</dt>
            <dd>{missingDocuments.map((code) => t(`admin-claims:claim.documentCodes.${code}`)).join(', ')}</dd>
          </>
        ) : null}
        {appointment ? (
          <>
            <dt>{t('admin-claims:claim.appointment')}</dt>
            <dd>
              {t(
                appointment.photoAssessment
                  ? 'admin-claims:claim.appointmentPhoto'
                  : 'admin-claims:claim.appointmentAt',
                {
                  at: formatInstant(appointment.at),
                  place: appointment.place ?? '—',
                },
              )}
              {appointment.confirmedAt
                ? ` ${t('admin-claims:claim.appointmentConfirmed', { at: formatInstant(appointment.confirmedAt) })}`
                : ''}
            </dd>
          </>
        ) : null}
        {offer ? (
          <>
            <dt>{t('admin-claims:claim.offer', { revision: offer.revision })}</dt>
            <dd>
              <strong>{formatEuros(offer.amount)}</strong>
              {offer.items.map((item) => (
                <Fragment key={item.code}>
                  <br />
                  {t('admin-claims:claim.offerItem', {
                    item: t(`admin-claims:claim.offerItems.${item.code}`),
                    amount: formatEuros(item.amount),
                  })}
                </Fragment>
              ))}
              <br />
              {offer.reckoning}
            </dd>
          </>
        ) : null}
        {dispute ? (
          <>
            <dt>{t('admin-claims:claim.dispute')}</dt>
            <dd>
              <SentenceWithDriverTexts
                sentence={(texts) => t('admin-claims:claim.disputeValue', { ...texts, at: formatInstant(dispute.at) })}
                texts={{ reason: dispute.reason }}
              />
            </dd>
          </>
        ) : null}
        {payment ? (
          <>
            <dt>{t('admin-claims:claim.payment')}</dt>
            <dd>
              {payment.paidAt && payment.transferReference
                ? t('admin-claims:claim.paymentInstantValue', {
                    amount: formatEuros(payment.amount),
                    at: formatInstant(payment.paidAt),
                    iban: payment.ibanMasked,
                    reference: payment.transferReference,
                  })
                : t('admin-claims:claim.paymentValue', {
                    amount: formatEuros(payment.amount),
                    on: displayDay(payment.paidOn),
                    iban: payment.ibanMasked,
                  })}
            </dd>
          </>
        ) : null}
        {decline ? (
          <>
            <dt>{t('admin-claims:claim.decline')}</dt>
            <dd>{t(`admin-claims:claim.declineReasons.${decline.reason}`)}</dd>
          </>
        ) : null}
      </Details>
    </Panel>
  );
}

/** The insurer by its name (`groupama` is Groupama osiguranje d.d.); a foreign one as the driver typed it. */
const insurerOf = ({ insurance }: StatementSideView) =>
  croatianInsurers.find((insurer) => insurer.code === insurance.insurerCode)?.name ?? insurance.insurerName;

function SideSummary({ party, side }: { party: 'A' | 'B'; side: StatementSideView | null }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  if (!side) return null;
  const name = [side.driver.firstName, side.driver.lastName].filter(Boolean).join(' ');
  return (
    <>
      <dt>{t('admin-claims:claim.side', { role: party })}</dt>
      <dd>
        <DriverTexts texts={[name, side.vehicle.plate, insurerOf(side), side.driver.email]} separator=" · " />
        {side.linkedPolicy
          ? ` (${t('admin-claims:claim.linkedPolicy', { policyNumber: side.linkedPolicy.policyNumber })})`
          : ''}
      </dd>
    </>
  );
}

function Statement({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const { statement } = claim;
  return (
    <Panel aria-labelledby="claim-statement">
      <h2 id="claim-statement">{t('admin-claims:claim.statement')}</h2>
      <Details>
        <dt>{t('admin-claims:claim.statementMode')}</dt>
        <dd>{t(`admin-claims:claim.modes.${statement.mode}`)}</dd>
        {statement.lock ? (
          <>
            <dt>{t('admin-claims:claim.lockedAt')}</dt>
            <dd>{formatInstant(statement.lock.lockedAt)}</dd>
            <dt>{t('admin-claims:claim.lockHash')}</dt>
            <Hash>{statement.lock.hash}</Hash>
          </>
        ) : null}
        <SideSummary party="A" side={statement.sides.A} />
        <SideSummary party="B" side={statement.sides.B} />
      </Details>
      <ClaimFiles claim={claim} />
    </Panel>
  );
}

function Notifications({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  return (
    <Panel aria-labelledby="claim-notifications">
      <h2 id="claim-notifications">{t('admin-claims:claim.notifications.heading')}</h2>
      {claim.notifications.length === 0 ? (
        <Empty>{t('admin-claims:claim.notifications.none')}</Empty>
      ) : (
        <TableRegion label={t('admin-claims:claim.notifications.table')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('admin-claims:claim.notifications.columns.at')}</th>
                <th scope="col" className="number">
                  {t('admin-claims:claim.notifications.columns.sequence')}
                </th>
                <th scope="col">{t('admin-claims:claim.notifications.columns.state')}</th>
                <th scope="col">{t('admin-claims:claim.notifications.columns.source')}</th>
                <th scope="col">{t('admin-claims:claim.notifications.columns.applied')}</th>
              </tr>
            </thead>
            <tbody>
              {claim.notifications.map((notification, index) => (
                <tr key={`${notification.at}-${notification.sequence}-${index}`}>
                  <td className="nowrap">{formatInstant(notification.at)}</td>
                  <td className="number">{notification.sequence}</td>
                  <td>{t(`claimStates.${notification.state}`)}</td>
                  <td>{t(`admin-claims:claim.notifications.sources.${notification.source}`)}</td>
                  <td>
                    {t(
                      notification.applied
                        ? 'admin-claims:claim.notifications.applied'
                        : 'admin-claims:claim.notifications.ignored',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
      )}
    </Panel>
  );
}

function SentEmails({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  return (
    <Panel aria-labelledby="claim-emails">
      <h2 id="claim-emails">{t('admin-claims:claim.emails.heading')}</h2>
      {claim.sentEmails.length === 0 ? (
        <Empty>{t('admin-claims:claim.emails.none')}</Empty>
      ) : (
        <TableRegion label={t('admin-claims:claim.emails.table')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('admin-claims:claim.emails.columns.at')}</th>
                <th scope="col">{t('admin-claims:claim.emails.columns.state')}</th>
                <th scope="col">{t('admin-claims:claim.emails.columns.to')}</th>
                <th scope="col">{t('admin-claims:claim.emails.columns.delivery')}</th>
              </tr>
            </thead>
            <tbody>
              {claim.sentEmails.map((email) => (
                <tr key={`${email.state}-${email.at}`}>
                  <td className="nowrap">{formatInstant(email.at)}</td>
                  <td>{t(`claimStates.${email.state}`)}</td>
                  <td className="text">{email.to.join(', ')}</td>
                  <td className="text">
                    {email.messageId
                      ? t('admin-claims:claim.emails.sent', { messageId: email.messageId })
                      : t('admin-claims:claim.emails.owed')}
                    {email.resent ? <span className="secondary">{t('admin-claims:claim.emails.resent')}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
      )}
    </Panel>
  );
}

/**
 * One claim as support sees it: where it stands and why it may wait for us, the insurer's story, the statement it
 * came from with its PDF and photos, what reached us and what we e-mailed, staff's notes, the actions and the audit
 * log.
 */
export function AdminClaimPage() {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const { claimId = '' } = useParams();
  const query = useAdminClaim(claimId);
  const claim = query.data?.claim;
  return (
    <>
      <SectionHeader
        section="admin-claim"
        heading={claim ? t('admin-claims:claim.heading', { claimNumber: claim.claimNumber }) : undefined}
      />
      <p>
        <Link to={adminPaths['admin-claims']}>{t('admin-claims:claim.back')}</Link>
      </p>
      {query.isPending ? (
        <Loading />
      ) : !claim ? (
        <CallErrorText error={query.error} />
      ) : (
        <>
          <Overview claim={claim} />
          <Panel aria-labelledby="claim-actions">
            <h2 id="claim-actions">{t('admin-claims:claim.actions.heading')}</h2>
            <ClaimActions claim={claim} />
          </Panel>
          <InsurerStory claim={claim} />
          <Statement claim={claim} />
          <Notifications claim={claim} />
          <SentEmails claim={claim} />
          <Panel aria-labelledby="claim-notes">
            <h2 id="claim-notes">{t('admin-claims:claim.notes.heading')}</h2>
            <ClaimNotes claim={claim} />
          </Panel>
          <Panel aria-labelledby="claim-audit">
            <h2 id="claim-audit">{t('admin-claims:claim.audit')}</h2>
            {claim.audit.length === 0 ? (
              <Empty>{t('admin-claims:claim.noAudit')}</Empty>
            ) : (
              <AuditEntries entries={claim.audit} label={t('admin-claims:claim.auditTable')} />
            )}
          </Panel>
        </>
      )}
    </>
  );
}
