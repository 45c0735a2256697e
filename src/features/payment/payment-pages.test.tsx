import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import hrCommon from '../../../locales/hr/common.json';
import hrSlip from '../../../locales/hr/payment-slip.json';
import hr from '../../../locales/hr/payment.json';
import { paths } from '../../app/route-table';
import { isQuotePaid, purchaseOf, rememberPurchase } from '../../lib/purchases';
import { callableUrl, callError } from '../../test/callables';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { paymentSlip } from '../../test/quote-kit';

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
  amount: 153.56,
  currency: 'EUR',
  email: 'ana.horvat@primjer.hr',
  emailSent: false,
  policy: null,
  refund: null,
  paidAt: null,
  paymentMethod: 'card',
  slip: null,
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
    // 189,75 + 14,00 − 10,19 − 10,00 − 30,00 = 153,56: every line the e-policy prints, as the server sends them.
    receipt: {
      covers: [
        { coverCode: 'MTPL', premium: 189.75, premiumTax: 19.32 },
        { coverCode: 'MTPL_ACC', premium: 14, premiumTax: 0 },
      ],
      deductions: [
        { kind: 'single-payment', amount: 10.19 },
        { kind: 'coupon', code: 'DOBRODOSLI10', amount: 10 },
        { kind: 'points', points: 300, amount: 30 },
      ],
      total: 153.56,
      plan: { kind: 'single' },
    },
    greenCardNumber: 'HR/127/04217733',
  },
};

/** Answers getOrderStatus with each of `answers` in turn, the last one for ever after; records what was asked. */
function orderStatusServer(...answers: (OrderStatusResponse | (() => Response))[]) {
  const asked: unknown[] = [];
  server.use(
    http.post(callableUrl('getOrderStatus'), async ({ request }) => {
      asked.push(((await request.json()) as { data: unknown }).data);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return typeof answer === 'function' ? answer() : HttpResponse.json({ result: answer });
    }),
  );
  return asked;
}

const heading = () => screen.getByRole('heading', { level: 1 });

/** The policy's price lines as the driver reads them: label and amount, the total last. */
const receiptLines = (policy: HTMLElement) =>
  within(within(policy).getByRole('heading', { name: hr.success.policy.covers }).nextElementSibling as HTMLElement)
    .getAllByRole('listitem')
    .map((line) => [...line.children].map((part) => part.textContent?.replace(/\s/g, ' ')));

const euroCents = (text: string | undefined) =>
  Math.round(
    Number(
      text
        ?.replace(/[^\d,−]/g, '')
        .replace(',', '.')
        .replace('−', '-'),
    ) * 100,
  );

/** Whether the lines above the last add up to the last, as written on the page. */
const addsUp = (lines: (string | undefined)[][]) => {
  const amounts = lines.map(([, amount]) => euroCents(amount));
  const total = amounts.pop();
  return amounts.reduce((sum, amount) => sum + amount, 0) === total;
};

/** The value beside a label in the policy's details. */
const detail = (policy: HTMLElement, label: string) =>
  within(policy).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

async function openSuccess(orderNumber = purchase.orderNumber) {
  const user = userEvent.setup();
  renderApp(`${paths['payment-success']}?order=${orderNumber}`);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return user;
}

/** Whether "loading" was ever on screen, from now on. */
function watchForLoading() {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(hrCommon.layout.loading)) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

afterEach(() => vi.restoreAllMocks());

/**
 * The PDF endpoint answering `fileName`, and the browser's download: what the request carried, and the links the page
 * clicked to save the file.
 */
