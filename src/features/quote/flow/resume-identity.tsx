import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { Notice } from '../../../app/ui/form-layout';
import type { Resume } from './use-resume-work-in-progress';

const schema = yup.object({
  dateOfBirth: yup
    .string()
    .required(fieldErrors.required)
    .test('typed-date', fieldErrors.date, function (value) {
      const read = readTypedDate(value);
      return 'date' in read || this.createError({ message: read.problem });
    }),
});

/**
 * A resume link holds a driver's OIB, e-mail and phone: they come back only to whoever enters the date of birth on
 * the record. The driver can also go on without them and type them again.
 */
export function ResumeIdentity({ resume }: { resume: Resume }) {
  const { t } = useTranslation('onboarding');
  const headingId = useId();
  const locked = resume.problem === 'locked';
  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('resume.heading')}</h2>
      <p>{t('resume.text', { plate: resume.plate })}</p>
      {resume.problem ? <p role="alert">{t(locked ? 'resume.locked' : 'resume.identity')}</p> : null}
      {locked ? null : (
        <Formik
          initialValues={{ dateOfBirth: '' }}
          validationSchema={schema}
          onSubmit={async ({ dateOfBirth }) => {
            const read = readTypedDate(dateOfBirth);
            if ('date' in read) await resume.confirm(read.date);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-busy={isSubmitting}>
              <DateField name="dateOfBirth" label={t('resume.dateOfBirth')} autoComplete="bday" />
              <PrimaryButton type="submit" aria-busy={isSubmitting}>
                {t('resume.confirm')}
              </PrimaryButton>
            </Form>
          )}
        </Formik>
      )}
      <p>
        <SecondaryButton type="button" onClick={resume.skip}>
          {t('resume.skip')}
        </SecondaryButton>
      </p>
    </Notice>
  );
}
