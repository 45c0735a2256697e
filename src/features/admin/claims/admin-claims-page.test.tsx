import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSearchClaimsResponse } from '@contracts/admin-search-claims';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/admin.json';
import hrClaims from '../../../../locales/hr/admin-claims.json';
import { adminPaths } from '../admin-sections';
import { claimRow, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { callableUrl, dataOf, failCall, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

/** The search as the server would answer it: the newest claims, what a plate finds, or those waiting for us. */
function claimServer() {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(callNames.adminSearchClaims), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const answer: AdminSearchClaimsResponse = data.waiting
        ? {
            queryKind: 'none',
            items: [
              claimRow({
                claimId: 'Waiting0000000000001',
                claimNumber: 'ŠT-2026-000111',
                state: 'disputed',
                waiting: ['dispute'],
              }),
              claimRow({
                claimId: 'Waiting0000000000002',
                claimNumber: 'ŠT-2026-000112',
                state: 'documents-complete',
                waiting: ['no-word-for-a-day', 'document-uploaded'],
              }),
            ],
            nextCursor: null,
            total: 2,
          }
        : data.query === 'zg 1234-ab'
          ? { queryKind: 'license-plate', items: [claimRow()], nextCursor: null, total: 1 }
          : data.query === 'novak'
            ? {
                queryKind: 'driver-name',
                items: [
                  claimRow({
                    drivers: [{ role: 'A', name: 'Saša Novak', plate: 'ZG1234AB', email: 'sasa@primjer.hr' }],
                  }),
                ],
                nextCursor: null,
                total: 1,
              }
            : {
                queryKind: 'none',
                items: [
                  claimRow(),
                  claimRow({ claimId: 'Other000000000000002', claimNumber: 'ŠT-2026-000001', state: 'paid' }),
                ],
                nextCursor: null,
                total: 2,
              };
      return HttpResponse.json({ result: answer });
    }),
  );
  return calls;
}

const rowsOf = () =>
  within(screen.getByRole('region', { name: hrClaims.claims.table }))
    .getAllByRole('row')
    .slice(1);

describe('the claim list', () => {
  it('shows the newest claims: number, accident, each vehicle with its driver, state and the insurer’s last word', async () => {
    const calls = claimServer();
    await openConsole(adminPaths['admin-claims'], 'admin-claims');
    expect(await screen.findByText('Prikazano 2 od 2')).toBeVisible();
    expect(calls[0]).toMatchObject({ query: null, waiting: false, cursor: null });
    const [first] = rowsOf();
    expect([...(first?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'ŠT-2026-00421720/11/2026 10:15',
      '20/11/2026',
      'A: ZG1234ABAna Horvatana.horvat@primjer.hrB: ST987CDMarko Horvatmarko@primjer.hr',
      hr.claimStates.offer,
      '21/11/2026 09:00',
    ]);
    expect(screen.getByRole('link', { name: 'ŠT-2026-004217' })).toHaveAttribute(
      'href',
      '/admin/claims/Kx7PqR2sT9vW3yZ4bC5d',
    );
  });

  it('searches with what was typed, as typed, and says how the server read it', async () => {
    const calls = claimServer();
    const { user, router } = await openConsole(adminPaths['admin-claims'], 'admin-claims');
    await screen.findByText('Prikazano 2 od 2');
    await user.type(screen.getByRole('searchbox', { name: hrClaims.claims.search.label }), 'zg 1234-ab');
    await user.click(screen.getByRole('button', { name: hrClaims.claims.search.submit }));
    expect(await screen.findByText('Upisano je pročitano kao: registracijska oznaka.')).toBeVisible();
    expect(calls.at(-1)).toEqual(expect.objectContaining({ query: 'zg 1234-ab', waiting: false, cursor: null }));
    expect(rowsOf()).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=zg+1234-ab');
  });

  // Issue 42: "Novak" was read as a plate and found nothing.
  it('finds a claim by a driver’s name and says it read the text as one', async () => {
    const calls = claimServer();
    const { user } = await openConsole(adminPaths['admin-claims'], 'admin-claims');
    await screen.findByText('Prikazano 2 od 2');
    await user.type(screen.getByRole('searchbox', { name: hrClaims.claims.search.label }), 'novak');
    await user.click(screen.getByRole('button', { name: hrClaims.claims.search.submit }));
    expect(
      await screen.findByText(`Upisano je pročitano kao: ${hrClaims.claims.queryKinds['driver-name']}.`),
    ).toBeVisible();
    expect(calls.at(-1)).toEqual(expect.objectContaining({ query: 'novak' }));
    expect(rowsOf()).toHaveLength(1);
    expect(rowsOf()[0]).toHaveTextContent('Saša Novak');
  });

  it('keeps to the claims waiting for us, each with why', async () => {
    const calls = claimServer();
    const { user } = await openConsole(adminPaths['admin-claims'], 'admin-claims');
    await screen.findByText('Prikazano 2 od 2');
    await user.click(screen.getByRole('checkbox', { name: hrClaims.claims.search.waiting }));
    await user.click(screen.getByRole('button', { name: hrClaims.claims.search.submit }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ query: null, waiting: true, cursor: null }));
    const rows = await waitFor(() => {
      const shown = rowsOf();
      expect(shown[0]).toHaveTextContent('ŠT-2026-000111');
      return shown;
    });
    expect(within(rows[0]!).getByText(hrClaims.claims.waitingReasons.dispute)).toBeVisible();
    expect(within(rows[1]!).getByText(hrClaims.claims.waitingReasons['no-word-for-a-day'])).toBeVisible();
    expect(within(rows[1]!).getByText(hrClaims.claims.waitingReasons['document-uploaded'])).toBeVisible();
  });

  it('says why a search cannot be read', async () => {
    failCall(callNames.adminSearchClaims, 'INVALID_ARGUMENT', errorKeys.validation);
    await openConsole(`${adminPaths['admin-claims']}?q=%3F%3F%3F`, 'admin-claims');
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
