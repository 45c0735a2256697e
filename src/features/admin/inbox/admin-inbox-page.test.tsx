import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxItem } from '@contracts/admin-inbox';
import { callNames } from '@contracts/call-names';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { contactMessage, inboxPage, offerRequest, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { callableUrl, dataOf, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';

afterEach(signOutAfterEach);

/** An inbox the way the server keeps it: items move between states as they are updated, and are counted per state. */
function inboxServer(initial: InboxItem[]) {
  let items = initial;
  const lists: CallData[] = [];
  const counts = () => ({
    new: items.filter((item) => item.handling.state === 'new').length,
    'in-progress': items.filter((item) => item.handling.state === 'in-progress').length,
    answered: items.filter((item) => item.handling.state === 'answered').length,
    closed: items.filter((item) => item.handling.state === 'closed').length,
  });
  server.use(
    http.post(callableUrl(callNames.adminListInbox), async ({ request }) => {
      const data = await dataOf(request);
      lists.push(data);
      const matching = items.filter(
        (item) => item.inbox === data.inbox && (!data.state || item.handling.state === data.state),
      );
      return HttpResponse.json({ result: { ...inboxPage(matching), counts: counts() } });
    }),
  );
  const updates: CallData[] = [];
  server.use(
    http.post(callableUrl(callNames.adminUpdateInboxItem), async ({ request }) => {
      const data = await dataOf<{ id: string; state: InboxItem['handling']['state']; note: string | null }>(request);
      updates.push(data);
      items = items.map((item) =>
        item.id === data.id
          ? {
              ...item,
              handling: {
                state: data.state,
                note: data.note,
                updatedBy: 'podrska@primjer.hr',
                updatedAt: '2026-11-20T11:00:00.000Z',
              },
            }
          : item,
      );
      return HttpResponse.json({ result: { item: items.find((item) => item.id === data.id) } });
    }),
  );
  return { lists, updates };
}

const filters = () => screen.getByRole('group', { name: hr.inbox.filter });

describe('the offer requests inbox', () => {
  it('lists the new requests, with the count of each state on its tab', async () => {
    const { lists } = inboxServer([
      offerRequest(),
      offerRequest({
        id: 'offer-2',
        vehicle: { licensePlate: 'PROBA123', vin: null, registrationExpiryDate: null },
        reasons: ['trial-plate'],
      }),
      offerRequest({
        id: 'offer-3',
        handling: {
          state: 'answered',
          note: 'Poslana ponuda.',
          updatedBy: 'podrska@primjer.hr',
          updatedAt: '2026-11-19T12:00:00.000Z',
        },
      }),
    ]);
    await openConsole(adminPaths['admin-offer-requests'], 'admin-offer-requests');
    expect(await within(filters()).findByRole('button', { name: 'Novo (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters()).getByRole('button', { name: 'Odgovoreno (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(filters()).getByRole('button', { name: 'Sve (3)' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: hr.inbox.list })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Prikazano 2 od 2')).toBeVisible();
    expect(lists[0]).toMatchObject({ inbox: 'offer-requests', state: 'new', cursor: null });
  });

  it('moves a request to a state with a note, and it leaves the tab it was in', async () => {
    const { updates } = inboxServer([offerRequest(), offerRequest({ id: 'offer-2' })]);
    const { user } = await openConsole(adminPaths['admin-offer-requests'], 'admin-offer-requests');
    const list = await screen.findByRole('list', { name: hr.inbox.list });
    await user.click(within(list).getAllByRole('button')[0]!);

    const item = screen.getByRole('region', { name: /^Zahtjev za ponudu od 19\/11\/2026 09:00/ });
    expect(within(item).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(item).getByText('ZG1112TV')).toBeVisible();
    expect(within(item).getByText(hr.inbox.reason['non-personal-vehicle'])).toBeVisible();
    expect(within(item).getByRole('link', { name: 'marko@primjer.hr' })).toHaveAttribute(
      'href',
      'mailto:marko@primjer.hr',
    );

    await user.selectOptions(within(item).getByRole('combobox', { name: hr.inbox.state }), 'in-progress');
    await user.type(within(item).getByRole('textbox', { name: hr.inbox.note }), 'Nazvati sutra ujutro.');
    await user.click(within(item).getByRole('button', { name: hr.inbox.save }));

    expect(await within(item).findByText(hr.inbox.saved)).toBeVisible();
    expect(updates).toEqual([
      expect.objectContaining({
        inbox: 'offer-requests',
        id: 'offer-1',
        state: 'in-progress',
        note: 'Nazvati sutra ujutro.',
      }),
    ]);
    expect(within(item).getByText('podrska@primjer.hr, 20/11/2026 12:00')).toBeVisible();
    await waitFor(() => expect(within(filters()).getByRole('button', { name: 'Novo (1)' })).toBeVisible());
    expect(within(filters()).getByRole('button', { name: 'U obradi (1)' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: hr.inbox.list })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends no note as null, not as empty text', async () => {
    const { updates } = inboxServer([offerRequest()]);
    const { user } = await openConsole(adminPaths['admin-offer-requests'], 'admin-offer-requests');
    await user.click(within(await screen.findByRole('list', { name: hr.inbox.list })).getByRole('button'));
    await user.selectOptions(screen.getByRole('combobox', { name: hr.inbox.state }), 'closed');
    await user.type(screen.getByRole('textbox', { name: hr.inbox.note }), '   ');
    await user.click(screen.getByRole('button', { name: hr.inbox.save }));
    await waitFor(() => expect(updates).toEqual([expect.objectContaining({ state: 'closed', note: null })]));
  });

  it('opens on the tab the address names, and says when it is empty', async () => {
    const { lists } = inboxServer([offerRequest()]);
    await openConsole(`${adminPaths['admin-offer-requests']}?state=closed`, 'admin-offer-requests');
    expect(await screen.findByText(hr.inbox.empty['offer-requests'])).toBeVisible();
    expect(lists[0]).toMatchObject({ state: 'closed' });
  });
});

describe('the contact messages inbox', () => {
  it('shows a message with its sender, and every state on the “all” tab', async () => {
    const { lists } = inboxServer([contactMessage()]);
    const { user } = await openConsole(`${adminPaths['admin-contact-messages']}?state=all`, 'admin-contact-messages');
    await user.click(within(await screen.findByRole('list', { name: hr.inbox.list })).getByRole('button'));
    const item = screen.getByRole('region', { name: /^Poruka od/ });
    expect(within(item).getByText('Petra Kovač')).toBeVisible();
    expect(within(item).getByText('Kada stiže polica na e-mail?')).toBeVisible();
    expect(lists[0]).toMatchObject({ inbox: 'contact-messages', state: null });
  });

  it('isolates what the sender typed: an override in the name cannot reverse the preview or the state after it', async () => {
    // Stored before names refused it, or typed into the message, which may hold it.
    inboxServer([contactMessage({ name: '\u202Etset', message: 'Kada \u202Estiže polica?' })]);
    const { user } = await openConsole(`${adminPaths['admin-contact-messages']}?state=all`, 'admin-contact-messages');
    const entry = within(await screen.findByRole('list', { name: hr.inbox.list })).getByRole('button');
    const summary = entry.querySelector('.summary');
    // Each text of the sender is an isolate of its own; the console's ": " between them is outside both.
    const shown = [...(summary?.childNodes ?? [])].map((node) =>
      node.nodeName === 'BDI' ? `<bdi>${node.textContent}</bdi>` : node.textContent,
    );
    expect(shown.join('')).toBe('<bdi>\u202Etset</bdi>: <bdi>Kada \u202Estiže polica?</bdi>');
    expect(within(entry).getByText(hr.inbox.states.new).closest('bdi')).toBeNull();

    await user.click(entry);
    const item = screen.getByRole('region', { name: /^Poruka od/ });
    expect(within(item).getByText('\u202Etset').tagName).toBe('BDI');
    expect(within(item).getByText('Kada \u202Estiže polica?').tagName).toBe('BDI');
  });
});
