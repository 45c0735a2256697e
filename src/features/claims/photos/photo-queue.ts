import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PartyRole } from '@contracts/accident-statement';
import { deleteAccidentPhoto } from '../../../api/delete-accident-photo';
import { uploadAccidentPhoto } from '../../../api/upload-accident-photo';
import { isFinalRefusal, isOnline, retryDelay, whenOnline } from '../offline/network';
import { offlineTable } from '../offline/offline-tables';
import type { StatementAccess } from '../offline/outbox';

/**
 * waiting: on the phone, to be sent (when there is a signal); uploading: on its way; uploaded: the server has it;
 * failed: the last try failed (tried again by itself unless `refusal` says the server will never take it).
 */
export type PhotoUploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface QueuedPhoto {
  photoId: string;
  role: PartyRole;
  /** The reduced photo, shown from the phone until the server's copy is needed. */
  blob: Blob;
  state: PhotoUploadState;
  /** The server refused this photo for good (not an image it takes, the side is full, the statement is locked). */
  refusal: { errorKey: string; code: string } | null;
  /** ISO 8601: when the driver took or chose it, for its place in the strip. */
  addedAt: string;
}

type StoredPhoto = Pick<QueuedPhoto, 'photoId' | 'role' | 'blob' | 'refusal' | 'addedAt'>;

const photoTable = offlineTable<StoredPhoto>('photos');
const photoKey = (statementId: string, photoId: string) => `${statementId}/${photoId}`;
const statementPrefix = (statementId: string) => `${statementId}/`;

/**
 * One statement's photos not yet on the server, uploaded one at a time (a phone's upload bandwidth is small) in the
 * order they were taken. A photo that fails waits for its next try while the ones after it go; the queue lives as long
 * as the page (the driver moves on to the next step while photos upload) and its photos in the phone's table until
 * the server has them, so a reload or a closed tab resumes it.
 */
class PhotoQueue {
  private photos: QueuedPhoto[] = [];
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly failures = new Map<string, number>();
  /** Taken back by the driver while on its way: deleted from the server once it arrives there. */
  private readonly takenBack = new Set<string>();
  /** Deleted on the server; hidden until the statement the page polls no longer lists them. */
  readonly deleted = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private access: StatementAccess | null = null;
  private uploading = false;
  private stopped = false;
  private readonly stopOnline: () => void;
  private readonly loaded: Promise<void>;

  constructor(readonly statementId: string) {
    this.loaded = photoTable
      .entries(statementPrefix(statementId))
      .then((rows) => {
        const known = new Set(this.photos.map((photo) => photo.photoId));
        const stored = rows
          .map(([, photo]) => photo)
          .filter((photo) => !known.has(photo.photoId))
          .map((photo): QueuedPhoto => ({ ...photo, state: photo.refusal ? 'failed' : 'waiting' }));
        this.photos = [...stored, ...this.photos].sort((a, b) => a.addedAt.localeCompare(b.addedAt));
        this.emit();
      })
      .catch(() => undefined);
    this.stopOnline = whenOnline(() => this.retryAll());
  }

  snapshot = () => this.photos;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  setAccess(access: StatementAccess) {
    this.access = access;
    void this.pump();
  }

  add(role: PartyRole, blob: Blob): string {
    const photo: QueuedPhoto = {
      photoId: crypto.randomUUID(),
      role,
      blob,
      state: 'waiting',
      refusal: null,
      addedAt: new Date().toISOString(),
    };
    this.photos = [...this.photos, photo];
    this.emit();
    void this.store(photo).then(() => this.pump());
    return photo.photoId;
  }

  /** The driver's "try again": now, whatever the backoff said. */
  retry(photoId: string) {
    clearTimeout(this.retryTimers.get(photoId));
    this.retryTimers.delete(photoId);
    this.failures.delete(photoId);
    this.update(photoId, { state: 'waiting', refusal: null });
    void this.pump();
  }

  /** Takes back a photo the server does not have yet (or is receiving now). */
  takeBack(photoId: string) {
    const photo = this.photos.find((candidate) => candidate.photoId === photoId);
    if (!photo) return;
    clearTimeout(this.retryTimers.get(photoId));
    if (photo.state === 'uploading') this.takenBack.add(photoId);
    this.photos = this.photos.filter((candidate) => candidate.photoId !== photoId);
    this.emit();
    void photoTable.delete(photoKey(this.statementId, photoId)).catch(() => undefined);
  }

