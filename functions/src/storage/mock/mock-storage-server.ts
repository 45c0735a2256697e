/**
 * The part of the Cloud Storage JSON API (https://cloud.google.com/storage/docs/json_api) that the functions' client,
 * `@google-cloud/storage` through `firebase-admin/storage`, uses: uploads (multipart as `save(…, { resumable: false })`
 * sends them, media, and resumable), reading an object's bytes (`alt=media`) and its resource, listing by prefix and
 * deleting. One bucket, in memory: the emulators keep no data between runs either, so files written to disk would
 * outlive the records that name them. The client reaches it through STORAGE_EMULATOR_HOST, which sends the JSON API
 * to `/b/…` (no `/storage/v1`); the production paths under `/storage/v1` are answered too.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendJson } from '../../mocks/mock-http.js';
import { crc32cBase64 } from './crc32c.js';

/** Far above a statement's photos and PDF, far below what would strain the machine running the stack. */
export const maxObjectBytes = 64 * 1024 * 1024;
/** Cloud Storage's own limit for a list page. */
const maxListResults = 1000;

interface StoredObject {
  name: string;
  bytes: Buffer;
  contentType: string;
  /** Custom metadata the uploader set (`metadata.metadata`), kept and answered as given. */
  metadata: Record<string, string> | undefined;
  generation: string;
  created: string;
  md5Hash: string;
  crc32c: string;
}

interface UploadSession {
  name: string;
  contentType: string;
  metadata: Record<string, string> | undefined;
  ifGenerationMatch: string | null;
  chunks: Buffer[];
  received: number;
}

/** Errors as Cloud Storage answers them; the client shows `error.message` and keeps `code` as the status. */
class StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

const notFound = (message: string) => new StorageError(404, message, 'notFound');
const invalid = (message: string) => new StorageError(400, message, 'invalid');

