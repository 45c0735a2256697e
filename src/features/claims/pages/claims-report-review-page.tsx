import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import {
  missingForSigning,
  rolesThatSign,
  type AccidentStatementView,
  type MissingItem,
  type PartyRole,
  statementSideSchema,
} from '@contracts/accident-statement';
import { fieldErrors } from '@contracts/field-rules';
import { signAccidentStatementRequestSchema } from '@contracts/sign-accident-statement';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Actions, Notice } from '../../../app/ui/form-layout';
import { CallError } from '../../../api/call-function';
import { signAccidentStatement } from '../../../api/sign-accident-statement';
import { claimsFlow, guardedStatement } from '../flow/claims-flow';
import { useClaimsStep } from '../flow/use-claims-step';
import { useClaims } from '../state/claims-context';
import { useOnline } from '../offline/network';
import { sideOf } from '../state/statement-parts';
import { SideBox } from '../ui/claims-ui';
import { StatementTextArea } from '../ui/statement-text-area';
import { problemAt } from '../ui/contract-form';
import { SignaturePad } from '../drawing/signature-pad';
import { StatementSummary } from '../ui/statement-summary';

const stepOfMissing = (item: MissingItem) =>
  claimsFlow.path(item.section === 'common' ? 'claims-report-when-where' : 'claims-report-vehicle');

/** What is still missing before anyone may sign, each with the way to the step that fills it. */
function MissingList({ missing }: { missing: MissingItem[] }) {
  const { t } = useTranslation('claims');
  if (missing.length === 0) return null;
  return (
    <Notice $tone="error" aria-labelledby="missing-heading">
      <h2 id="missing-heading">{t('review.missingHeading')}</h2>
      <ul>
        {missing.map((item) => (
          <li key={`${item.section}-${item.field}`}>
            {t(`review.missing.${item.field}`, { role: item.section })}{' '}
            <Link to={stepOfMissing(item)}>{t('review.fill')}</Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function RemarksField({ role, statement }: { role: PartyRole; statement: AccidentStatementView }) {
  const { t } = useTranslation('claims');
  const { savePart } = useClaims();
  const side = sideOf(statement, role);
  const [remarks, setRemarks] = useState(side.remarks ?? '');
  const [saved, setSaved] = useState(false);
  const id = `remarks-${role}`;
  const kept = remarks.trim() === '' ? null : remarks.trim();
  const problem = problemAt(statementSideSchema, 'remarks', { remarks: kept });
  return (
    <div>
      <StatementTextArea
        id={id}
        label={t('review.remarksLabel', { role })}
        rows={3}
        value={remarks}
        onChange={setRemarks}
        problem={problem}
      />
      <Actions>
        <SecondaryButton
          type="button"
          onClick={() => {
            if (problem) {
              document.getElementById(id)?.focus();
              return;
            }
            savePart(role, { ...side, remarks: kept });
            setSaved(true);
          }}
        >
          {t('review.saveRemarks')}
        </SecondaryButton>
        {saved ? <span role="status">{t('review.remarksSaved')}</span> : null}
      </Actions>
    </div>
  );
}

/** One driver signs (a drawn signature) or declines with a reason; nothing is signed while facts are missing. */
function SignPanel({
  role,
  statement,
  missing,
}: {
  role: PartyRole;
  statement: AccidentStatementView;
  missing: MissingItem[];
}) {
  const { t } = useTranslation('claims');
  const { access, refresh, unsent } = useClaims();
  const online = useOnline();
  const [strokes, setStrokes] = useState<[number, number][][] | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const token = access?.partyTokens[role];
  const reasonProblem = declining
    ? problemAt(signAccidentStatementRequestSchema, 'reason', { decision: 'decline', reason: reason.trim() })
    : null;
  if (!access || !token) return null;

  const send = async (decision: 'sign' | 'decline') => {
    if (missing.length > 0) {
      setMessage(t('review.refused'));
      return;
    }
    if (decision === 'sign' && !strokes) {
      setMessage(t('review.drawFirst'));
      return;
    }
    if (decision === 'decline' && reason.trim() === '') {
      setMessage(t('review.reasonFirst'));
      return;
    }
    if (decision === 'decline' && reasonProblem) {
      document.getElementById(`reason-${role}`)?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await signAccidentStatement({
        statementId: access.statementId,
        partyToken: token,
        role,
        contentDigest: statement.contentDigest,
        decision,
        ...(decision === 'sign' ? { strokes: strokes ?? [] } : { reason: reason.trim() }),
      });
    } catch (error) {
      // The statement's own refusals (changed since the review, incomplete, locked) are worded in this namespace.
      const key = error instanceof CallError ? (error.errorKey as string) : '';
      setMessage(t(key.startsWith('claims:') ? key : 'errors.network'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  // Everything else is kept on the phone without a signal; the signature is the one thing that must reach the server,
  // and only once it has every edit the driver made, so what is signed is what they see.
  const waitReason = !online ? 'review.needsNetwork' : unsent ? 'review.sendingEdits' : null;

  return (
    <SideBox $role={role} aria-labelledby={`sign-${role}`}>
      <h2 id={`sign-${role}`}>{t('review.signHeading', { role })}</h2>
      <p>
        <strong>{t('review.factsNotFault')}</strong>
      </p>
      {declining ? (
        <StatementTextArea
          id={`reason-${role}`}
          label={t('review.reason')}
          rows={3}
          value={reason}
          onChange={setReason}
          problem={reasonProblem === fieldErrors.required ? null : reasonProblem}
        />
      ) : (
        <SignaturePad party={role} value={strokes} onChange={setStrokes} />
      )}
      {message ? (
        <Notice $tone="error" role="alert">
          <p>{message}</p>
        </Notice>
      ) : null}
      {waitReason ? (
        <Notice role="status">
          <p>{t(waitReason)}</p>
        </Notice>
      ) : null}
      <Actions>
        <PrimaryButton
          type="button"
          disabled={busy || waitReason !== null}
          onClick={() => void send(declining ? 'decline' : 'sign')}
        >
          {t(declining ? 'review.declineConfirm' : 'review.sign')}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => setDeclining(!declining)}>
          {t(declining ? 'review.backToSigning' : 'review.decline')}
        </SecondaryButton>
      </Actions>
    </SideBox>
  );
}

/**
 * Both sides read-only, what is still missing, the remarks, and the signing: each driver signs what they see (the
 * digest of the content they reviewed, which the other driver's signature leaves as it was); the last signature locks
 * the statement and sends it, and the guard takes both phones on.
 */
export function ClaimsReportReviewPage() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep('claims-report-review');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const missing = missingForSigning(statement);
  const signers = rolesThatSign(statement.mode, statement.otherParty);
  const mine = statement.you.filter((role) => signers.includes(role));
  const waitingFor = signers.filter((role) => statement.sides[role]?.signature === null);
  // On one phone the drivers sign in turn: A first, then the phone goes to B.
  const signingNow = mine.find((role) => statement.sides[role]?.signature === null) ?? null;

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-review" lead={t('review.lead')} />
      <MissingList missing={missing} />
      <StatementSummary statement={statement} />
      <h2>{t('review.remarks')}</h2>
      {statement.you.map((role) => (
        <RemarksField key={role} role={role} statement={statement} />
      ))}
      {signingNow ? (
        <SignPanel key={signingNow} role={signingNow} statement={statement} missing={missing} />
      ) : (
        <Notice role="status">
          <p>{t('review.waitingFor', { roles: waitingFor.join(', ') })}</p>
        </Notice>
      )}
    </PageSection>
  );
}
