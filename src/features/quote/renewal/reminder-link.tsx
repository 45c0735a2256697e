import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';
import { PrimaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { Notice } from '../../../app/ui/form-layout';
import { useReminderLink, type ReminderLink as Link } from './use-reminder-link';

const schema = yup.object({
  dateOfBirth: yup
    .string()
    .required(fieldErrors.required)
    .test('typed-date', fieldErrors.date, function (value) {
      const read = readTypedDate(value);
      return 'date' in read || this.createError({ message: read.problem });
    }),
});

/** A reminder's link opens the renewal, with the policyholder's details, only for their date of birth. */
function ReminderIdentity({ reminder }: { reminder: Link }) {
  const { t } = useTranslation('renewal');
  const headingId = useId();
  const locked = reminder.problem === 'locked';
  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reminder.heading')}</h2>
      <p>{t('reminder.text', { plate: reminder.plate })}</p>
      {reminder.problem ? <p role="alert">{t(locked ? 'reminder.locked' : 'reminder.identity')}</p> : null}
      {locked ? null : (
        <Formik
          initialValues={{ dateOfBirth: '' }}
          validationSchema={schema}
          onSubmit={async ({ dateOfBirth }) => {
            const read = readTypedDate(dateOfBirth);
            if ('date' in read) await reminder.confirm(read.date);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-busy={isSubmitting}>
              <DateField name="dateOfBirth" label={t('reminder.dateOfBirth')} autoComplete="bday" />
              <PrimaryButton type="submit" aria-busy={isSubmitting}>
                {t('reminder.confirm')}
              </PrimaryButton>
            </Form>
          )}
        </Formik>
      )}
    </Notice>
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
