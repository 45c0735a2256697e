import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFile, deleteFolder, readFile, saveFile } from './file-store.js';
import { startMockStorage, type RunningMockStorage } from './mock/mock-storage-harness.js';

// The mock in this process, not the stack's: the file store as the functions run it, with only the base URL changed.
let mock: RunningMockStorage;
beforeAll(async () => {
  mock = await startMockStorage(process.env.STORAGE_BUCKET ?? '');
  process.env.STORAGE_EMULATOR_HOST = mock.baseUrl;
});
afterAll(() => mock.close());

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x00, 0x0d, 0x0a, 0xff, 0xd9]);

describe('file-store', () => {
  it('reads back the bytes and type it saved, and null for a path with no file', async () => {
    await saveFile('accident-statements/s1/A/p1', photo, 'image/jpeg');
    expect(await readFile('accident-statements/s1/A/p1')).toEqual({ bytes: photo, contentType: 'image/jpeg' });
    expect(await readFile('accident-statements/s1/A/none')).toBeNull();
  });

  it('replaces a file saved again at the same path', async () => {
    await saveFile('accident-statements/s2/statement.pdf', Buffer.from('%PDF-1 old'), 'application/pdf');
    await saveFile('accident-statements/s2/statement.pdf', Buffer.from('%PDF-1 new'), 'application/pdf');
    expect((await readFile('accident-statements/s2/statement.pdf'))?.bytes.toString()).toBe('%PDF-1 new');
  });

  it('deletes a file, and a missing one without complaint', async () => {
    await saveFile('accident-statements/s3/A/p1', photo, 'image/jpeg');
    await deleteFile('accident-statements/s3/A/p1');
    expect(await readFile('accident-statements/s3/A/p1')).toBeNull();
    await expect(deleteFile('accident-statements/s3/A/p1')).resolves.toBeUndefined();
  });

  it('deletes a folder, answers how many files went, and leaves a folder whose name only starts the same', async () => {
    const paths = ['A/p1', 'A/p2', 'B/p1', 'statement.pdf'].map((name) => `accident-statements/s4/${name}`);
    for (const path of paths) await saveFile(path, photo, 'image/jpeg');
    await saveFile('accident-statements/s40/A/p1', photo, 'image/jpeg');

    expect(await deleteFolder('accident-statements/s4/')).toBe(4);
    for (const path of paths) expect(await readFile(path)).toBeNull();
    expect(await readFile('accident-statements/s40/A/p1')).not.toBeNull();
    expect(await deleteFolder('accident-statements/s4/')).toBe(0);
  });

  it('refuses a folder that does not end with / (it would take its neighbours) or is the whole bucket', async () => {
    await expect(deleteFolder('accident-statements/s40')).rejects.toThrow(/ends with "\/"/);
    await expect(deleteFolder('/')).rejects.toThrow();
    await expect(deleteFolder('')).rejects.toThrow();
    expect(await readFile('accident-statements/s40/A/p1')).not.toBeNull();
  });
});
