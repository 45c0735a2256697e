import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  it('says nothing is lost while the signal is gone, and goes when it returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <App>
        <Suspense fallback="…">
          <OfflineNotice />
        </Suspense>
      </App>,
    );
    const region = await screen.findByRole('status');
    expect(region).toBeEmptyDOMElement();

    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent('Nema signala — sve je spremljeno na telefonu i poslat će se samo.');

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
  });
});
