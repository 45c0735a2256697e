import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/onboarding-plans.json';
import { consentStorageKey } from '../../../app/consent';
import { paths } from '../../../app/route-table';
import { formatEuros } from '../../../lib/money';
import { renderApp } from '../../../test/render-app';
import { callError } from '../../../test/callables';
import {
  car,
  openInsurancePlans,
  orderSummaryFor,
  pricedState,
  seedOnboarding,
  testPricing,
} from '../../../test/quote-kit';

const checkbox = (code: keyof typeof hr.covers) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${hr.covers[code].name} \\d`) });

describe('the insurance plans step', () => {
  it('sends a driver without a price back to the price calculation', async () => {
    seedOnboarding({ ...pricedState, pricing: null });
    const { router } = renderApp(paths['onboarding-insurance-plans']);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(visited).toContain(paths['onboarding-calculate-price']), { timeout: 5000 });
  });

  it('starts with passenger and driver protection only, priced, and asks the server for the total', async () => {
    const { lastCall } = await openInsurancePlans();
    expect(checkbox('MTPL_ACC')).toBeChecked();
    for (const code of ['MTPL_ACC_EXT', 'MTPL_ASS', 'MTPL_ASS_EUR', 'MTPL_BP'] as const) {
      expect(checkbox(code)).not.toBeChecked();
    }
    expect(screen.queryByRole('checkbox', { name: new RegExp(hr.covers.MOD_FULL.name) })).not.toBeInTheDocument();
    expect(checkbox('MTPL_ACC')).toHaveAccessibleName(`${hr.covers.MTPL_ACC.name} ${formatEuros(20)} godišnje`);
    expect(checkbox('MTPL_ACC')).toHaveAccessibleDescription(
      `${hr.covers.MTPL_ACC.description} ${hr.addOns.onlyOneAccident}`,
    );
    expect(screen.getByRole('radio', { name: hr.plans.basic.name })).toBeChecked();
    // 270 € and 20 € paid at once, by default: 256,50 € and 19,00 €.
    expect(await screen.findByText('Ukupno za platiti: 275,50 €')).toBeInTheDocument();
    expect(screen.getByText(hr.plan.singlePaymentDiscount).nextElementSibling).toHaveTextContent('−14,50 €');
    expect(lastCall('getOrderSummary')).toMatchObject({
      quoteId: testPricing.quoteId,
      coverCodes: ['MTPL', 'MTPL_ACC'],
      discountCode: null,
      paymentPlan: { kind: 'single' },
    });
  });

  it('puts the compulsory cover and its price first, and keeps the total beside Nastavi', async () => {
    await openInsurancePlans();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe(hr.base.heading);
    const bar = screen.getByTestId('continue-bar');
    expect(await within(bar).findByText(formatEuros(275.5).replace(/\s/g, ' '))).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: hr.continue })).toBeInTheDocument();
  });

  it('shows the liability price with the registration area discount on it', async () => {
    await openInsurancePlans();
    const base = screen.getByRole('region', { name: hr.base.heading });
    expect(within(base).getByText(hr.covers.MTPL.name)).toBeInTheDocument();
    expect(within(base).getByText('270,00 € godišnje')).toBeInTheDocument();
    expect(within(base).getByText(/Popust za područje registracije: 10 %/)).toBeInTheDocument();
  });

  it('keeps the two roadside assistances exclusive both ways and reports the choice of Europe', async () => {
    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: true }));
    window.dataLayer = [];
    const { user, lastCall } = await openInsurancePlans();
    expect(screen.getAllByText(hr.addOns.onlyOneRoadside)).toHaveLength(2);

    await user.click(checkbox('MTPL_ASS'));
    expect(checkbox('MTPL_ASS')).toBeChecked();

    await user.click(checkbox('MTPL_ASS_EUR'));
    expect(checkbox('MTPL_ASS_EUR')).toBeChecked();
    expect(checkbox('MTPL_ASS')).not.toBeChecked();
    expect(window.dataLayer).toContainEqual({ event: 'user_selected_roadside_assistance_europe' });
    await waitFor(() =>
      expect(lastCall('getOrderSummary')).toMatchObject({ coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS_EUR'] }),
    );
    expect(await screen.findByText('Ukupno za platiti: 299,25 €')).toBeInTheDocument();

    await user.click(checkbox('MTPL_ASS_EUR'));
    expect(checkbox('MTPL_ASS_EUR')).not.toBeChecked();
    expect(checkbox('MTPL_ASS')).toBeChecked();
  });

  it('keeps basic and extended passenger protection exclusive', async () => {
    const { user } = await openInsurancePlans();
    await user.click(checkbox('MTPL_ACC_EXT'));
    expect(checkbox('MTPL_ACC_EXT')).toBeChecked();
    expect(checkbox('MTPL_ACC')).not.toBeChecked();
  });

  it('opens the casco dialog on the plus plan and, once closed, leaves plain roadside on and Europe off', async () => {
    const { user, lastCall } = await openInsurancePlans({ ...pricedState, options: ['roadside-assistance-europe'] });
    const plus = screen.getByRole('radio', { name: hr.plans.plus.name });
    await user.click(plus);

    const dialog = screen.getByRole('dialog', { name: hr.casco.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Cijena kaska: 450,00 € godišnje')).toBeInTheDocument();
    // Said before the driver confirms, with both prices: Europe is about to be replaced.
    expect(
      within(dialog).getByText(
        hr.casco.replacesEurope
          .replace('{{croatia}}', formatEuros(15))
          .replace('{{europe}}', formatEuros(25))
          // The matcher compares with its whitespace normalised; the euro amounts carry no-break spaces.
          .replace(/\s/g, ' '),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: hr.casco.confirmReplacing })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: hr.casco.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(plus).toBeChecked();
    expect(plus).toHaveFocus();
    expect(checkbox('MTPL_ASS')).toBeChecked();
    expect(checkbox('MTPL_ASS_EUR')).not.toBeChecked();
    await waitFor(() =>
      expect(lastCall('getOrderSummary')).toMatchObject({ coverCodes: ['MTPL', 'MOD_FULL', 'MTPL_ASS'] }),
    );
  });

  it('says nothing of replacing Europe assistance when the driver had not chosen it', async () => {
    const { user } = await openInsurancePlans();
    await user.click(screen.getByRole('radio', { name: hr.plans.plus.name }));
    const dialog = screen.getByRole('dialog', { name: hr.casco.title });
    expect(within(dialog).getByText(hr.casco.roadside)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Europi \(/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: hr.casco.confirm }));
    expect(checkbox('MTPL_ASS')).toBeChecked();
  });

  it('works the casco dialog from the keyboard: Tab stays inside, Escape closes it', async () => {
    const { user } = await openInsurancePlans();
    screen.getByRole('radio', { name: hr.plans.basic.name }).focus();
    await user.keyboard('{ArrowDown}');
    const dialog = screen.getByRole('dialog', { name: hr.casco.title });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons[0]).toHaveFocus();

    await user.tab({ shift: true });
    expect(buttons.at(-1)).toHaveFocus();
    await user.tab();
    expect(buttons[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: hr.plans.plus.name })).toHaveFocus();
    expect(checkbox('MTPL_ASS')).toBeChecked();
  });

  it('goes back to the basic plan when the driver declines casco in the dialog', async () => {
    const { user } = await openInsurancePlans();
    await user.click(screen.getByRole('radio', { name: hr.plans.plus.name }));
    await user.click(screen.getByRole('button', { name: hr.casco.decline }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: hr.plans.basic.name })).toBeChecked();
  });

  it('applies a discount code: hidden, then the field, then the code with its amount', async () => {
    const { user, lastCall } = await openInsurancePlans();
    await user.click(screen.getByRole('button', { name: hr.discount.open }));
    const field = screen.getByRole('textbox', { name: hr.discount.label });
    expect(field).toHaveFocus();

    await user.type(field, 'proljece10');
    await user.click(screen.getByRole('button', { name: hr.discount.apply }));

    expect(await screen.findByText(`${hrCommon.discountCodeApplied} 10,00 €`)).toBeInTheDocument();
    expect(screen.getByText('Kod: PROLJECE10')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: hr.discount.label })).not.toBeInTheDocument();
    expect(lastCall('checkDiscountStatus')).toMatchObject({ code: 'proljece10', licensePlate: 'ZG1234AB' });
    expect(screen.getByRole('button', { name: 'Ukloni kod za popust PROLJECE10' })).toHaveFocus();

    await waitFor(() => expect(lastCall('getOrderSummary')).toMatchObject({ discountCode: 'PROLJECE10' }));
    const totals = screen.getByRole('region', { name: hr.totals.heading });
    expect(await within(totals).findByText('Ukupno za platiti: 265,50 €')).toBeInTheDocument();
    expect(within(totals).getByText('Popust s kodom PROLJECE10')).toBeInTheDocument();
    expect(within(totals).getByText('−10,00 €')).toBeInTheDocument();
  });

  it('checks a coupon for a car known by its VIN only without a plate, and applies one for any vehicle', async () => {
    const { user, lastCall } = await openInsurancePlans({
      ...pricedState,
      licensePlate: '',
      vin: 'WVWZZZE1ZTP567890',
      vehicle: { ...car, licensePlate: null, vin: 'WVWZZZE1ZTP567890' },
    });
    await user.click(screen.getByRole('button', { name: hr.discount.open }));
    await user.type(screen.getByRole('textbox', { name: hr.discount.label }), 'proljece10{Enter}');
    expect(await screen.findByText(`${hrCommon.discountCodeApplied} 10,00 €`)).toBeInTheDocument();
    expect(lastCall('checkDiscountStatus')).toMatchObject({ code: 'proljece10', licensePlate: null });
  });

  it('shows one error text for a refused code, tied to the field', async () => {
    const { user } = await openInsurancePlans();
    await user.click(screen.getByRole('button', { name: hr.discount.open }));
    const field = screen.getByRole('textbox', { name: hr.discount.label });
    await user.type(field, 'NEPOSTOJI{Enter}');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(hrCommon.discountCodeError);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(hrCommon.discountCodeError);
    expect(field).toHaveFocus();
  });

  it('empties the discount box when the server finds the applied coupon has expired', async () => {
    const { lastCall } = await openInsurancePlans(
      { ...pricedState, discount: { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 } },
      {
        summary: (request) => ({
          ...orderSummaryFor({ ...request, discountCode: null }),
          discountCodeRefusal: request.discountCode ? 'expired' : null,
        }),
      },
    );
    expect(await screen.findByRole('button', { name: hr.discount.open })).toBeInTheDocument();
    expect(screen.queryByText(`${hrCommon.discountCodeApplied} 10,00 €`)).not.toBeInTheDocument();
    await waitFor(() => expect(lastCall('getOrderSummary')).toMatchObject({ discountCode: null }));
  });

  it('removes an applied discount and asks for the total without it', async () => {
    const { user, lastCall } = await openInsurancePlans({
      ...pricedState,
      discount: { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 },
    });
    expect(screen.getByText(`${hrCommon.discountCodeApplied} 10,00 €`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ukloni kod za popust PROLJECE10' }));

    expect(screen.getByRole('button', { name: hr.discount.open })).toHaveFocus();
    expect(screen.queryByText(`${hrCommon.discountCodeApplied} 10,00 €`)).not.toBeInTheDocument();
    await waitFor(() => expect(lastCall('getOrderSummary')).toMatchObject({ discountCode: null }));
  });

  it('shows a vehicle discount as applied without a code', async () => {
    await openInsurancePlans({ ...pricedState, discount: { box: 'applied', code: '', kind: 'code', amount: 15 } });
    expect(screen.getByText(`${hrCommon.discountCodeApplied} 15,00 €`)).toBeInTheDocument();
    expect(screen.getByText(hr.discount.vehicle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ukloni/ })).not.toBeInTheDocument();
  });

  it('lets a driver with only a zone discount still enter a code', async () => {
    const { user } = await openInsurancePlans({
      ...pricedState,
      discount: { box: 'hidden', code: '', kind: 'zone', amount: 0 },
    });
    await user.click(screen.getByRole('button', { name: hr.discount.open }));
    expect(screen.getByRole('textbox', { name: hr.discount.label })).toHaveFocus();
  });

  it('shows the server total in Croatian euros and keeps it, marked busy, while a new total is computed', async () => {
    let release: () => void = () => undefined;
    const { user } = await openInsurancePlans(pricedState, {
      summary: async (request) => {
        if (request.coverCodes.includes('MTPL_BP')) await new Promise<void>((resolve) => (release = resolve));
        return { ...orderSummaryFor(request), subtotal: 1234.56, total: 1234.56 };
      },
    });
    const totals = screen.getByRole('region', { name: hr.totals.heading });
    expect(await within(totals).findByText('Ukupno za platiti: 1.234,56 €')).toBeInTheDocument();

    await user.click(checkbox('MTPL_BP'));
    await waitFor(() => expect(totals).toHaveAttribute('aria-busy', 'true'));
    expect(within(totals).getByText('Ukupno za platiti: 1.234,56 €')).toBeInTheDocument();
    expect(within(totals).getByRole('status')).toHaveTextContent(hr.totals.updating);

    release();
    await waitFor(() => expect(totals).toHaveAttribute('aria-busy', 'false'));
    expect(within(totals).getByRole('status')).toHaveTextContent('');
  });

  it('explains an expired quote and links back to the price calculation', async () => {
    await openInsurancePlans(pricedState, {
      summary: () => callError('FAILED_PRECONDITION', 'Messages.quoteExpired'),
    });
    expect(await screen.findByText(hrCommon.Messages.quoteExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hr.totals.recalculate })).toHaveAttribute(
      'href',
      paths['onboarding-calculate-price'],
    );
  });

  it('saves progress and goes on to the summary', async () => {
    const { user, router, lastCall } = await openInsurancePlans();
    await screen.findByText('Ukupno za platiti: 275,50 €');
    await user.click(screen.getByRole('button', { name: hr.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['onboarding-summary']));
    expect(lastCall('saveWorkInProgress')).toMatchObject({
      lastStep: 'insurance-plans',
      onboardingProgress: 'insurance-plans',
    });
    expect(JSON.parse(localStorage.getItem('ao.onboarding.furthestStep') ?? '0')).toBe(2);
  });
});
