import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementCommon, StatementSide } from '@contracts/accident-statement';
import { answerCall, callableUrl, callError, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import { offlineTiming } from './network';
import type * as OfflineTables from './offline-tables';
import { memoryTable } from './offline-tables';
import { clearDrafts, loadPendingDraft, useStatementOutbox, type OutboxRefusal } from './outbox';

const access = { statementId: 'Stmt0123456789abcdef', partyToken: 'a'.repeat(43) };
// The server is msw here: the content only has to be told apart.
const side = (remarks: string) => ({ remarks }) as unknown as StatementSide;
const common = (time: string) => ({ time }) as unknown as StatementCommon;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

const defaults = { ...offlineTiming };

beforeEach(() => {
  Object.assign(offlineTiming, { debounceMs: 100, minIntervalMs: 0, retryBaseMs: 50, retryMaxMs: 200 });
});

afterEach(async () => {
  Object.assign(offlineTiming, defaults);
  await clearDrafts(access.statementId);
});

describe('useStatementOutbox', () => {
  it('keeps a save made without signal and sends it when the network returns', async () => {
    const calls = answerCall('saveAccidentSide', { version: 2 });
    const online = goOffline();
    const { result } = renderHook(() => useStatementOutbox(access));

    act(() => result.current.queue('B', side('parked')));
    await pause(300);
    expect(calls).toHaveLength(0);
    expect(result.current.pending).toBe(1);
    expect(result.current.online).toBe(false);
    await expect(loadPendingDraft(access.statementId)).resolves.toEqual({ B: side('parked') });

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(result.current.pending).toBe(0));
    expect(calls).toEqual([expect.objectContaining({ ...access, role: 'B', side: side('parked') })]);
    await expect(loadPendingDraft(access.statementId)).resolves.toEqual({});
  });

  it('sends only the latest of two quick edits', async () => {
    Object.assign(offlineTiming, { debounceMs: 600 });
    const calls = answerCall('saveAccidentCommon', { version: 3 });
    const { result } = renderHook(() => useStatementOutbox(access));

    act(() => result.current.queue('common', common('10:1')));
    act(() => result.current.queue('common', common('10:15')));

    await waitFor(() => expect(calls).toHaveLength(1));
    await pause(800);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.common).toEqual(common('10:15'));
    expect(result.current.pending).toBe(0);
  });

  it('saves a part at most every two seconds while the driver keeps typing', async () => {
    Object.assign(offlineTiming, { minIntervalMs: 2_000 });
    const calls = answerCall('saveAccidentSide', { version: 3 });
    const { result } = renderHook(() => useStatementOutbox(access));

    act(() => result.current.queue('A', side('s')));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.queue('A', side('sc')));
    await pause(600);
    expect(calls).toHaveLength(1);
    act(() => result.current.queue('A', side('scr')));

    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3_000 });
    expect(calls.map((call) => call.side)).toEqual([side('s'), side('scr')]);
  });

  it('sends at once when the driver leaves the page', async () => {
    Object.assign(offlineTiming, { debounceMs: 60_000 });
    const calls = answerCall('saveAccidentCommon', { version: 3 });
    const { result } = renderHook(() => useStatementOutbox(access));
    act(() => result.current.queue('common', common('11:00')));
    await pause(200);
    expect(calls).toHaveLength(0);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));

    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ common: common('11:00') })]));
  });

  it('tries a failed save again until the server has it', async () => {
    const calls: CallData[] = [];
    server.use(
      http.post(callableUrl('saveAccidentSide'), async ({ request }) => {
        calls.push(await dataOf(request));
        return calls.length < 3
          ? callError('UNAVAILABLE', 'Messages.error')
          : HttpResponse.json({ result: { version: 4 } });
      }),
    );
    const { result } = renderHook(() => useStatementOutbox(access));

    act(() => result.current.queue('A', side('dent')));

    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(result.current.pending).toBe(0));
    await pause(400);
    expect(calls).toHaveLength(3);
  });

  it('stops at a locked statement: the content is dropped, the refusal reported, nothing tried again', async () => {
    const calls: CallData[] = [];
    server.use(
      http.post(callableUrl('saveAccidentSide'), async ({ request }) => {
        calls.push(await dataOf(request));
        return callError('FAILED_PRECONDITION', 'claims:errors.statementLocked');
      }),
    );
    const refusals: OutboxRefusal[] = [];
    const onRefused = (refusal: OutboxRefusal) => refusals.push(refusal);
    const { result } = renderHook(() => useStatementOutbox(access, { onRefused }));

    act(() => result.current.queue('A', side('late')));

    await waitFor(() => expect(result.current.refusal).not.toBeNull());
    expect(result.current.refusal).toEqual({
      part: 'A',
      errorKey: 'claims:errors.statementLocked',
      code: 'functions/failed-precondition',
    });
    expect(refusals).toHaveLength(1);
    expect(result.current.pending).toBe(0);
    await pause(500);
    expect(calls).toHaveLength(1);
    await expect(loadPendingDraft(access.statementId)).resolves.toEqual({});
  });
});

describe('after a reload', () => {
  afterEach(() => {
    vi.doUnmock('./offline-tables');
    vi.resetModules();
  });

  /** The modules as a new page loads them, with this test's short delays. */
  async function reload() {
    vi.resetModules();
    const { offlineTiming: timing } = await import('./network');
    Object.assign(timing, offlineTiming);
    return import('./outbox');
  }

  it('the page reads the content the last visit did not send, and the outbox sends it', async () => {
    const table = memoryTable();
    vi.doMock('./offline-tables', async (original) => ({
      ...(await original<typeof OfflineTables>()),
      offlineTable: () => table,
    }));
    const online = goOffline();
    const onlineAgain = () => online.mockReturnValue(true);
    const before = await reload();
    const { result, unmount } = renderHook(() => before.useStatementOutbox(access));
    act(() => result.current.queue('A', side('kept')));
    await waitFor(async () => expect(await table.entries(`${access.statementId}/`)).toHaveLength(1));
    // Past the debounce: the old page found no signal and waits for an `online` event that this test never sends.
    await pause(300);
    unmount();

    const after = await reload();

    await expect(after.loadPendingDraft(access.statementId)).resolves.toEqual({ A: side('kept') });

    // IndexedDB answers after the page's first effects have run.
    const readNow = table.entries.bind(table);
    table.entries = async (prefix) => {
      await pause(50);
      return readNow(prefix);
    };
    const reopened = await reload();
    const calls = answerCall('saveAccidentSide', { version: 5 });
    onlineAgain();
    renderHook(() => reopened.useStatementOutbox(access));

    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ role: 'A', side: side('kept') })]));
    await waitFor(async () => expect(await table.entries(`${access.statementId}/`)).toEqual([]));
    // Each reload's modules hold an outbox of their own: the first still waits for the network with the edit in it.
    for (const page of [before, after, reopened]) await page.clearDrafts(access.statementId);
  });
});
