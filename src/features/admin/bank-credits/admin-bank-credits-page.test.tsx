import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminBankCreditRow } from '@contracts/admin-list-bank-credits';
import { adminBankCreditErrorKeys } from '@contracts/bank-credit-error-keys';
import { callNames } from '@contracts/call-names';
import hrCredits from '../../../../locales/hr/admin-bank-credits.json';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { bankCreditRow, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, callableUrl, callError, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

const counts = { matched: 40, queued: 3, refunding: 0, refunded: 7, 'refund-failed': 1, applied: 2 };

/** The list as the server pages it: each state's rows, the counts whatever the filter. */
function serveCredits(rows: Partial<Record<string, AdminBankCreditRow[]>>) {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(callNames.adminListBankCredits), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const items = rows[String(data.state)] ?? [];
      return HttpResponse.json({ result: { items, nextCursor: null, total: items.length, counts } });
    }),
  );
  return calls;
}

const openQueue = () => openConsole(adminPaths['admin-bank-credits'], 'admin-bank-credits');

const rowOf = async (entryReference: string) => {
  const table = await screen.findByRole('region', { name: hrCredits.table });
  const row = within(table)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(entryReference));
  if (!row) throw new Error(`No row for ${entryReference}`);
  return row;
};

describe('the queue of payments without a policy', () => {
  it('shows each payment: when, how much, who, what they wrote, why it is here, its order and what to do', async () => {
    const calls = serveCredits({
      queued: [
        bankCreditRow(),
        bankCreditRow({
          entryReference: 'MB20260301FFFFFFFFFF',
          amount: 50,
          payer: { name: 'Marko Marić', ibanMasked: null },
          reference: null,
          problem: 'unknown-reference',
          order: null,
          advice: 'find-order-or-refund',
          actions: { refund: false, apply: true },
        }),
      ],
    });
    const { user } = await openQueue();
    const row = await rowOf('MB20260301A1B2C3D4E5');
    expect(row).toHaveTextContent('01/03/2026 10:15');
    expect(row).toHaveTextContent('183,56 €');
    expect(row).toHaveTextContent('Ivana Horvat');
    expect(row).toHaveTextContent('HR** **** **** **** *016 0');
    expect(row).toHaveTextContent('HR01 1234-567890123456-7');
    expect(row).toHaveTextContent('Autoodgovornost ZG5678CD');
    expect(row).toHaveTextContent('Uplaćeno manje od cijene police');
    expect(row).toHaveTextContent(hrCredits.advice.refund);
    expect(row).toHaveTextContent(`193,56 € · ${hr.orderStates.order.pending}`);
    expect(within(row).getByRole('link', { name: 'AO-7K3M9Q2X4P' })).toHaveAttribute(
      'href',
      '/admin/orders/AO-7K3M9Q2X4P',
    );

    const unknown = await rowOf('MB20260301FFFFFFFFFF');
    expect(unknown).toHaveTextContent('Nepoznat poziv na broj');
    expect(unknown).toHaveTextContent(hrCredits.noOrder);
    expect(unknown).toHaveTextContent(hrCredits.advice['find-order-or-refund']);
    expect(unknown).toHaveTextContent(hrCredits.noPayerAccount);
    expect(within(unknown).getByRole('button', { name: hrCredits.actions.refund.button })).toBeDisabled();
    expect(within(unknown).getByRole('button', { name: hrCredits.actions.apply.button })).toBeEnabled();

    const filter = screen.getByRole('group', { name: hrCredits.filter });
    expect(within(filter).getByRole('button', { name: `${hr.bankCreditStates.queued} (3)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filter).getByRole('button', { name: `${hr.bankCreditStates['refund-failed']} (1)` }));
    expect(await screen.findByText(hrCredits.empty)).toBeVisible();
    expect(calls.map((call) => call.state)).toEqual(['queued', 'refund-failed']);
  });

  it('sends a payment back only after confirming with a reason, and says where the money went', async () => {
    serveCredits({ queued: [bankCreditRow()] });
    const refunds = answerCall(callNames.adminBankCreditAction, {
      credit: bankCreditRow({
        state: 'refunded',
        advice: 'none',
        actions: { refund: false, apply: false },
        refund: {
          amount: 183.56,
          state: 'sent',
          endToEndId: 'RF1-MB20260301A1B2C3D4E5',
          bankTransactionId: 'TX20260301ABCDE',
          lastError: null,
          at: '2026-03-01T10:00:00.000Z',
        },
      }),
    });
    const { user } = await openQueue();
    await user.click(within(await rowOf('MB20260301A1B2C3D4E5')).getByRole('button', { name: 'Vrati novac' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Vratiti 183,56\s€ uplatitelju\?$/ });
    expect(dialog).toHaveTextContent('HR** **** **** **** *016 0 (Ivana Horvat)');

    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.refund.confirm }));
    expect(await within(dialog).findByText(hrCredits.actions.reasonErrors.required)).toBeVisible();
    expect(refunds).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: hrCredits.actions.reason }), 'Uplaćeno premalo.');
    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.refund.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '183,56 € vraćeno je uplatitelju na račun HR** **** **** **** *016 0.',
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        entryReference: 'MB20260301A1B2C3D4E5',
        action: 'refund',
        reason: 'Uplaćeno premalo.',
      }),
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why the bank refused a refund', async () => {
    serveCredits({ queued: [bankCreditRow()] });
    answerCall(callNames.adminBankCreditAction, {
      credit: bankCreditRow({
        state: 'refund-failed',
        advice: 'retry-refund',
        refund: {
          amount: 183.56,
          state: 'failed',
          endToEndId: 'RF1-MB20260301A1B2C3D4E5',
          bankTransactionId: 'TX20260301ABCDE',
          lastError: 'AC01',
          at: '2026-03-01T10:00:00.000Z',
        },
      }),
    });
    const { user } = await openQueue();
    await user.click(within(await rowOf('MB20260301A1B2C3D4E5')).getByRole('button', { name: 'Vrati novac' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: hrCredits.actions.reason }), 'Uplaćeno premalo.');
    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.refund.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent('Banka je odbila povrat (AC01).');
  });

  it('applies a payment to the order the driver names, announcing a refusal, then the order paid and the excess back', async () => {
    serveCredits({
      queued: [
        bankCreditRow({ amount: 203.56, problem: 'unknown-reference', order: null, advice: 'find-order-or-refund' }),
      ],
    });
    const applies: CallData[] = [];
    let refuse = true;
    server.use(
      http.post(callableUrl(callNames.adminBankCreditAction), async ({ request }) => {
        applies.push(await dataOf(request));
        if (refuse) return callError('FAILED_PRECONDITION', adminBankCreditErrorKeys.orderExpired);
        return HttpResponse.json({
          result: {
            credit: bankCreditRow({
              amount: 203.56,
              state: 'applied',
              order: null,
              appliedTo: { orderNumber: 'AO-7K3M9Q2X4P', amount: 193.56, state: 'paid' },
              advice: 'none',
              actions: { refund: false, apply: false },
              refund: {
                amount: 10,
                state: 'sent',
                endToEndId: 'RF1-MB20260301A1B2C3D4E5',
                bankTransactionId: 'TX20260301ABCDE',
                lastError: null,
                at: '2026-03-01T10:00:00.000Z',
              },
            }),
          },
        });
      }),
    );
    const { user } = await openQueue();
    await user.click(
      within(await rowOf('MB20260301A1B2C3D4E5')).getByRole('button', { name: hrCredits.actions.apply.button }),
    );
    const dialog = screen.getByRole('alertdialog', { name: /^Primijeniti uplatu od 203,56\s€ na narudžbu\?$/ });
    await user.type(within(dialog).getByRole('textbox', { name: hrCredits.actions.orderNumber }), 'ao-7k3m');
    await user.type(within(dialog).getByRole('textbox', { name: hrCredits.actions.reason }), 'Vozač je zvao.');
    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.apply.confirm }));
    expect(await within(dialog).findByText(hrCredits.actions.orderNumberErrors.invalid)).toBeVisible();
    expect(applies).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: hrCredits.actions.orderNumber }), '9q2x4p');
    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.apply.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(hrCredits.errors.orderExpired);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: hrCredits.actions.apply.confirm }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Uplata je primijenjena na narudžbu AO-7K3M9Q2X4P');
    expect(result).toHaveTextContent('Višak od 10,00 € vraćen je uplatitelju.');
    expect(applies).toEqual([
      expect.objectContaining({ action: 'apply', orderNumber: 'AO-7K3M9Q2X4P', reason: 'Vozač je zvao.' }),
      expect.objectContaining({ action: 'apply', orderNumber: 'AO-7K3M9Q2X4P', reason: 'Vozač je zvao.' }),
    ]);
  });
});
