import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ibanSchema } from '@contracts/iban';
import { normaliseIban } from '@contracts/iban-rules';
import type { PolicyEndDocumentCode, PolicyEndingView } from '@contracts/policy-ending';
import { completePolicyEnding } from '../../api/complete-policy-ending';
import { fetchPolicyEndConfirmation } from '../../api/policy-end-confirmation';
import { DownloadButton } from '../../app/ui/download-button';
import { FieldMessages, TextField } from '../../app/ui/form-field';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FormColumn, Notice } from '../../app/ui/form-layout';
import { Details, ErrorText, Note, Panel } from '../../app/ui/panel';
import { SubmitButton } from '../../app/ui/submit-button';
import { useEuros } from '../../app/ui/use-euros';
import { blobToBase64 } from '../../lib/blob-base64';
import { DocumentRefused, prepareDocument } from '../../lib/document-file';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import { policyCallErrorText } from './policy-texts';
import type { PolicyAccess } from './use-managed-policy';

type Shown = (ending: PolicyEndingView) => void;

/** A document the insurer asked for on top, sent as soon as it is chosen. */
function MissingDocument({
  code,
  access,
  showEnding,
}: {
  code: PolicyEndDocumentCode;
  access: PolicyAccess;
  showEnding: Shown;
}) {
  const { t } = useTranslation('policy');
  const [state, setState] = useState<{ kind: 'idle' | 'uploading' } | { kind: 'failed'; textKey: string }>({
    kind: 'idle',
  });
  const inputId = `policy-missing-${code}`;
  const send = async (file: File) => {
    setState({ kind: 'uploading' });
    try {
      const prepared = await prepareDocument(file);
      const { ending } = await completePolicyEnding({
        ...access,
        document: {
          documentId: crypto.randomUUID(),
          code,
          fileName: prepared.fileName,
          contentType: prepared.contentType,
          data: await blobToBase64(prepared.blob),
        },
      });
      setState({ kind: 'idle' });
      showEnding(ending);
    } catch (error) {
      setState({
        kind: 'failed',
        textKey: error instanceof DocumentRefused ? 'end.fileNotReadable' : policyCallErrorText(error),
      });
    }
  };
  return (
    <div>
      <label htmlFor={inputId}>
        <strong>{t('ending.missing', { document: t(`end.documents.${code}`) })}</strong>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*,application/pdf"
        disabled={state.kind === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <div role="status">{state.kind === 'uploading' ? <Note>{t('ending.uploading')}</Note> : null}</div>
      {state.kind === 'failed' ? <ErrorText role="alert">{t(state.textKey)}</ErrorText> : null}
    </div>
  );
}

const ibanMessages = (field: string, reason: string) => [`policy:validation.${field}.${reason}`];

/** The account a refund the card could not take back is paid to. */
function RefundIban({ access, showEnding }: { access: PolicyAccess; showEnding: Shown }) {
  const { t } = useTranslation('policy');
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FieldMessages value={ibanMessages}>
      <FormColumn>
        <Formik
          initialValues={{ iban: '' }}
          validationSchema={yup.object({ iban: ibanSchema() })}
          onSubmit={async ({ iban }) => {
            setFailure(null);
            try {
              showEnding((await completePolicyEnding({ ...access, iban: normaliseIban(iban) })).ending);
            } catch (error) {
              setFailure(policyCallErrorText(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate ref={formRef} aria-busy={isSubmitting}>
              <FocusFirstErrorOnSubmit form={formRef} />
              <TextField
                name="iban"
                label={t('ending.iban')}
                hint={t('ending.ibanHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              {failure ? <ErrorText role="alert">{t(failure)}</ErrorText> : null}
              <SubmitButton busy={isSubmitting} busyText={t('ending.ibanSending')}>
                {t('ending.ibanSubmit')}
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </FormColumn>
    </FieldMessages>
  );
}

/** What the refund line says: how much, where to, and whether it has gone. */
function refundText(refund: NonNullable<PolicyEndingView['refund']>, euros: (amount: number) => string) {
  const values = { amount: euros(refund.amount), iban: refund.ibanMasked ?? '' };
  if (refund.state === 'none') return { key: 'ending.refundNone', values };
  if (refund.state === 'needs-iban') return { key: 'ending.refunds.needs-iban', values };
  return { key: `ending.refunds.${refund.method ?? 'card'}-${refund.state}`, values };
}

/** Where an asked ending stands, and what it still needs from the driver. */
export function PolicyEndingStatus({
  ending,
  access,
  showEnding,
}: {
  ending: PolicyEndingView;
  access: PolicyAccess;
  showEnding: Shown;
}) {
  const { t } = useTranslation('policy');
  const euros = useEuros();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A state that changes while the driver is here (the insurer answered) is where their attention goes.
  const firstState = useRef(ending.state);
  useEffect(() => {
    if (ending.state !== firstState.current) headingRef.current?.focus();
  }, [ending.state]);
  const refund = ending.refund ? refundText(ending.refund, euros) : null;
  return (
    <Panel aria-labelledby="policy-ending">
      <h2 id="policy-ending" ref={headingRef} tabIndex={-1}>
        {t('ending.heading')}
      </h2>
      <div role="status">
        <p>
          <strong>{t(`ending.states.${ending.state}`)}</strong>
        </p>
      </div>
      {ending.refusal ? (
        <>
          <p>{t(`ending.refusals.${ending.refusal}`)}</p>
          <p>{t('ending.tryAgain')}</p>
        </>
      ) : null}
      <Details>
        <dt>{t('ending.reason')}</dt>
        <dd>{t(`end.reasonNames.${ending.reason}`)}</dd>
        <dt>{t('ending.endDate')}</dt>
        <dd>{ending.endDate}</dd>
        {ending.coverEndsAt ? (
          <>
            <dt>{t('ending.coverEndsAt')}</dt>
            <dd>{formatZagrebDateTime(ending.coverEndsAt)}</dd>
          </>
        ) : null}
        {ending.bonusMalusClass !== null ? (
          <>
            <dt>{t('ending.bonusMalus')}</dt>
            <dd>{ending.bonusMalusClass}</dd>
          </>
        ) : null}
      </Details>
      {ending.bonusMalusClass !== null ? <Note>{t('ending.bonusMalusHint')}</Note> : null}
      {ending.state === 'documents-missing'
        ? ending.missingDocuments.map((code) => (
            <MissingDocument key={code} code={code} access={access} showEnding={showEnding} />
          ))
        : null}
      {refund ? (
        <Notice>
          <p>
            <strong>{t('ending.refund')}</strong>
          </p>
          <p>{t(refund.key, refund.values)}</p>
        </Notice>
      ) : null}
      {ending.refund?.state === 'needs-iban' ? <RefundIban access={access} showEnding={showEnding} /> : null}
      {ending.state === 'ended' ? (
        <>
          <Note>{t('ending.emailed')}</Note>
          <DownloadButton
            label={t('ending.download')}
            busyLabel={t('ending.downloading')}
            failedText={t('ending.downloadFailed')}
            fetchFile={() => fetchPolicyEndConfirmation(access)}
          />
        </>
      ) : null}
    </Panel>
  );
}
