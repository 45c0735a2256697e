import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32cBase64 } from './crc32c.js';
import { startMockStorage, type RunningMockStorage } from './mock-storage-harness.js';

const bucketName = 'mock-storage-test.appspot.com';

let mock: RunningMockStorage;
let bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;

beforeAll(async () => {
  mock = await startMockStorage(bucketName);
  // As functions/.env.local does for the functions; the client reads it when it is created, just below.
  process.env.STORAGE_EMULATOR_HOST = mock.baseUrl;
  if (getApps().length === 0) initializeApp();
  bucket = getStorage().bucket(bucketName);
});
afterAll(() => mock.close());

/** Every byte value, so a multipart body that treated the bytes as text would come back different. */
const binary = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));

describe('crc32cBase64', () => {
  it('is CRC32C (Castagnoli), big-endian, as Cloud Storage reports it', () => {
    // The check value of CRC-32C.
    expect(crc32cBase64(Buffer.from('123456789'))).toBe(Buffer.from('e3069283', 'hex').toString('base64'));
    expect(crc32cBase64(Buffer.alloc(0))).toBe('AAAAAA==');
  });
});

describe('the mock Cloud Storage through the real client', () => {
  it('stores what save(…, { resumable: false }) sends, byte for byte, and reads it back with its type', async () => {
    const file = bucket.file('accident-statements/s1/A/photo 1.jpg');
    await file.save(binary, { contentType: 'image/jpeg', resumable: false });

    const [bytes] = await file.download();
    expect(bytes.equals(binary)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'accident-statements/s1/A/photo 1.jpg',
      bucket: bucketName,
      contentType: 'image/jpeg',
      size: String(binary.length),
      md5Hash: createHash('md5').update(binary).digest('base64'),
      crc32c: crc32cBase64(binary),
    });
  });

  it('takes a resumable upload, the client’s default, and a media upload', async () => {
    const resumable = bucket.file('resumable.bin');
    await resumable.save(binary, { contentType: 'application/pdf' });
    expect((await resumable.download())[0].equals(binary)).toBe(true);
    expect((await resumable.getMetadata())[0].contentType).toBe('application/pdf');

    const res = await fetch(`${mock.baseUrl}/upload/storage/v1/b/${bucketName}/o?uploadType=media&name=media.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'plain',
    });
    expect(res.status).toBe(200);
    const [bytes] = await bucket.file('media.txt').download();
    expect(bytes.toString()).toBe('plain');
  });

  it('takes a resumable upload in chunks, saying how much arrived until the last one', async () => {
    const start = await fetch(`${mock.baseUrl}/upload/storage/v1/b/${bucketName}/o?uploadType=resumable&name=chunked`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-upload-content-type': 'image/png' },
      body: '{}',
    });
    const session = start.headers.get('location') ?? '';
    const put = (range: string, body: Buffer) =>
      fetch(session, { method: 'PUT', headers: { 'content-range': range }, body });

    const first = await put('bytes 0-511/1024', binary.subarray(0, 512));
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe('bytes=0-511');
    expect((await put('bytes 512-1023/1024', binary.subarray(512))).status).toBe(200);
    const [bytes] = await bucket.file('chunked').download();
    expect(bytes.equals(binary)).toBe(true);
    expect((await bucket.file('chunked').getMetadata())[0].contentType).toBe('image/png');
  });

  it('replaces a file saved again at the same path with a later generation', async () => {
    const file = bucket.file('again.txt');
    await file.save(Buffer.from('first'), { contentType: 'text/plain', resumable: false });
    const [before] = await file.getMetadata();
    await file.save(Buffer.from('second'), { contentType: 'text/markdown', resumable: false });
    const [after] = await file.getMetadata();
    expect(BigInt(after.generation ?? 0)).toBeGreaterThan(BigInt(before.generation ?? 0));
    expect(after.contentType).toBe('text/markdown');
    expect((await file.download())[0].toString()).toBe('second');
  });

  it('refuses a save that must create when the file exists (ifGenerationMatch 0) with 412', async () => {
    const file = bucket.file('once.txt');
    await file.save(Buffer.from('one'), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(
      file.save(Buffer.from('two'), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    expect((await file.download())[0].toString()).toBe('one');
  });

  it('answers 404 for a file that is not there: metadata, bytes and delete', async () => {
    const missing = bucket.file('no/such/file.jpg');
    await expect(missing.getMetadata()).rejects.toMatchObject({ code: 404 });
    await expect(missing.download()).rejects.toMatchObject({ code: 404 });
    await expect(missing.delete()).rejects.toMatchObject({ code: 404 });
    await expect(missing.delete({ ignoreNotFound: true })).resolves.toBeDefined();
    expect((await missing.exists())[0]).toBe(false);
  });

  it('deletes a file', async () => {
    const file = bucket.file('to-delete.txt');
    await file.save(Buffer.from('x'), { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
  });

  it('lists by prefix across pages and deletes a folder, leaving its neighbours', async () => {
    const names = Array.from({ length: 5 }, (_, index) => `folder/a/${index}.jpg`);
    for (const name of [...names, 'folder/ab/keep.jpg', 'folder/keep.jpg'])
      await bucket.file(name).save(Buffer.from(name), { resumable: false });

    const [firstPage, next] = await bucket.getFiles({ prefix: 'folder/a/', maxResults: 2, autoPaginate: false });
    expect(firstPage.map((file) => file.name)).toEqual(names.slice(0, 2));
    expect(next).toMatchObject({ pageToken: expect.any(String) });
    const [all] = await bucket.getFiles({ prefix: 'folder/a/' });
    expect(all.map((file) => file.name)).toEqual(names);

    await bucket.deleteFiles({ prefix: 'folder/a/' });
    expect((await bucket.getFiles({ prefix: 'folder/' }))[0].map((file) => file.name)).toEqual([
      'folder/ab/keep.jpg',
      'folder/keep.jpg',
    ]);
  });

  it('answers 404 for another bucket, as Cloud Storage does for one that does not exist', async () => {
    const other = getStorage().bucket('someone-else.appspot.com');
    await expect(other.file('x').save(Buffer.from('x'), { resumable: false })).rejects.toMatchObject({
      code: 404,
      message: expect.stringContaining('bucket does not exist'),
    });
    await expect(other.getFiles()).rejects.toMatchObject({ code: 404 });
  });

  it('answers the production paths under /storage/v1 too', async () => {
    await bucket.file('prod-path.txt').save(Buffer.from('p'), { resumable: false });
    const res = await fetch(`${mock.baseUrl}/storage/v1/b/${bucketName}/o/prod-path.txt?alt=media`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('p');
    const media = (await (await fetch(`${mock.baseUrl}/storage/v1/b/${bucketName}/o/prod-path.txt`)).json()) as {
      mediaLink: string;
    };
    expect(await (await fetch(media.mediaLink)).text()).toBe('p');
  });

  it('refuses a malformed multipart upload with 400', async () => {
    const res = await fetch(`${mock.baseUrl}/upload/storage/v1/b/${bucketName}/o?uploadType=multipart&name=x`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/related; boundary=b' },
      body: '--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/two parts/);
  });
});
