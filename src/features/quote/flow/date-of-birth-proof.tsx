import { Form, Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import * as yup from 'yup';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';
import { PrimaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { Notice } from '../../../app/ui/form-layout';

const schema = yup.object({
  dateOfBirth: yup
    .string()
    .required(fieldErrors.required)
    .test('typed-date', fieldErrors.date, function (value) {
      const read = readTypedDate(value);
      return 'date' in read || this.createError({ message: read.problem });
    }),
});

export interface DateOfBirthProofTexts {
  heading: string;
  text: string;
  /** Said when the date given was not the record's. */
  identity: string;
  /** Said when too many wrong dates locked the link. */
  locked: string;
  dateOfBirth: string;
  confirm: string;
}

/**
 * A link that brings back a driver's details (a resume link, a renewal reminder) opens only for the date of birth on
 * the record: the one form both ask it with, the refusal, and the lock after too many wrong dates.
 */
export function DateOfBirthProof({
  texts,
  problem,
  confirm,
  children,
}: {
  texts: DateOfBirthProofTexts;
  problem: 'identity' | 'locked' | null;
  confirm: (dateOfBirth: string) => Promise<void>;
  children?: ReactNode;
}) {
  const headingId = useId();
  const locked = problem === 'locked';
  return (
    <Notice as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.text}</p>
      {problem ? <p role="alert">{locked ? texts.locked : texts.identity}</p> : null}
      {locked ? null : (
        <Formik
          initialValues={{ dateOfBirth: '' }}
          validationSchema={schema}
          onSubmit={async ({ dateOfBirth }) => {
            const read = readTypedDate(dateOfBirth);
            if ('date' in read) await confirm(read.date);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-busy={isSubmitting}>
              <DateField name="dateOfBirth" label={texts.dateOfBirth} autoComplete="bday" />
              <PrimaryButton type="submit" aria-busy={isSubmitting}>
                {texts.confirm}
              </PrimaryButton>
            </Form>
          )}
        </Formik>
      )}
      {children}
    </Notice>
  );
}
