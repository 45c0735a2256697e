import { Form, Formik, useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as yup from 'yup';
import { displayDateToIso, fieldErrors, readTypedDate } from '@contracts/field-rules';
import type { ManagedPolicy } from '@contracts/get-policy';
import { zagrebDate } from '@contracts/policy-dates';
import { policyEndReasons, proofOfReason, type PolicyEndingView, type PolicyEndReason } from '@contracts/policy-ending';
import { endPolicy } from '../../api/end-policy';
import { DateField } from '../../app/ui/date-field';
import { CheckboxField, FieldMessages } from '../../app/ui/form-field';
import { FieldError, FieldHint } from '../../app/ui/field-styles';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FormColumn, Notice } from '../../app/ui/form-layout';
import { Panel } from '../../app/ui/panel';
import { RadioGroupField } from '../../app/ui/radio-group-field';
import { SubmitButton } from '../../app/ui/submit-button';
import { typedDateSchema } from '../../app/ui/typed-date';
import { blobToBase64 } from '../../lib/blob-base64';
import { DocumentRefused, prepareDocument, type DocumentRefusal } from '../../lib/document-file';
import { policyCallErrorText } from './policy-texts';
import type { PolicyAccess } from './use-managed-policy';

const refusalTexts: Record<DocumentRefusal, string> = {
  'invisible-name': 'end.fileInvisibleName',
  'too-big': 'end.fileTooBig',
  'not-readable': 'end.fileNotReadable',
};

const FileInput = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: block;
    font-weight: 600;
  }

  input {
    display: block;
    max-width: 100%;
    min-height: 2.75rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** A file chosen once, with the id the server keeps it by: choosing it again is a new document. */
interface ChosenFile {
  file: File;
  documentId: string;
}

function DocumentField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { t } = useTranslation('policy');
  const [field, meta, helpers] = useField<ChosenFile | null>(name);
  const inputId = `field-${name}`;
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return (
    <FileInput>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept="image/*,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          void helpers.setTouched(true, false);
          void helpers.setValue(file ? { file, documentId: crypto.randomUUID() } : null);
        }}
      />
      <FieldHint id={`${inputId}-hint`}>{field.value ? field.value.file.name : hint}</FieldHint>
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
    </FileInput>
  );
}

interface Values {
  reason: PolicyEndReason | '';
  endDate: string;
  document: ChosenFile | null;
  acknowledged: boolean;
}

const isoOfTyped = (typed: string) => {
  const read = readTypedDate(typed);
  return 'date' in read ? displayDateToIso(read.date) : undefined;
};

/** The form's own checks, worded by the `policy:validation.*` texts; the server checks all of it again. */
const schemaFor = (policy: ManagedPolicy) =>
  yup.object({
    reason: yup.string().oneOf(policyEndReasons, fieldErrors.required).required(fieldErrors.required),
    endDate: typedDateSchema().when('reason', {
      is: (reason: string) => reason !== 'withdrawal',
      then: (schema) =>
        schema.required(fieldErrors.required).test('out-of-cover', 'out-of-cover', (typed) => {
          const iso = isoOfTyped(typed);
          const today = zagrebDate(new Date());
          return iso === undefined || (iso >= (displayDateToIso(policy.firstDay) ?? '') && iso <= today);
        }),
    }),
    document: yup
      .mixed<ChosenFile>()
      .nullable()
      .when('reason', {
        is: (reason: string) => reason !== '' && reason !== 'withdrawal',
        then: (schema) => schema.nonNullable('validation.document.required').required('validation.document.required'),
      }),
    acknowledged: yup.boolean().oneOf([true], fieldErrors.required),
  });

const messageKeys = (field: string, reason: string) => [`policy:validation.${field}.${reason}`];

/**
 * Withdraw within the 14 days, or end the policy for a reason with its proof. Before sending, the driver reads that a
 * car on the road must always be insured and from when this one is not, and ticks that they understood.
 */