export function createMockStorageServer(options: { bucket: string }): Server {
  const objects = new Map<string, StoredObject>();
  const sessions = new Map<string, UploadSession>();
  // Generations only grow, as Cloud Storage's do, so a rewritten object never reuses its old generation.
  let lastGeneration = Date.now() * 1000;

  const bucketPath = `/b/${encodeURIComponent(options.bucket)}/o`;

  function resource(object: StoredObject, origin: string) {
    const path = `${bucketPath}/${encodeURIComponent(object.name)}`;
    return {
      kind: 'storage#object',
      id: `${options.bucket}/${object.name}/${object.generation}`,
      selfLink: `${origin}/storage/v1${path}`,
      mediaLink: `${origin}/download/storage/v1${path}?generation=${object.generation}&alt=media`,
      name: object.name,
      bucket: options.bucket,
      generation: object.generation,
      metageneration: '1',
      contentType: object.contentType,
      storageClass: 'STANDARD',
      size: String(object.bytes.length),
      md5Hash: object.md5Hash,
      crc32c: object.crc32c,
      etag: Buffer.from(object.generation).toString('base64'),
      timeCreated: object.created,
      updated: object.created,
      timeStorageClassUpdated: object.created,
      ...(object.metadata ? { metadata: object.metadata } : {}),
    };
  }

  function checkGeneration(name: string, ifGenerationMatch: string | null) {
    if (ifGenerationMatch === null) return;
    // `0` means "only if there is no live object", as at Cloud Storage.
    const current = objects.get(name)?.generation ?? '0';
    if (current !== ifGenerationMatch)
      throw new StorageError(412, 'At least one of the pre-conditions you specified did not hold.', 'conditionNotMet');
  }

  function store(
    upload: Pick<UploadSession, 'name' | 'contentType' | 'metadata' | 'ifGenerationMatch'>,
    bytes: Buffer,
  ): StoredObject {
    checkGeneration(upload.name, upload.ifGenerationMatch);
    lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
    const object: StoredObject = {
      name: upload.name,
      bytes,
      contentType: upload.contentType,
      metadata: upload.metadata,
      generation: String(lastGeneration),
      created: new Date().toISOString(),
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32cBase64(bytes),
    };
    objects.set(object.name, object);
    return object;
  }

  function live(name: string): StoredObject {
    const object = objects.get(name);
    if (!object) throw notFound(`No such object: ${options.bucket}/${name}`);
    return object;
  }

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL, origin: string) {
    const type = url.searchParams.get('uploadType');
    const ifGenerationMatch = url.searchParams.get('ifGenerationMatch');
    if (req.method === 'POST' && type === 'multipart') {
      const { metadata, media } = parseMultipart(req.headers['content-type'], await readBytes(req));
      const name = objectName(url.searchParams.get('name') ?? metadata.name);
      const contentType = metadata.contentType ?? media.contentType ?? 'application/octet-stream';
      const object = store({ name, contentType, metadata: metadata.metadata, ifGenerationMatch }, media.bytes);
      return sendJson(res, 200, resource(object, origin));
    }
    if (req.method === 'POST' && type === 'media') {
      const name = objectName(url.searchParams.get('name') ?? undefined);
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      const object = store({ name, contentType, metadata: undefined, ifGenerationMatch }, await readBytes(req));
      return sendJson(res, 200, resource(object, origin));
    }
    if (req.method === 'POST' && type === 'resumable') {
      const raw = await readBytes(req);
      const metadata = raw.length === 0 ? {} : parseObjectMetadata(raw.toString('utf8'));
      const name = objectName(url.searchParams.get('name') ?? metadata.name);
      const announced = req.headers['x-upload-content-type'];
      const contentType = metadata.contentType ?? (typeof announced === 'string' ? announced : undefined);
      checkGeneration(name, ifGenerationMatch);
      const id = randomUUID();
      sessions.set(id, {
        name,
        contentType: contentType ?? 'application/octet-stream',
        metadata: metadata.metadata,
        ifGenerationMatch,
        chunks: [],
        received: 0,
      });
      const location = new URL(`${origin}/upload/storage/v1${bucketPath}`);
      location.search = new URLSearchParams({ uploadType: 'resumable', name, upload_id: id }).toString();
      res.writeHead(200, { location: location.href, 'content-length': '0' });
      return res.end();
    }
    if (req.method === 'PUT' && type === 'resumable') return resumeUpload(req, res, url, origin);
    if (req.method === 'DELETE' && type === 'resumable') {
      // Cancelling a session, as the client does when its stream is destroyed.
      sessions.delete(url.searchParams.get('upload_id') ?? '');
      res.writeHead(499, { 'content-length': '0' });
      return res.end();
    }
    throw invalid(`Unsupported upload: ${req.method} uploadType=${type ?? '(none)'}`);
  }

  /** One request of a resumable upload: a chunk, the rest of the bytes, or a question about how much arrived. */
  async function resumeUpload(req: IncomingMessage, res: ServerResponse, url: URL, origin: string) {
    const id = url.searchParams.get('upload_id') ?? '';
    const session = sessions.get(id);
    if (!session) throw notFound('No such upload session');
    const bytes = await readBytes(req);
    const range = /^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(req.headers['content-range'] ?? 'bytes */*');
    if (!range) throw invalid('Malformed Content-Range');
    const [, start, end, total] = range;
    if (start !== undefined) {
      if (Number(start) !== session.received) throw invalid(`The chunk starts at ${start}, not ${session.received}`);
      if (end !== '*' && Number(end) - Number(start) + 1 !== bytes.length)
        throw invalid('The chunk is not as long as its Content-Range says');
      session.received += bytes.length;
      if (session.received > maxObjectBytes) throw new StorageError(413, 'The object is too large', 'uploadTooLarge');
      session.chunks.push(bytes);
    }
    // `a-*/*` sends everything that is left in this one request; otherwise the upload is whole once it has `total`.
    const complete = total === '*' ? end === '*' : Number(total) === session.received;
    if (!complete) {
      res.writeHead(308, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {});
      return res.end();
    }
    sessions.delete(id);
    return sendJson(res, 200, resource(store(session, Buffer.concat(session.chunks)), origin));
  }

  function list(res: ServerResponse, url: URL, origin: string) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const asked = Number(url.searchParams.get('maxResults'));
    const maxResults = asked >= 1 ? Math.min(asked, maxListResults) : maxListResults;
    const after = url.searchParams.get('pageToken');
    const names = [...objects.keys()]
      .filter((name) => name.startsWith(prefix) && (after === null || name > decodeToken(after)))
      .sort();
    const page = names.slice(0, maxResults);
    const last = page.at(-1);
    sendJson(res, 200, {
      kind: 'storage#objects',
      items: page.map((name) => resource(live(name), origin)),
      ...(names.length > page.length && last !== undefined ? { nextPageToken: encodeToken(last) } : {}),
    });
  }

  function objectRequest(req: IncomingMessage, res: ServerResponse, url: URL, name: string, origin: string) {
    if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
      const object = live(name);
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': String(object.bytes.length),
        'cache-control': 'no-store',
        // The client checks what it read against these; "identity" says they are the hashes of these very bytes.
        'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
        'x-goog-stored-content-encoding': 'identity',
        'x-goog-stored-content-length': String(object.bytes.length),
        'x-goog-generation': object.generation,
        'x-goog-metageneration': '1',
      });
      return res.end(object.bytes);
    }
    if (req.method === 'GET') return sendJson(res, 200, resource(live(name), origin));
    if (req.method === 'DELETE') {
      checkGeneration(name, url.searchParams.get('ifGenerationMatch'));
      live(name);
      objects.delete(name);
      res.writeHead(204);
      return res.end();
    }
    throw new StorageError(405, `${req.method} is not allowed on an object`, 'methodNotAllowed');
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname.replace(/^\/storage\/v1(?=\/b\/)/, '');
    const bucket = /^(?:\/(upload|download)\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
    if (!bucket) throw notFound('Not Found');
    const [, service, bucketName = '', encodedName] = bucket;
    if (decodeURIComponent(bucketName) !== options.bucket) throw notFound('The specified bucket does not exist.');
    if (service === 'upload') {
      if (encodedName !== undefined) throw notFound('Not Found');
      return upload(req, res, url, origin);
    }
    // The `mediaLink` of an object: its bytes only.
    if (service === 'download' && (encodedName === undefined || req.method !== 'GET')) throw notFound('Not Found');
    if (encodedName !== undefined) return objectRequest(req, res, url, decodeURIComponent(encodedName), origin);
    if (req.method === 'GET') return list(res, url, origin);
    throw new StorageError(405, `${req.method} is not allowed on a bucket's objects`, 'methodNotAllowed');
  }

  return createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      // A URIError: a name in the path with a broken %-escape.
      const status = error instanceof StorageError ? error.status : error instanceof URIError ? 400 : 500;
      const message = error instanceof Error ? error.message : String(error);
      const reason = error instanceof StorageError ? error.reason : 'backendError';
      sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });
    });
  });
}

