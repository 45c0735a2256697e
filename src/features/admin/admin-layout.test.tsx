import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../locales/hr/admin.json';
import hrCommon from '../../../locales/hr/common.json';
import { adminPaths } from './admin-sections';
import { paths } from '../../app/route-table';
import { bankCreditRow, inboxPage, offerRequest, openConsole, orderRow, signOutAfterEach } from '../../test/admin-kit';
import { signedIn } from '../../test/auth-edge';
import { answerCall, failCall } from '../../test/callables';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

afterEach(signOutAfterEach);

/** Any call of the console: the guard must make none for someone who is not staff. */
function recordAdminCalls() {
  const calls: string[] = [];
  server.use(
    http.post(/\/europe-west3\/admin\w+$/, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json({ result: {} });
    }),
  );
  return calls;
}

function answerOverview() {
  answerCall(callNames.adminListInbox, inboxPage([offerRequest()], { new: 4, 'in-progress': 1 }));
  answerCall(callNames.adminSearchOrders, {
    queryKind: 'none',
    items: [orderRow({ policyState: 'issue-failed' })],
    nextCursor: null,
    total: 2,
  });
  answerCall(callNames.adminListBankCredits, {
    items: [bankCreditRow()],
    nextCursor: null,
    total: 3,
    counts: { matched: 40, queued: 3, refunding: 0, refunded: 7, 'refund-failed': 1, applied: 2 },
  });
}

describe('the console’s gate', () => {
  it('sends a guest to sign in, and back to the console afterwards', async () => {
    const calls = recordAdminCalls();
    const { router } = renderApp(adminPaths['admin-coupons']);
    await screen.findByRole('heading', { level: 1, name: hrCommon.routes.login.heading }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(paths.login);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(adminPaths['admin-coupons']);
    expect(calls).toEqual([]);
  });

  it('tells a signed-in driver they have no access, and shows and asks nothing of the console', async () => {
    await signedIn();
    const calls = recordAdminCalls();
    renderApp(adminPaths['admin-orders']);
    expect(
      await screen.findByRole('heading', { level: 1, name: hr.noAccess.heading }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: hr.noAccess.home })).toHaveAttribute('href', paths.home);
    expect(screen.queryByRole('navigation', { name: hr.nav.label })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does not let an unverified e-mail with the admin claim in', async () => {
    await signedIn({ verified: false, claims: { admin: true } });
    const calls = recordAdminCalls();
    renderApp(adminPaths.admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: hr.noAccess.heading }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('opens the console to staff: the sections, and what waits today', async () => {
    answerOverview();
    await openConsole(adminPaths.admin, 'admin');
    const nav = screen.getByRole('navigation', { name: hr.nav.label });
    expect(within(nav).getByRole('link', { name: hr.sections.admin.heading })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: hr.sections['admin-coupons'].heading })).toHaveAttribute(
      'href',
      adminPaths['admin-coupons'],
    );
    const offers = screen.getByRole('listitem', { name: hr.overview.newOfferRequests });
    expect(await within(offers).findByText('4')).toBeVisible();
    const attention = screen.getByRole('listitem', { name: hr.overview.ordersNeedingAttention });
    expect(await within(attention).findByText('2')).toBeVisible();
    expect(within(attention).getByRole('link', { name: hr.overview.toOrders })).toHaveAttribute(
      'href',
      `${adminPaths['admin-orders']}?attention=1`,
    );
    const credits = screen.getByRole('listitem', { name: hr.overview.bankCreditsWaiting });
    expect(await within(credits).findByText('3')).toBeVisible();
    expect(within(credits).getByRole('link', { name: hr.overview.toBankCredits })).toHaveAttribute(
      'href',
      adminPaths['admin-bank-credits'],
    );
  });

  it('shows the translated refusal when the server refuses the calls after all', async () => {
    failCall(callNames.adminListInbox, 'PERMISSION_DENIED', errorKeys.adminRequired);
    failCall(callNames.adminSearchOrders, 'PERMISSION_DENIED', errorKeys.adminRequired);
    failCall(callNames.adminListBankCredits, 'PERMISSION_DENIED', errorKeys.adminRequired);
    await openConsole(adminPaths.admin, 'admin');
    expect(await screen.findAllByText(hr.errors.adminRequired)).toHaveLength(4);
  });
});
