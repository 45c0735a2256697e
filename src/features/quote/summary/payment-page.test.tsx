import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import hrCommon from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { paths } from '../../../app/route-table';
import { purchaseOf } from '../../../lib/purchases';
import { renderApp } from '../../../test/render-app';
import type { OnboardingState } from '../state/onboarding-state';
import { callableUrl, callError } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import type { quoteServer } from '../../../test/quote-kit';
import {
  openPricedStep,
  orderSummaryFor,
  paymentSlip,
  pricedState,
  seedOnboarding,
  startedPayment,
  startedSlipPayment,
} from '../../../test/quote-kit';

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
  wipId: 'wip-1',
  furthestStep: 4,
};

async function openPayment(options: Parameters<typeof quoteServer>[0] = {}) {
  const opened = await openPricedStep('onboarding-payment', readyToPay, {
    summary: (request) => ({ ...orderSummaryFor(request), subtotal: 1244.56, discountAmount: 10, total: 1234.56 }),
    ...options,
  });
  await screen.findByText('Ukupno za platiti: 1.234,56 €');
  return opened;
}

const payButton = () => screen.getByRole('button', { name: /^Plati karticom/ });
const consent = (name: RegExp) => screen.getByRole('checkbox', { name });
const preContract = () => consent(/informacijski dokument/);
const generalTerms = () => consent(/opće uvjete osiguranja/);

/** The form the page hands to the gateway: jsdom cannot navigate, so the submit is caught and kept. */
function catchGatewaySubmit() {
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  return submitted;
}

