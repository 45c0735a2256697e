import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { OrderSummary, OrderSummaryRequest } from '@contracts/get-order-summary';
import type { PricingRequest } from '@contracts/get-groupama-pricing-for-options';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { callableUrl, dataOf } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import { openPricedStep, orderSummaryFor, pricedState, testPricing } from '../../../test/quote-kit';

const notice = () => screen.queryByRole('region', { name: hr.coveredCar.heading });

/** The server's summary: the car is covered until `until` while the quote starts before it. */
const coveredUntil =
  (until: string) =>
  (request: OrderSummaryRequest): OrderSummary => ({
    ...orderSummaryFor(request),
    policyStartDate: request.quoteId === 'quote-later' ? until : '01/01/2099',
    coveredCar: request.quoteId === 'quote-later' ? null : { coveredUntil: until, suggestedStartDate: until },
  });

describe('the covered-car notice on the summary', () => {
  it('says nothing when the server says nothing', async () => {
    await openPricedStep('onboarding-summary');
    await screen.findByText(hr.covers.MTPL.name);
    expect(notice()).toBeNull();
  });

  it('says the car is covered and prices again from the day the cover ends, clearing the notice', async () => {
    const until = dayjs().add(20, 'day').format('DD/MM/YYYY');
    const pricings: PricingRequest[] = [];
    server.use(
      http.post(callableUrl('getGroupamaPricingForOptions'), async ({ request }) => {
        pricings.push(await dataOf<PricingRequest>(request));
        return HttpResponse.json({
          result: { ...testPricing, quoteId: 'quote-later', policyStartDate: until, policyEndDate: until },
        });
      }),
    );
    const { user } = await openPricedStep('onboarding-summary', pricedState, { summary: coveredUntil(until) });
    const region = await screen.findByRole('region', { name: hr.coveredCar.heading });
    expect(within(region).getByText(new RegExp(`do ${until}`))).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: `Neka nova polica počne ${until}` }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(pricings).toHaveLength(1);
    expect(pricings[0]).toMatchObject({
      policyStartDate: until,
      personalIdentificationNumber: pricedState.personal?.personalIdentificationNumber,
      licensePlate: 'ZG1234AB',
    });
  });

  it('keeps the driver’s add-ons when it prices again from that day, even none at all', async () => {
    const until = dayjs().add(20, 'day').format('DD/MM/YYYY');
    server.use(
      http.post(callableUrl('getGroupamaPricingForOptions'), () =>
        HttpResponse.json({ result: { ...testPricing, quoteId: 'quote-later', policyStartDate: until } }),
      ),
    );
    const { user, calls } = await openPricedStep(
      'onboarding-summary',
      { ...pricedState, options: [] },
      { summary: coveredUntil(until) },
    );
    const region = await screen.findByRole('region', { name: hr.coveredCar.heading });
    await user.click(within(region).getByRole('button', { name: `Neka nova polica počne ${until}` }));
    await waitFor(() => expect(notice()).toBeNull());
    const later = calls.filter(({ name, data }) => name === 'getOrderSummary' && data.quoteId === 'quote-later');
    expect(later.at(-1)?.data.coverCodes).toEqual(['MTPL']);
  });

  it('offers no start the insurer does not sell yet: more than 60 days ahead it says when to buy', async () => {
    const until = dayjs().add(200, 'day').format('DD/MM/YYYY');
    await openPricedStep('onboarding-summary', pricedState, { summary: coveredUntil(until) });
    const region = await screen.findByRole('region', { name: hr.coveredCar.heading });
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).getByText(new RegExp(`počinje ${until}`))).toBeInTheDocument();
  });
});
