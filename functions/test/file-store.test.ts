/**
 * The file store against the stack's mock Cloud Storage, configured as the functions are (functions/.env.local): the
 * bucket the stack gives the mock is the one the functions name, and what the client writes is what the Cloud Storage
 * JSON API then serves.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteFolder, readFile, saveFile } from '../src/storage/file-store.js';

const folder = `accident-statements/${randomUUID()}/`;
const objectUrl = (path: string) =>
  `${process.env.STORAGE_EMULATOR_HOST}/b/${process.env.STORAGE_BUCKET}/o/${encodeURIComponent(path)}`;

describe('the file store in the local stack', () => {
  it('writes to the mock Cloud Storage the stack runs, which serves the bytes back, and deletes the folder', async () => {
    const pdf = Buffer.from('%PDF-1.7 a statement');
    await saveFile(`${folder}statement.pdf`, pdf, 'application/pdf');
    await saveFile(`${folder}A/photo`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');

    const res = await fetch(`${objectUrl(`${folder}statement.pdf`)}?alt=media`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await readFile(`${folder}statement.pdf`)).toEqual({ bytes: pdf, contentType: 'application/pdf' });

    expect(await deleteFolder(folder)).toBe(2);
    expect((await fetch(`${objectUrl(`${folder}A/photo`)}?alt=media`)).status).toBe(404);
  });
});
