import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimPayment, ClaimView } from '@contracts/claim';
import { confirmClaimAppointment } from '../../../api/confirm-claim-appointment';
import { PrimaryButton } from '../../../app/ui/buttons';
import { Actions, Notice } from '../../../app/ui/form-layout';
import { Details, Panel } from '../../../app/ui/panel';
import { useEuros } from '../../../app/ui/use-euros';
import { callErrorText, claimDate, claimDateTime } from './claim-texts';

// The forms (Formik, the field family, the photo reducer) come when the claim asks the driver for something: a driver
// who only looks at their claim's state downloads none of them.
const DocumentUpload = lazy(() => import('./document-upload').then((m) => ({ default: m.DocumentUpload })));
const OfferAnswer = lazy(() => import('./offer-answer').then((m) => ({ default: m.OfferAnswer })));

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    border-left-color: transparent;
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.3rem;
    left: -0.45rem;
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
  }

  li[aria-current='step']::before {
    background: ${({ theme }) => theme.colors.primary};
  }

  strong,
  span {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

interface Props {
  claim: ClaimView;
  accessToken: string | null;
  /** Puts the claim an action answered with in place of the page's. */
  show: (claim: ClaimView) => void;
}

function Summary({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation('claims-follow');
  const { date, time, place } = claim.accident;
  const plates = claim.plates.map(({ role, plate }) => `${role}: ${plate ?? t('summary.unknown')}`).join(', ');
  return (
    <Panel aria-labelledby="claim-summary">
      <h2 id="claim-summary">{t('summary.heading')}</h2>
      <Details>
        <dt>{t('summary.claimNumber')}</dt>
        <dd>{claim.claimNumber}</dd>
        <dt>{t('summary.state')}</dt>
        <dd>{t(`states.${claim.state}`)}</dd>
        <dt>{t('summary.accident')}</dt>
        <dd>{[date, time, place].filter(Boolean).join(', ') || t('summary.unknown')}</dd>
        <dt>{t('summary.plates')}</dt>
        <dd>{plates}</dd>
        {claim.you ? (
          <>
            <dt>{t('summary.you')}</dt>
            <dd>{t('summary.role', { role: claim.you })}</dd>
          </>
        ) : null}
      </Details>
    </Panel>
  );
}

function Appointment({ claim, accessToken, show }: Props) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const [state, setState] = useState<'idle' | 'busy' | { errorKey: string }>('idle');
  const appointment = claim.appointment;
  if (!appointment) return null;
  const confirm = async () => {
    setState('busy');
    try {
      const { claim: confirmed } = await confirmClaimAppointment({ claimId: claim.claimId, accessToken });
      setState('idle');
      show(confirmed);
    } catch (error) {
      setState({ errorKey: callErrorText(error) });
    }
  };
  return (
    <>
      <h3>{t('appointment.heading')}</h3>
      <Details>
        <dt>{t('appointment.when')}</dt>
        <dd>{claimDateTime(appointment.at)}</dd>
        {appointment.place ? (
          <>
            <dt>{t('appointment.place')}</dt>
            <dd>{appointment.place}</dd>
          </>
        ) : null}
      </Details>
      {appointment.photoAssessment ? <p>{t('appointment.photo')}</p> : null}
      {appointment.confirmedAt ? (
        <p>{t('appointment.confirmed', { date: claimDate(appointment.confirmedAt) })}</p>
      ) : claim.nextAction === 'confirm-appointment' ? (
        <Actions>
          <PrimaryButton type="button" aria-busy={state === 'busy'} onClick={() => void confirm()}>
            {t(state === 'busy' ? 'appointment.confirming' : 'appointment.confirm')}
          </PrimaryButton>
        </Actions>
      ) : null}
      {typeof state === 'object' ? (
        <Notice $tone="error" role="alert">
          <p>{t(state.errorKey)}</p>
        </Notice>
      ) : null}
    </>
  );
}

function Offer({ claim, accessToken, show }: Props) {
  const { t } = useTranslation('claims-follow');
  const euros = useEuros();
  const offer = claim.offer;
  if (!offer) return null;
  const claimant = claim.you === claim.claimantRole;
  return (
    <>
      <h3>{t('offer.heading')}</h3>
      <Amount>
        <span>{t('offer.amount')}: </span>
        {euros(offer.amount)}
      </Amount>
      <h4>{t('offer.items')}</h4>
      <Details>
        {offer.items.map((item) => (
          <FragmentRow key={item.code} label={t(`offer.itemCodes.${item.code}`)} value={euros(item.amount)} />
        ))}
      </Details>
      <h4>{t('offer.reckoning')}</h4>
      <p>{offer.reckoning}</p>
      {claim.state !== 'offer' ? null : claimant && claim.nextAction === 'answer-offer' ? (
        <Suspense fallback={<p role="status">{t('loadingForm')}</p>}>
          <OfferAnswer key={offer.revision} claim={claim} offer={offer} accessToken={accessToken} onAnswered={show} />
        </Suspense>
      ) : (
        <p>{t('offer.otherDriver', { role: claim.claimantRole })}</p>
      )}
    </>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * The money paid: by instant transfer, when it left on Zagreb's clock and the reference the driver's bank shows it
 * with; a claim paid before the insurer paid that way tells only the day.
 */
function Payout({ payment }: { payment: ClaimPayment }) {
  const { t } = useTranslation('claims-follow');
  const euros = useEuros();
  const { paidAt, transferReference } = payment;
  const [date, time] = paidAt ? claimDateTime(paidAt).split(' ') : [];
  return (
    <>
      <h3>{t('paid.heading')}</h3>
      {paidAt && transferReference ? <p>{t('paid.instant', { date, time, reference: transferReference })}</p> : null}
      <Details>
        <dt>{t('paid.amount')}</dt>
        <dd>{euros(payment.amount)}</dd>
        {paidAt ? (
          <>
            <dt>{t('paid.sentAt')}</dt>
            <dd>
              <time dateTime={paidAt}>{claimDateTime(paidAt)}</time>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('paid.date')}</dt>
            <dd>{claimDate(payment.paidOn)}</dd>
          </>
        )}
        {transferReference ? (
          <>
            <dt>{t('paid.reference')}</dt>
            <dd>{transferReference}</dd>
          </>
        ) : null}
        {payment.ibanMasked ? (
          <>
            <dt>{t('paid.iban')}</dt>
            <dd>{payment.ibanMasked}</dd>
          </>
        ) : null}
      </Details>
    </>
  );
}

/** What the driver must do now, or what happens without them: the page's main section. */
function NextStep({ claim, accessToken, show }: Props) {
  const { t } = useTranslation('claims-follow');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, nextAction } = claim;
  const firstState = useRef(state);
  // A change while the page is open (an answer given, a poll that brought news) is announced where it happens.
  useEffect(() => {
    if (state !== firstState.current) headingRef.current?.focus();
    firstState.current = state;
  }, [state]);
  const props = { claim, accessToken, show };
  return (
    <Panel aria-labelledby="claim-next">
      <h2 id="claim-next" ref={headingRef} tabIndex={-1}>
        {t('next.heading')}: {t(nextAction ? `next.${nextAction}` : 'next.none')}
      </h2>
      {nextAction === 'upload-documents' ? (
        <>
          <h3>{t('documents.heading')}</h3>
          <Suspense fallback={<p role="status">{t('loadingForm')}</p>}>
            <DocumentUpload claim={claim} accessToken={accessToken} onUploaded={show} />
          </Suspense>
        </>
      ) : null}
      {state === 'paid' && claim.payment ? (
        <Payout payment={claim.payment} />
      ) : state === 'declined' && claim.decline ? (
        <>
          <h3>{t('declined.heading')}</h3>
          <p>{t(`declined.reasons.${claim.decline.reason}`)}</p>
        </>
      ) : nextAction === null && state !== 'offer' ? (
        <p>{t(`waiting.${state}`)}</p>
      ) : null}
      {state === 'assessor-appointed' || nextAction === 'confirm-appointment' ? <Appointment {...props} /> : null}
      {state === 'offer' || state === 'accepted' || state === 'disputed' ? <Offer {...props} /> : null}
      {state === 'disputed' && claim.dispute ? (
        <p>{t('offer.disputedWith', { reason: claim.dispute.reason })}</p>
      ) : null}
    </Panel>
  );
}

function Documents({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation('claims-follow');
  if (claim.documents.length === 0) return null;
  return (
    <Panel aria-labelledby="claim-documents">
      <h2 id="claim-documents">{t('documents.sentHeading')}</h2>
      <ul>
        {claim.documents.map((document) => (
          <li key={document.documentId}>
            {t(`documents.codes.${document.code}`)}:{' '}
            {t('documents.sentOn', { name: document.fileName, date: claimDate(document.uploadedAt) })}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The claim: what to do now, its facts, its timeline and the documents sent. */
export function ClaimDetails(props: Props) {
  const { t } = useTranslation('claims-follow');
  const { claim } = props;
  const current = claim.timeline.length - 1;
  return (
    <>
      <NextStep {...props} />
      <Summary claim={claim} />
      <Panel aria-labelledby="claim-timeline">
        <h2 id="claim-timeline">{t('timeline.heading')}</h2>
        <Timeline>
          {claim.timeline.map((entry, index) => (
            <li key={`${entry.state}-${entry.at}`} aria-current={index === current ? 'step' : undefined}>
              <strong>{t(`states.${entry.state}`)}</strong>
              <span>
                <time dateTime={entry.at}>{claimDate(entry.at)}</time>
                {index === current ? ` (${t('timeline.current')})` : null}
              </span>
            </li>
          ))}
        </Timeline>
      </Panel>
      <Documents claim={claim} />
    </>
  );
}