  /** A photo the server had, deleted there: out of the strip now, before the next poll says so. */
  forgetDeleted(photoId: string) {
    this.deleted.add(photoId);
    this.photos = this.photos.filter((candidate) => candidate.photoId !== photoId);
    this.emit();
  }

  stop() {
    this.stopped = true;
    this.stopOnline();
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.photos = [];
    this.emit();
  }

  private async store(photo: QueuedPhoto) {
    const { photoId, role, blob, refusal, addedAt } = photo;
    await photoTable
      .put(photoKey(this.statementId, photoId), { photoId, role, blob, refusal, addedAt })
      .catch(() => undefined);
  }

  private retryAll() {
    for (const photo of this.photos) if (photo.state === 'failed' && !photo.refusal) this.retry(photo.photoId);
    void this.pump();
  }

  private update(photoId: string, change: Partial<QueuedPhoto>) {
    this.photos = this.photos.map((photo) => (photo.photoId === photoId ? { ...photo, ...change } : photo));
    this.emit();
  }

  private async pump() {
    await this.loaded;
    const access = this.access;
    if (this.uploading || this.stopped || !access || !isOnline()) return;
    const next = this.photos.find((photo) => photo.state === 'waiting');
    if (!next) return;
    this.uploading = true;
    this.update(next.photoId, { state: 'uploading' });
    try {
      // The reader comes with the first upload, not with the roadside's first page (the worker precaches it).
      const { blobToBase64 } = await import('../../../lib/blob-base64');
      await uploadAccidentPhoto({
        statementId: access.statementId,
        partyToken: access.partyToken,
        role: next.role,
        photoId: next.photoId,
        data: await blobToBase64(next.blob),
      });
      this.failures.delete(next.photoId);
      this.update(next.photoId, { state: 'uploaded' });
      await photoTable.delete(photoKey(this.statementId, next.photoId)).catch(() => undefined);
      if (this.takenBack.delete(next.photoId)) {
        await deleteAccidentPhoto({ ...access, role: next.role, photoId: next.photoId }).catch(() => undefined);
      }
    } catch (error) {
      if (isFinalRefusal(error)) {
        const refusal = { errorKey: error.errorKey, code: error.code };
        this.update(next.photoId, { state: 'failed', refusal });
        const refused = this.photos.find((photo) => photo.photoId === next.photoId);
        if (refused) await this.store(refused);
      } else {
        const failures = (this.failures.get(next.photoId) ?? 0) + 1;
        this.failures.set(next.photoId, failures);
        this.update(next.photoId, { state: 'failed' });
        this.retryTimers.set(
          next.photoId,
          setTimeout(() => this.retry(next.photoId), retryDelay(failures)),
        );
      }
    } finally {
      this.uploading = false;
    }
    void this.pump();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

const queues = new Map<string, PhotoQueue>();

export function photoQueueFor(statementId: string): PhotoQueue {
  let queue = queues.get(statementId);
  if (!queue) {
    queue = new PhotoQueue(statementId);
    queues.set(statementId, queue);
  }
  return queue;
}

/**
 * Starts (or resumes, after a reload) the upload of a statement's photos still on the phone. The photo strip calls it;
 * a page of the flow without the strip may too, so photos taken before a reload go while the driver is elsewhere.
 */
export function resumePhotoUploads(access: StatementAccess): void {
  photoQueueFor(access.statementId).setAccess(access);
}

/** Stops the statement's uploads and forgets its photos still on the phone (the statement was sent or discarded). */
export async function clearPhotoQueue(statementId: string): Promise<void> {
  queues.get(statementId)?.stop();
  queues.delete(statementId);
  await photoTable.deleteAll(statementPrefix(statementId)).catch(() => undefined);
}

/** The statement's photos on the phone, kept current, with the queue to add, retry and take back photos. */
export function usePhotoQueue(access: StatementAccess) {
  const { statementId, partyToken } = access;
  const queue = useMemo(() => photoQueueFor(statementId), [statementId]);
  const photos = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  useEffect(() => resumePhotoUploads({ statementId, partyToken }), [statementId, partyToken]);
  return { queue, photos };
}
