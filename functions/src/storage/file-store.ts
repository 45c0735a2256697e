/**
 * Private files (statement photos, PDFs) in Cloud Storage, through `firebase-admin/storage`'s `@google-cloud/storage`
 * client. Nothing here is ever public: callers read a file and hand its bytes on after checking who asks.
 * Locally the same client talks to the mock Cloud Storage (storage/mock/), sent there by STORAGE_EMULATOR_HOST in
 * functions/.env.local; nothing else differs.
 */
import type { getStorage } from 'firebase-admin/storage';
import { storageBucket } from '../config.js';
import { loadOnce } from '../load-once.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * The client and its dependencies are imported by the first call that needs a file, not by every module that might:
 * most calls never touch a file, and creating the client loads `@google-cloud/storage` (about 120 ms on a dev machine).
 */
const bucket = loadOnce(async (): Promise<Bucket> => {
  const [{ getApps, initializeApp }, { getStorage }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/storage'),
  ]);
  if (getApps().length === 0) initializeApp();
  // Empty: the project's default bucket, which Firebase names in FIREBASE_CONFIG.
  const name = storageBucket.value();
  return name ? getStorage().bucket(name) : getStorage().bucket();
});

/** The status Cloud Storage answered with, when the client's error carries one. */
const statusOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Writes the file whole, replacing one at that path. */
export async function saveFile(path: string, bytes: Buffer, contentType: string): Promise<void> {
  // One request: these files are small (a photo ≤ 600 kB, a PDF a few MB), and a resumable upload costs two or more.
  await (await bucket()).file(path).save(bytes, { contentType, resumable: false });
}

/** The file's bytes and type, or null when there is no file at that path. */
export async function readFile(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const files = await bucket();
  try {
    const [metadata] = await files.file(path).getMetadata();
    // Pinned to the generation just described, so the bytes and the type are of the same upload.
    const [bytes] = await files.file(path, { generation: metadata.generation }).download();
    return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Deletes the file; a file that is not there (never written, or deleted already) is fine. */
export async function deleteFile(path: string): Promise<void> {
  await (await bucket()).file(path).delete({ ignoreNotFound: true });
}

/** Deletes at most this many files at once, so a large folder does not open hundreds of connections. */
const parallelDeletes = 16;

/**
 * Deletes every file whose path starts with `prefix` and answers how many it deleted (one deleted meanwhile by someone
 * else is not counted). The prefix must end with `/`: `accident-statements/abc` would also take
 * `accident-statements/abcd/…`.
 */
export async function deleteFolder(prefix: string): Promise<number> {
  if (!prefix.endsWith('/') || prefix === '/') throw new Error(`A folder ends with "/" and names one: ${prefix}`);
  const files = await bucket();
  const [found] = await files.getFiles({ prefix });
  let deleted = 0;
  for (let start = 0; start < found.length; start += parallelDeletes) {
    const batch = found.slice(start, start + parallelDeletes);
    const outcomes = await Promise.allSettled(batch.map((file) => file.delete()));
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') deleted++;
      else if (statusOf(outcome.reason) !== 404) throw outcome.reason;
    }
  }
  return deleted;
}
