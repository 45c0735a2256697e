/**
 * The quote flow as a driver goes through it, step by step, for the journeys that start from a plate. Texts come
 * from the Croatian locale files, as a driver reads them; the vehicles are the mock insurer's fixtures.
 */
import type { Page } from '@playwright/test';
import details from '../locales/hr/onboarding-details.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import { forgetPoliciesOf } from '../functions/test/renewal-kit.ts';
import { stackEnv } from '../scripts/stack-config';
import { paths } from '../src/app/route-table';
import { expect } from './page-guard';

// The Admin SDK (forgetting policies in `priceCar`) finds the emulators by these: `npm test` sets them, one spec run
// may not.
for (const [name, value] of Object.entries(stackEnv)) process.env[name] ??= value;

/**
 * Ivana Horvat, OIB 27182818283 (the maximum bonus), the registered owner of ZG5678CD, as a guest: born a year after
 * the seeded demo account's Ivana, so that to the covered-car rule (the OIB with the date of birth,
 * docs/decisions/0029-covered-car-at-payment.md) she is another person, whom the demo policy does not stop.
 */
export const driver = {
  dateOfBirth: '14/05/1981',
  pin: '27182818283',
  email: 'ivana.horvat@primjer.hr',
  phone: '912345678',
};

export const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

export async function findVehicleByPlate(page: Page, plate: string) {
  await page.goto(paths.onboarding);
  await page.getByLabel(entry.entry.plateLabel).fill(plate);
  await page.getByRole('button', { name: entry.entry.submit }).click();
}

/** From the vehicle's details to the quote form (a link or a button, as the page offers it). */
export async function continueFromVehicle(page: Page, name: string) {
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click();
  await expect(page).toHaveURL(paths['onboarding-calculate-price']);
}

/** Submits the quote form and waits for the prices. */
export async function calculate(page: Page) {
  await page.getByRole('button', { name: entry.quote.calculate }).click();
  // The first pricing of a run starts the pricing function's emulator worker, which takes seconds on a CI machine.
  await expect(page).toHaveURL(paths['onboarding-insurance-plans'], { timeout: 15_000 });
}

/** The quote form's terms checkbox (the guest form also asks whether we may contact the driver). */
export const acceptTerms = (page: Page) =>
  page.getByRole('checkbox', { name: /predugovorne informacije i opće uvjete/ }).check();

export async function fillQuoteForm(page: Page, options: { acceptPolicy?: boolean; email?: string } = {}) {
  await page.getByLabel(entry.quote.dateOfBirth).fill(driver.dateOfBirth);
  await page.getByLabel(entry.quote.pin).fill(driver.pin);
  await page.getByLabel(entry.quote.email).fill(options.email ?? driver.email);
  await page.getByLabel(entry.quote.phoneNumber, { exact: true }).fill(driver.phone);
  if (options.acceptPolicy ?? true) await acceptTerms(page);
}

/**
 * The journeys buy ZG5678CD for the kit's Ivana again and again, which the product refuses for days her earlier
 * policy covers (docs/decisions/0029-covered-car-at-payment.md): her earlier purchases' policies are forgotten before
 * each pricing, since the quote knows from then on whether the car is covered.
 */
export async function priceCar(page: Page, plate: string, options: { email?: string } = {}) {
  await forgetPoliciesOf({ personalIdentificationNumber: driver.pin, dateOfBirth: driver.dateOfBirth });
  await findVehicleByPlate(page, plate);
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await continueFromVehicle(page, entry.details.continue);
  await fillQuoteForm(page, options);
  await calculate(page);
}

/** The server-computed totals box, once it is no longer busy. */
export async function readTotals(page: Page) {
  const totals = page.getByRole('region', { name: plans.totals.heading });
  await expect(totals).not.toHaveAttribute('aria-busy', 'true');
  const subtotal = euros(await totals.locator(`dt:text-is("${plans.totals.subtotal}") + dd`).innerText());
  const total = euros((await totals.getByText(/Ukupno za platiti:/).innerText()).split(':')[1] ?? '');
  // Paid at once (the default) the insurer's one-payment discount comes off first; in instalments there is none.
  const discountLine = totals.locator(`dt:text-is("${plans.plan.singlePaymentDiscount}") + dd`);
  const singlePaymentDiscount = (await discountLine.count()) > 0 ? euros(await discountLine.innerText()) : 0;
  return { subtotal, singlePaymentDiscount, total };
}

/** An add-on's checkbox, named by its cover and then its price ("Pomoć na cesti u Hrvatskoj 24,90 € godišnje"). */
export const addOn = (page: Page, code: keyof typeof plans.covers) =>
  page.getByRole('checkbox', { name: new RegExp(`^${plans.covers[code].name} \\d`) });
/** Ticks or unticks an add-on the way a driver does, by clicking its label (the styled box covers the input). */
export async function setAddOn(page: Page, code: keyof typeof plans.covers, wanted: boolean) {
  const checkbox = addOn(page, code);
  if ((await checkbox.isChecked()) !== wanted)
    await page.locator(`label[for="${await checkbox.getAttribute('id')}"]`).click();
  await (wanted ? expect(checkbox).toBeChecked() : expect(checkbox).not.toBeChecked());
}

export const totalText = (page: Page) => page.getByText(/Ukupno za platiti:/);

/** A place as a driver finds it in the place field: what they type, and the option they choose. */
export interface PlaceChoice {
  search: string;
  option: string;
}

/** Zagreb, a post-office town; Adamovec, a village served by the post office of Belovar (issue 26). */
export const places = {
  zagreb: { search: 'Zagreb', option: 'Zagreb, 10000' },
  adamovec: { search: 'adamovec', option: 'Adamovec, 10363' },
} satisfies Record<string, PlaceChoice>;

/** The about-you step, filled in as Ivana Horvat of Zagreb (or of `place`) would, then on to the payment step. */
export async function fillPersonalDetails(page: Page, place: PlaceChoice = places.zagreb) {
  await expect(page).toHaveURL(paths['onboarding-about-you']);
  await fillNameAndAddress(page, place);
  await expect(page).toHaveURL(paths['onboarding-payment']);
}

/** The shared name-and-address form (the quote's about-you step, registration), as Ivana Horvat of Zagreb fills it. */
export async function fillNameAndAddress(page: Page, place: PlaceChoice = places.zagreb) {
  await page.getByLabel(details.fields.firstName.label, { exact: true }).fill('Ivana');
  await page.getByLabel(details.fields.lastName.label, { exact: true }).fill('Horvat');
  await page.getByLabel(details.fields.address.label, { exact: true }).fill('Ulica kralja Zvonimira');
  await page.getByLabel(details.fields.houseNumber.label, { exact: true }).fill('12');
  await page.getByRole('combobox', { name: details.fields.place.label }).fill(place.search);
  await page.getByRole('option', { name: place.option }).click();
  await page.getByRole('button', { name: details.form.submit }).click();
}

/** From the insurance plans through the summary and the about-you step to the payment step. */
export async function goToPayment(page: Page, place?: PlaceChoice) {
  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['onboarding-summary']);
  await page.getByRole('button', { name: plans.continue }).click();
  await fillPersonalDetails(page, place);
}
