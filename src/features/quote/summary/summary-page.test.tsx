import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { zagrebDate } from '@contracts/policy-dates';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { paths } from '../../../app/route-table';
import { renderApp } from '../../../test/render-app';
import type { OnboardingState } from '../state/onboarding-state';
import { openPricedStep, orderSummaryFor, pricedState, seedOnboarding } from '../../../test/quote-kit';

const openSummary = (state: Partial<OnboardingState> = pricedState) => openPricedStep('onboarding-summary', state);

const section = (name: string) => screen.getByRole('region', { name });

describe('the summary step', () => {
  it('sends a driver without a price back to the price calculation', async () => {
    seedOnboarding({ ...pricedState, pricing: null });
    const { router } = renderApp(paths['onboarding-summary']);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain(paths['onboarding-calculate-price']), { timeout: 5000 });
  });

  it('shows each part of the quote with a link to the step that changes it', async () => {
    await openSummary();
    const edits: [string, string][] = [
      [hr.summary.vehicle.heading, paths['onboarding-vehicle-details']],
      [hr.summary.driver.heading, paths['onboarding-calculate-price']],
      [hr.summary.covers.heading, paths['onboarding-insurance-plans']],
      [hr.summary.discount.heading, paths['onboarding-insurance-plans']],
      [hr.summary.period.heading, paths['onboarding-calculate-price']],
    ];
    for (const [heading, path] of edits) {
      expect(within(section(heading)).getByRole('link', { name: `Uredi – ${heading}` })).toHaveAttribute('href', path);
    }
    const vehicle = section(hr.summary.vehicle.heading);
    expect(within(vehicle).getByText('ZG1234AB')).toBeInTheDocument();
    expect(within(vehicle).getByText('Volkswagen Golf 1.5 TSI Life')).toBeInTheDocument();
    expect(within(vehicle).getByText('96 kW')).toBeInTheDocument();
    const driver = section(hr.summary.driver.heading);
    expect(within(driver).getByText('07/03/1985')).toBeInTheDocument();
    expect(within(driver).getByText('ana.horvat@primjer.hr')).toBeInTheDocument();
    expect(within(driver).getByText('+385 912345678')).toBeInTheDocument();

    const covers = section(hr.summary.covers.heading);
    expect(within(covers).getByText(hr.plans.basic.name)).toBeInTheDocument();
    expect(await within(covers).findByText(hr.covers.MTPL_ACC.name)).toBeInTheDocument();
    expect(within(covers).getByText(hr.covers.MTPL.name)).toBeInTheDocument();
    expect(within(section(hr.summary.discount.heading)).getByText(hr.summary.discount.none)).toBeInTheDocument();
  });

  it('shows the policy period as dd/MM/yyyy', async () => {
    const start = dayjs().add(10, 'day');
    await openSummary({
      ...pricedState,
      policy: {
        policyAccepted: true,
        contactConsent: false,
        policyStartDate: start.format('DD/MM/YYYY'),
        policyEndDate: start.add(1, 'year').format('DD/MM/YYYY'),
      },
    });
    const period = section(hr.summary.period.heading);
    expect(within(period).getByText(start.format('DD/MM/YYYY'))).toBeInTheDocument();
    expect(within(period).getByText(start.add(1, 'year').format('DD/MM/YYYY'))).toBeInTheDocument();
  });

  it('starts a policy whose start has passed today, for one year', async () => {
    await openSummary({
      ...pricedState,
      policy: {
        policyAccepted: true,
        contactConsent: false,
        policyStartDate: '01/01/2020',
        policyEndDate: '01/01/2021',
      },
    });
    const period = section(hr.summary.period.heading);
    // Today is a Croatian calendar day, whatever the zone of the machine running the test.
    const today = dayjs(zagrebDate(new Date()));
    expect(within(period).getByText(today.format('DD/MM/YYYY'))).toBeInTheDocument();
    expect(within(period).getByText(today.add(1, 'year').format('DD/MM/YYYY'))).toBeInTheDocument();
  });

  it('shows the applied code and the total the server computed', async () => {
    await openSummary({
      ...pricedState,
      discount: { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 },
    });
    expect(within(section(hr.summary.discount.heading)).getByText('Kod PROLJECE10: −10,00 €')).toBeInTheDocument();
    const totals = section(hr.totals.heading);
    expect(await within(totals).findByText('Ukupno za platiti: 265,50 €')).toBeInTheDocument();
  });

  it('saves progress and goes on to the personal details', async () => {
    const { user, router, lastCall } = await openSummary();
    await screen.findByText('Ukupno za platiti: 275,50 €');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['onboarding-about-you']));
    expect(lastCall('saveWorkInProgress')).toMatchObject({ lastStep: 'summary', onboardingProgress: 'summary' });
  });

  it('shows a referred friend’s discount as the server took it off the total', async () => {
    await openPricedStep('onboarding-summary', pricedState, {
      summary: (request) => {
        const answer = orderSummaryFor(request);
        return { ...answer, referralDiscountAmount: 10, total: answer.total - 10 };
      },
    });
    const totals = await screen.findByRole('region', { name: hr.totals.heading });
    await waitFor(() => expect(within(totals).getByText(hr.totals.referralDiscount)).toBeVisible());
    expect(within(totals).getByText(/^−10,00\s€$/)).toBeVisible();
  });
});
