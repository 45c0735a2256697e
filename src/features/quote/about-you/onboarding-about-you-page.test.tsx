import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import hrCommon from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/onboarding-details.json';
import hrOnboarding from '../../../../locales/hr/onboarding.json';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { seedOnboarding } from '../../../test/quote-kit';
import type { OnboardingState } from '../state/onboarding-state';
import { loadOnboardingState } from '../state/onboarding-storage';

const functionsUrl = 'http://127.0.0.1:5001/demo-autoodgovornost/europe-west3';

const pricing: PricingResponse = {
  quoteId: 'quote-1',
  responseStatus: 'success',
  premiumCovers: [
    { coverCode: 'MTPL', grossPremiumAmt: 250, discountedPrice: 250, taxBasisAmt: 227.27, singlePaymentPrice: 250 },
  ],
  discountCode: null,
  discountZone: null,
  discountOptions: [],
  discountCodeRefusal: null,
  policyStartDate: '01/06/2025',
  policyEndDate: '01/06/2026',
};

const stored = (field: keyof OnboardingState): unknown => loadOnboardingState()[field];

/** Every callable the app asks for while a test runs; anything but the work-in-progress save stays unanswered. */
let calls: { name: string; data: Record<string, unknown> }[] = [];

// The first import of the onboarding area compiles all its pages; done once here, it does not eat into a test's time.
beforeAll(async () => {
  await import('../onboarding-pages');
}, 60_000);

beforeEach(() => {
  calls = [];
  server.use(
    http.post(`${functionsUrl}/:name`, async ({ params, request }) => {
      const { data } = (await request.json()) as { data: Record<string, unknown> };
      calls.push({ name: String(params.name), data });
      if (params.name === 'saveWorkInProgress') return HttpResponse.json({ result: { wipId: 'wip-1' } });
      // The next page's own calls are not this page's business.
      await delay('infinite');
      return HttpResponse.json({ result: null });
    }),
  );
  seedOnboarding({
    pricing,
    furthestStep: 2,
    personal: {
      dateOfBirth: '07/03/1985',
      personalIdentificationNumber: '69435151530',
      firstName: '',
      lastName: '',
    },
    contact: { contactEmail: 'ana.horvat@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '912345678' },
  });
});

afterEach(() => {
  // jsdom has none; a test that watches scrolling lends one.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp('/onboarding/about-you');
  // The first visit loads the area's chunk and this step's texts.
  await screen.findByRole(
    'heading',
    { level: 1, name: hrCommon.routes['onboarding-about-you'].heading },
    { timeout: 5000 },
  );
  const place = await screen.findByRole('combobox', { name: hr.fields.place.label });
  // The list arrives in its own chunk; the hint replaces the loading text once it is there.
  await waitFor(() => expect(place).toHaveAccessibleDescription(hr.fields.place.hint));
  return { user, place, ...view };
}

/** The fields besides the place, filled in as Ana Horvat would. */
async function fillName(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: hr.fields.firstName.label }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: hr.fields.lastName.label }), 'Horvat');
  await user.type(screen.getByRole('textbox', { name: hr.fields.address.label }), 'Glavna ulica');
  await user.type(screen.getByRole('textbox', { name: hr.fields.houseNumber.label }), '3');
}

