import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCall } from '../../../test/callables';
import type * as OfflineTables from '../offline/offline-tables';
import { memoryTable } from '../offline/offline-tables';

const access = { statementId: 'Queue123456789abcdef', partyToken: 'c'.repeat(43) };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The modules as a new page loads them, over the same phone table. */
async function reload() {
  vi.resetModules();
  return import('./photo-queue');
}

afterEach(() => {
  vi.doUnmock('../offline/offline-tables');
  vi.resetModules();
});

describe('the photo queue after a reload', () => {
  it('uploads the photo an earlier visit kept on the phone, under the same id', async () => {
    const table = memoryTable<unknown>();
    vi.doMock('../offline/offline-tables', async (original) => ({
      ...(await original<typeof OfflineTables>()),
      offlineTable: () => table,
    }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = answerCall('uploadAccidentPhoto', { version: 2, photo: {} });

    const before = await reload();
    before.resumePhotoUploads(access);
    const photoId = before.photoQueueFor(access.statementId).add('B', new Blob(['jpeg'], { type: 'image/jpeg' }));
    await waitFor(async () => expect(await table.entries(`${access.statementId}/`)).toHaveLength(1));
    await pause(100);
    expect(calls).toHaveLength(0);

    online.mockReturnValue(true);
    const after = await reload();
    // A new page: its queue reads the table (no `online` event: the phone had signal when the page opened).
    after.resumePhotoUploads(access);

    await waitFor(() =>
      expect(calls).toEqual([expect.objectContaining({ ...access, role: 'B', photoId, data: btoa('jpeg') })]),
    );
    await waitFor(async () => expect(await table.entries(`${access.statementId}/`)).toEqual([]));
    expect(after.photoQueueFor(access.statementId).snapshot()).toEqual([
      expect.objectContaining({ photoId, state: 'uploaded' }),
    ]);
    // Each reload's modules hold a queue of their own: the first still waits for the network with the photo in it.
    for (const page of [before, after]) await page.clearPhotoQueue(access.statementId);
  });
});
