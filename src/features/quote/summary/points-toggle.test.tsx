import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { AccountResponse } from '@contracts/get-account';
import type { OrderSummary, OrderSummaryRequest } from '@contracts/get-order-summary';
import { reminderErrorKeys } from '@contracts/renewal-reminder-rules';
import plans from '../../../../locales/hr/onboarding-plans.json';
import { paths } from '../../../app/route-table';
import { userStoragePrefixes } from '../../../lib/storage-prefixes';
import { signedIn } from '../../../test/auth-edge';
import { answerCall, failCall } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import {
  car,
  lookupAnswer,
  orderSummaryFor,
  pricedState,
  quoteServer,
  seedOnboarding,
  testPricing,
} from '../../../test/quote-kit';
import { renderApp } from '../../../test/render-app';
import type { OnboardingState } from '../state/onboarding-state';

// The driver of `pricedState`, as the account's profile holds them: the quote is the account's own person's.
const account: AccountResponse = {
  uid: 'uid-ivana',
  email: 'ana.horvat@primjer.hr',
  emailVerified: true,
  profile: {
    firstName: '',
    lastName: '',
    dateOfBirth: '07/03/1985',
    personalIdentificationNumber: '69435151530',
    phoneNumberPrefix: '+385',
    phoneNumber: '912345678',
    address: '',
    houseNumber: '',
    city: '',
    postalCode: '',
    country: 'HR',
    vehicles: [],
    referrerId: null,
    referralIndividualId: null,
  },
  policies: [],
};

/** The server’s summary with `balance` points on the account, `usable` of them for this policy, spent only when asked. */
function withPoints(balance: number, usable = balance) {
  return (request: OrderSummaryRequest): OrderSummary => {
    const plain = orderSummaryFor(request);
    const spent = request.usePoints ? usable : 0;
    return {
      ...plain,
      points: { balance, usable, spent },
      pointsDiscountAmount: spent / 10,
      total: plain.total - spent / 10,
    };
  };
}

afterEach(async () => {
  const { sessionStore } = await import('../../../app/session/session-store');
  await sessionStore.signOut();
});

async function openNewPolicyStep(
  step: 'new-policy-summary' | 'new-policy-payment',
  summary: (request: OrderSummaryRequest) => OrderSummary,
  state: Partial<OnboardingState> = pricedState,
) {
  await signedIn();
  answerCall(callNames.getAccount, account);
  const quote = quoteServer({ summary });
  server.use(...quote.handlers);
  seedOnboarding(
    { ...state, personal: { ...pricedState.personal!, firstName: '', lastName: '' } },
    userStoragePrefixes.newPolicy,
  );
  renderApp(paths[step]);
  return quote;
}

const pointsPanel = () => screen.findByRole('region', { name: plans.points.heading }, { timeout: 5000 });

