import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimDocumentCode, ClaimView } from '@contracts/claim';
import { uploadClaimDocument } from '../../../api/upload-claim-document';
import { SecondaryButton } from '../../../app/ui/buttons';
import { ErrorText, Note } from '../../../app/ui/panel';
import { blobToBase64 } from '../../../lib/blob-base64';
import { DocumentRefused, isPdf, prepareDocument, type DocumentRefusal } from '../../../lib/document-file';
import { callErrorText } from './claim-texts';

type Upload =
  { state: 'reducing' | 'uploading' | 'uploaded' } | { state: 'failed'; errorKey: string; retry: (() => void) | null };

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// A 44 px target with the look of a button; the input itself stays the one control a keyboard and a reader reach.
const FileLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;

  input {
    display: block;
    max-width: 100%;
    min-height: 2.75rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The claim's texts for why the phone will not send a file. */
const refusalTexts: Record<DocumentRefusal, string> = {
  'invisible-name': 'claims-follow:documents.invisibleName',
  'too-big': 'claims-follow:documents.tooBig',
  'not-readable': 'claims-follow:documents.notReadable',
};

interface DocumentRowProps {
  code: ClaimDocumentCode;
  access: { claimId: string; accessToken: string | null };
  onUploaded: (claim: ClaimView) => void;
}

function DocumentRow({ code, access, onUploaded }: DocumentRowProps) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const [upload, setUpload] = useState<Upload | null>(null);
  const name = t(`documents.codes.${code}`);
  const inputId = `claim-document-${code}`;

  const send = async (file: File, documentId: string) => {
    setUpload({ state: (await isPdf(file)) ? 'uploading' : 'reducing' });
    let prepared;
    try {
      prepared = await prepareDocument(file);
    } catch (error) {
      const textKey = refusalTexts[error instanceof DocumentRefused ? error.reason : 'not-readable'];
      setUpload({ state: 'failed', errorKey: textKey, retry: null });
      return;
    }
    setUpload({ state: 'uploading' });
    try {
      const { claim } = await uploadClaimDocument({
        ...access,
        documentId,
        code,
        fileName: prepared.fileName,
        contentType: prepared.contentType,
        data: await blobToBase64(prepared.blob),
      });
      setUpload({ state: 'uploaded' });
      onUploaded(claim);
    } catch (error) {
      // The same document id again: a try whose answer was lost stores the document once.
      setUpload({ state: 'failed', errorKey: callErrorText(error), retry: () => void send(file, documentId) });
    }
  };

  const busy = upload?.state === 'reducing' || upload?.state === 'uploading';
  return (
    <li>
      <FileLabel htmlFor={inputId}>
        {name}
        <input
          id={inputId}
          type="file"
          accept="image/*,application/pdf"
          aria-label={t('documents.choose', { document: name })}
          aria-describedby={`${inputId}-state`}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file, crypto.randomUUID());
          }}
        />
      </FileLabel>
      <div id={`${inputId}-state`} role="status">
        {upload && upload.state !== 'failed' ? <Note>{t(`documents.${upload.state}`)}</Note> : null}
      </div>
      {upload?.state === 'failed' ? (
        <div role="alert">
          <ErrorText>{t(upload.errorKey)}</ErrorText>
          {upload.retry ? (
            <SecondaryButton type="button" onClick={upload.retry}>
              {t('documents.retry')}
            </SecondaryButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One row per document the insurer is missing, each sent on its own with its progress and its error. */
export function DocumentUpload({
  claim,
  accessToken,
  onUploaded,
}: {
  claim: ClaimView;
  accessToken: string | null;
  onUploaded: (claim: ClaimView) => void;
}) {
  const { t } = useTranslation('claims-follow');
  const access = { claimId: claim.claimId, accessToken };
  return (
    <>
      <p>{t('documents.text')}</p>
      <Rows>
        {claim.missingDocuments.map((code) => (
          <DocumentRow key={code} code={code} access={access} onUploaded={onUploaded} />
        ))}
      </Rows>
    </>
  );
}
