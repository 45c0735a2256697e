import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { onboardingStoragePrefix } from '../state/onboarding-storage';
import type { OnboardingState } from '../state/onboarding-state';
import { openPricedStep, pricedState } from '../../../test/quote-kit';

/**
 * MTPL 270 €, accident protection 20 €, roadside assistance 15 € and a 10 € coupon: 295,00 € in instalments; paid at
 * once each is 5 % less (256,50 + 19,00 + 14,25), 279,75 € with the coupon, 15,25 € less.
 */
const readyToPay: Partial<OnboardingState> = {
  ...pricedState,
  options: ['passenger-and-driver-protection', 'roadside-assistance'],
  discount: { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 },
  personal: {
    dateOfBirth: '07/03/1985',
    personalIdentificationNumber: '69435151530',
    firstName: 'Ana',
    lastName: 'Horvat',
  },
  address: { address: 'Ilica', houseNumber: '10', city: 'Zagreb', postalCode: '10000', country: 'HR' },
  wipId: 'wip-1',
  furthestStep: 4,
};

/** Text as the page renders it: euro amounts carry a no-break space. */
const text = (value: string) => (_: string, element: Element | null) =>
  element?.textContent?.replace(/\s/g, ' ') === value && element.children.length === 0;

async function openPayment(state: Partial<OnboardingState> = readyToPay) {
  const opened = await openPricedStep('onboarding-payment', state);
  await screen.findByRole('group', { name: hr.plan.legend });
  return opened;
}

const single = () => screen.getByRole('radio', { name: /^Jednokratno/ });
const instalments = () => screen.getByRole('radio', { name: /^Na rate/ });
const count = () => screen.getByRole('combobox', { name: hr.plan.count.label });
const totals = () => screen.getByRole('region', { name: hr.totals.heading });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the payment plan on the payment step', () => {
  it('starts at once, and shows both totals and the one-payment discount in euros, in Croatian', async () => {
    const { lastCall } = await openPayment();
    expect(single()).toBeChecked();
    expect(instalments()).not.toBeChecked();
    expect(await screen.findByText(text('Ukupno 279,75 €'))).toBeVisible();
    expect(screen.getByText(text('Ukupno 295,00 €'))).toBeVisible();
    expect(single()).toHaveAccessibleDescription(
      /^Cijeli iznos odjednom, uz popust od 15,25\s€ za jednokratno plaćanje\.$/,
    );
    expect(instalments()).toHaveAccessibleDescription(hr.plan.instalments.description);
    expect(screen.queryByRole('combobox', { name: hr.plan.count.label })).toBeNull();
    expect(within(totals()).getByText(hr.plan.singlePaymentDiscount).nextElementSibling).toHaveTextContent('−15,25 €');
    expect(within(totals()).getByText(text('Ukupno za platiti: 279,75 €'))).toBeVisible();
    expect(screen.getByRole('button', { name: /^Plati karticom/ })).toHaveTextContent('Plati karticom 279,75 €');
    expect(lastCall('getOrderSummary')).toMatchObject({ paymentPlan: { kind: 'single' } });
  });

  it('in instalments asks how many, says about how much each is and which cards allow that many', async () => {
    const { user, lastCall } = await openPayment();
    await user.click(instalments());

    expect(instalments()).toBeChecked();
    expect(count()).toHaveValue('6');
    expect(screen.getByText(text('6 rata od oko 49,17 €'))).toBeVisible();
    expect(count()).toHaveAccessibleDescription(
      'U 6 rata možete platiti karticom Visa, Mastercard, Diners Club ili American Express. ' +
        'Ostale kartice stranica za plaćanje odbit će za plaćanje na rate.',
    );
    await waitFor(() =>
      expect(lastCall('getOrderSummary')).toMatchObject({ paymentPlan: { kind: 'instalments', count: 6 } }),
    );
    expect(await within(totals()).findByText(text('Ukupno za platiti: 295,00 €'))).toBeVisible();
    expect(within(totals()).queryByText(hr.plan.singlePaymentDiscount)).toBeNull();
    expect(screen.getByRole('button', { name: /^Plati karticom/ })).toHaveTextContent('Plati karticom 295,00 €');

    await user.selectOptions(count(), '12');
    expect(screen.getByText(text('12 rata od oko 24,58 €'))).toBeVisible();
    expect(count()).toHaveAccessibleDescription(
      /^U 12 rata možete platiti karticom Diners Club ili American Express\./,
    );
    await waitFor(() =>
      expect(lastCall('getOrderSummary')).toMatchObject({ paymentPlan: { kind: 'instalments', count: 12 } }),
    );

    await user.selectOptions(count(), '3');
    expect(screen.getByRole('option', { name: '3 rate', selected: true })).toBeInTheDocument();
    expect(screen.getByText(text('3 rate od oko 98,33 €'))).toBeVisible();
    expect(count()).toHaveAccessibleDescription(/^U 3 rate možete platiti karticom Visa, Mastercard,/);

    await user.click(single());
    await waitFor(() => expect(lastCall('getOrderSummary')).toMatchObject({ paymentPlan: { kind: 'single' } }));
    expect(await within(totals()).findByText(text('Ukupno za platiti: 279,75 €'))).toBeVisible();
  });

  it('offers from 2 to 12 instalments', async () => {
    const { user } = await openPayment();
    await user.click(instalments());
    expect(
      within(count())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '2 rate',
      '3 rate',
      '4 rate',
      '5 rata',
      '6 rata',
      '7 rata',
      '8 rata',
      '9 rata',
      '10 rata',
      '11 rata',
      '12 rata',
    ]);
  });

  it('pays the plan chosen, with the total the server computed for it', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user, lastCall } = await openPayment();
    await user.click(instalments());
    await user.selectOptions(count(), '12');
    await within(totals()).findByText(text('Ukupno za platiti: 295,00 €'));
    await user.click(screen.getByRole('checkbox', { name: /informacijski dokument/ }));
    await user.click(screen.getByRole('checkbox', { name: /opće uvjete osiguranja/ }));
    await user.click(screen.getByRole('button', { name: /^Plati karticom 295,00/ }));

    await waitFor(() => expect(lastCall('startPayment')).toBeDefined());
    expect(lastCall('startPayment')).toMatchObject({
      quoteId: 'quote-1',
      paymentPlan: { kind: 'instalments', count: 12 },
      expectedTotal: 295,
    });
  });

  it('keeps the choice with the quote, so a reload shows it again', async () => {
    const { user } = await openPayment();
    await user.click(instalments());
    await user.selectOptions(count(), '4');
    expect(JSON.parse(localStorage.getItem(`${onboardingStoragePrefix}paymentPlan`) ?? 'null')).toEqual({
      kind: 'instalments',
      count: 4,
    });
  });

  it('shows the plan a reload brings back', async () => {
    const { lastCall } = await openPayment({ ...readyToPay, paymentPlan: { kind: 'instalments', count: 4 } });
    expect(instalments()).toBeChecked();
    expect(count()).toHaveValue('4');
    expect(await screen.findByText(text('4 rate od oko 73,75 €'))).toBeVisible();
    expect(lastCall('getOrderSummary')).toMatchObject({ paymentPlan: { kind: 'instalments', count: 4 } });
  });
});