describe('spending points on the summary', () => {
  it('shows the balance, how many this policy may take and their euros, and prices with them once ticked', async () => {
    const user = userEvent.setup();
    const quote = await openNewPolicyStep('new-policy-summary', withPoints(142));
    const panel = await pointsPanel();
    expect(within(panel).getByText('Imate 142 boda iz programa Preporuči i zaradi.')).toBeVisible();
    expect(
      within(panel).getByText(/^Na ovu policu možete iskoristiti 142 boda, u vrijednosti od 14,20\s€\.$/),
    ).toBeVisible();
    expect(within(panel).getByText(/Bod vrijedi 0,10\s€.*barem 1,00\s€/)).toBeVisible();
    const toggle = within(panel).getByRole('checkbox', { name: plans.points.use });
    expect(toggle).not.toBeChecked();
    expect(quote.lastCall('getOrderSummary')).not.toHaveProperty('usePoints');
    const totals = screen.getByRole('region', { name: plans.totals.heading });
    expect(within(totals).queryByText(/Plaćeno bodovima/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(quote.lastCall('getOrderSummary')).toMatchObject({ usePoints: true }));
    expect(await within(totals).findByText('Plaćeno bodovima (142 boda)')).toBeVisible();
    expect(within(totals).getByText(/^−14,20\s€$/)).toBeVisible();

    await user.click(toggle);
    await waitFor(() => expect(quote.lastCall('getOrderSummary')).not.toHaveProperty('usePoints'));
    await waitFor(() => expect(within(totals).queryByText(/Plaćeno bodovima/)).not.toBeInTheDocument());
  });

  it('says why none can be used when the policy leaves nothing for them above the card’s minimum', async () => {
    await openNewPolicyStep('new-policy-summary', withPoints(40, 0));
    const panel = await pointsPanel();
    expect(within(panel).getByText(/^Na ovu policu bodove ne možete iskoristiti: .* barem 1,00\s€\.$/)).toBeVisible();
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is not offered when the server answers no points (another person’s policy, or none earned)', async () => {
    const quote = await openNewPolicyStep('new-policy-summary', orderSummaryFor);
    await waitFor(() => expect(quote.lastCall('getOrderSummary')).toBeDefined());
    await screen.findByRole('region', { name: plans.totals.heading });
    expect(screen.queryByRole('region', { name: plans.points.heading })).not.toBeInTheDocument();
  });

  it('sends the choice with the payment, for the server to hold the points', async () => {
    const user = userEvent.setup();
    const quote = await openNewPolicyStep('new-policy-payment', withPoints(142), { ...pricedState, usePoints: true });
    const totals = await screen.findByRole('region', { name: plans.totals.heading }, { timeout: 5000 });
    expect(await within(totals).findByText('Plaćeno bodovima (142 boda)')).toBeVisible();
    for (const consent of screen.getAllByRole('checkbox')) await user.click(consent);
    await user.click(screen.getByRole('button', { name: /Plati/ }));
    await waitFor(() => expect(quote.lastCall('startPayment')).toMatchObject({ usePoints: true }));
    const shown = withPoints(142)(quote.lastCall('getOrderSummary') as OrderSummaryRequest);
    expect(quote.lastCall('startPayment')).toMatchObject({ expectedTotal: shown.total });
  });
});

describe('a renewal', () => {
  it('offers the points on the summary it lands on', async () => {
    const day = 24 * 60 * 60 * 1000;
    await signedIn();
    answerCall(callNames.getAccount, {
      ...account,
      policies: [
        {
          orderNumber: 'AO-7K3M9Q2X4P',
          policyNumber: '10-2026-0001234',
          licensePlate: 'ZG1234AB',
          vehicle: { vin: 'WVWZZZCDZMW123456', manufacturer: 'Volkswagen', model: 'Golf' },
          startsAt: new Date(Date.now() - 355 * day).toISOString(),
          endsAt: new Date(Date.now() + 10 * day).toISOString(),
          covers: [{ coverCode: 'MTPL', premium: 288 }],
          total: 288,
        },
      ],
    });
    // No reminder was sent for it: the renewal is priced on the press.
    failCall(callNames.openRenewalReminder, 'NOT_FOUND', reminderErrorKeys.notFound);
    answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    answerCall(callNames.getGroupamaPricingForOptions, testPricing);
    const quote = quoteServer({ summary: withPoints(142) });
    server.use(...quote.handlers);
    renderApp(`${paths['new-policy']}?renew=AO-7K3M9Q2X4P`);
    const panel = await pointsPanel();
    await userEvent.setup().click(within(panel).getByRole('checkbox', { name: plans.points.use }));
    await waitFor(() => expect(quote.lastCall('getOrderSummary')).toMatchObject({ usePoints: true }));
  });
});

describe('the guest’s summary', () => {
  it('never offers points, whatever the server answers', async () => {
    const quote = quoteServer({ summary: withPoints(142) });
    server.use(...quote.handlers);
    seedOnboarding(pricedState);
    renderApp(paths['onboarding-summary']);
    await screen.findByRole('region', { name: plans.totals.heading }, { timeout: 5000 });
    await waitFor(() => expect(quote.lastCall('getOrderSummary')).toBeDefined());
    expect(screen.queryByRole('region', { name: plans.points.heading })).not.toBeInTheDocument();
  });
});
