import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import hr from '../../../locales/hr/common.json';
import frame from '../../../locales/hr/frame.json';
import home from '../../../locales/hr/home.json';
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
    // Handed over in the address, as the form itself would send it; the quote's entry looks it up.
    await waitFor(() => expect(JSON.stringify(requests)).toContain('"licensePlate":"ZG1234AB"'), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});

describe('the home page below the hero', () => {
  it('explains each cover with its "from" price from the tariff, in hr-HR euros', async () => {
    renderApp('/');
    const covers = within((await screen.findByRole('heading', { name: home.covers.heading })).closest('section')!);
    const cards = covers.getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards[0]).toHaveTextContent(home.covers.items.MTPL.name);
    expect(cards[0]).toHaveTextContent('već od 75,76 € godišnje');
    expect(covers.getByText(home.covers.items.MTPL_ASS_EUR.pays).closest('li')).toHaveTextContent(
      'već od 24,00 € godišnje',
    );
    expect(covers.getByRole('link', { name: home.covers.more })).toHaveAttribute('href', '/car-insurance');
  });

  it('shows how it works in three steps, the app stores and a few answers leading to the FAQ', async () => {
    renderApp('/');
    const steps = within((await screen.findByRole('heading', { name: home.howItWorks.heading })).closest('section')!);
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      home.howItWorks.steps.map((step) => step.title),
    );
    const stores = screen.getByRole('list', { name: home.apps.storesLabel });
    expect(within(stores).getByRole('link', { name: new RegExp(frame.footer.appStore) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText(home.faq.items[0]!.q)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home.faq.all })).toHaveAttribute('href', '/faq');
    const closing = within(screen.getByRole('heading', { name: home.cta.heading }).closest('section')!);
    expect(closing.getByRole('link', { name: home.cta.button })).toHaveAttribute('href', '/onboarding');
  });
});
