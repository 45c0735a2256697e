import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressChangeRow, PolicyEndingRow } from '@contracts/admin-list-policy-changes';
import { callNames } from '@contracts/call-names';
import hrPolicies from '../../../../locales/hr/admin-policies.json';
import { adminPaths } from '../admin-sections';
import { openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { callableUrl, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

const stuckRefund: PolicyEndingRow = {
  kind: 'ending',
  orderNumber: 'AO-7K3M9Q2X4P',
  policyNumber: '10-2026-0001234',
  reason: 'sold',
  endDate: '03/12/2026',
  state: 'ended',
  requestedBy: 'staff',
  requestedAt: '2026-12-03T09:00:00.000Z',
  updatedAt: '2026-12-03T09:10:00.000Z',
  documents: [{ code: 'sale-contract', fileName: 'ugovor.pdf', sentToInsurer: true }],
  missingDocuments: [],
  refusal: null,
  answeredAt: '2026-12-03T09:05:00.000Z',
  refund: { amount: 250.4, method: 'card', state: 'pending', attempts: 3, lastError: 'gateway 503' },
  emailedAt: '2026-12-03T09:06:00.000Z',
};

const refusedAddress: AddressChangeRow = {
  kind: 'address-change',
  endorsementId: 'AO-7K3M9Q2X4P-E1',
  orderNumber: 'AO-7K3M9Q2X4P',
  policyNumber: '10-2026-0001234',
  state: 'refused',
  requestedBy: 'driver',
  requestedAt: '2026-12-04T10:00:00.000Z',
  updatedAt: '2026-12-04T10:00:01.000Z',
  address: 'Ilica 7, 10999 Zagreb',
  endorsementNumber: null,
  refusal: 'unknown-postal-code',
  answeredAt: '2026-12-04T10:00:01.000Z',
  attempts: 0,
  lastError: null,
  emailedAt: null,
};

function serveChanges() {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(callNames.adminListPolicyChanges), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const endings = data.list === 'endings';
      return HttpResponse.json({
        result: {
          items: endings ? [stuckRefund] : [refusedAddress],
          nextCursor: null,
          total: 1,
          counts: endings
            ? { requested: 0, 'documents-missing': 2, refused: 0, ended: 1 }
            : { requested: 0, issued: 4, refused: 1 },
        },
      });
    }),
  );
  return calls;
}

describe('the list of policy endings and changes', () => {
  it('shows an ending with its documents, its stuck refund and its e-mail, leading to its order', async () => {
    const calls = serveChanges();
    await openConsole(adminPaths['admin-policy-changes'], 'admin-policy-changes');
    const table = await screen.findByRole('region', { name: hrPolicies.policyChanges.endingsTable });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'AO-7K3M9Q2X4P' })).toHaveAttribute(
      'href',
      '/admin/orders/AO-7K3M9Q2X4P',
    );
    expect(row).toHaveTextContent('prodaja vozila, 03/12/2026');
    expect(row).toHaveTextContent(hrPolicies.ending.by.staff);
    expect(row).toHaveTextContent('kupoprodajni ugovor: poslan osiguratelju');
    expect(row).toHaveTextContent('250,40 € na karticu: čeka (3 pokušaja)');
    expect(row).toHaveTextContent('gateway 503');
    expect(screen.getByRole('button', { name: `${hrPolicies.ending.states['documents-missing']} (2)` })).toBeVisible();
    expect(calls).toEqual([expect.objectContaining({ list: 'endings', state: null, cursor: null })]);
  });

  it('shows the address changes by state, with why the insurer refused one', async () => {
    const calls = serveChanges();
    await openConsole(adminPaths['admin-policy-changes'], 'admin-policy-changes');
    const user = userEvent.setup();
    const lists = await screen.findByRole('group', { name: hrPolicies.policyChanges.lists });
    await user.click(within(lists).getByRole('button', { name: hrPolicies.policyChanges.list['address-changes'] }));
    const table = await screen.findByRole('region', { name: hrPolicies.policyChanges.addressTable });
    expect(table).toHaveTextContent('Ilica 7, 10999 Zagreb');
    expect(table).toHaveTextContent(hrPolicies.policyChanges.endorsementRefusals['unknown-postal-code']);
    await user.click(screen.getByRole('button', { name: `${hrPolicies.policyChanges.endorsementStates.refused} (1)` }));
    expect(calls.at(-1)).toEqual(expect.objectContaining({ list: 'address-changes', state: 'refused' }));
  });
});
