import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Actions, Notice } from '../../../app/ui/form-layout';
import type { Language } from '../../../app/languages';
import { joinPath } from '../access/join-code';
import { shareAccidentStatement } from '../../../api/share-accident-statement';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { QrImage } from '../ui/qr-image';

const Code = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 2.25rem;
  font-weight: 800;
  letter-spacing: 0.2em;
`;

const Link = styled.p`
  overflow-wrap: anywhere;
`;

/** Six characters read aloud or typed: shown in two groups of three. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * Driver A's phone links driver B's: a QR code of the join link, the link to send, and the six-character code with
 * its expiry. A new code replaces the old one; the page says when B's phone has joined.
 */
export function ClaimsReportSharePage() {
  const { t, i18n } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep('claims-report-share');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const join = claims.access?.join ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const { access, updateAccess } = claims;

  const newCode = async () => {
    const token = access?.partyTokens.A;
    if (!access || !token) return;
    setBusy(true);
    setFailed(false);
    try {
      updateAccess({ join: await shareAccidentStatement({ statementId: access.statementId, partyToken: token }) });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const language: Language = i18n.language === 'en' ? 'en' : 'hr';
  const valid = join !== null && Date.parse(join.expiresAt) > now;
  const link = join ? `${window.location.origin}${joinPath(join.code, language)}` : '';
  const expiresAt = join
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'hr-HR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Zagreb',
      }).format(new Date(join.expiresAt))
    : '';

  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText'), url: link });
      } catch {
        // The driver closed the share sheet: nothing to say.
      }
      return;
    }
    // Without a share sheet, the link goes to the clipboard where the browser allows it; it is on screen either way.
    if (!navigator.clipboard) return;
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-share" lead={t('share.lead')} />
      {statement.joined ? (
        <Notice role="status">
          <p>{t('share.joined')}</p>
        </Notice>
      ) : (
        <>
          {valid ? (
            <>
              <QrImage text={link} label={t('share.qrLabel')} />
              <h2>{t('share.codeHeading')}</h2>
              <Code aria-label={join.code.split('').join(' ')}>{spaced(join.code)}</Code>
              <p>{t('share.expires', { time: expiresAt })}</p>
              <Link>{link}</Link>
              <Actions>
                <SecondaryButton type="button" onClick={() => void share()}>
                  {t('share.send')}
                </SecondaryButton>
                {copied ? <span role="status">{t('share.copied')}</span> : null}
              </Actions>
            </>
          ) : (
            <Notice>
              <p>{t(join ? 'share.expired' : 'share.noCode')}</p>
            </Notice>
          )}
          <Actions>
            <SecondaryButton type="button" onClick={() => void newCode()} disabled={busy}>
              {t('share.newCode')}
            </SecondaryButton>
          </Actions>
          {failed ? (
            <Notice $tone="error" role="alert">
              <p>{t('errors.network')}</p>
            </Notice>
          ) : null}
          <p role="status" aria-live="polite">
            {t('share.waiting')}
          </p>
        </>
      )}
      <Actions>
        <PrimaryButton type="button" onClick={() => void step.goOn()}>
          {t(statement.joined ? 'continue' : 'share.continueMeanwhile')}
        </PrimaryButton>
      </Actions>
    </PageSection>
  );
}
