import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { paths } from '../../../app/route-table';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import type { OnboardingState } from '../state/onboarding-state';
import { orderSummaryFor, pricedState, quoteServer, seedOnboarding } from './quote-test-fixtures';

const readyToPay: Partial<OnboardingState> = {
  ...pricedState,
  options: ['passenger-and-driver-protection', 'roadside-assistance'],
  discount: { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 },
  personal: {
    dateOfBirth: '07/03/1985',
    personalIdentificationNumber: '69435151530',
    firstName: 'Ana',
    lastName: 'Horvat',
  },
  address: { address: 'Ilica', houseNumber: '10', city: 'Zagreb', postalCode: '10000', country: 'HR' },
  furthestStep: 4,
};

async function openPayment() {
  const quote = quoteServer({
    summary: (request) => ({ ...orderSummaryFor(request), subtotal: 1244.56, discountAmount: 10, total: 1234.56 }),
  });
  server.use(...quote.handlers);
  seedOnboarding(readyToPay);
  renderApp(paths['onboarding-payment']);
  // The first test pays for loading the onboarding chunk and its texts.
  await screen.findByRole(
    'heading',
    { level: 1, name: hrCommon.routes['onboarding-payment'].heading },
    { timeout: 5000 },
  );
  return quote;
}

describe('the payment step', () => {
  it('sends a driver without a price back to the price calculation', async () => {
    seedOnboarding({ ...readyToPay, pricing: null });
    const { router } = renderApp(paths['onboarding-payment']);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain(paths['onboarding-calculate-price']), { timeout: 5000 });
  });

  it('shows the order as the server computed it, with the total to pay', async () => {
    const { lastCall } = await openPayment();
    expect(await screen.findByText('Ukupno za platiti: 1.234,56 €')).toBeInTheDocument();
    expect(lastCall('getOrderSummary')).toMatchObject({
      coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS'],
      discountCode: 'PROLJECE10',
    });

    const order = screen.getByRole('region', { name: hr.payment.orderHeading });
    const items = within(order).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(
        /^Obvezno osiguranje od automobilske odgovornosti 270,00 € ?Popust za područje registracije: 10 %/,
      ),
      'Osiguranje vozača i putnika od posljedica nezgode 20,00 €',
      'Pomoć na cesti u Hrvatskoj 15,00 €',
    ]);
    const totals = screen.getByRole('region', { name: hr.totals.heading });
    expect(within(totals).getByText('Popust s kodom PROLJECE10')).toBeInTheDocument();
    expect(within(totals).getByText('−10,00 €')).toBeInTheDocument();
    expect(within(totals).getByText('1.244,56 €')).toBeInTheDocument();
  });

  it('shows the vehicle, the policyholder, the period and how the driver will pay, and no pay button yet', async () => {
    await openPayment();
    await screen.findByText('Ukupno za platiti: 1.234,56 €');
    expect(
      within(screen.getByRole('region', { name: hr.summary.vehicle.heading })).getByText('ZG1234AB'),
    ).toBeVisible();
    const policyholder = screen.getByRole('region', { name: hr.payment.policyholder.heading });
    expect(within(policyholder).getByText('Ana Horvat')).toBeInTheDocument();
    expect(within(policyholder).getByText('Ilica 10, 10000 Zagreb')).toBeInTheDocument();
    const period = screen.getByRole('region', { name: hr.summary.period.heading });
    expect(within(period).getByText('01/01/2099')).toBeInTheDocument();
    expect(within(period).getByText('01/01/2100')).toBeInTheDocument();
    expect(screen.getByText(hr.payment.method.card)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: /plat/i })).not.toBeInTheDocument();
  });
});
