import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { AccountResponse } from '@contracts/get-account';
import type { OrderSummaryRequest } from '@contracts/get-order-summary';
import details from '../../../locales/hr/onboarding-details.json';
import entry from '../../../locales/hr/onboarding-entry.json';
import hrCommon from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/new-policy.json';
import renewalHr from '../../../locales/hr/renewal.json';
import { paths } from '../../app/route-table';
import { userStoragePrefixes } from '../../lib/storage-prefixes';
import { signedIn, signedInAccount } from '../../test/auth-edge';
import { answerCall, failCall, type CallData } from '../../test/callables';
import { reminderErrorKeys } from '@contracts/renewal-reminder-rules';
import {
  answerReferralValidation,
  car,
  friendsLink,
  lookupAnswer,
  orderSummaryFor,
  quoteServer,
  seedOnboarding,
  testPricing,
} from '../../test/quote-kit';
import { formatEuros } from '../../lib/money';
import { server } from '../../test/msw-server';
import onboarding from '../../../locales/hr/onboarding.json';
import plans from '../../../locales/hr/onboarding-plans.json';
import { renewalStartDate } from '../../lib/renewal';
import { renderApp } from '../../test/render-app';

const signedInDriver = signedInAccount([
  {
    licensePlate: 'ZG1234AB',
    vin: 'WVWZZZCDZMW123456',
    manufacturer: 'Volkswagen',
    model: 'Golf',
    variant: null,
    yearOfManufacture: 2021,
    enginePowerInKw: 96,
    categoryDesc: 'M1',
    registrationExpiryDate: '15/03/2027',
  },
]);
const profile = signedInDriver.profile!;

const account = (withProfile = true): AccountResponse => ({ ...signedInDriver, profile: withProfile ? profile : null });

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

const day = 24 * 60 * 60 * 1000;
const ending = {
  orderNumber: 'AO-7K3M9Q2X4P',
  policyNumber: '10-2026-0001234',
  licensePlate: 'ZG1234AB',
  vehicle: { vin: 'WVWZZZCDZMW123456', manufacturer: 'Volkswagen', model: 'Golf' },
  startsAt: new Date(Date.now() - 355 * day).toISOString(),
  endsAt: new Date(Date.now() + 10 * day).toISOString(),
  covers: [
    { coverCode: 'MTPL' as const, premium: 288 },
    { coverCode: 'MTPL_ASS_EUR' as const, premium: 39 },
  ],
  total: 327,
  greenCardNumber: null,
  renewed: false,
  ended: null,
  endingState: null,
};

/**
 * The driver presses "Obnovi" on a policy ending in ten days, for which no reminder went: the server looks the car up
 * again and prices it.
 */
async function renewEndingPolicy() {
  await signedIn();
  answerCall(callNames.getAccount, { ...account(), policies: [ending] });
  failCall(callNames.openRenewalReminder, 'NOT_FOUND', reminderErrorKeys.notFound);
  const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
  const pricing = answerCall(callNames.getGroupamaPricingForOptions, testPricing);
  const summaries = quoteServer();
  server.use(...summaries.handlers);
  const { router } = renderApp(`${paths['new-policy']}?renew=AO-7K3M9Q2X4P`);
  return { router, lookups, pricing, summaries };
}