export function PolicyEndForm({
  policy,
  access,
  showEnding,
}: {
  policy: ManagedPolicy;
  access: PolicyAccess;
  showEnding: (ending: PolicyEndingView) => void;
}) {
  const { t } = useTranslation('policy');
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const reasons = policyEndReasons.filter((reason) => reason !== 'withdrawal' || policy.withdrawable);
  const submit = async (values: Values) => {
    setFailure(null);
    const reason = values.reason as PolicyEndReason;
    let document;
    if (reason !== 'withdrawal' && values.document) {
      setPreparing(true);
      try {
        const prepared = await prepareDocument(values.document.file);
        document = {
          documentId: values.document.documentId,
          code: proofOfReason[reason] ?? 'sale-contract',
          fileName: prepared.fileName,
          contentType: prepared.contentType,
          data: await blobToBase64(prepared.blob),
        };
      } catch (error) {
        setFailure(refusalTexts[error instanceof DocumentRefused ? error.reason : 'not-readable']);
        return;
      } finally {
        setPreparing(false);
      }
    }
    const typed = readTypedDate(values.endDate);
    try {
      // A withdrawal sends neither: the callable protocol would send a key set to undefined as null.
      const { ending } = await endPolicy({
        ...access,
        reason,
        ...(reason !== 'withdrawal' && 'date' in typed ? { endDate: typed.date } : {}),
        ...(document ? { document } : {}),
        acknowledged: true,
      });
      showEnding(ending);
    } catch (error) {
      setFailure(policyCallErrorText(error));
    }
  };

  return (
    <Panel aria-labelledby="policy-end">
      <h2 id="policy-end">{t('end.heading')}</h2>
      <p>{t('end.text')}</p>
      <FieldMessages value={messageKeys}>
        <FormColumn>
          <Formik<Values>
            initialValues={{ reason: '', endDate: '', document: null, acknowledged: false }}
            validationSchema={schemaFor(policy)}
            onSubmit={submit}
          >
            {({ isSubmitting, values }) => {
              const reason = values.reason;
              const proof = reason ? proofOfReason[reason] : null;
              return (
                <Form noValidate ref={formRef} aria-busy={isSubmitting}>
                  <FocusFirstErrorOnSubmit form={formRef} />
                  <RadioGroupField
                    name="reason"
                    legend={t('end.reason')}
                    options={reasons.map((value) => ({
                      value,
                      label: t(`end.reasons.${value}`, { date: policy.withdrawalUntil }),
                    }))}
                  />
                  {reason && reason !== 'withdrawal' ? (
                    <>
                      <DateField
                        name="endDate"
                        label={t('end.endDate')}
                        hint={t('end.endDateHint', { first: policy.firstDay })}
                      />
                      {proof ? (
                        <DocumentField
                          name="document"
                          label={t('end.document', { document: t(`end.documents.${proof}`) })}
                          hint={t('end.documentHint')}
                        />
                      ) : null}
                    </>
                  ) : null}
                  <Notice role="note" aria-labelledby="policy-end-insured">
                    <p id="policy-end-insured">
                      <strong>{t('end.insuredHeading')}</strong>
                    </p>
                    <p>{t('end.insured')}</p>
                    <p>{t(reason === 'withdrawal' ? 'end.coverEndsToday' : 'end.coverEndsOn')}</p>
                    {policy.paidByInstalments ? <p>{t('end.instalments')}</p> : null}
                  </Notice>
                  <CheckboxField name="acknowledged" label={t('end.acknowledged')} />
                  {failure ? (
                    <Notice $tone="error" role="alert" ref={failureRef} tabIndex={-1}>
                      <p>{t(failure)}</p>
                    </Notice>
                  ) : null}
                  <SubmitButton busy={isSubmitting} busyText={t(preparing ? 'end.preparing' : 'end.sending')}>
                    {t(reason === 'withdrawal' ? 'end.submitWithdrawal' : 'end.submit')}
                  </SubmitButton>
                </Form>
              );
            }}
          </Formik>
        </FormColumn>
      </FieldMessages>
    </Panel>
  );
}
