import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, readTypedDate } from '@contracts/field-rules';
import { displayDateSchema } from '@contracts/validation';
import * as yup from 'yup';
import { CallError } from '../../api/call-function';
import { loginPathFor } from '../../lib/next-path';
import { paths } from '../route-table';
import { DateField } from './date-field';
import { FocusFirstErrorOnSubmit } from './focus-first-error-on-submit';
import { FormColumn, Notice, TextLink } from './form-layout';
import { Panel } from './panel';
import { SubmitButton } from './submit-button';

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
  dateOfBirth: displayDateSchema()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? asDisplayDate(value) : value))
    .nonNullable(fieldErrors.required),
});

type Refusal = { errorKey: string; attemptsLeft: number | null };

/** Where the proof is asked: its texts' namespace (`identity.*` keys), and how its refusals read. */
export interface ProofTexts {
  namespace: 'claims-follow' | 'policy';
  /** The refusal after the last wrong date: the form goes, and the text says who can open it now. */
  lockedErrorKey: string;
  /** The text key of a failed call: its own refusal, or the network's "try again". */
  errorText: (error: unknown) => string;
}

/**
 * A guest proves who they are by a date of birth, as the resume link does (docs/decisions/0004-resume-link.md): a
 * claim's driver, a policy's policyholder. Each wrong date says how many tries are left, and after the last one only
 * the account opens it.
 */
export function DateOfBirthProof({
  prove,
  pathname,
  texts,
}: {
  prove: (dateOfBirth: string) => Promise<void>;
  pathname: string;
  texts: ProofTexts;
}) {
  const { t } = useTranslation(texts.namespace);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const locked = refusal?.errorKey === texts.lockedErrorKey;

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  return (
    <Panel aria-labelledby="identity-proof">
      <h2 id="identity-proof">{t('identity.heading')}</h2>
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
                setRefusal({ errorKey: texts.errorText(error), attemptsLeft: attemptsLeft ?? null });
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