describe('a signed-in driver’s new policy', () => {
  it('checks the link the tab landed with for the signed-in driver, so a referrer’s own link is named at once', async () => {
    await signedIn();
    answerCall(callNames.getAccount, account());
    // The server refuses one's own link by the account (services/referrals.ts), proven by the ID token the request
    // carries (a user id without one is refused); to anyone else it is a good link.
    const checks = answerReferralValidation((check, authorization) =>
      check.userId === 'uid-ivana' && authorization?.startsWith('Bearer ')
        ? { ...friendsLink, valid: false, errorCode: 'self-referral', referralPoints: 0, referralDiscountAmount: 0 }
        : friendsLink,
    );
    const { rememberLandingReferral } = await import('../../lib/landing-referral');
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana');
    renderApp(paths['new-policy']);

    const notice = (await screen.findByText(`${entry.referral.notValid}.`)).closest('[role="status"]');
    expect(notice).toHaveTextContent(entry.referral.errors['self-referral']);
    expect(checks).toContainEqual({
      referrerId: 'demo-driver',
      referralIndividualId: 'poveznica-ivana',
      customerEmail: 'ivana@primjer.hr',
      userId: 'uid-ivana',
    });
  });

  it('sends an account without personal details to fill them in, then back to the lookup', async () => {
    await signedIn();
    answerCall(callNames.getAccount, account(false));
    const { router } = renderApp(paths['new-policy']);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['profile-credentials']));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(paths['new-policy']);
  });

  it('prices a car of the account with one press', async () => {
    await signedIn();
    answerCall(callNames.getAccount, account());
    const lookups = answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    const { router } = renderApp(paths['new-policy']);
    await userEvent.click(
      await screen.findByRole('button', {
        name: hr.vehicles.choose.replace('{{vehicle}}', 'ZG1234AB, Volkswagen Golf'),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy-vehicle']));
    expect(lookups[0]).toMatchObject({ licensePlate: 'ZG1234AB', vin: null });
  });

  it('asks only for the policy: the driver is the account’s, and the price is asked for that person', async () => {
    await signedIn();
    answerCall(callNames.getAccount, account());
    seedOnboarding(
      { licensePlate: 'ZG1234AB', vehicle: car, onboardingProgress: 'started' },
      userStoragePrefixes.newPolicy,
    );
    const pricing: CallData[] = answerCall(callNames.getGroupamaPricingForOptions, testPricing);
    const { router } = renderApp(paths['new-policy-calculate-price']);

    const driver = await screen.findByRole('region', { name: details.readOnly.accountHeading });
    expect(within(driver).getByText('27182818283')).toBeVisible();
    expect(within(driver).getByText('Ivana Horvat')).toBeVisible();
    expect(within(driver).getByRole('link', { name: details.readOnly.accountChange })).toHaveAttribute(
      'href',
      `${paths['profile-credentials']}?next=${encodeURIComponent(paths['new-policy-calculate-price'])}`,
    );
    expect(screen.queryByLabelText(entry.quote.pin)).toBeNull();
    expect(screen.queryByLabelText(entry.quote.email)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: entry.quote.calculate }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy-choose-plan']));
    expect(pricing[0]).toMatchObject({
      licensePlate: 'ZG1234AB',
      personalIdentificationNumber: '27182818283',
      dateOfBirth: '14/05/1980',
      contactEmail: 'ivana@primjer.hr',
      phoneNumber: '912345678',
      policyAccepted: true,
      wipId: null,
    });
  });

  it('renews a policy with one press: the same car and covers from the day it ends, straight to the summary', async () => {
    const { router, lookups, pricing, summaries } = await renewEndingPolicy();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy-summary']));
    expect(lookups[0]).toMatchObject({ licensePlate: 'ZG1234AB' });
    expect(pricing[0]).toMatchObject({
      licensePlate: 'ZG1234AB',
      personalIdentificationNumber: '27182818283',
      policyStartDate: renewalStartDate(ending),
      policyAccepted: true,
    });
    await waitFor(() =>
      expect(summaries.lastCall('getOrderSummary')).toMatchObject({ coverCodes: ['MTPL', 'MTPL_ASS_EUR'] }),
    );
    expect(screen.getByRole('heading', { name: plans.summary.covers.heading })).toBeVisible();
  });

  it('opens the renewal a reminder priced for the policy, without pricing it again', async () => {
    await signedIn();
    answerCall(callNames.getAccount, { ...account(), policies: [ending] });
    const reminded = { ...testPricing, quoteId: 'quote-of-the-reminder' };
    const asked = answerCall(callNames.openRenewalReminder, {
      identityRequired: false,
      renewal: {
        orderNumber: ending.orderNumber,
        licensePlate: 'ZG1234AB',
        vin: ending.vehicle.vin,
        startDate: renewalStartDate(ending),
        coverCodes: ['MTPL', 'MTPL_ASS_EUR'],
        policyholder: { ...profile, contactEmail: 'vozac@primjer.hr' },
        pricing: reminded,
      },
    });
    answerCall(callNames.getGroupamaVehicleInfo, lookupAnswer(car));
    const pricing = answerCall(callNames.getGroupamaPricingForOptions, testPricing);
    const summaries = quoteServer();
    server.use(...summaries.handlers);
    const { router } = renderApp(`${paths['new-policy']}?renew=${ending.orderNumber}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy-summary']));
    expect(asked[0]).toMatchObject({ orderNumber: ending.orderNumber, token: null });
    expect(pricing).toEqual([]);
    await waitFor(() =>
      expect(summaries.lastCall('getOrderSummary')).toMatchObject({
        quoteId: 'quote-of-the-reminder',
        coverCodes: ['MTPL', 'MTPL_ASS_EUR'],
      }),
    );
  });

  it('names the renewal as a renewal: heading, page title and progress bar', async () => {
    await renewEndingPolicy();
    const summary = renewalHr.routes['new-policy-summary'];
    expect(await screen.findByRole('heading', { level: 1, name: summary.heading })).toBeVisible();
    expect(screen.queryByText(/Nova polica/)).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: onboarding.progress.renewalLabel });
    expect(within(bar).getByText(onboarding.progress.steps.summary)).toBeVisible();
    await waitFor(() => expect(document.title).toContain(summary.title));
  });

  it('takes a discount code on the renewal’s summary, where the driver lands, and shows the total the server priced', async () => {
    const { summaries } = await renewEndingPolicy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: plans.discount.open }));
    await user.type(screen.getByRole('textbox', { name: plans.discount.label }), 'proljece10');
    await user.click(screen.getByRole('button', { name: plans.discount.apply }));

    expect(await screen.findByText(`${hrCommon.discountCodeApplied} 10,00 €`)).toBeVisible();
    expect(summaries.lastCall('checkDiscountStatus')).toMatchObject({ licensePlate: 'ZG1234AB' });
    await waitFor(() => expect(summaries.lastCall('getOrderSummary')).toMatchObject({ discountCode: 'PROLJECE10' }));
    const priced = orderSummaryFor(summaries.lastCall('getOrderSummary') as OrderSummaryRequest);
    const totals = screen.getByRole('region', { name: plans.totals.heading });
    // The page's text is matched with its spaces collapsed: the euro sign's no-break space reads as a space.
    const total = plans.totals.total.replace('{{amount}}', formatEuros(priced.total).replace('\u00a0', ' '));
    expect(await within(totals).findByText(total)).toBeVisible();
    expect(within(totals).getByText('−10,00 €')).toBeVisible();
  });

  it('is a new policy again on the plate page: another vehicle is not a renewal', async () => {
    const { router } = await renewEndingPolicy();
    await screen.findByRole('heading', { level: 1, name: renewalHr.routes['new-policy-summary'].heading });
    await act(() => router.navigate(paths['new-policy']));
    expect(await screen.findByRole('heading', { level: 1, name: hrCommon.routes['new-policy'].heading })).toBeVisible();
  });

  it('says so when the policy to renew is not the account’s, with the way to a new quote', async () => {
    await signedIn();
    answerCall(callNames.getAccount, account());
    renderApp(`${paths['new-policy']}?renew=AO-0000000000`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(hr.renewal.failed)).toBeVisible();
    expect(within(alert).getByRole('link', { name: hr.renewal.instead })).toHaveAttribute('href', paths['new-policy']);
  });
});
