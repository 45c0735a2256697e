import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import hrCommon from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/payment.json';
import { paths } from '../../app/route-table';
import { isQuotePaid, purchaseOf, rememberPurchase } from '../../lib/purchases';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const callableUrl = (name: string) => `http://127.0.0.1:5001/demo-autoodgovornost/europe-west3/${name}`;

const purchase = {
  orderNumber: 'AO-7K3M9Q2X4P',
  orderToken: 'T'.repeat(43),
  quoteId: 'quote-1',
  retryPath: paths['onboarding-payment'],
};

const pending: OrderStatusResponse = {
  orderNumber: purchase.orderNumber,
  state: 'pending',
  policyState: null,
  amount: 1234.56,
  currency: 'EUR',
  email: 'ana.horvat@primjer.hr',
  emailSent: false,
  policy: null,
  refund: null,
  paidAt: null,
};

const issued: OrderStatusResponse = {
  ...pending,
  state: 'paid',
  policyState: 'issued',
  emailSent: true,
  paidAt: '2026-11-23T13:35:42.000Z',
  policy: {
    policyNumber: '10-2026-0001234',
    policyControlNumber: '4820193377',
    startsAt: '2026-11-23T13:35:00.000Z',
    endsAt: '2027-11-23T13:35:00.000Z',
    vehicle: { licensePlate: 'ZG5678CD', vin: 'TMBJJ7NX5K0234567', manufacturer: 'Škoda', model: 'Octavia Combi' },
    covers: [
      { coverCode: 'MTPL', premium: 189.75 },
      { coverCode: 'MTPL_ACC', premium: 14 },
    ],
    discount: { code: 'DOBRODOSLI10', amount: 10 },
  },
};

/** Answers getOrderStatus with each of `answers` in turn, the last one for ever after; records what was asked. */
function orderStatusServer(...answers: OrderStatusResponse[]) {
  const asked: unknown[] = [];
  server.use(
    http.post(callableUrl('getOrderStatus'), async ({ request }) => {
      asked.push(((await request.json()) as { data: unknown }).data);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return HttpResponse.json({ result: answer });
    }),
  );
  return asked;
}

async function openSuccess(orderNumber = purchase.orderNumber) {
  const user = userEvent.setup();
  renderApp(`${paths['payment-success']}?order=${orderNumber}`);
  await screen.findByRole('heading', { level: 1, name: hrCommon.routes['payment-success'].heading });
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('the payment success page', () => {
  it('follows the order with this tab’s token until the policy is issued, then shows it', async () => {
    rememberPurchase(purchase);
    const asked = orderStatusServer(pending, issued);
    await openSuccess();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(hr.success.status.confirming));
    expect(asked[0]).toMatchObject({ orderNumber: purchase.orderNumber, orderToken: purchase.orderToken });

    const policy = await screen.findByRole('region', { name: hr.success.policy.heading }, { timeout: 6000 });
    expect(screen.getByRole('status')).toHaveTextContent('Osigurani ste. Polica je poslana na ana.horvat@primjer.hr.');
    for (const text of [
      '10-2026-0001234',
      '4820193377',
      'ZG5678CD',
      'Škoda Octavia Combi',
      '189,75 €',
      'Popust s kodom DOBRODOSLI10',
      '−10,00 €',
      '1.234,56 €',
    ])
      expect(within(policy).getByText(text)).toBeInTheDocument();
    // Croatian time, whatever the device's zone.
    expect(within(policy).getByText('od 23/11/2026 14:35 do 23/11/2027 14:35')).toBeInTheDocument();
    expect(within(policy).getByText('Obvezno osiguranje od automobilske odgovornosti')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hr.success.download })).toBeVisible();
    expect(screen.getByRole('link', { name: hr.success.account.action })).toHaveAttribute(
      'href',
      `${paths['onboarding-register-user']}?email=ana.horvat%40primjer.hr`,
    );
    // Paid: the quote flow of this tab starts afresh next time (marked by an effect, after the policy is shown).
    await waitFor(() => expect(isQuotePaid('quote-1')).toBe(true));
  });

  it('says the policy is on its way while the insurer has not issued it yet', async () => {
    rememberPurchase(purchase);
    orderStatusServer({ ...pending, state: 'paid', policyState: 'issue-failed' });
    await openSuccess();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Plaćanje je potvrđeno. Polica je na putu: izdajemo je i poslat ćemo je na ana.horvat@primjer.hr čim bude spremna.',
      ),
    );
    expect(screen.queryByRole('button', { name: hr.success.download })).not.toBeInTheDocument();
  });

  it('downloads the policy PDF with the token in the request body, under the policy’s file name', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    let body: unknown;
    server.use(
      http.post('*/api/orders/policy-pdf', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="polica-10-2026-0001234.pdf"',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:polica');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = await openSuccess();
    await user.click(await screen.findByRole('button', { name: hr.success.download }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(body).toEqual({ orderNumber: purchase.orderNumber, orderToken: purchase.orderToken });
    expect(clicked[0]).toHaveAttribute('download', 'polica-10-2026-0001234.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:polica');
  });

  it('says so when the download fails, and that the policy is in the e-mail too', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    server.use(http.post('*/api/orders/policy-pdf', () => HttpResponse.json({}, { status: 409 })));
    const user = await openSuccess();
    await user.click(await screen.findByRole('button', { name: hr.success.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.success.downloadFailed);
  });

  it('tells a driver whose second payment for a paid quote is being given back', async () => {
    rememberPurchase(purchase);
    orderStatusServer({ ...pending, state: 'paid', refund: 'pending' });
    await openSuccess();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(hr.success.status.refunding));
  });

  it('without this tab’s token, asks nothing and points to the e-mail and to support', async () => {
    const asked = orderStatusServer(issued);
    await openSuccess('AO-0000000000');
    expect(screen.getByText(hr.success.unknownOrder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hr.success.contact })).toHaveAttribute('href', paths['contact-us']);
    expect(asked).toEqual([]);
    expect(purchaseOf('AO-0000000000')).toBeUndefined();
  });
});

describe('the payment error page', () => {
  it.each([
    ['declined', hr.error.reasons.declined],
    ['cancelled', hr.error.reasons.cancelled],
    ['error', hr.error.reasons.error],
    ['something-else', hr.error.reasons.error],
  ])('says what happened when the reason is %s, and that nothing was charged', async (reason, text) => {
    renderApp(`${paths['payment-error']}?order=${purchase.orderNumber}&reason=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('"Pokušaj ponovno" goes back to the step the payment started from', async () => {
    rememberPurchase({ ...purchase, retryPath: '/profile/policies/new-policy/payment' });
    renderApp(`${paths['payment-error']}?order=${purchase.orderNumber}&reason=declined`);
    expect(await screen.findByRole('link', { name: hr.error.retry })).toHaveAttribute(
      'href',
      '/profile/policies/new-policy/payment',
    );
    expect(screen.getByText(`Broj narudžbe: ${purchase.orderNumber}`)).toBeInTheDocument();
  });

  it('without a known order, retries the guest payment step', async () => {
    renderApp(`${paths['payment-error']}?reason=cancelled`);
    expect(await screen.findByRole('link', { name: hr.error.retry })).toHaveAttribute(
      'href',
      paths['onboarding-payment'],
    );
  });
});
