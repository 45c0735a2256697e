import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reminderLinkParams } from '@contracts/site-paths';
import { renewalReminderQuery } from '../../api/open-renewal-reminder';
import { paths } from '../../app/route-table';
import { Notice } from '../../app/ui/form-layout';
import { renewalParams } from '../../lib/renewal';

/** Which renewal the link's guest token names: the car and the day its policy ends. */
function NamedRenewal({ token }: { token: string }) {
  const { t } = useTranslation('renewal');
  const { data: reminder, isPending } = useQuery(renewalReminderQuery(token));
  if (isPending) return <p role="status">{t('signIn.loading')}</p>;
  // Signing in still shows the account's policies; so does a link that opens nothing (renewed meanwhile, or no longer
  // known).
  if (!reminder?.identityRequired) return <p>{t('signIn.generic')}</p>;
  const { licensePlate, endDate } = reminder;
  return (
    <>
      <p>{t('signIn.vehicle', { plate: licensePlate ?? '—', endDate })}</p>
      <p>{t('signIn.signIn')}</p>
      <p>{t('signIn.guest')}</p>
      <p>
        <Link to={`${paths.onboarding}?${reminderLinkParams.guest}=${encodeURIComponent(token)}`}>
          {t('signIn.guestLink')}
        </Link>
      </p>
    </>
  );
}

/**
 * The sign-in page sent to open an account's renewal (a reminder's link opened signed out, another phone, or the
 * policyholder the account holder bought for): which renewal it is, from the guest token the link carries, and the
 * two ways on, signing in or renewing without an account, which asks the policyholder's date of birth
 * (docs/decisions/0020-renewal-reminders.md). Loaded only then: it calls the functions, the sign-in form does not.
 */
export function RenewalNotice({ next }: { next: string }) {
  const { t } = useTranslation('renewal');
  const headingId = useId();
  const url = new URL(next, 'https://ao-online.invalid');
  if (url.pathname !== paths['new-policy'] || !url.searchParams.has(renewalParams.policy)) return null;
  const token = url.searchParams.get(reminderLinkParams.guest);
  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signIn.heading')}</h2>
      {/* A link sent before the token was added to it (issue 42) says only what signing in opens. */}
      {token ? <NamedRenewal token={token} /> : <p>{t('signIn.generic')}</p>}
    </Notice>
  );
}
