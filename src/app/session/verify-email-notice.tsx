import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendAccountEmail } from '../../api/account';
import { purchaseLocaleOf } from '../../lib/purchase-locale';
import { CountdownButton } from '../ui/countdown-button';
import { Notice } from '../ui/form-layout';
import { useSession } from './use-session';

/** How long before another verification e-mail can be asked for; the server limits it per hour as well. */
const resendAfterSeconds = 60;

/** Sends the signed-in user a new verification e-mail, says whether it went, and waits before the next one. */
export function ResendVerification() {
  const { t, i18n } = useTranslation('auth');
  const resend = useSendAccountEmail();
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const send = async () => {
    try {
      await resend.mutateAsync({ kind: 'email-verification', locale: purchaseLocaleOf(i18n.language) });
      setResult('sent');
      return true;
    } catch {
      setResult('failed');
      return false;
    }
  };
  return (
    <>
      <p role="status">{result === 'sent' ? t('verify.sent') : result === 'failed' ? t('verify.failed') : null}</p>
      <CountdownButton
        seconds={resendAfterSeconds}
        onPress={send}
        busyLabel={t('verify.sending')}
        waitingLabel={(left) => t('verify.wait', { count: left })}
      >
        {t('verify.resend')}
      </CountdownButton>
    </>
  );
}

/**
 * Until the e-mail is verified: what that is for (policies bought with it join the account only then), and a way to
 * get the e-mail again. The session notices verification by itself (it polls), so the notice then goes away.
 */
export function VerifyEmailNotice() {
  const session = useSession();
  const { t } = useTranslation('auth');
  if (session.status !== 'signed-in' || session.emailVerified) return null;
  return (
    <Notice aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading">{t('verify.heading')}</h2>
      <p>{t('verify.text', { email: session.email })}</p>
      <ResendVerification />
    </Notice>
  );
}
