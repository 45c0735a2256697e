import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import hr from '../../../locales/hr/common.json';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const lookupUrl = 'http://127.0.0.1:5001/demo-autoodgovornost/europe-west3/getGroupamaVehicleInfo';

describe('the home page hero', () => {
  it('normalises the plate as it is typed', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const field = await screen.findByLabelText(hr.home.plateLabel);
    await user.type(field, 'vz 123-ab');
    expect(field).toHaveValue('VŽ123AB');
  });

  it('refuses something that is not a plate, on the field', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText(hr.home.plateLabel), 'Z');
    await user.click(screen.getByRole('button', { name: hr.home.byPlate }));
    expect(screen.getByLabelText(hr.home.plateLabel)).toHaveAccessibleDescription(
      hr.validation['invalid-license-plate'],
    );
  });

  it('starts the quote with the plate', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(lookupUrl, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(
          {
            error: { status: 'NOT_FOUND', message: 'Messages.noVehicle', details: { errorKey: 'Messages.noVehicle' } },
          },
          { status: 404 },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await screen.findByLabelText(hr.home.plateLabel), 'zg 1234 ab');
    await user.click(screen.getByRole('button', { name: hr.home.byPlate }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 5000 });
    expect(router.state.location.state).toEqual({ licensePlate: 'ZG1234AB' });
  });
});
