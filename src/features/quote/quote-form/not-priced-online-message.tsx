import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorKeys } from '@contracts/error-keys';
import { paths } from '../../../app/route-table';
import { PrimaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';

/**
 * The insurer gives no online price for this car and driver (a premium under the minimum, say). Trying again would
 * give the same answer, so the message offers the way forward vans and trial plates get: an offer request with the
 * details already entered, or the contact page.
 */
export function NotPricedOnlineMessage({ onRequestOffer }: { onRequestOffer: () => Promise<void> }) {
  const { t } = useTranslation();
  const { t: tFlow } = useTranslation('onboarding');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onRequestOffer();
    } finally {
      setSending(false);
    }
  };
  return (
    <Notice $tone="error" role="alert">
      <p>{t(errorKeys.generic)}</p>
      <p>
        <Trans
          t={tFlow}
          i18nKey="notPricedOnline.text"
          components={{ contactLink: <Link to={paths['contact-us']} /> }}
        />
      </p>
      <p>
        <PrimaryButton type="button" aria-busy={sending} onClick={() => void send()}>
          {sending ? tFlow('notPricedOnline.sending') : tFlow('notPricedOnline.send')}
        </PrimaryButton>
      </p>
    </Notice>
  );
}