/** The order the slip page polls for: opened, its money not yet arrived. */
const pendingSlipStatus = () =>
  http.post(callableUrl('getOrderStatus'), () =>
    HttpResponse.json({
      result: {
        orderNumber: startedSlipPayment.orderNumber,
        state: 'pending',
        policyState: null,
        amount: 1234.56,
        currency: 'EUR',
        email: 'ana.horvat@primjer.hr',
        emailSent: false,
        policy: null,
        refund: null,
        paidAt: null,
        paymentMethod: 'slip',
        slip: { reference: paymentSlip.reference, validUntil: paymentSlip.validUntil, queuedCredit: null },
      },
    }),
  );

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the payment step', () => {
  it('pays by slip: in one payment, opens the slip order and shows the slip on the page that follows it', async () => {
    // jsdom has no object URLs; the barcode's image is one.
    URL.createObjectURL = vi.fn(() => 'blob:uplatnica');
    const { user, lastCall } = await openPayment({
      payment: () => HttpResponse.json({ result: startedSlipPayment }),
    });
    server.use(pendingSlipStatus());
    await user.click(screen.getByRole('radio', { name: hr.payment.method.slip.name }));
    expect(screen.getByText(hr.payment.method.slip.detail)).toBeVisible();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(screen.getByRole('button', { name: /^Izradi uplatnicu na 1\.234,56/ }));

    const slip = await screen.findByRole('region', { name: 'Vaša uplatnica' }, { timeout: 5000 });
    expect(lastCall('startPayment')).toMatchObject({ paymentMethod: 'slip', paymentPlan: { kind: 'single' } });
    expect(
      within(slip).getByRole('img', {
        name: /2D kod uplatnice za 1\.234,56.€, poziv na broj HR01 0267-306205803670-5/,
      }),
    ).toBeVisible();
    for (const text of ['HR17 2360 0001 1012 3456 5', 'HR01 0267-306205803670-5', 'INSU', 'Polica AO ZG5678CD'])
      expect(within(slip).getByText(text)).toBeInTheDocument();
    expect(slip).toHaveTextContent('Polica počinje vrijediti tek kad uplata stigne, nikad prije.');
    expect(slip).toHaveTextContent('Cijena vrijedi do 14/12/2026.');
    expect(purchaseOf(startedSlipPayment.orderNumber)?.slip).toEqual(paymentSlip);
  });

  it('a slip is paid at once: choosing it switches instalments to one payment', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:uplatnica');
    const { user, lastCall } = await openPayment({
      payment: () => HttpResponse.json({ result: startedSlipPayment }),
    });
    server.use(pendingSlipStatus());
    await user.click(screen.getByRole('radio', { name: /Na rate/ }));
    await user.click(screen.getByRole('radio', { name: hr.payment.method.slip.name }));
    expect(screen.getByRole('radio', { name: /Jednokratno/ })).toBeChecked();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(screen.getByRole('button', { name: /^Izradi uplatnicu/ }));
    await screen.findByRole('region', { name: 'Vaša uplatnica' }, { timeout: 5000 });
    expect(lastCall('startPayment')).toMatchObject({ paymentPlan: { kind: 'single' } });
  });

  it('sends a driver without a price back to the price calculation', async () => {
    seedOnboarding({ ...readyToPay, pricing: null });
    const { router } = renderApp(paths['onboarding-payment']);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain(paths['onboarding-calculate-price']), { timeout: 5000 });
  });

  it('shows the order as the server computed it, with the total to pay', async () => {
    const { lastCall } = await openPayment();
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

  it('shows the vehicle, the policyholder, the period, and the pay button with the server’s amount', async () => {
    await openPayment();
    expect(
      within(screen.getByRole('region', { name: hr.summary.vehicle.heading })).getByText('ZG1234AB'),
    ).toBeVisible();
    const policyholder = screen.getByRole('region', { name: hr.payment.policyholder.heading });
    expect(within(policyholder).getByText('Ana Horvat')).toBeInTheDocument();
    expect(within(policyholder).getByText('Ilica 10, 10000 Zagreb')).toBeInTheDocument();
    const period = screen.getByRole('region', { name: hr.summary.period.heading });
    expect(within(period).getByText('01/01/2099')).toBeInTheDocument();
    expect(within(period).getByText('01/01/2100')).toBeInTheDocument();
    expect(screen.getByText(hr.payment.method.card.detail)).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Plati karticom 1.234,56 €');
    expect(screen.getByText('Nakon plaćanja policu šaljemo na ana.horvat@primjer.hr.')).toBeInTheDocument();
  });

  it('links each consent to its document, in a new tab, said so to screen readers', async () => {
    await openPayment();
    const preContractLink = within(preContract().closest('div') as HTMLElement).getByRole('link');
    expect(preContractLink).toHaveAttribute('href', '/documents/product-information-hr.pdf');
    expect(preContractLink).toHaveAttribute('target', '_blank');
    expect(preContractLink).toHaveAccessibleName(/otvara se u novoj kartici/);
    expect(within(generalTerms().closest('div') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/documents/general-terms-hr.pdf',
    );
  });

  it('will not pay before both consents are given: says which, and moves focus to the first', async () => {
    const { user, calls } = await openPayment();
    const submitted = catchGatewaySubmit();
    await user.click(generalTerms());
    await user.click(payButton());
    await waitFor(() => expect(preContract()).toHaveFocus());
    expect(preContract()).toHaveAccessibleDescription(hr.payment.consents.required);
    expect(generalTerms()).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.name === 'startPayment')).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it('pays: opens the order with the total shown and hands the browser to the gateway’s page', async () => {
    const { user, lastCall } = await openPayment();
    const submitted = catchGatewaySubmit();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(payButton());

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(lastCall('startPayment')).toEqual({
      quoteId: 'quote-1',
      coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS'],
      discountCode: 'PROLJECE10',
      paymentPlan: { kind: 'single' },
      expectedTotal: 1234.56,
      wipId: 'wip-1',
      policyholder: {
        firstName: 'Ana',
        lastName: 'Horvat',
        address: 'Ilica',
        houseNumber: '10',
        postalCode: '10000',
        city: 'Zagreb',
        country: 'HR',
        personalIdentificationNumber: '69435151530',
        dateOfBirth: '07/03/1985',
        contactEmail: 'ana.horvat@primjer.hr',
        phoneNumberPrefix: '+385',
        phoneNumber: '912345678',
      },
      consents: { preContractInformation: true, generalTerms: true },
      locale: 'hr',
      platform: 'web',
      platformVersion: 'v1.56.2',
    });
    const [form] = submitted;
    expect(form?.method).toBe('post');
    expect(form).toHaveAttribute('action', startedPayment.gateway.url);
    expect(Object.fromEntries(new FormData(form))).toEqual(startedPayment.gateway.fields);
    expect(screen.getByRole('button', { name: hr.payment.busy.card })).toHaveAttribute('aria-busy', 'true');
    // The token stays in this tab, for the success page and the policy download.
    expect(purchaseOf(startedPayment.orderNumber)).toEqual({
      orderNumber: startedPayment.orderNumber,
      orderToken: startedPayment.orderToken,
      quoteId: 'quote-1',
      retryPath: paths['onboarding-payment'],
    });
  });

  it('pressed before the amount is in, waits for it, busy, then pays the amount the server computed', async () => {
    // A cold server answers its first call in seconds; the driver has ticked both boxes and pressed by then.
    const { user, lastCall } = await openPricedStep('onboarding-payment', readyToPay, {
      summary: async (request) => {
        await delay(1500);
        return { ...orderSummaryFor(request), subtotal: 1244.56, discountAmount: 10, total: 1234.56 };
      },
    });
    const submitted = catchGatewaySubmit();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(screen.getByRole('button', { name: hr.payment.payNoAmount.card }));

    expect(screen.getByRole('button', { name: hr.payment.busy.card })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(submitted).toHaveLength(1), { timeout: 5000 });
    expect(lastCall('startPayment')).toMatchObject({ quoteId: 'quote-1', expectedTotal: 1234.56 });
  });

  it('pressed when the amount cannot be had, says so instead of doing nothing', async () => {
    const { user, calls } = await openPricedStep('onboarding-payment', readyToPay, {
      summary: async () => {
        await delay(300);
        return callError('UNAVAILABLE', 'Messages.error');
      },
    });
    const submitted = catchGatewaySubmit();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(screen.getByRole('button', { name: hr.payment.payNoAmount.card }));

    const payment = screen.getByRole('region', { name: hr.payment.method.heading });
    expect(await within(payment).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(hrCommon.Messages.error);
    expect(calls.filter((call) => call.name === 'startPayment')).toEqual([]);
    expect(submitted).toEqual([]);
    expect(payButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('a price that changed meanwhile is said, and the amount asked again, before anything is paid', async () => {
    const { user, calls } = await openPayment({
      payment: () => callError('FAILED_PRECONDITION', 'Messages.priceChanged'),
    });
    const submitted = catchGatewaySubmit();
    const summariesBefore = calls.filter((call) => call.name === 'getOrderSummary').length;
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.Messages.priceChanged);
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'getOrderSummary').length).toBeGreaterThan(summariesBefore),
    );
    expect(submitted).toEqual([]);
    expect(payButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('a coupon someone else is paying with is taken off, and the driver told', async () => {
    const { user, lastCall } = await openPayment({
      payment: () => callError('FAILED_PRECONDITION', 'discountCodeError'),
    });
    catchGatewaySubmit();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(payButton());
    expect(await screen.findByText(hrCommon.discountCodeError, { selector: '[role="alert"] *' })).toBeVisible();
    await waitFor(() => expect(lastCall('getOrderSummary')).toMatchObject({ discountCode: null }));
  });

  it('a driver who is not the registered owner is told so, with the way to reach us', async () => {
    const { user } = await openPayment({
      payment: () => callError('FAILED_PRECONDITION', 'Messages.notVehicleOwner'),
    });
    catchGatewaySubmit();
    await user.click(preContract());
    await user.click(generalTerms());
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hr.Messages.notVehicleOwner);
    expect(within(alert).getByRole('link', { name: hr.payment.refusal.contact })).toHaveAttribute(
      'href',
      paths['contact-us'],
    );
  });

  describe('for a car the driver’s own policy already covers', () => {
    const until = dayjs().add(20, 'day').format('DD/MM/YYYY');
    const overlap = hr.Messages.coveredCarOverlap
      .replace('{{coveredUntil}}', until)
      .replace('{{suggestedStartDate}}', until);
    const startThen = `Neka nova polica počne ${until}`;
    /** The quote priced again from the day the cover ends: the server says nothing more of it. */
    const priceLater = () =>
      server.use(
        http.post(callableUrl('getGroupamaPricingForOptions'), () =>
          HttpResponse.json({
            result: { ...readyToPay.pricing, quoteId: 'quote-later', policyStartDate: until, policyEndDate: until },
          }),
        ),
      );

    it('offers no payment, only the start on the day that cover ends, and pays from then', async () => {
      priceLater();
      const { user, calls } = await openPricedStep('onboarding-payment', readyToPay, {
        summary: (request) => ({
          ...orderSummaryFor(request),
          coveredCar: request.quoteId === 'quote-later' ? null : { coveredUntil: until, suggestedStartDate: until },
        }),
      });
      const payment = screen.getByRole('region', { name: hr.payment.method.heading });
      expect(await within(payment).findByText(overlap)).toBeVisible();
      expect(within(payment).queryByRole('button', { name: /^Plati karticom/ })).toBeNull();

      await user.click(within(payment).getByRole('button', { name: startThen }));
      expect(await within(payment).findByRole('button', { name: /^Plati karticom/ })).toBeVisible();
      expect(within(payment).queryByText(overlap)).toBeNull();
      expect(calls.filter((call) => call.name === 'startPayment')).toEqual([]);
    });

    it('refused by the server, says until when the car is covered and offers that start, handing nothing to the gateway', async () => {
      priceLater();
      const { user, calls } = await openPayment({
        payment: () =>
          callError('FAILED_PRECONDITION', 'Messages.coveredCarOverlap', {
            coveredUntil: until,
            suggestedStartDate: until,
          }),
      });
      const submitted = catchGatewaySubmit();
      await user.click(preContract());
      await user.click(generalTerms());
      await user.click(payButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(overlap);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(submitted).toEqual([]);

      await user.click(within(alert).getByRole('button', { name: startThen }));
      await waitFor(() =>
        expect(calls.filter((call) => call.name === 'getOrderSummary').at(-1)?.data.quoteId).toBe('quote-later'),
      );
      expect(await screen.findByRole('button', { name: /^Plati karticom/ })).toBeVisible();
      expect(screen.queryByText(overlap)).toBeNull();
    });
  });
});