function objectName(name: string | undefined): string {
  if (!name) throw invalid('Required object name');
  if (Buffer.byteLength(name) > 1024) throw invalid('The object name is longer than 1024 bytes');
  return name;
}

interface ObjectMetadata {
  name?: string;
  contentType?: string;
  metadata?: Record<string, string>;
}

function parseObjectMetadata(text: string): ObjectMetadata {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('The object metadata is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('The object metadata is not a JSON object');
  const { name, contentType, metadata } = parsed as Record<string, unknown>;
  return {
    name: typeof name === 'string' ? name : undefined,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    metadata:
      typeof metadata === 'object' && metadata !== null
        ? Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, String(value)]))
        : undefined,
  };
}

/** `multipart/related`: the object's metadata as JSON, then its bytes; binary-safe (photos are not text). */
function parseMultipart(
  contentType: string | undefined,
  body: Buffer,
): { metadata: ObjectMetadata; media: { bytes: Buffer; contentType: string | undefined } } {
  const boundary = /^multipart\/related;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) throw invalid('A multipart upload needs Content-Type multipart/related with a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; bytes: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start);
    if (next < 0) throw invalid('The multipart body has no closing delimiter');
    const part = body.subarray(start + 2, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw invalid('A multipart part has no headers');
    parts.push({ headers: part.subarray(0, headerEnd).toString('latin1'), bytes: part.subarray(headerEnd + 4) });
    at = next + 2;
  }
  const [meta, media] = parts;
  if (parts.length !== 2 || !meta || !media) throw invalid('A multipart upload has two parts: metadata and media');
  return {
    metadata: parseObjectMetadata(meta.bytes.toString('utf8')),
    media: { bytes: media.bytes, contentType: /^content-type:\s*(.+)$/im.exec(media.headers)?.[1]?.trim() },
  };
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end all the same, so the client gets the 413 rather than a reset connection.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= maxObjectBytes) chunks.push(chunk as Buffer);
  }
  if (size > maxObjectBytes) throw new StorageError(413, 'The object is too large', 'uploadTooLarge');
  return Buffer.concat(chunks);
}

const encodeToken = (name: string) => Buffer.from(name).toString('base64url');
const decodeToken = (token: string) => Buffer.from(token, 'base64url').toString('utf8');
