import type { Page } from '@playwright/test';
import hr from '../locales/hr/common.json' with { type: 'json' };
import entry from '../locales/hr/onboarding-entry.json' with { type: 'json' };
import flow from '../locales/hr/onboarding.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import {
  acceptTerms,
  addOn,
  calculate,
  continueFromVehicle,
  driver,
  euros,
  fillPersonalDetails,
  fillQuoteForm,
  findVehicleByPlate,
  priceCar,
  readTotals,
  setAddOn,
  totalText,
} from './quote-flow';

// Journeys of issue 4 against the real stack: the built SPA on Hosting, the functions emulator and the mock insurer
// (its fixtures: fixtures/insurer/vehicles.json). Texts come from the Croatian locale files, as a driver reads them.

test('(a) a personal car by plate: price, add-ons, coupon, summary, personal details, payment with the right total', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(paths.onboarding);
  // Opened fresh, the quote's entry is its HTML (docs/decisions/0022-light-start.md): the plate goes as typed, and
  // the app, which looks it up, tidies it.
  await page.getByLabel(entry.entry.plateLabel).fill('zg 5678-cd');
  const submittedAt = Date.now();
  await page.getByRole('button', { name: entry.entry.submit }).click();
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await expect(page.getByText('Škoda')).toBeVisible();
  await expect(page.getByText('ZG 5678-CD').or(page.getByText('ZG5678CD')).first()).toBeVisible();
  await continueFromVehicle(page, entry.details.continue);
  await fillQuoteForm(page);
  const formSubmittedAt = Date.now();
  await page.getByRole('button', { name: entry.quote.calculate }).click();
  await expect(page).toHaveURL(paths['onboarding-insurance-plans']);
  await expect(totalText(page)).toBeVisible();
  const timing = `plate submitted → vehicle found ${formSubmittedAt - submittedAt} ms (with the form typed in between); quote form submitted → price on screen ${Date.now() - formSubmittedAt} ms`;
  test.info().annotations.push({ type: 'timing', description: timing });
  console.info(`timing: ${timing}`);

  // Default: passenger-and-driver protection only.
  await expect(addOn(page, 'MTPL_ACC')).toBeChecked();
  await expect(addOn(page, 'MTPL_ASS')).not.toBeChecked();
  await expect(addOn(page, 'MTPL_ASS_EUR')).not.toBeChecked();

  // Roadside assistance in Croatia and in Europe exclude each other, both ways.
  await setAddOn(page, 'MTPL_ASS', true);
  await setAddOn(page, 'MTPL_ASS_EUR', true);
  await expect(addOn(page, 'MTPL_ASS')).not.toBeChecked();
  await setAddOn(page, 'MTPL_ASS_EUR', false);
  await expect(addOn(page, 'MTPL_ASS')).toBeChecked();
  await setAddOn(page, 'MTPL_BP', true);

  // A coupon: first a refused one, then a good one.
  await page.getByRole('button', { name: plans.discount.open }).click();
  await page.getByRole('textbox', { name: plans.discount.label }).fill('LJETO2026');
  await page.getByRole('button', { name: plans.discount.apply }).click();
  await expect(page.getByText(hr.discountCodeError)).toBeVisible();
  await page.getByRole('textbox', { name: plans.discount.label }).fill('dobrodosli10');
  await page.getByRole('button', { name: plans.discount.apply }).click();
  await expect(page.getByText(`${hr.discountCodeApplied} 10,00`)).toBeVisible();
  await expect(totalText(page)).not.toHaveAttribute('aria-busy', 'true');

  // The server's figures: the total is the chosen covers paid at once (the default) less the 10 € coupon.
  const plansTotals = await readTotals(page);
  expect(plansTotals.singlePaymentDiscount).toBeGreaterThan(0);
  expect(plansTotals.total).toBeCloseTo(plansTotals.subtotal - plansTotals.singlePaymentDiscount - 10, 2);

  await page.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['onboarding-summary']);
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await page.getByRole('button', { name: plans.continue }).click();

  await fillPersonalDetails(page);
  const paymentTotals = await readTotals(page);
  expect(paymentTotals).toEqual(plansTotals);
  // Every cover bought is listed with its price, and they add up to the subtotal.
  const itemPrices = await page.locator('li .price').allInnerTexts();
  expect(itemPrices).toHaveLength(4);
  expect(itemPrices.map(euros).reduce((sum, price) => sum + price, 0)).toBeCloseTo(paymentTotals.subtotal, 2);
  await expect(page.getByText('Ivana Horvat')).toBeVisible();
});

