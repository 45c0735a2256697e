import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminListAuditResponse } from '@contracts/admin-list-audit';
import { callNames } from '@contracts/call-names';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { auditEntry, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { callableUrl, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

const refund = auditEntry({
  id: 'audit-2',
  at: '2026-11-20T11:30:00.000Z',
  action: 'adminOrderAction',
  subject: 'order',
  subjectId: 'AO-7K3M9Q2X4P',
  before: { state: 'paid' },
  after: { state: 'refunded' },
  reason: 'Dvostruko plaćanje',
});

/** The log in two pages, or one kind of record's entries. */
function auditServer() {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(callNames.adminListAudit), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const answer: AdminListAuditResponse =
        data.subject === 'order'
          ? { items: [refund], nextCursor: null, total: 1 }
          : data.cursor === 'older'
            ? { items: [auditEntry({ id: 'audit-0', subjectId: 'JESEN20' })], nextCursor: null, total: 3 }
            : { items: [refund, auditEntry()], nextCursor: 'older', total: 3 };
      return HttpResponse.json({ result: answer });
    }),
  );
  return calls;
}

const rows = () =>
  within(screen.getByRole('region', { name: hr.audit.table }))
    .getAllByRole('row')
    .slice(1);

describe('the audit log', () => {
  it('shows who changed what and why, newest first, a page at a time', async () => {
    const calls = auditServer();
    const { user } = await openConsole(adminPaths['admin-audit'], 'admin-audit');
    expect(await screen.findByText('Prikazano 2 od 3')).toBeVisible();
    const [first, second] = rows();
    expect(first).toHaveTextContent('20/11/2026 12:30');
    expect(first).toHaveTextContent('podrska@primjer.hr');
    expect(first).toHaveTextContent(hr.audit.actions.adminOrderAction);
    expect(first).toHaveTextContent('Stanje: Plaćeno → Novac vraćen');
    expect(first).toHaveTextContent('Dvostruko plaćanje');
    expect(within(first!).getByRole('link', { name: 'AO-7K3M9Q2X4P' })).toHaveAttribute(
      'href',
      '/admin/orders/AO-7K3M9Q2X4P',
    );
    expect(second).toHaveTextContent('Iznos popusta: — → 25,00 €');
    expect(calls[0]).toMatchObject({ subject: null, subjectId: null, cursor: null });

    await user.click(screen.getByRole('button', { name: hr.list.loadMore }));
    expect(await screen.findByText('Prikazano 3 od 3')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ cursor: 'older' });
  });

  it('keeps to one kind of record when asked', async () => {
    const calls = auditServer();
    const { user } = await openConsole(adminPaths['admin-audit'], 'admin-audit');
    await screen.findByText('Prikazano 2 od 3');
    await user.click(
      within(screen.getByRole('group', { name: hr.audit.filter })).getByRole('button', {
        name: hr.audit.subjects.order,
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ subject: 'order', cursor: null });
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      http.post(callableUrl(callNames.adminListAudit), () =>
        HttpResponse.json({ result: { items: [], nextCursor: null, total: 0 } }),
      ),
    );
    await openConsole(adminPaths['admin-audit'], 'admin-audit');
    expect(await screen.findByText(hr.audit.none)).toBeVisible();
  });
});
