import { useTranslation } from 'react-i18next';
import { DateOfBirthProof } from '../flow/date-of-birth-proof';
import { useReminderLink, type ReminderLink as Link } from './use-reminder-link';

/** A reminder's link opens the renewal, with the policyholder's details, only for their date of birth. */
function ReminderIdentity({ reminder }: { reminder: Link }) {
  const { t } = useTranslation('renewal');
  return (
    <DateOfBirthProof
      texts={{
        heading: t('reminder.heading'),
        text: t('reminder.text', { plate: reminder.plate }),
        identity: t('reminder.identity'),
        locked: t('reminder.locked'),
        dateOfBirth: t('reminder.dateOfBirth'),
        confirm: t('reminder.confirm'),
      }}
      problem={reminder.problem}
      confirm={reminder.confirm}
    />
  );
}

/**
 * A guest's renewal reminder link (`/onboarding?renewal=<token>`): what it is doing, the date of birth it asks, or why
 * it opens nothing. Loaded only when the page has such a link.
 */
export function ReminderLink({ token }: { token: string }) {
  const { t } = useTranslation('renewal');
  const reminder = useReminderLink(token);
  if (reminder.state === 'opening') return <p role="status">{t('reminder.opening')}</p>;
  if (reminder.state === 'failed') return <p role="alert">{t('reminder.notFound')}</p>;
  if (reminder.state === 'confirm') return <ReminderIdentity reminder={reminder} />;
  return null;
}
