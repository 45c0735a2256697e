import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../../app/ui/form-layout';
import { paths } from '../../../app/route-table';
import { addLocaleLoaders } from '../../../app/i18n';
import { getAccidentStatementPdf } from '../../../api/get-accident-statement-pdf';
import { guardedStatement } from '../flow/claims-flow';
import { useClaimsStep } from '../flow/use-claims-step';
import { useClaims } from '../state/claims-context';
import { readingToken } from '../access/statement-access';
import { clearStatementData } from '../offline/clear-statement-data';
import { Steps } from '../ui/claims-ui';
import { base64ToBlob } from '../../../lib/blob-base64';

// What happens after the send is the claim's story, worded with the claim's page the sent page leads to.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/*/claims-follow.json'));

function downloadBase64(fileName: string, data: string) {
  const url = URL.createObjectURL(base64ToBlob(data, 'application/pdf'));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; a minute is ample before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The locked statement: its claim number once the insurer answered, the PDF, and what happens next. */
export function ClaimsReportSentPage() {
  const { t } = useTranslation('claims');
  const { t: tFollow } = useTranslation('claims-follow');
  const claims = useClaims();
  const step = useClaimsStep('claims-report-sent');
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const sentAt = claims.access?.sentAt ?? null;
  const locked = claims.statement?.state !== 'draft' && claims.statement !== null;
  const { updateAccess } = claims;
  const statementId = claims.access?.statementId ?? null;
  useEffect(() => {
    if (!locked || sentAt || !statementId) return;
    // The access is kept 30 days from now, for the PDF and the claim number; what the phone kept to send is done with.
    updateAccess({ sentAt: new Date().toISOString() });
    void clearStatementData(statementId);
  }, [locked, sentAt, statementId, updateAccess]);
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const { access } = claims;

  const download = async () => {
    if (!access) return;
    setPdf('busy');
    try {
      const file = await getAccidentStatementPdf({ statementId: access.statementId, partyToken: readingToken(access) });
      downloadBase64(file.fileName, file.data);
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };

  const claimNumber = statement.sent?.claimNumber ?? null;
  const linked = statement.sides.A.linkedPolicy !== null || statement.sides.B?.linkedPolicy != null;
  return (
    <PageSection>
      <ClaimsHeader id="claims-report-sent" lead={t('sent.lead')} />
      <Notice role="status">
        {claimNumber ? (
          <>
            <p>
              {t('sent.claimNumber')} <strong data-testid="claim-number">{claimNumber}</strong>
            </p>
            {/* The claim's id is its statement's: its page follows the claim to the money (issue 28). */}
            <p>
              <TextLink to={`${paths['claims-follow']}/${statement.statementId}`}>{tFollow('sent.follow')}</TextLink>
            </p>
          </>
        ) : (
          <p>{t(linked ? 'sent.claimPending' : 'sent.notOurs')}</p>
        )}
        <p>{t(statement.sent?.emailed ? 'sent.emailed' : 'sent.emailPending')}</p>
        {statement.lock ? <p>{t('sent.locked', { hash: statement.lock.hash.slice(0, 16) })}</p> : null}
      </Notice>
      <Actions>
        <PrimaryButton type="button" disabled={pdf === 'busy'} onClick={() => void download()}>
          {t(pdf === 'busy' ? 'sent.downloading' : 'sent.download')}
        </PrimaryButton>
      </Actions>
      {pdf === 'failed' ? (
        <Notice $tone="error" role="alert">
          <p>{t('errors.network')}</p>
        </Notice>
      ) : null}
      <h2>{tFollow('sent.nextHeading')}</h2>
      <Steps>
        {(tFollow('sent.next', { returnObjects: true }) as string[]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Steps>
      <Actions>
        <SecondaryButton type="button" onClick={claims.discard}>
          {t('sent.forget')}
        </SecondaryButton>
      </Actions>
    </PageSection>
  );
}
