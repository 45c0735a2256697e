import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSearchOrdersResponse } from '@contracts/admin-search-orders';
import { callNames } from '@contracts/call-names';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { openConsole, orderRow, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, callableUrl, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

/** The search as the server would answer it: two pages of the newest orders, or what the query finds. */
function orderServer() {
  const calls: CallData[] = [];
  const firstPage = Array.from({ length: 25 }, (_, index) =>
    orderRow({ orderNumber: `AO-00000000${String(index).padStart(2, '0')}`, policyholderName: `Kupac ${index}` }),
  );
  server.use(
    http.post(callableUrl(callNames.adminSearchOrders), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const answer: AdminSearchOrdersResponse =
        data.query === 'ZG1234AB'
          ? { queryKind: 'license-plate', items: [orderRow()], nextCursor: null, total: 1 }
          : data.query
            ? { queryKind: 'email', items: [], nextCursor: null, total: 0 }
            : data.cursor === 'page-2'
              ? { queryKind: 'none', items: [orderRow({ orderNumber: 'AO-LAST000001' })], nextCursor: null, total: 26 }
              : { queryKind: 'none', items: firstPage, nextCursor: 'page-2', total: 26 };
      return HttpResponse.json({ result: answer });
    }),
  );
  return calls;
}

const rowsOf = () =>
  within(screen.getByRole('region', { name: hr.orders.table }))
    .getAllByRole('row')
    .slice(1);

describe('the order list', () => {
  it('shows the newest orders with their count, and the next page on request', async () => {
    const calls = orderServer();
    const { user } = await openConsole(adminPaths['admin-orders'], 'admin-orders');
    expect(await screen.findByText('Prikazano 25 od 26')).toBeVisible();
    expect(rowsOf()).toHaveLength(25);
    expect(calls[0]).toMatchObject({ query: null, attention: false, cursor: null });

    await user.click(screen.getByRole('button', { name: hr.list.loadMore }));
    expect(await screen.findByText('Prikazano 26 od 26')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ query: null, attention: false, cursor: 'page-2' });
    expect(screen.getByRole('link', { name: 'AO-LAST000001' })).toHaveAttribute('href', '/admin/orders/AO-LAST000001');
    expect(screen.queryByRole('button', { name: hr.list.loadMore })).toBeNull();
  });

  it('searches with what was typed and says how the server read it', async () => {
    const calls = orderServer();
    const { user, router } = await openConsole(adminPaths['admin-orders'], 'admin-orders');
    await screen.findByText('Prikazano 25 od 26');
    await user.type(screen.getByRole('searchbox', { name: hr.orders.search.label }), '  ZG1234AB ');
    await user.click(screen.getByRole('button', { name: hr.orders.search.submit }));
    expect(await screen.findByText('Upisano je pročitano kao: registracijska oznaka.')).toBeVisible();
    expect(calls.at(-1)).toEqual(expect.objectContaining({ query: 'ZG1234AB', attention: false, cursor: null }));
    expect(rowsOf()).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=ZG1234AB');
  });

  it('keeps to the orders that need attention when asked', async () => {
    const calls = orderServer();
    const { user } = await openConsole(adminPaths['admin-orders'], 'admin-orders');
    await screen.findByText('Prikazano 25 od 26');
    await user.click(screen.getByRole('checkbox', { name: hr.orders.search.attention }));
    await user.click(screen.getByRole('button', { name: hr.orders.search.submit }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ query: null, attention: true, cursor: null }));
  });

  it('says so when nothing matches', async () => {
    const calls = orderServer();
    await openConsole(`${adminPaths['admin-orders']}?q=nitko%40primjer.hr`, 'admin-orders');
    expect(await screen.findByText(hr.orders.noneFound)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: hr.orders.search.label })).toHaveValue('nitko@primjer.hr');
    expect(calls.at(-1)).toMatchObject({ query: 'nitko@primjer.hr' });
  });

  it('shows an empty state when there are no orders at all', async () => {
    answerCall(callNames.adminSearchOrders, { queryKind: 'none', items: [], nextCursor: null, total: 0 });
    await openConsole(adminPaths['admin-orders'], 'admin-orders');
    expect(await screen.findByText(hr.orders.none)).toBeVisible();
  });
});
