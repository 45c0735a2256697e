import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimDateOfBirthSchema } from '@contracts/claim';
import { claimErrorKeys } from '@contracts/claim-error-keys';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';
import * as yup from 'yup';
import { CallError } from '../../../api/call-function';
import { paths } from '../../../app/route-table';
import { DateField } from '../../../app/ui/date-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { FormColumn, Notice, TextLink } from '../../../app/ui/form-layout';
import { Panel } from '../../../app/ui/panel';
import { SubmitButton } from '../../../app/ui/submit-button';
import { loginPathFor } from '../../../lib/next-path';
import { callErrorText } from './claim-texts';

/**
 * The date as typed in any of the ways Croatians type it (14.5.1986., 14051986…) in the contract's dd/MM/yyyy, so the
 * contract's own check says what is wrong with it: not a date, or a day that does not exist (31.02.).
 */
function asDisplayDate(typed: string): string | null {
  if (typed.trim() === '') return null;
  const read = readTypedDate(typed);
  if ('date' in read) return read.date;
  const parts = /^\D*(\d{1,2})\D+(\d{1,2})\D+(\d{4})\D*$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed.trim());
  return parts ? `${parts[1]?.padStart(2, '0')}/${parts[2]?.padStart(2, '0')}/${parts[3]}` : typed;
}

const schema = yup.object({
  dateOfBirth: claimDateOfBirthSchema()
    .transform((value: unknown) => (typeof value === 'string' ? asDisplayDate(value) : value))
    .nonNullable(fieldErrors.required),
});

type Refusal = { errorKey: string; attemptsLeft: number | null };

/**
 * A guest proves they are one of the statement's drivers by a date of birth on it, as the resume link does
 * (docs/decisions/0004-resume-link.md): each wrong date says how many tries are left, and after the last one the claim
 * opens only from the owner's account.
 */
export function IdentityForm({ prove, pathname }: { prove: (dateOfBirth: string) => Promise<void>; pathname: string }) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const locked = refusal?.errorKey === claimErrorKeys.claimIdentityLocked;

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  return (
    <Panel aria-labelledby="claim-identity">
      <h2 id="claim-identity">{t('identity.heading')}</h2>
      <p>{t('identity.text')}</p>
      {refusal ? (
        <Notice $tone="error" role="alert" ref={alertRef} tabIndex={-1}>
          <p>{t(refusal.errorKey)}</p>
          {refusal.attemptsLeft !== null && !locked ? (
            <p>{t('identity.attemptsLeft', { count: refusal.attemptsLeft })}</p>
          ) : null}
          {locked ? <p>{t('identity.locked')}</p> : null}
        </Notice>
      ) : null}
      {locked ? null : (
        <FormColumn>
          <Formik
            initialValues={{ dateOfBirth: '' }}
            validationSchema={schema}
            onSubmit={async ({ dateOfBirth }) => {
              const read = readTypedDate(dateOfBirth);
              if (!('date' in read)) return;
              try {
                await prove(read.date);
              } catch (error) {
                const attemptsLeft =
                  error instanceof CallError
                    ? (error.details as { attemptsLeft?: number } | undefined)?.attemptsLeft
                    : undefined;
                setRefusal({ errorKey: callErrorText(error), attemptsLeft: attemptsLeft ?? null });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate ref={formRef} aria-busy={isSubmitting}>
                <FocusFirstErrorOnSubmit form={formRef} />
                <DateField
                  name="dateOfBirth"
                  label={t('identity.dateOfBirth')}
                  hint={t('identity.hint')}
                  autoComplete="bday"
                />
                <SubmitButton busy={isSubmitting} busyText={t('identity.checking')}>
                  {t('identity.submit')}
                </SubmitButton>
              </Form>
            )}
          </Formik>
        </FormColumn>
      )}
      <p>{t('identity.signedInHint')}</p>
      <TextLink to={loginPathFor(paths.login, pathname)}>{t('identity.signIn')}</TextLink>
    </Panel>
  );
}
