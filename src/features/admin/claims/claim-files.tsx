import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import type { AdminGetClaimFileRequest, AdminGetClaimFileResponse } from '@contracts/admin-get-claim-file';
import { useAdminClaimFile } from '../../../api/admin-get-claim-file';
import { saveFile } from '../../../api/policy-pdf';
import { SecondaryButton } from '../../../app/ui/buttons';
import { CallErrorText, SentenceWithDriverTexts, formatInstant } from '../admin-ui';
import { base64ToBlob } from '../../../lib/blob-base64';

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Shown = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};

  img {
    display: block;
    max-width: 100%;
    max-height: 28rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const blobOf = (file: AdminGetClaimFileResponse) => base64ToBlob(file.data, file.contentType);

type FileRequest = Omit<AdminGetClaimFileRequest, 'platform' | 'platformVersion'>;

/** The photo on screen, with its object URL given back when another replaces it or the page goes. */
function useShownPhoto() {
  const [shown, setShown] = useState<{ url: string; label: string } | null>(null);
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);
  return [shown, setShown] as const;
}

/**
 * The claim's files, each fetched only when staff ask for it (every read is audited): the statement's PDF and the
 * driver's documents as downloads, the statement's photos shown on the page.
 */
export function ClaimFiles({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const file = useAdminClaimFile();
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useShownPhoto();
  const fetchFile = async (key: string, request: FileRequest) => {
    if (busy) return null;
    setBusy(key);
    try {
      return await file.mutateAsync(request);
    } catch {
      // Shown below from the mutation's error.
      return null;
    } finally {
      setBusy(null);
    }
  };
  const download = async (key: string, request: FileRequest) => {
    const answer = await fetchFile(key, request);
    if (answer) saveFile(blobOf(answer), answer.fileName);
  };
  const show = async (key: string, request: FileRequest, label: string) => {
    const answer = await fetchFile(key, request);
    if (answer) setShown({ url: URL.createObjectURL(blobOf(answer)), label });
  };
  const photoNumbers = { A: 0, B: 0 };
  return (
    <>
      <Files aria-label={t('admin-claims:claim.files.statement')}>
        <li>
          <SecondaryButton
            type="button"
            aria-busy={busy === 'pdf'}
            onClick={() => void download('pdf', { claimId: claim.claimId, kind: 'statement-pdf', fileId: null })}
          >
            {busy === 'pdf' ? t('admin-claims:claim.files.loading') : t('admin-claims:claim.files.pdf')}
          </SecondaryButton>
        </li>
        {claim.photos.map((photo) => {
          photoNumbers[photo.role] += 1;
          const label = t('admin-claims:claim.files.photo', { role: photo.role, number: photoNumbers[photo.role] });
          return (
            <li key={photo.photoId}>
              <SecondaryButton
                type="button"
                aria-busy={busy === photo.photoId}
                onClick={() =>
                  void show(photo.photoId, { claimId: claim.claimId, kind: 'photo', fileId: photo.photoId }, label)
                }
              >
                {busy === photo.photoId ? t('admin-claims:claim.files.loading') : label}
              </SecondaryButton>
            </li>
          );
        })}
      </Files>
      {claim.photos.length === 0 ? <p>{t('admin-claims:claim.files.noPhotos')}</p> : null}
      {shown ? (
        <Shown>
          <img src={shown.url} alt={shown.label} />
          <figcaption>{shown.label}</figcaption>
        </Shown>
      ) : null}
      <h3>{t('admin-claims:claim.files.documents')}</h3>
      {claim.claim.documents.length === 0 ? (
        <p>{t('admin-claims:claim.files.noDocuments')}</p>
      ) : (
        <Files aria-label={t('admin-claims:claim.files.documents')}>
          {claim.claim.documents.map((document) => (
            <li key={document.documentId}>
              <SecondaryButton
                type="button"
                aria-busy={busy === document.documentId}
                onClick={() =>
                  void download(document.documentId, {
                    claimId: claim.claimId,
                    kind: 'document',
                    fileId: document.documentId,
                  })
                }
              >
                <SentenceWithDriverTexts
                  sentence={(texts) =>
                    t('admin-claims:claim.files.document', {
                      ...texts,
                      code: t(`admin-claims:claim.documentCodes.${document.code}`),
                      at: formatInstant(document.uploadedAt),
                    })
                  }
                  // A name from before the rules could still hold an override ("racun\u202Efdp.exe").
                  texts={{ name: document.fileName }}
                />
              </SecondaryButton>
            </li>
          ))}
        </Files>
      )}
      <CallErrorText error={file.error} />
    </>
  );
}
