import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import type { AccountPolicy, AccountResponse } from '@contracts/get-account';
import hr from '../../../locales/hr/profile-policies.json';
import profile from '../../../locales/hr/profile.json';
import { paths } from '../../app/route-table';
import { signedIn } from '../../test/auth-edge';
import { answerCall, failCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

const policy = (overrides: Partial<AccountPolicy>): AccountPolicy => ({
  orderNumber: 'AO-7K3M9Q2X4P',
  policyNumber: '10-2026-0001234',
  licensePlate: 'ZG5678CD',
  vehicle: { vin: null, manufacturer: 'Škoda', model: 'Octavia' },
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: '2027-06-01T10:00:00.000Z',
  covers: [
    { coverCode: 'MTPL', premium: 288 },
    { coverCode: 'MTPL_ACC', premium: 20 },
  ],
  total: 308,
  greenCardNumber: 'HR/127/04217733',
  renewed: false,
  ended: null,
  endingState: null,
  ...overrides,
});

const account = (policies: AccountPolicy[]): AccountResponse => ({
  uid: 'uid-ivana',
  email: 'ivana@primjer.hr',
  emailVerified: true,
  profile: null,
  policies,
});

async function openPolicies(policies: AccountPolicy[]) {
  await signedIn();
  const calls = answerCall(callNames.getAccount, account(policies));
  renderApp(paths['profile-policies']);
  return calls;
}

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

describe('the policies of the account', () => {
  it('shows each policy from one query: plate, vehicle, number, period, covers, amount, standing', async () => {
    const calls = await openPolicies([
      policy({}),
      policy({
        orderNumber: 'AO-0000000001',
        policyNumber: '10-2025-0000999',
        licensePlate: 'ST2345EF',
        startsAt: '2025-01-10T10:00:00.000Z',
        endsAt: '2026-01-10T10:00:00.000Z',
      }),
    ]);
    const first = await screen.findByRole('region', { name: /ZG5678CD/ });
    expect(within(first).getByText('Škoda Octavia')).toBeVisible();
    expect(within(first).getByText('10-2026-0001234')).toBeVisible();
    expect(within(first).getByText('od 01/06/2026 12:00 do 01/06/2027 12:00')).toBeVisible();
    expect(within(first).getByText('308,00 €')).toBeVisible();
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    const second = screen.getByRole('region', { name: /ST2345EF/ });
    expect(within(second).getByText(hr.policies.standing.expired)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('leads an empty account to its first quote', async () => {
    await openPolicies([]);
    expect(await screen.findByText(hr.policies.none)).toBeVisible();
    expect(screen.getByRole('link', { name: profile.overview.firstQuote })).toHaveAttribute(
      'href',
      paths['new-policy'],
    );
  });

  it('offers renewal from 30 days before a policy ends, on that policy only, as one link', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    await openPolicies([
      policy({ orderNumber: 'AO-ENDINGSOON', startsAt: at(-345), endsAt: at(20) }),
      policy({
        orderNumber: 'AO-RUNNINGON',
        policyNumber: '10-2026-0005555',
        licensePlate: 'ST2345EF',
        startsAt: at(-100),
        endsAt: at(265),
      }),
    ]);
    const renew = await screen.findAllByRole('link', { name: /^Obnovi/ });
    expect(renew).toHaveLength(1);
    expect(renew[0]).toHaveAccessibleName(hr.policies.renewPolicy.replace('{{plate}}', 'ZG5678CD'));
    expect(renew[0]).toHaveAttribute('href', `${paths['new-policy']}?renew=AO-ENDINGSOON`);
  });
});

describe('a policy after the sale', () => {
  it('links every policy to its page, and shows one ended early as ended, with neither renewal nor green card', async () => {
    await openPolicies([
      policy({}),
      policy({
        orderNumber: 'AO-PRODANO001',
        policyNumber: '10-2026-0004321',
        licensePlate: 'ST2345EF',
        endsAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
        ended: { reason: 'sold', coverEndsAt: '2026-12-06T23:00:00.000Z' },
        endingState: 'ended',
      }),
    ]);
    const running = await screen.findByRole('region', { name: /ZG5678CD/ });
    expect(
      within(running).getByRole('link', { name: hr.policies.manageLabel.replace('{{number}}', '10-2026-0001234') }),
    ).toHaveAttribute('href', `${paths.policy}/AO-7K3M9Q2X4P`);
    const ended = screen.getByRole('region', { name: /ST2345EF/ });
    expect(within(ended).getByText(hr.policies.standing.ended)).toBeVisible();
    expect(within(ended).queryByRole('link', { name: /^Obnovi/ })).toBeNull();
    expect(within(ended).queryByRole('button', { name: /zelenu kartu/ })).toBeNull();
    expect(within(ended).getByRole('link', { name: /10-2026-0004321/ })).toHaveAttribute(
      'href',
      `${paths.policy}/AO-PRODANO001`,
    );
  });

  it('says an ending asked for is under way', async () => {
    await openPolicies([policy({ endingState: 'documents-missing' })]);
    const card = await screen.findByRole('region', { name: /ZG5678CD/ });
    expect(within(card).getByText(hr.policies.endingAsked)).toBeVisible();
  });
});

describe('the green card of a policy', () => {
  it('is downloaded through the account beside the e-policy, with the notice that it is shown on paper', async () => {
    await openPolicies([policy({})]);
    const pdfCalls = answerCall(callNames.getAccountPolicyPdf, {
      fileName: 'zelena-karta-10-2026-0001234.pdf',
      pdfBase64: btoa('%PDF-'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:karta');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const card = await screen.findByRole('region', { name: /ZG5678CD/ });
    expect(within(card).getByText(hr.greenCard.paperNotice)).toBeVisible();
    const name = hr.greenCard.download.replace('{{number}}', 'HR/127/04217733');
    await userEvent.click(within(card).getByRole('button', { name }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(pdfCalls[0]).toMatchObject({ orderNumber: 'AO-7K3M9Q2X4P', document: 'green-card' });
    expect(clicked[0]).toHaveAttribute('download', 'zelena-karta-10-2026-0001234.pdf');
  });

  it('is not offered for a policy issued without one', async () => {
    await openPolicies([policy({ greenCardNumber: null })]);
    const card = await screen.findByRole('region', { name: /ZG5678CD/ });
    expect(within(card).getByRole('button', { name: /e-policu/ })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /zelenu kartu/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(hr.greenCard.paperNotice)).not.toBeInTheDocument();
  });

  it('says so when the green card cannot be downloaded', async () => {
    await openPolicies([policy({})]);
    failCall(callNames.getAccountPolicyPdf, 'NOT_FOUND', errorKeys.orderNotFound);
    const card = await screen.findByRole('region', { name: /ZG5678CD/ });
    await userEvent.click(within(card).getByRole('button', { name: /zelenu kartu/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(hr.greenCard.downloadFailed);
  });
});

describe('a policy card on a narrow screen', () => {
  it('keeps the policy number on one line', async () => {
    await openPolicies([policy({ policyNumber: '10-2025-0000101' })]);
    const number = await screen.findByText('10-2025-0000101');
    expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
  });
});