function servePdf(fileName: string, blobUrl: string) {
  const sent: { body?: unknown } = {};
  server.use(
    http.post('*/api/orders/policy-pdf', async ({ request }) => {
      sent.body = await request.json();
      return new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` },
      });
    }),
  );
  URL.createObjectURL = vi.fn(() => blobUrl);
  URL.revokeObjectURL = vi.fn();
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { sent, clicked };
}

describe('the payment success page', () => {
  // First in the file: the quote's texts (the covers' names) are not loaded yet, as on a page the gateway opens.
  it('ticks the payment, the policy and the e-mail as the server reports each, with no return to "loading"', async () => {
    rememberPurchase(purchase);
    const paid = { ...pending, state: 'paid', policyState: 'issuing', paidAt: issued.paidAt } as const;
    const asked = orderStatusServer(pending, paid, { ...issued, emailSent: false }, issued);
    await openSuccess();
    const stopWatching = watchForLoading();
    const progress = screen.getByRole('status');
    // Nothing is called a success before the server says so.
    expect(heading()).not.toHaveTextContent(hrCommon.routes['payment-success'].heading);

    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.pending));
    expect(progress).toHaveTextContent(hr.success.steps.payment.pending);
    expect(progress).toHaveTextContent(hr.success.steps.policy.waiting);
    expect(progress).toHaveTextContent('Policu ćemo poslati na ana.horvat@primjer.hr.');
    expect(asked[0]).toMatchObject({ orderNumber: purchase.orderNumber, orderToken: purchase.orderToken });

    await waitFor(() => expect(heading()).toHaveTextContent(hrCommon.routes['payment-success'].heading));
    expect(progress).toHaveTextContent('Plaćanje od 153,56 € je primljeno.');
    expect(progress).toHaveTextContent(hr.success.steps.policy.active);

    await waitFor(() => expect(progress).toHaveTextContent('Polica 10-2026-0001234 je izdana.'));
    expect(heading()).toHaveTextContent(hr.success.heading.insured);
    expect(progress).toHaveTextContent('Šaljemo policu na ana.horvat@primjer.hr.');

    await waitFor(() => expect(progress).toHaveTextContent('Polica je poslana na ana.horvat@primjer.hr.'));
    const lines = within(progress)
      .getAllByRole('listitem')
      .map((line) => line.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      '✓Plaćanje od 153,56 € je primljeno.',
      '✓Polica 10-2026-0001234 je izdana.',
      '✓Polica je poslana na ana.horvat@primjer.hr.',
    ]);
    expect(screen.queryByText(/Čim bude izdana/)).not.toBeInTheDocument();
    const policy = await screen.findByRole('region', { name: hr.success.policy.heading }, { timeout: 5000 });
    expect(stopWatching()).toBe(false);

    for (const text of [
      '10-2026-0001234',
      '4820193377',
      'ZG5678CD',
      'Škoda Octavia Combi',
      '189,75 €',
      'Popust s kodom DOBRODOSLI10',
      '−10,00 €',
      '153,56 €',
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
  }, 15_000);

  it('lists every line of the e-policy, the one-payment discount and the points too, adding up to what was paid', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    await openSuccess();
    const policy = await screen.findByRole('region', { name: hr.success.policy.heading }, { timeout: 5000 });
    expect(receiptLines(policy)).toEqual([
      ['Obvezno osiguranje od automobilske odgovornosti', '189,75 €'],
      ['Osiguranje vozača i putnika od posljedica nezgode', '14,00 €'],
      ['Popust za jednokratno plaćanje', '−10,19 €'],
      ['Popust s kodom DOBRODOSLI10', '−10,00 €'],
      ['Plaćeno bodovima (300 bodova)', '−30,00 €'],
      ['Plaćeno', '153,56 €'],
    ]);
    expect(addsUp(receiptLines(policy))).toBe(true);
    expect(detail(policy, hr.success.policy.plan)).toBe(hr.success.policy.single);
    expect(within(policy).queryByText(hr.success.policy.firstInstalment)).not.toBeInTheDocument();
  });

  it('shows an instalment plan: how many, the first, the rest and that the bank collects them monthly', async () => {
    rememberPurchase(purchase);
    const policy =
      issued.policy &&
      ({
        ...issued.policy,
        receipt: {
          covers: issued.policy.receipt.covers,
          deductions: [{ kind: 'vehicle', amount: 15 }],
          total: 188.75,
          plan: { kind: 'instalments', count: 6, first: 31.5, each: 31.45 },
        },
      } satisfies OrderStatusResponse['policy']);
    orderStatusServer({ ...issued, amount: 188.75, policy });
    await openSuccess();
    const region = await screen.findByRole('region', { name: hr.success.policy.heading }, { timeout: 5000 });
    expect(receiptLines(region)).toEqual([
      ['Obvezno osiguranje od automobilske odgovornosti', '189,75 €'],
      ['Osiguranje vozača i putnika od posljedica nezgode', '14,00 €'],
      ['Popust za vozilo', '−15,00 €'],
      ['Plaćeno', '188,75 €'],
    ]);
    expect(addsUp(receiptLines(region))).toBe(true);
    expect(within(region).queryByText(hr.success.policy.singlePaymentDiscount)).not.toBeInTheDocument();
    expect(detail(region, hr.success.policy.plan)).toBe('U 6 rata');
    expect(detail(region, hr.success.policy.firstInstalment)).toBe('31,50 €');
    expect(detail(region, hr.success.policy.laterInstalments)).toBe('5 × 31,45 €');
    expect(within(region).getByText(hr.success.policy.bankCollects)).toBeVisible();
  });

  it('shows at once that it is checking the payment, before the server has answered', async () => {
    rememberPurchase(purchase);
    server.use(http.post(callableUrl('getOrderStatus'), () => new Promise<Response>(() => undefined)));
    await openSuccess();
    expect(heading()).toHaveTextContent(hr.success.heading.checking);
    expect(screen.getByRole('status')).toHaveTextContent(hr.success.steps.payment.checking);
    expect(isQuotePaid('quote-1')).toBe(false);
  });

  it('keeps what it showed when one poll fails, and goes on ticking', async () => {
    rememberPurchase(purchase);
    const paid = { ...pending, state: 'paid', policyState: 'issuing', paidAt: issued.paidAt } as const;
    orderStatusServer(paid, () => callError('UNAVAILABLE', 'Messages.error'), issued);
    await openSuccess();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(hr.success.steps.policy.active));
    const stopWatching = watchForLoading();
    await screen.findByRole('region', { name: hr.success.policy.heading }, { timeout: 5000 });
    expect(stopWatching()).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the insurer is still issuing, and that the driver need not wait, after a failed issue', async () => {
    rememberPurchase(purchase);
    orderStatusServer({ ...pending, state: 'paid', policyState: 'issue-failed' });
    await openSuccess();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(hr.success.steps.policy.retrying));
    expect(heading()).toHaveTextContent(hrCommon.routes['payment-success'].heading);
    expect(screen.queryByRole('button', { name: hr.success.download })).not.toBeInTheDocument();
  });

  it('an order that was not paid is not a success: says so, and leads back to the payment', async () => {
    rememberPurchase(purchase);
    orderStatusServer({ ...pending, state: 'declined' });
    await openSuccess();
    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.notPaid));
    expect(screen.getByRole('status')).toHaveTextContent(hr.success.status.notPaid);
    expect(screen.getByRole('link', { name: hr.error.retry })).toHaveAttribute('href', purchase.retryPath);
    expect(isQuotePaid('quote-1')).toBe(false);
  });

  it('downloads the policy PDF with the token in the request body, under the policy’s file name', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    const { sent, clicked } = servePdf('polica-10-2026-0001234.pdf', 'blob:polica');
    const user = await openSuccess();
    await user.click(await screen.findByRole('button', { name: hr.success.download }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(sent.body).toEqual({
      orderNumber: purchase.orderNumber,
      orderToken: purchase.orderToken,
      document: 'e-policy',
    });
    expect(clicked[0]).toHaveAttribute('download', 'polica-10-2026-0001234.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:polica');
  });

  it('offers the green card beside the policy, says it must be shown on paper, and downloads it with the token', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    const { sent, clicked } = servePdf('zelena-karta-10-2026-0001234.pdf', 'blob:karta');
    const user = await openSuccess();
    const button = await screen.findByRole('button', { name: hr.greenCard.download });
    expect(screen.getByText(hr.greenCard.paperNotice.replace('{{number}}', 'HR/127/04217733'))).toBeVisible();
    await user.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(sent.body).toEqual({
      orderNumber: purchase.orderNumber,
      orderToken: purchase.orderToken,
      document: 'green-card',
    });
    expect(clicked[0]).toHaveAttribute('download', 'zelena-karta-10-2026-0001234.pdf');
  });

  it('offers no green card for a policy issued without one', async () => {
    rememberPurchase(purchase);
    orderStatusServer({ ...issued, policy: issued.policy && { ...issued.policy, greenCardNumber: null } });
    await openSuccess();
    await screen.findByRole('button', { name: hr.success.download });
    expect(screen.queryByRole('button', { name: hr.greenCard.download })).not.toBeInTheDocument();
    expect(screen.queryByText(/HR\/127/)).not.toBeInTheDocument();
  });

  it('says so when the green card cannot be downloaded', async () => {
    rememberPurchase(purchase);
    orderStatusServer(issued);
    server.use(http.post('*/api/orders/policy-pdf', () => HttpResponse.json({}, { status: 404 })));
    const user = await openSuccess();
    await user.click(await screen.findByRole('button', { name: hr.greenCard.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.greenCard.downloadFailed);
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
    expect(heading()).toHaveTextContent(hr.success.heading.refund);
  });

  it('an order made up in the address is not a success: asks nothing, and points to the e-mail, support, a quote', async () => {
    const asked = orderStatusServer(issued);
    await openSuccess('AO-0000000000');
    expect(heading()).toHaveTextContent(hr.success.heading.unknown);
    expect(screen.queryByText(hrCommon.routes['payment-success'].heading)).not.toBeInTheDocument();
    expect(screen.getByText(hr.success.unknownOrder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hr.success.contact })).toHaveAttribute('href', paths['contact-us']);
    expect(screen.getByRole('link', { name: hr.success.newQuote })).toHaveAttribute('href', paths.onboarding);
    expect(asked).toEqual([]);
    expect(purchaseOf('AO-0000000000')).toBeUndefined();
  });

  it('an order the server does not know with this token is not a success either, and is asked about once', async () => {
    rememberPurchase(purchase);
    const asked = orderStatusServer(() => callError('NOT_FOUND', 'Messages.orderNotFound'));
    await openSuccess();
    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.unknown));
    expect(screen.getByText(hr.success.unknownOrder)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(asked).toHaveLength(1);
  });
});

describe('the payment success page of a slip', () => {
  // jsdom has no object URLs; the barcode's image is one.
  URL.createObjectURL = vi.fn(() => 'blob:uplatnica');
  const slipPending: OrderStatusResponse = {
    ...pending,
    paymentMethod: 'slip',
    slip: { reference: paymentSlip.reference, validUntil: paymentSlip.validUntil, queuedCredit: null },
  };

  it('shows the slip while the money has not come, waits without calling it late, then shows the policy', async () => {
    rememberPurchase({ ...purchase, slip: paymentSlip });
    orderStatusServer(slipPending, slipPending, { ...issued, paymentMethod: 'slip', slip: slipPending.slip });
    await openSuccess();
    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.slip));
    expect(await screen.findByRole('region', { name: hrSlip.heading })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(hr.success.steps.payment.slipPending);

    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.insured), { timeout: 8000 });
    expect(screen.queryByRole('region', { name: hrSlip.heading })).not.toBeInTheDocument();
  }, 15_000);

  it('after a late payment says the money goes back and offers today’s price', async () => {
    rememberPurchase({ ...purchase, slip: paymentSlip });
    orderStatusServer({
      ...slipPending,
      slip: { ...slipPending.slip!, queuedCredit: { problem: 'late', amount: 153.56 } },
    });
    await openSuccess();
    await waitFor(() => expect(heading()).toHaveTextContent(hr.success.heading.creditQueued));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Uplata od 153,56 € stigla je nakon 14/12/2026, kad ova cijena više nije vrijedila',
    );
    expect(screen.getByRole('link', { name: hrSlip.newPrice })).toHaveAttribute('href', purchase.retryPath);
    expect(screen.getByRole('link', { name: hrSlip.contact })).toHaveAttribute('href', paths['contact-us']);
    expect(screen.queryByRole('region', { name: hrSlip.heading })).not.toBeInTheDocument();
  });

  it('an unpaid slip whose price stopped holding says when the time ran out', async () => {
    rememberPurchase({ ...purchase, slip: paymentSlip });
    orderStatusServer({ ...slipPending, state: 'expired' });
    await openSuccess();
    expect(
      await screen.findByText('Rok za uplatu istekao je 14/12/2026 i ništa nije plaćeno.', { exact: false }),
    ).toBeVisible();
  });
});

describe('the payment error page', () => {
  it.each([
    ['declined', hr.error.headings.declined, hr.error.reasons.declined, hr.error.retry],
    ['cancelled', hr.error.headings.cancelled, hr.error.reasons.cancelled, hr.error.backToPayment],
    ['error', hrCommon.routes['payment-error'].heading, hr.error.reasons.error, hr.error.retry],
    ['something-else', hrCommon.routes['payment-error'].heading, hr.error.reasons.error, hr.error.retry],
  ])('says what happened when the reason is %s, that nothing was charged, and the way on', async (...expected) => {
    const [reason, title, text, action] = expected;
    renderApp(`${paths['payment-error']}?order=${purchase.orderNumber}&reason=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(heading()).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: action })).toBeVisible();
  });

  it('a cancelled payment is not called a failure', async () => {
    renderApp(`${paths['payment-error']}?order=${purchase.orderNumber}&reason=cancelled`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ništa nije naplaćeno.');
    expect(screen.queryByText(/nije uspjelo/)).not.toBeInTheDocument();
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
    expect(await screen.findByRole('link', { name: hr.error.backToPayment })).toHaveAttribute(
      'href',
      paths['onboarding-payment'],
    );
  });
});
