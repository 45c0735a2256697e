import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ManagedPolicy } from '@contracts/get-policy';
import { policyEndErrorKeys, type PolicyEndingView } from '@contracts/policy-ending';
import details from '../../../locales/hr/onboarding-details.json';
import hrDetails from '../../../locales/hr/policy-details.json';
import hr from '../../../locales/hr/policy.json';
import { answerCall, callableUrl, callError, dataOf, type CallData } from '../../test/callables';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const orderNumber = 'AO-0123456789';
const linkToken = 'L'.repeat(43);
const token = 't'.repeat(43);
const path = `/policy/${orderNumber}?t=${linkToken}`;

function managedPolicy(overrides: Partial<ManagedPolicy> = {}): ManagedPolicy {
  return {
    orderNumber,
    policyNumber: '10-2026-0001234',
    licensePlate: 'ZG1234AB',
    vehicle: { vin: null, manufacturer: 'Škoda', model: 'Octavia' },
    startsAt: '2026-12-01T23:00:00Z',
    endsAt: '2027-12-01T23:00:00Z',
    firstDay: '02/12/2026',
    withdrawalUntil: '16/12/2026',
    running: true,
    withdrawable: true,
    paidByInstalments: false,
    ended: null,
    policyholder: {
      firstName: 'Marija',
      lastName: 'Kovač',
      oibEnding: '8283',
      contactEmail: 'marija@primjer.hr',
      phoneNumberPrefix: '+385',
      phoneNumber: '91 234 5678',
      address: 'Ilica',
      houseNumber: '5',
      postalCode: '10000',
      city: 'Zagreb',
    },
    changeable: true,
    versions: [{ version: 1, issuedAt: '2026-12-01T09:30:00Z', endorsementNumber: null }],
    addressChange: null,
    ...overrides,
  };
}

const endedBy = (overrides: Partial<PolicyEndingView> = {}): PolicyEndingView => ({
  orderNumber,
  policyNumber: '10-2026-0001234',
  reason: 'withdrawal',
  endDate: '06/12/2026',
  state: 'ended',
  missingDocuments: [],
  refusal: null,
  coverEndsAt: '2026-12-06T10:00:00Z',
  bonusMalusClass: 12,
  refund: { amount: 289.5, method: 'card', state: 'paid', ibanMasked: null },
  ...overrides,
});

/**
 * `getPolicy` as the server answers it: a guest with the link is asked for the date of birth, `03/02/1975` is the
 * policyholder's and gives the token, any other is wrong; a call with the token gets the policy.
 */
function servePolicy(policy: () => ManagedPolicy, ending: () => PolicyEndingView | null = () => null) {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl('getPolicy'), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const answer = (accessToken: string | null) =>
        HttpResponse.json({ result: { identityRequired: false, policy: policy(), ending: ending(), accessToken } });
      if (data.accessToken === token) return answer(null);
      if (data.linkToken !== linkToken) return callError('NOT_FOUND', policyEndErrorKeys.notFound);
      if (data.dateOfBirth === null) return HttpResponse.json({ result: { identityRequired: true } });
      if (data.dateOfBirth === '03/02/1975') return answer(token);
      return callError('PERMISSION_DENIED', policyEndErrorKeys.identityMismatch, { attemptsLeft: 4 });
    }),
  );
  return calls;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function openProven(policy = managedPolicy(), ending: () => PolicyEndingView | null = () => null) {
  sessionStorage.setItem(`ao.policy.${orderNumber}`, token);
  servePolicy(() => policy, ending);
  renderApp(path);
  await heading('Polica 10-2026-0001234');
}

beforeEach(() => {
  server.use(
    http.post(/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/, () =>
      HttpResponse.json({ users: [] }),
    ),
  );
});