// Typing a whole form key by key is slow in jsdom.
describe('the personal details step', () => {
  it('shows the step in the progress bar and the details entered for the price, read-only', async () => {
    await openPage();
    const progress = screen.getByRole('navigation', { name: hrOnboarding.progress.label });
    expect(
      within(progress).getByText(hrOnboarding.progress.steps['personal-details']).closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    const readOnly = screen.getByRole('region', { name: hr.readOnly.heading });
    expect(within(readOnly).getByText('69435151530')).toBeInTheDocument();
    expect(within(readOnly).getByText('07/03/1985')).toBeInTheDocument();
    expect(within(readOnly).getByText('ana.horvat@primjer.hr')).toBeInTheDocument();
    expect(within(readOnly).getByText('+385 912345678')).toBeInTheDocument();
    expect(within(readOnly).getByRole('link', { name: hr.readOnly.change })).toHaveAttribute(
      'href',
      '/onboarding/calculate-price',
    );
    expect(screen.queryByRole('textbox', { name: 'OIB' })).not.toBeInTheDocument();
    await waitFor(() => expect(stored('furthestStep')).toBe(3));
    expect(calls).toEqual([]);
  });

  it('fills the form from the stored details', async () => {
    seedOnboarding({
      personal: {
        dateOfBirth: '07/03/1985',
        personalIdentificationNumber: '69435151530',
        firstName: 'Ana',
        lastName: 'Horvat',
      },
      address: { address: 'Ilica', houseNumber: '12A', city: 'Zagreb', postalCode: '10000', country: 'HR' },
    });
    const { place } = await openPage();
    expect(screen.getByRole('textbox', { name: hr.fields.firstName.label })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: hr.fields.lastName.label })).toHaveValue('Horvat');
    expect(screen.getByRole('textbox', { name: hr.fields.address.label })).toHaveValue('Ilica');
    expect(screen.getByRole('textbox', { name: hr.fields.houseNumber.label })).toHaveValue('12A');
    expect(place).toHaveValue('Zagreb, 10000');
    expect(screen.getByText(hr.fields.country.value)).toBeInTheDocument();
  });

  it('names every missing field on a failed submit and moves focus to the first', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: hr.form.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(hrCommon['validation-error']);
    const firstName = screen.getByRole('textbox', { name: hr.fields.firstName.label });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(hr.errors.firstName.required);
    expect(screen.getByRole('textbox', { name: hr.fields.lastName.label })).toHaveAccessibleDescription(
      hr.errors.lastName.required,
    );
    expect(screen.getByRole('textbox', { name: hr.fields.address.label })).toHaveAccessibleDescription(
      `${hr.fields.address.hint} ${hr.errors.address.required}`,
    );
    expect(screen.getByRole('combobox', { name: hr.fields.place.label })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(hr.errors.city.required)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('brings the first wrong field to the middle of the screen, clear of the sticky header', async () => {
    // jsdom lays nothing out: what is asked to scroll into view, and how, is what the browser would show
    // (e2e/quote-flow-mobile.spec.ts checks the label and the message on a phone).
    const scrolled: { element: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    });
    const { user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: hr.fields.firstName.label }), 'Ana');
    await user.click(screen.getByRole('button', { name: hr.form.submit }));

    const lastName = screen.getByRole('textbox', { name: hr.fields.lastName.label });
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription(hr.errors.lastName.required);
    expect(scrolled).toEqual([{ element: lastName, options: { block: 'center' } }]);
  });

  it('keeps a name longer than the limit whole, counts it near the limit and refuses it on submit', async () => {
    const { user } = await openPage();
    const firstName = screen.getByRole('textbox', { name: hr.fields.firstName.label });
    const near = 'Ana-Marija Terezija Elizabeta Katarina Magdalena Horvat';
    await user.click(firstName);
    await user.paste(near);
    expect(firstName).toHaveAccessibleDescription(`${near.length}/60`);

    const whole = `${near} Kovačević`;
    await user.paste(' Kovačević');
    expect(firstName).toHaveValue(whole);
    const over = `${whole.length}/60`;
    expect(firstName).toHaveAccessibleDescription(over);

    await user.click(screen.getByRole('button', { name: hr.form.submit }));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription(`${over} ${hr.errors.firstName['too-long']}`);
    expect(firstName).toHaveValue(whole);
    expect(calls).toEqual([]);
  });

  it('checks names and house numbers as they are typed', async () => {
    const { user } = await openPage();
    const firstName = screen.getByRole('textbox', { name: hr.fields.firstName.label });
    await user.type(firstName, 'Ana3');
    await user.tab();
    expect(await screen.findByText(hr.errors.firstName['invalid-name'])).toBeInTheDocument();
    await user.clear(firstName);
    await user.type(firstName, "Ana-Marija D'Ambrosio Šušnjar");
    await waitFor(() => expect(screen.queryByText(hr.errors.firstName['invalid-name'])).not.toBeInTheDocument());
    expect(firstName).not.toHaveAttribute('aria-invalid');

    const houseNumber = screen.getByRole('textbox', { name: hr.fields.houseNumber.label });
    await user.type(houseNumber, '12-');
    await user.tab();
    expect(await screen.findByText(hr.errors.houseNumber['invalid-house-number'])).toBeInTheDocument();
    for (const valid of ['12', '12A', '12/3', 'bb']) {
      await user.clear(houseNumber);
      await user.type(houseNumber, valid);
      await waitFor(() => expect(houseNumber).not.toHaveAttribute('aria-invalid'));
    }
  });

  it('filters the places as the driver types and chooses one with ArrowDown and Enter', async () => {
    const { user, place } = await openPage();
    expect(place).toHaveAttribute('aria-expanded', 'false');
    await user.type(place, 'cakovec');
    expect(place).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: hr.fields.place.label });
    expect(place).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('Čakovec, 40000');

    await user.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: 'Čakovec, 40000' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(place).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{Enter}');
    expect(place).toHaveValue('Čakovec, 40000');
    expect(place).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('finds places by postal code, moves with the arrow keys and closes on Escape', async () => {
    const { user, place } = await openPage();
    await user.type(place, '210');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Split, 21000');
    await user.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(place).toHaveAttribute('aria-expanded', 'false');
    expect(place).not.toHaveAttribute('aria-activedescendant');
    expect(place).toHaveValue('210');
  });

  it('never offers the defective "location" entry', async () => {
    const { user, place } = await openPage();
    await user.type(place, 'location');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText(hr.place.noResults)).toBeInTheDocument();
    await user.clear(place);
    await user.type(place, '0000');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows each postal code of a place that has several', async () => {
    const { user, place } = await openPage();
    await user.type(place, 'zagreb');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    for (const code of ['10000', '10010', '10020', '10040', '10090']) {
      expect(names).toContainEqual(expect.stringMatching(new RegExp(`^Zagreb-dio, ${code} pošta Zagreb`)));
    }
  });

  it('accepts only a place chosen from the list', async () => {
    const { user, place } = await openPage();
    await user.type(place, 'Atlantida');
    await user.tab();
    expect(await screen.findByText(hr.errors.city.required)).toBeInTheDocument();
    expect(place).toHaveAttribute('aria-invalid', 'true');

    await user.clear(place);
    await user.type(place, 'split');
    await user.tab();
    expect(place).toHaveValue('Split, 21000');
    await waitFor(() => expect(place).not.toHaveAttribute('aria-invalid'));

    await user.clear(place);
    await user.type(place, 'pula{Enter}');
    expect(place).toHaveValue('Pula, 52100');
    expect(place).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('stores the name and address, saves the progress and goes on to payment', async () => {
    const { user, place, router } = await openPage();
    await user.type(screen.getByRole('textbox', { name: hr.fields.firstName.label }), '  Ana ');
    await user.type(screen.getByRole('textbox', { name: hr.fields.lastName.label }), 'Horvat-Kovač');
    await user.type(screen.getByRole('textbox', { name: hr.fields.address.label }), 'Ulica kralja Zvonimira');
    await user.type(screen.getByRole('textbox', { name: hr.fields.houseNumber.label }), '12A');
    await user.type(place, 'velika gor');
    await user.click(screen.getByRole('option', { name: 'Velika Gorica, 10410' }));
    expect(place).toHaveValue('Velika Gorica, 10410');

    await user.click(screen.getByRole('button', { name: hr.form.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/payment'));
    expect(stored('address')).toEqual({
      address: 'Ulica kralja Zvonimira',
      houseNumber: '12A',
      city: 'Velika Gorica',
      postalCode: '10410',
      country: 'HR',
    });
    expect(stored('personal')).toMatchObject({ firstName: 'Ana', lastName: 'Horvat-Kovač', dateOfBirth: '07/03/1985' });
    // The payment step records itself as reached once it is on screen, a moment after the address changes.
    await waitFor(() => expect(stored('furthestStep')).toBe(4));
    expect(stored('wipId')).toBe('wip-1');
    expect(calls[0]).toEqual({
      name: 'saveWorkInProgress',
      data: expect.objectContaining({
        lastStep: 'personal-details',
        onboardingProgress: 'personal-details',
      }) as unknown,
    });
  });

  it('finds a village by part of its name, shows its post office and stores Adamovec, 10363', async () => {
    const { user, place } = await openPage();
    await fillName(user);
    await user.type(place, 'adamov');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAccessibleName('Adamovec, 10363 pošta Belovar');
    await user.click(first!);
    expect(place).toHaveValue('Adamovec, 10363');

    await user.click(screen.getByRole('button', { name: hr.form.submit }));
    await waitFor(() => expect(stored('address')).toMatchObject({ city: 'Adamovec', postalCode: '10363' }));
  });

  it('lets a driver whose place is not on the list type it with a Croatian postal code', async () => {
    const { user, place } = await openPage();
    await fillName(user);
    await user.type(place, 'Novo Naselje');
    expect(screen.getByText(hr.place.noResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hr.place.notListed }));

    expect(screen.queryByRole('combobox', { name: hr.fields.place.label })).not.toBeInTheDocument();
    const city = screen.getByRole('textbox', { name: hr.place.typed.city });
    expect(city).toHaveFocus();
    expect(city).toHaveValue('Novo Naselje');
    const postalCode = screen.getByRole('textbox', { name: hr.place.typed.postalCode });
    await user.type(postalCode, '99999');
    await user.tab();
    expect(postalCode).toHaveAccessibleDescription(
      `${hr.place.typed.postalCodeHint} ${hr.errors.typedPlace.postalCode['invalid-postal-code']}`,
    );
    await user.clear(postalCode);
    await user.type(postalCode, '10363');

    await user.click(screen.getByRole('button', { name: hr.form.submit }));
    await waitFor(() => expect(stored('address')).toMatchObject({ city: 'Novo Naselje', postalCode: '10363' }));
  });

  it('goes back from the typed place to the list, and opens a stored place the list lacks in the typed fields', async () => {
    seedOnboarding({
      personal: {
        dateOfBirth: '07/03/1985',
        personalIdentificationNumber: '69435151530',
        firstName: 'Ana',
        lastName: 'Horvat',
      },
      address: { address: 'Ilica', houseNumber: '12A', city: 'Zagreb', postalCode: '10010', country: 'HR' },
    });
    const user = userEvent.setup();
    renderApp('/onboarding/about-you');
    const city = await screen.findByRole('textbox', { name: hr.place.typed.city }, { timeout: 5000 });
    expect(city).toHaveValue('Zagreb');
    expect(screen.getByRole('textbox', { name: hr.place.typed.postalCode })).toHaveValue('10010');

    await user.click(screen.getByRole('button', { name: hr.place.typed.backToList }));
    const place = screen.getByRole('combobox', { name: hr.fields.place.label });
    expect(place).toHaveFocus();
    expect(place).toHaveValue('');
  });

  it('sends a driver without a price to the price step', async () => {
    localStorage.removeItem('ao.onboarding.pricing');
    const { router } = renderApp('/onboarding/about-you');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/calculate-price'));
    expect(screen.queryByRole('combobox', { name: hr.fields.place.label })).not.toBeInTheDocument();
  });
});
