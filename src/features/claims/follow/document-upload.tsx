import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimDocumentCode, ClaimDocumentContentType, ClaimView } from '@contracts/claim';
import { claimDocumentContentTypes } from '@contracts/claim';
import { maxClaimDocumentBytes } from '@contracts/request-sizes';
import { hasFormatCharacter } from '@contracts/text-rules';
import { uploadClaimDocument } from '../../../api/upload-claim-document';
import { blobToBase64 } from '../../../api/upload-accident-photo';
import { SecondaryButton } from '../../../app/ui/buttons';
import { ErrorText, Note } from '../../../app/ui/panel';
import { reducePhoto } from '../photos/reduce-photo';
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

/** A file the phone will not send, with the text that says why (too big, or not a photo or PDF it can read). */
class FileRefused extends Error {
  constructor(readonly textKey: string) {
    super(textKey);
    this.name = 'FileRefused';
  }
}

/**
 * Told by its first bytes, as the server tells it, not by its name or the type the phone guesses from the name: a
 * PDF saved as `racun.jpg` is still a PDF, and a photo named `.pdf` still a photo.
 */
const isPdf = async (file: Blob) => (await file.slice(0, 5).text()) === '%PDF-';
const accepted = new Set<string>(claimDocumentContentTypes);

/** The file as it goes: a PDF as it is, a photo reduced on the phone as the statement's photos are (1600 px, 400 kB). */
async function prepare(file: File): Promise<{ blob: Blob; contentType: ClaimDocumentContentType; fileName: string }> {
  // A right-to-left override makes "racun\u202Efdp.exe" read "racunexe.pdf": the claim takes no such name, and the
  // driver can rename the file where a retry could not.
  if (hasFormatCharacter(file.name)) throw new FileRefused('claims-follow:documents.invisibleName');
  if (await isPdf(file)) {
    if (file.size > maxClaimDocumentBytes) throw new FileRefused('claims-follow:documents.tooBig');
    return { blob: file, contentType: 'application/pdf', fileName: file.name };
  }
  const blob = await reducePhoto(file).catch(() => {
    throw new FileRefused('claims-follow:documents.notReadable');
  });
  // A photo this browser could not draw goes as it is, which the claim takes only as a JPEG, PNG or WebP.
  if (!accepted.has(blob.type)) throw new FileRefused('claims-follow:documents.notReadable');
  const fileName = blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'slika'}.jpg`;
  return { blob, contentType: blob.type as ClaimDocumentContentType, fileName };
}

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
      prepared = await prepare(file);
    } catch (error) {
      const textKey = error instanceof FileRefused ? error.textKey : 'claims-follow:documents.notReadable';
      setUpload({ state: 'failed', errorKey: textKey, retry: null });
      return;
    }
    setUpload({ state: 'uploading' });
    try {
      const { claim } = await uploadClaimDocument({
        ...access,
        documentId,
        code,
        fileName: prepared.fileName.slice(0, 120),
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