describe("the policy's page", () => {
  it("asks a guest from the e-mail's link for the policyholder's date of birth and keeps the token for this tab", async () => {
    const calls = servePolicy(() => managedPolicy());
    const user = userEvent.setup();
    renderApp(path);
    const field = await screen.findByLabelText(hr.identity.dateOfBirth);
    await user.type(field, '1.1.1990.');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hr.errors.identityMismatch);
    expect(alert).toHaveTextContent('Preostala su vam još 4 pokušaja.');

    await user.clear(field);
    await user.type(field, '03021975');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    expect(await heading('Polica 10-2026-0001234')).toBeVisible();
    expect(await screen.findByText('ZG1234AB, Škoda Octavia')).toBeVisible();
    expect(calls.filter((call) => call.dateOfBirth)).toEqual([
      expect.objectContaining({ orderNumber, linkToken, dateOfBirth: '01/01/1990' }),
      expect.objectContaining({ orderNumber, linkToken, dateOfBirth: '03/02/1975' }),
    ]);
    expect(sessionStorage.getItem(`ao.policy.${orderNumber}`)).toBe(token);
  });

  it('says a policy it cannot open is not found, and where to open it', async () => {
    servePolicy(() => managedPolicy());
    renderApp(`/policy/${orderNumber}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hr.errors.notFound);
    expect(within(alert).getByRole('link', { name: hr.notFound.signIn })).toBeVisible();
  });

  it('withdraws only once the driver ticked that the car is then uninsured, and shows the refund', async () => {
    await openProven();
    const ended = answerCall('endPolicy', { ending: endedBy() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Odustajem od police (do 16/12/2026)' }));
    expect(screen.getByText(hr.end.insuredHeading)).toBeVisible();
    expect(screen.getByText(hr.end.coverEndsToday)).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.end.submitWithdrawal }));
    const checkbox = screen.getByRole('checkbox', { name: hr.end.acknowledged });
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(screen.getByText(hr.validation.acknowledged.required)).toBeVisible();
    expect(ended).toHaveLength(0);

    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: hr.end.submitWithdrawal }));
    expect(await screen.findByText(hr.ending.states.ended)).toBeVisible();
    expect(ended).toEqual([
      expect.objectContaining({ orderNumber, accessToken: token, reason: 'withdrawal', acknowledged: true }),
    ]);
    expect(ended[0]).not.toHaveProperty('endDate');
    expect(screen.getByText('289,50 € vraćeno je na karticu kojom ste platili.', { exact: false })).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.getByRole('button', { name: hr.ending.download })).toBeVisible();
    expect(screen.queryByRole('heading', { name: hr.end.heading })).toBeNull();
  });

  it('ends it on the sale of the car with the contract as a PDF, and refuses a day after today first', async () => {
    await openProven(managedPolicy({ withdrawable: false }));
    const sent = answerCall('endPolicy', {
      ending: endedBy({
        reason: 'sold',
        endDate: '03/12/2026',
        state: 'requested',
        coverEndsAt: null,
        bonusMalusClass: null,
        refund: null,
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: hr.end.reasons.sold }));
    expect(screen.queryByRole('radio', { name: /Odustajem/ })).toBeNull();
    await user.type(screen.getByLabelText(hr.end.endDate), '1.1.2099.');
    await user.upload(
      screen.getByLabelText('Dokaz: kupoprodajni ugovor'),
      new File(['%PDF-1.4'], 'ugovor.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('checkbox', { name: hr.end.acknowledged }));
    await user.click(screen.getByRole('button', { name: hr.end.submit }));
    expect(await screen.findByText(hr.validation.endDate['out-of-cover'])).toBeVisible();
    expect(sent).toHaveLength(0);

    const date = screen.getByLabelText(hr.end.endDate);
    await user.clear(date);
    await user.type(date, '3.12.2026.');
    await user.click(screen.getByRole('button', { name: hr.end.submit }));
    expect(await screen.findByText(hr.ending.states.requested)).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        reason: 'sold',
        endDate: '03/12/2026',
        document: expect.objectContaining({
          code: 'sale-contract',
          contentType: 'application/pdf',
          fileName: 'ugovor.pdf',
        }),
      }),
    ]);
  });

  it('asks for the IBAN a refund the card could not take needs, and sends it as the bank writes it', async () => {
    const waiting = endedBy({
      reason: 'sold',
      refund: { amount: 120, method: null, state: 'needs-iban', ibanMasked: null },
    });
    await openProven(
      managedPolicy({ running: false, ended: { reason: 'sold', coverEndsAt: '2026-12-06T10:00:00Z' } }),
      () => waiting,
    );
    const given = answerCall('completePolicyEnding', {
      ending: {
        ...waiting,
        refund: { amount: 120, method: 'iban', state: 'pending', ibanMasked: 'HR12 **** **** **** 0160' },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('120,00 € ne možemo vratiti na karticu.', { exact: false })).toBeVisible();
    await user.type(screen.getByLabelText(hr.ending.iban), 'hr12 1001 0051 8630 0016 0');
    await user.click(screen.getByRole('button', { name: hr.ending.ibanSubmit }));
    expect(
      await screen.findByText('120,00 € uplaćujemo na račun HR12 **** **** **** 0160', { exact: false }),
    ).toBeVisible();
    expect(given).toEqual([expect.objectContaining({ accessToken: token, iban: 'HR1210010051863000160' })]);
    expect(screen.queryByRole('heading', { name: hr.end.heading })).toBeNull();
  });

  it('changes the e-mail and phone as typed, and shows them at once', async () => {
    await openProven();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hrDetails.details.contact.open }));
    const email = screen.getByLabelText(hrDetails.details.fields.contactEmail.label);
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'marija.kovac');
    await user.click(screen.getByRole('button', { name: hrDetails.details.contact.submit }));
    expect(await screen.findByText(hrDetails.details.fields.contactEmail.errors['invalid-email'])).toBeVisible();

    const changed = managedPolicy();
    changed.policyholder = {
      ...changed.policyholder,
      contactEmail: 'marija.kovac@primjer.hr',
      phoneNumber: '98 765 4321',
    };
    const sent = answerCall('changePolicyDetails', { policy: changed });
    await user.type(email, '@primjer.hr');
    const phone = screen.getByLabelText(hrDetails.details.fields.phoneNumber.label);
    await user.clear(phone);
    await user.type(phone, '+385 98  765 4321');
    await user.click(screen.getByRole('button', { name: hrDetails.details.contact.submit }));
    const saved = await screen.findByText(/^Spremljeno\. Potvrdu smo poslali na marija\.kovac@primjer\.hr/);
    expect(saved.closest('[role="status"]')).toHaveFocus();
    expect(sent).toEqual([
      expect.objectContaining({
        orderNumber,
        accessToken: token,
        contact: { contactEmail: 'marija.kovac@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '98 765 4321' },
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('address');
    expect(screen.getByText('marija.kovac@primjer.hr')).toBeVisible();
    expect(screen.queryByLabelText(hrDetails.details.fields.contactEmail.label)).toBeNull();
  });

  it('sends a new address from the place list, and offers both versions of the e-policy', async () => {
    await openProven();
    const user = userEvent.setup();
    expect(screen.getByText(hrDetails.details.fixed.text)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: hrDetails.details.address.open }));
    const street = await screen.findByLabelText(details.fields.address.label);
    await waitFor(() => expect(street).toHaveFocus());
    await user.clear(street);
    await user.type(street, 'Vukovarska');
    const house = screen.getByLabelText(details.fields.houseNumber.label);
    await user.clear(house);
    await user.type(house, '58a');
    const place = screen.getByRole('combobox', { name: details.fields.place.label });
    await waitFor(() => expect(place).toHaveAccessibleDescription(details.fields.place.hint));
    await user.clear(place);
    await user.type(place, '210');
    await user.click(await screen.findByRole('option', { name: 'Split, 21000' }));

    const sent = answerCall('changePolicyDetails', {
      policy: managedPolicy({
        policyholder: {
          ...managedPolicy().policyholder,
          address: 'Vukovarska',
          houseNumber: '58a',
          postalCode: '21000',
          city: 'Split',
        },
        versions: [
          { version: 1, issuedAt: '2026-12-01T09:30:00Z', endorsementNumber: null },
          { version: 2, issuedAt: '2026-12-07T10:15:00Z', endorsementNumber: '10-2026-0001234-D1' },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: hrDetails.details.address.submit }));
    expect(await screen.findByText(/Vrijedi 2\. verzija police/)).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        address: { address: 'Vukovarska', houseNumber: '58a', postalCode: '21000', city: 'Split' },
      }),
    ]);
    expect(screen.getByText('Vukovarska 58a, 21000 Split')).toBeVisible();
    expect(screen.getByText('2. verzija, vrijedi')).toBeVisible();
    expect(screen.getByText('1. verzija, zamijenjena')).toBeVisible();

    const pdf = answerCall('getPolicyPdf', { fileName: 'polica-10-2026-0001234.pdf', pdfBase64: btoa('%PDF-1.7') });
    await user.click(screen.getByRole('button', { name: 'Preuzmi 1. verziju (PDF)' }));
    await waitFor(() => expect(pdf).toEqual([expect.objectContaining({ orderNumber, version: 1 })]));
  });

  it('says what the insurer refused, and lets the driver send another address', async () => {
    await openProven(
      managedPolicy({
        addressChange: {
          state: 'refused',
          address: { address: 'Ilica', houseNumber: '7', postalCode: '10999', city: 'Zagreb' },
          refusal: 'unknown-postal-code',
          requestedAt: '2026-12-07T10:00:00Z',
        },
      }),
    );
    expect(await screen.findByText(hrDetails.details.address.refusals['unknown-postal-code'])).toBeVisible();
    expect(screen.getByRole('button', { name: hrDetails.details.address.open })).toBeEnabled();
  });
});