test('(b) a vehicle without plates by its VIN', async ({ page }) => {
  await page.goto(paths['onboarding-vin']);
  await page.getByLabel(entry.entry.vinLabel).fill('wvwzzze1ztp567890');
  await page.getByRole('button', { name: entry.entry.submit }).click();
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await expect(page.getByText('WVWZZZE1ZTP567890')).toBeVisible();
  await continueFromVehicle(page, entry.details.continue);
  await fillQuoteForm(page);
  await calculate(page);
  await expect(totalText(page)).toBeVisible();
});

async function sendOfferRequestFor(page: Page, plate: string, notice: string) {
  await findVehicleByPlate(page, plate);
  await expect(page).toHaveURL(paths['onboarding-vehicle-details']);
  await expect(page.getByText(notice).first()).toBeVisible();
  await continueFromVehicle(page, entry.details.continueToOffer);
  await fillQuoteForm(page);
  await page.getByRole('button', { name: entry.quote.sendOffer }).click();
  await expect(page.getByRole('heading', { name: entry.offerSent.heading })).toBeVisible();
}

test('(c) a van goes to an offer request', async ({ page }) => {
  await sendOfferRequestFor(page, 'ZG1112TV', hr.noPersonalVehicle);
});

test('(d) a trial (PROBA) plate goes to an offer request', async ({ page }) => {
  await sendOfferRequestFor(page, 'ZG0123P', hr.licensePlatePROBA);
});

test('(e) a high-risk vehicle gets the rich message with the plate and a contact link', async ({ page }) => {
  await findVehicleByPlate(page, 'ZG9999MM');
  const alert = page.getByRole('alert').filter({ hasText: 'ZG9999MM' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(paths['contact-us']);
});

test('(f) a premium under 50 € ends in the generic error with a way forward: the offer request', async ({ page }) => {
  await findVehicleByPlate(page, 'ZG1989MB');
  await continueFromVehicle(page, entry.details.continue);
  await fillQuoteForm(page);
  await page.getByRole('button', { name: entry.quote.calculate }).click();
  const message = page.getByRole('alert').filter({ hasText: hr.Messages.error });
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(paths['onboarding-calculate-price']);
  await message.getByRole('button', { name: flow.notPricedOnline.send }).click();
  await expect(page.getByRole('heading', { level: 2, name: entry.offerSent.heading })).toBeVisible();
});

test('(g) a reload in the middle of the flow resumes at the same step with the same data', async ({ page }) => {
  await priceCar(page, 'ZG5678CD');
  await setAddOn(page, 'MTPL_BP', true);
  await page.reload();
  await expect(page).toHaveURL(paths['onboarding-insurance-plans']);
  await expect(addOn(page, 'MTPL_BP')).toBeChecked();
  await expect(addOn(page, 'MTPL_ACC')).toBeChecked();
  await expect(totalText(page)).toBeVisible();
});

test('(h) starting over clears everything the flow stored', async ({ page }) => {
  await priceCar(page, 'ZG5678CD');
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ao.onboarding.')).length),
  ).toBeGreaterThan(0);
  await page.getByRole('button', { name: flow.flow.startOver }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: flow.startOver.confirm }).click();
  await expect(page).toHaveURL(paths.onboarding);
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('ao.onboarding.')),
    ),
  ).toEqual([]);
  await expect(page.getByLabel(entry.entry.plateLabel)).toHaveValue('');
  await page.goto(paths['onboarding-insurance-plans']);
  await expect(page).toHaveURL(paths.onboarding);
});

test('(i) a ?wipId= link resumes the quote in a fresh browser profile, the personal details only with the date of birth', async ({
  page,
  browser,
}) => {
  await priceCar(page, 'ZG5678CD');
  const wipId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ao.onboarding.wipId') ?? 'null') as string | null,
  );
  expect(wipId).toMatch(/^[A-Za-z0-9]{20}$/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`${paths.onboarding}?wipId=${wipId}`);
  const prompt = other.getByRole('region', { name: flow.resume.heading });
  await expect(prompt).toContainText('ZG5678CD');
  await expect(other.getByText(driver.pin)).toHaveCount(0);
  await prompt.getByLabel(flow.resume.dateOfBirth).fill('1.1.1990.');
  await prompt.getByRole('button', { name: flow.resume.confirm }).click();
  await expect(prompt.getByRole('alert')).toHaveText(flow.resume.identity);
  await prompt.getByLabel(flow.resume.dateOfBirth).fill('14.5.1981.');
  await prompt.getByRole('button', { name: flow.resume.confirm }).click();
  await expect(other).toHaveURL(paths['onboarding-calculate-price']);
  await expect(other.getByLabel(entry.quote.pin)).toHaveValue(driver.pin);
  await expect(other.getByLabel(entry.quote.email)).toHaveValue(driver.email);
  await acceptTerms(other);
  await other.getByRole('button', { name: entry.quote.calculate }).click();
  await expect(other).toHaveURL(paths['onboarding-insurance-plans']);
  await fresh.close();
});
