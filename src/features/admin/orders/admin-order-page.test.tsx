import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import hrPolicies from '../../../../locales/hr/admin-policies.json';
import hr from '../../../../locales/hr/admin.json';
import { auditEntry, openConsole, orderDetail, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, failCall } from '../../../test/callables';
import { orderPath } from './order-paths';

afterEach(signOutAfterEach);

const openOrder = (orderNumber = 'AO-7K3M9Q2X4P') =>
  openConsole(orderPath(orderNumber), 'admin-order', hr.order.heading.replace('{{orderNumber}}', orderNumber));

const panel = (name: string) => screen.getByRole('region', { name });

describe('an order in the console', () => {
  it('shows what was bought, for which vehicle, by whom, the payment, the policy and its story', async () => {
    const asked = answerCall(callNames.adminGetOrder, {
      order: orderDetail({
        audit: [
          auditEntry({
            action: 'adminOrderAction',
            subject: 'order',
            subjectId: 'AO-7K3M9Q2X4P',
            before: { emailState: 'failed' },
            after: { emailState: 'sent' },
          }),
        ],
      }),
    });
    await openOrder();
    await screen.findByRole('region', { name: hr.order.vehicle });
    expect(asked).toEqual([expect.objectContaining({ orderNumber: 'AO-7K3M9Q2X4P' })]);
    expect(within(panel(hr.order.vehicle)).getByText('Volkswagen Golf')).toBeVisible();
    expect(within(panel(hr.order.policyholder)).getByRole('link', { name: 'ana.horvat@primjer.hr' })).toHaveAttribute(
      'href',
      'mailto:ana.horvat@primjer.hr',
    );
    const items = panel(hr.order.items);
    expect(within(items).getByText('Obvezno osiguranje od automobilske odgovornosti')).toBeVisible();
    expect(within(items).getByText('−10,00 €')).toBeVisible();
    expect(within(panel(hr.order.payment)).getByText('411111******1111')).toBeVisible();
    expect(within(panel(hr.order.policy)).getByText('od 21/11/2026 01:00 do 21/11/2027 01:00')).toBeVisible();
    const history = within(panel(hr.order.history)).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      '20/11/2026 10:15Plaćanje započeto',
      '20/11/2026 10:17Plaćeno',
      '20/11/2026 10:18Polica izdanaBroj police: 10-2026-0001234',
    ]);
    // Each value isolated in an element of its own (`SentenceWithDriverTexts`).
    expect(within(panel(hr.order.audit)).getByRole('table')).toHaveTextContent(
      'E-pošta: E-pošta nije poslana → E-pošta poslana',
    );
  });

  it('words every event of the story and every field for staff: Croatian, money as on the site, ids apart', async () => {
    const at = (minute: number) => `2026-11-20T09:${String(minute).padStart(2, '0')}:00.000Z`;
    answerCall(callNames.adminGetOrder, {
      order: orderDetail({
        locale: 'hr',
        history: [
          { at: at(10), event: 'started', detail: { kind: 'amount', amount: 203.75 } },
          { at: at(11), event: 'returned', detail: { kind: 'outcome', outcome: 'approved' } },
          { at: at(12), event: 'notification', detail: { kind: 'outcome', outcome: 'declined' } },
          { at: at(13), event: 'declined', detail: { kind: 'response-code', value: '51' } },
          { at: at(14), event: 'paid', detail: { kind: 'approval-code', value: '516E2F' } },
          { at: at(15), event: 'duplicate-payment', detail: { kind: 'paid-by-order', value: 'AO-4HP6M7R97C' } },
          { at: at(16), event: 'policy-issue-failed', detail: { kind: 'insurer-failure', failure: 'unavailable' } },
          { at: at(17), event: 'policy-issued', detail: { kind: 'policy-number', value: '10-2026-0001234' } },
          { at: at(18), event: 'email-sent', detail: { kind: 'message-id', value: 'P_bzLOoc5tch3VLqm7368Q' } },
          {
            at: at(19),
            event: 'refunded',
            detail: { kind: 'refund', reason: 'Kupac je odustao', refundId: 'RF-77' },
          },
          { at: at(20), event: 'refund-failed', detail: { kind: 'message', value: 'Card expired' } },
          { at: at(21), event: 'expired', detail: null },
        ],
      }),
    });
    await openOrder();
    await screen.findByRole('region', { name: hr.order.history });
    const history = within(panel(hr.order.history));
    const entries = history.getAllByRole('listitem');
    const expected = [
      ['20/11/2026 10:10', 'Plaćanje započeto', 'Iznos: 203,75 €'],
      ['20/11/2026 10:11', 'Kupac se vratio s naplatne stranice', 'Ishod: odobreno'],
      ['20/11/2026 10:12', 'Stigla obavijest o plaćanju', 'Ishod: odbijeno'],
      ['20/11/2026 10:13', 'Plaćanje odbijeno', 'Kod odgovora naplatnog sustava: 51'],
      ['20/11/2026 10:14', 'Plaćeno', 'Autorizacijski kod: 516E2F'],
      ['20/11/2026 10:15', 'Dvostruko plaćanje', 'Ponuda je već plaćena narudžbom AO-4HP6M7R97C'],
      ['20/11/2026 10:16', 'Izdavanje police nije uspjelo', 'Razlog: osiguratelj nije odgovorio'],
      ['20/11/2026 10:17', 'Polica izdana', 'Broj police: 10-2026-0001234'],
      ['20/11/2026 10:18', 'Polica poslana e-poštom', 'ID poruke: P_bzLOoc5tch3VLqm7368Q'],
      ['20/11/2026 10:19', 'Novac vraćen', 'Razlog: Kupac je odustao', 'ID povrata: RF-77'],
      ['20/11/2026 10:20', 'Povrat nije uspio', 'Poruka: Card expired'],
      ['20/11/2026 10:21', 'Plaćanje isteklo'],
    ];
    expect(entries).toHaveLength(expected.length);
    entries.forEach((entry, index) =>
      expect(entry).toHaveTextContent((expected[index] ?? []).join(''), { normalizeWhitespace: true }),
    );
    // No raw gateway words, no machine amounts, no bare ids beside the event.
    expect(history.queryByText(/approved|declined|EUR|—/)).toBeNull();
    expect(history.getByText('ID poruke: P_bzLOoc5tch3VLqm7368Q')).toHaveClass('secondary');
    expect(history.getByRole('link', { name: 'AO-4HP6M7R97C' })).toHaveAttribute('href', orderPath('AO-4HP6M7R97C'));
    const overview = within(panel(hr.order.overview));
    expect(overview.getByText(hr.order.locale).nextElementSibling).toHaveTextContent('hrvatski');
    expect(overview.getByText(hr.order.total).nextElementSibling).toHaveTextContent('308,00 €');
  });

  it('shows how the driver pays: the plan, the one-payment discount, the bank’s instalments and points spent', async () => {
    answerCall(callNames.adminGetOrder, {
      order: orderDetail({
        paymentPlan: { kind: 'instalments', count: 6 },
        singlePaymentDiscountAmount: 0,
        points: { points: 120, amount: 12, state: 'spent' },
        payment: {
          transactionId: 'tx-1001',
          approvalCode: '123456',
          maskedPan: '411111******1111',
          at: '2026-11-20T09:17:00.000Z',
          instalments: 6,
        },
      }),
    });
    await openOrder();
    await screen.findByRole('region', { name: hr.order.overview });
    const overview = within(panel(hr.order.overview));
    expect(overview.getByText(hr.plan.label).nextElementSibling).toHaveTextContent('U 6 rata');
    const items = within(panel(hr.order.items));
    expect(items.queryByText(hr.plan.singlePaymentDiscount)).toBeNull();
    expect(items.getByText('Plaćeno bodovima (120 bodova, iskorišteni)').nextElementSibling).toHaveTextContent(
      '−12,00 €',
    );
    const payment = within(panel(hr.order.payment));
    expect(payment.getByText(hr.plan.bankInstalments).nextElementSibling).toHaveTextContent('6');
  });

  it('shows a payment at once with its discount', async () => {
    answerCall(callNames.adminGetOrder, {
      order: orderDetail({ paymentPlan: { kind: 'single' }, singlePaymentDiscountAmount: 14.35 }),
    });
    await openOrder();
    await screen.findByRole('region', { name: hr.order.overview });
    expect(within(panel(hr.order.overview)).getByText(hr.plan.label).nextElementSibling).toHaveTextContent(
      'Jednokratno',
    );
    expect(within(panel(hr.order.items)).getByText(hr.plan.singlePaymentDiscount).nextElementSibling).toHaveTextContent(
      '−14,35 €',
    );
  });

  it("shows the policy's early end and a refund the schedule keeps trying, with its last failure", async () => {
    answerCall(callNames.adminGetOrder, {
      order: orderDetail({
        ending: {
          reason: 'sold',
          endDate: '05/12/2026',
          state: 'ended',
          requestedBy: 'driver',
          missingDocuments: [],
          refusal: null,
          coverEndsAt: '2026-12-05T23:00:00.000Z',
          refund: { amount: 250.4, method: 'card', state: 'pending', attempts: 3, lastError: 'gateway 503' },
          transferIban: null,
          emailedAt: null,
        },
      }),
    });
    await openOrder();
    const policy = await screen.findByRole('region', { name: hr.order.policy });
    expect(within(policy).getByText(hrPolicies.ending.heading).nextElementSibling).toHaveTextContent(
      'prodaja vozila, 05/12/2026: polica prestala',
    );
    expect(within(policy).getByText(hrPolicies.ending.coverEndsAt).nextElementSibling).toHaveTextContent(
      '06/12/2026 00:00',
    );
    const refund = within(policy).getByText(hrPolicies.ending.refund).nextElementSibling;
    expect(refund).toHaveTextContent('250,40 € na karticu: čeka (3 pokušaja)');
    expect(refund).toHaveTextContent('gateway 503');
  });

  it('says an order made before drivers chose a plan has none', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail({ paymentPlan: null }) });
    await openOrder();
    await screen.findByRole('region', { name: hr.order.overview });
    expect(within(panel(hr.order.overview)).getByText(hr.plan.label).nextElementSibling).toHaveTextContent(
      hr.plan.unknown,
    );
  });

  it('offers only the actions the order allows', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail() });
    await openOrder();
    expect(await screen.findByRole('button', { name: hr.order.actions['resend-email'].button })).toBeEnabled();
    expect(screen.getByRole('button', { name: hr.order.actions['retry-issue'].button })).toBeDisabled();
    expect(screen.getByRole('button', { name: hr.order.actions.refund.button })).toBeEnabled();
  });

  it('refunds only after confirming, with the reason, and shows the order as it is now', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail() });
    const refunds = answerCall(callNames.adminOrderAction, {
      order: orderDetail({
        state: 'refunded',
        refundState: 'refunded',
        actions: { ...orderDetail().actions, refund: false },
      }),
    });
    const { user } = await openOrder();
    await user.click(await screen.findByRole('button', { name: hr.order.actions.refund.button }));
    const dialog = screen.getByRole('alertdialog', { name: 'Vratiti novac za AO-7K3M9Q2X4P?' });

    await user.click(within(dialog).getByRole('button', { name: hr.order.actions.refund.confirm }));
    expect(await within(dialog).findByText(hr.order.actions.reasonErrors.required)).toBeVisible();
    expect(refunds).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: hr.order.actions.reason }), 'Dvostruko plaćanje');
    await user.click(within(dialog).getByRole('button', { name: hr.order.actions.refund.confirm }));
    expect(await screen.findByText(hr.order.actions.refund.done)).toBeVisible();
    expect(refunds).toEqual([
      expect.objectContaining({ orderNumber: 'AO-7K3M9Q2X4P', action: 'refund', reason: 'Dvostruko plaćanje' }),
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: hr.order.actions.refund.button })).toBeDisabled();
    expect(within(panel(hr.order.overview)).getByText(hr.orderStates.order.refunded)).toBeVisible();
  });

  it('ends a policy on the driver’s word by phone: the reason, the day and what they said', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail() });
    const ended = answerCall(callNames.adminOrderAction, {
      order: orderDetail({
        ending: {
          reason: 'sold',
          endDate: '03/12/2026',
          state: 'documents-missing',
          requestedBy: 'staff',
          missingDocuments: ['sale-contract'],
          refusal: null,
          coverEndsAt: null,
          refund: null,
          transferIban: null,
          emailedAt: null,
        },
        actions: { ...orderDetail().actions, endPolicyOnRequest: false },
      }),
    });
    const { user } = await openOrder();
    const actions = hr.order.actions;
    await user.click(await screen.findByRole('button', { name: actions['end-policy-on-request'].button }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Raskinuti policu za AO-7K3M9Q2X4P na zahtjev vozača?',
    });
    await user.click(within(dialog).getByRole('button', { name: actions['end-policy-on-request'].confirm }));
    expect(await within(dialog).findByText(actions.endReasonErrors.required)).toBeVisible();
    expect(ended).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: hrPolicies.ending.reasons.sold }));
    await user.type(within(dialog).getByRole('textbox', { name: actions.endDate }), '3.12.2026.');
    await user.type(
      within(dialog).getByRole('textbox', { name: actions.phoneRequest }),
      'Zvao 07/12 u 10:05, potvrdio datum rođenja; auto prodao 3.12.',
    );
    await user.click(within(dialog).getByRole('button', { name: actions['end-policy-on-request'].confirm }));
    expect(await screen.findByText(actions['end-policy-on-request'].done)).toBeVisible();
    expect(ended).toEqual([
      expect.objectContaining({
        action: 'end-policy-on-request',
        endReason: 'sold',
        endDate: '03/12/2026',
        reason: 'Zvao 07/12 u 10:05, potvrdio datum rođenja; auto prodao 3.12.',
      }),
    ]);
    const policy = screen.getByRole('region', { name: hr.order.policy });
    expect(within(policy).getByText(hrPolicies.ending.requestedBy).nextElementSibling).toHaveTextContent(
      hrPolicies.ending.by.staff,
    );
    expect(within(policy).getByText(hrPolicies.ending.missing).nextElementSibling).toHaveTextContent(
      'kupoprodajni ugovor',
    );
  });

  it("marks a policy end's transfer to the driver's IBAN paid only with the bank's reference", async () => {
    const ending = {
      reason: 'sold' as const,
      endDate: '05/12/2026',
      state: 'ended' as const,
      requestedBy: 'driver' as const,
      missingDocuments: [],
      refusal: null,
      coverEndsAt: '2026-12-05T23:00:00.000Z',
      refund: { amount: 120, method: 'iban' as const, state: 'pending' as const, attempts: 1, lastError: null },
      transferIban: 'HR1210010051863000160',
      emailedAt: '2026-12-05T10:00:00.000Z',
    };
    const actions = { ...orderDetail().actions, refund: false, markEndingTransferPaid: true };
    answerCall(callNames.adminGetOrder, { order: orderDetail({ ending, actions }) });
    const marked = answerCall(callNames.adminOrderAction, {
      order: orderDetail({
        ending: { ...ending, refund: { ...ending.refund, state: 'paid' }, transferIban: null },
        actions: { ...actions, markEndingTransferPaid: false },
      }),
    });
    const { user } = await openOrder();
    const policy = await screen.findByRole('region', { name: hr.order.policy });
    expect(within(policy).getByText(hrPolicies.ending.iban).nextElementSibling).toHaveTextContent(
      'HR1210010051863000160',
    );
    expect(screen.getByRole('button', { name: hr.order.actions['retry-ending-refund'].button })).toBeDisabled();
    expect(screen.getByRole('button', { name: hr.order.actions.refund.button })).toBeDisabled();

    const action = hr.order.actions['mark-ending-transfer-paid'];
    await user.click(screen.getByRole('button', { name: action.button }));
    const dialog = screen.getByRole('alertdialog', { name: action.title.replace('{{orderNumber}}', 'AO-7K3M9Q2X4P') });
    await user.click(within(dialog).getByRole('button', { name: action.confirm }));
    expect(await within(dialog).findByText(hr.order.actions.reasonErrors.required)).toBeVisible();
    expect(marked).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: hr.order.actions.transferReference }),
      'HR00 2026-1205-77',
    );
    await user.click(within(dialog).getByRole('button', { name: action.confirm }));
    expect(await screen.findByText(action.done)).toBeVisible();
    expect(marked).toEqual([
      expect.objectContaining({ action: 'mark-ending-transfer-paid', reason: 'HR00 2026-1205-77' }),
    ]);
    expect(screen.queryByText('HR1210010051863000160')).toBeNull();
  });

  it('leaves everything as it was when the dialog is cancelled', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail() });
    const resends = answerCall(callNames.adminOrderAction, { order: orderDetail() });
    const { user } = await openOrder();
    const resend = await screen.findByRole('button', { name: hr.order.actions['resend-email'].button });
    await user.click(resend);
    await user.click(screen.getByRole('button', { name: hr.dialog.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(resend).toHaveFocus();
    expect(resends).toEqual([]);
  });

  it('shows the server’s refusal in words when the state no longer allows the action', async () => {
    answerCall(callNames.adminGetOrder, { order: orderDetail() });
    failCall(callNames.adminOrderAction, 'FAILED_PRECONDITION', errorKeys.adminActionNotAllowed);
    const { user } = await openOrder();
    await user.click(await screen.findByRole('button', { name: hr.order.actions['resend-email'].button }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: hr.order.actions['resend-email'].confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(hr.errors.actionNotAllowed);
  });

  it('says so when the order does not exist', async () => {
    failCall(callNames.adminGetOrder, 'NOT_FOUND', errorKeys.adminNotFound);
    await openOrder('AO-0000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.errors.notFound);
  });
});
