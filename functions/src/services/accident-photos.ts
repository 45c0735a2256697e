/**
 * A side's photos: checked by their bytes and stripped of metadata (photo-bytes.ts), stored privately in Cloud
 * Storage under the statement, and read back only by a phone holding one of the statement's secrets.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { maxPhotosPerSide } from '../contracts/accident-statement.js';
import type { DeleteAccidentPhotoRequest } from '../contracts/delete-accident-photo.js';
import { accidentErrorKeys } from '../contracts/accident-error-keys.js';
import type { GetAccidentPhotoRequest, GetAccidentPhotoResponse } from '../contracts/get-accident-photo.js';
import type { SaveAccidentStatementResponse } from '../contracts/save-accident-common.js';
import type { UploadAccidentPhotoRequest, UploadAccidentPhotoResponse } from '../contracts/upload-accident-photo.js';
import { deleteFile, readFile, saveFile } from '../storage/file-store.js';
import { changeAccidentStatement, type StoredSide } from '../store/accident-statements.js';
import { DomainError, type CallContext } from './domain-error.js';
import { contentChange, emptySide, photoPath, readWithAccess, writableBy } from './accident-statements.js';
import { checkPhoto } from './photo-bytes.js';

const photoNotFound = () => new DomainError('not-found', { errorKey: accidentErrorKeys.accidentPhotoNotFound });
const tooManyPhotos = () =>
  new DomainError('failed-precondition', { errorKey: accidentErrorKeys.accidentTooManyPhotos });

/**
 * Stores the photo, then lists it on the side. The phone names it, so a retry after a lost answer finds it listed
 * and changes nothing. A side with its eight photos takes no more.
 */
export async function uploadAccidentPhoto(
  input: UploadAccidentPhotoRequest,
  _context: CallContext,
  now = new Date(),
): Promise<UploadAccidentPhotoResponse> {
  const { statement } = await readWithAccess(input.statementId, input.partyToken);
  const side = writableBy(statement, input.partyToken, input.role).sides[input.role] ?? emptySide();
  const listed = side.photos.find((photo) => photo.photoId === input.photoId);
  if (listed) return { version: statement.version, photo: publicPhoto(listed) };
  if (side.photos.length >= maxPhotosPerSide) throw tooManyPhotos();

  const checked = checkPhoto(Buffer.from(input.data, 'base64'));
  const path = photoPath(input.statementId, input.role, input.photoId);
  await saveFile(path, checked.bytes, checked.contentType);
  const photo = {
    photoId: input.photoId,
    contentType: checked.contentType,
    bytes: checked.bytes.length,
    uploadedAt: now.toISOString(),
    sha256: createHash('sha256').update(checked.bytes).digest('hex'),
  };
  try {
    return await changeAccidentStatement(input.statementId, async (current) => {
      const fresh = writableBy(current, input.partyToken, input.role);
      const freshSide = fresh.sides[input.role] ?? emptySide();
      const already = freshSide.photos.find((existing) => existing.photoId === input.photoId);
      if (already) return { result: { version: fresh.version, photo: publicPhoto(already) } };
      if (freshSide.photos.length >= maxPhotosPerSide) throw tooManyPhotos();
      const nextSide: StoredSide = { ...freshSide, photos: [...freshSide.photos, photo] };
      const change = contentChange(fresh, { ...fresh, sides: { ...fresh.sides, [input.role]: nextSide } }, now);
      return { ...change, result: { version: change.result.version, photo: publicPhoto(photo) } };
    });
  } catch (error) {
    // Locked or full meanwhile: the file listed nowhere must not stay behind.
    await deleteFile(path).catch((cleanup: unknown) =>
      logger.warn('Unlisted accident photo left in storage', { path, error: String(cleanup) }),
    );
    throw error;
  }
}

const publicPhoto = ({ photoId, contentType, bytes, uploadedAt }: StoredSide['photos'][number]) => ({
  photoId,
  contentType,
  bytes,
  uploadedAt,
});

/** A photo of either side, for either driver's phone: both see the whole statement before signing. */
export async function getAccidentPhoto(input: GetAccidentPhotoRequest): Promise<GetAccidentPhotoResponse> {
  const { statement } = await readWithAccess(input.statementId, input.partyToken);
  const role = (['A', 'B'] as const).find((candidate) =>
    statement.sides[candidate]?.photos.some((photo) => photo.photoId === input.photoId),
  );
  const photo = role && statement.sides[role]?.photos.find((listed) => listed.photoId === input.photoId);
  if (!role || !photo) throw photoNotFound();
  const file = await readFile(photoPath(input.statementId, role, input.photoId));
  if (!file) throw photoNotFound();
  return { contentType: photo.contentType, data: file.bytes.toString('base64') };
}

/** Takes a photo off its side (until the lock), then deletes its file; one already gone changes nothing. */
export async function deleteAccidentPhoto(
  input: DeleteAccidentPhotoRequest,
  _context: CallContext,
  now = new Date(),
): Promise<SaveAccidentStatementResponse> {
  const answer = await changeAccidentStatement(input.statementId, async (current) => {
    const statement = writableBy(current, input.partyToken, input.role);
    const side = statement.sides[input.role] ?? emptySide();
    // Gone already: a retry after a lost answer.
    if (!side.photos.some((photo) => photo.photoId === input.photoId))
      return { result: { version: statement.version } };
    const nextSide: StoredSide = { ...side, photos: side.photos.filter((photo) => photo.photoId !== input.photoId) };
    return contentChange(statement, { ...statement, sides: { ...statement.sides, [input.role]: nextSide } }, now);
  });
  await deleteFile(photoPath(input.statementId, input.role, input.photoId));
  return answer;
}
