import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementPhoto } from '@contracts/accident-statement';
import { App, createQueryClient } from '../../../app/app';
import { answerCall, callableUrl, callError, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import { clearStatementData } from '../offline/clear-statement-data';
import { offlineTiming } from '../offline/network';
import { PhotoStrip, type PhotoStripProps } from './photo-strip';

const access = { statementId: 'Photo123456789abcdef', partyToken: 'b'.repeat(43) };
const photoOnServer = (photoId: string): StatementPhoto => ({
  photoId,
  contentType: 'image/jpeg',
  bytes: 3,
  uploadedAt: '2026-11-27T16:00:00.000Z',
});
const storedId = '0b0b0b0b-1111-4222-8333-444444444444';
// jsdom draws no picture, so reducePhoto sends these small JPEGs as they are.
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, name.length])], name, { type: 'image/jpeg' });
const defaults = { ...offlineTiming };

function renderStrip(props: Partial<PhotoStripProps> = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <App queryClient={queryClient}>
      <Suspense fallback="…">
        <PhotoStrip access={access} party="A" photos={[]} {...props} />
      </Suspense>
    </App>,
  );
}

const tile = (number: number) => screen.getByRole('img', { name: `Fotografija ${number}` }).closest('li')!;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fotografija');
  Object.assign(offlineTiming, { retryBaseMs: 50, retryMaxMs: 200 });
});

afterEach(async () => {
  Object.assign(offlineTiming, defaults);
  await clearStatementData(access.statementId);
});

describe('PhotoStrip', () => {
  it('keeps a photo taken without signal and uploads it when the network returns', async () => {
    const calls = answerCall('uploadAccidentPhoto', { version: 2, photo: photoOnServer(storedId) });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderStrip();

    await user.upload(await screen.findByLabelText('Snimi fotografiju'), jpeg('a.jpg'));

    expect(await within(tile(1)).findByText('Čeka signal')).toBeInTheDocument();
    expect(screen.getByText('1 / 8')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await within(tile(1)).findByText('Poslano')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        ...access,
        role: 'A',
        photoId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        data: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 5)),
      }),
    ]);
    // Announced politely, without moving the driver's focus, in the render after the tile's.
    expect(await screen.findByText('Fotografija 1: Poslano')).toHaveAttribute('role', 'status');
  });

  it('retries a failed photo without holding back the next one', async () => {
    Object.assign(offlineTiming, { retryBaseMs: 60_000, retryMaxMs: 60_000 });
    const calls: CallData[] = [];
    server.use(
      http.post(callableUrl('uploadAccidentPhoto'), async ({ request }) => {
        const data = await dataOf<{ photoId: string }>(request);
        calls.push(data);
        // The first photo's first try fails: a lost signal mid-upload.
        const first = calls[0]?.photoId;
        return data.photoId === first && calls.filter((call) => call.photoId === first).length === 1
          ? callError('UNAVAILABLE', 'Messages.error')
          : HttpResponse.json({ result: { version: 2, photo: photoOnServer(data.photoId) } });
      }),
    );
    const user = userEvent.setup();
    renderStrip();

    await user.upload(await screen.findByLabelText('Odaberi iz galerije'), [jpeg('a.jpg'), jpeg('bb.jpg')]);

    expect(await within(tile(2)).findByText('Poslano')).toBeInTheDocument();
    expect(within(tile(1)).getByText('Nije poslano, pokušat ćemo ponovno')).toBeInTheDocument();
    expect(calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Pošalji ponovno fotografiju 1' }));

    expect(await within(tile(1)).findByText('Poslano')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.photoId).toBe(calls[0]?.photoId);
    expect(screen.getByText('2 / 8')).toBeInTheDocument();
  });

  it('tries again by itself after a failure', async () => {
    let tries = 0;
    server.use(
      http.post(callableUrl('uploadAccidentPhoto'), async ({ request }) => {
        const { photoId } = await dataOf<{ photoId: string }>(request);
        tries += 1;
        return tries < 3
          ? callError('UNAVAILABLE', 'Messages.error')
          : HttpResponse.json({ result: { version: 2, photo: photoOnServer(photoId) } });
      }),
    );
    const user = userEvent.setup();
    renderStrip();

    await user.upload(await screen.findByLabelText('Snimi fotografiju'), jpeg('a.jpg'));

    expect(await within(tile(1)).findByText('Poslano')).toBeInTheDocument();
    expect(tries).toBe(3);
  });

  it('stops trying a photo the server refuses for good, and says why', async () => {
    const calls: CallData[] = [];
    server.use(
      http.post(callableUrl('uploadAccidentPhoto'), async ({ request }) => {
        calls.push(await dataOf(request));
        return callError('INVALID_ARGUMENT', 'photo-not-accepted');
      }),
    );
    const user = userEvent.setup();
    renderStrip();

    await user.upload(await screen.findByLabelText('Snimi fotografiju'), jpeg('a.jpg'));

    expect(await within(tile(1)).findByText('Nije primljeno')).toBeInTheDocument();
    expect(within(tile(1)).getByText(/nismo mogli primiti/)).toBeInTheDocument();
    expect(within(tile(1)).queryByRole('button', { name: /Pošalji ponovno/ })).not.toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('0 / 8')).toBeInTheDocument();
  });

  it('shows the stored photos and deletes one', async () => {
    const reads = answerCall('getAccidentPhoto', { contentType: 'image/jpeg', data: btoa('jpg') });
    const deletes = answerCall('deleteAccidentPhoto', { version: 3 });
    const user = userEvent.setup();
    renderStrip({ photos: [photoOnServer(storedId)] });

    expect(await screen.findByRole('img', { name: 'Fotografija 1' })).toHaveAttribute('src', 'blob:fotografija');
    expect(reads).toEqual([expect.objectContaining({ ...access, photoId: storedId })]);
    expect(within(tile(1)).getByText('Poslano')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ukloni fotografiju 1' }));

    await waitFor(() => expect(screen.queryByRole('img', { name: 'Fotografija 1' })).not.toBeInTheDocument());
    expect(deletes).toEqual([expect.objectContaining({ ...access, role: 'A', photoId: storedId })]);
    expect(screen.getByText('0 / 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Snimi fotografiju' })).toHaveFocus();
  });

  it('adds no more than eight photos to a side', async () => {
    const calls = answerCall('uploadAccidentPhoto', { version: 2, photo: photoOnServer(storedId) });
    answerCall('getAccidentPhoto', { contentType: 'image/jpeg', data: btoa('jpg') });
    const seven = Array.from({ length: 7 }, (_, index) => photoOnServer(`0b0b0b0b-1111-4222-8333-44444444444${index}`));
    const user = userEvent.setup();
    renderStrip({ photos: seven });

    await user.upload(await screen.findByLabelText('Odaberi iz galerije'), [jpeg('a.jpg'), jpeg('b.jpg')]);

    expect(await screen.findByText(/Neke fotografije nisu dodane/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('8 / 8')).toBeInTheDocument();
  });

  it('only shows the photos when read-only', async () => {
    answerCall('getAccidentPhoto', { contentType: 'image/jpeg', data: btoa('jpg') });
    renderStrip({ photos: [photoOnServer(storedId)], readOnly: true });

    expect(await screen.findByRole('img', { name: 'Fotografija 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Snimi fotografiju')).not.toBeInTheDocument();
  });
});
