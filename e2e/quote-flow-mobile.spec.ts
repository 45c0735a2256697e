/**
 * The quote flow on a 375 px phone: the price a driver came for is on the first screen, the total to pay stays in
 * sight, and nothing covers the control they are on.
 */
import type { Page } from '@playwright/test';
import details from '../locales/hr/onboarding-details.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { firstCoveredFocusStop } from './accessibility-audit';
import { expect, test } from './page-guard';
import { priceCar } from './quote-flow';

test.use({ viewport: { width: 375, height: 740 } });

const viewportHeight = 740;

async function isOnScreen(page: Page, selector: ReturnType<Page['getByText']>) {
  const box = await selector.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= viewportHeight;
}

test('the compulsory cover is priced on the first screen and the total follows the driver down the page', async ({
  page,
}) => {
  await priceCar(page, 'ZG5678CD');
  const base = page.getByRole('region', { name: plans.base.heading });
  expect(await isOnScreen(page, base.getByText(/godišnje/).first()), 'the MTPL price on the first screen').toBe(true);

  const bar = page.getByTestId('continue-bar');
  await expect(bar.getByText(/€/)).toBeVisible();
  expect(await isOnScreen(page, bar)).toBe(true);
  const total = await bar.getByText(/€/).innerText();

  await page.mouse.wheel(0, 1500);
  expect(await isOnScreen(page, bar), 'the bar is still on screen further down').toBe(true);
  const totals = page.getByRole('region', { name: plans.totals.heading });
  await expect(totals).toContainText(total);

  // Every control reached with Tab stays clear of the bar (WCAG 2.4.11).
  await page.getByRole('radio').first().focus();
  expect(await firstCoveredFocusStop(page, 20)).toBeNull();

  await bar.getByRole('button', { name: plans.continue }).click();
  await expect(page).toHaveURL(paths['onboarding-summary']);

  // Labels sit above their values on a phone, never run into them.
  const label = page.locator('dt', { hasText: plans.summary.vehicle.makeAndModel });
  const value = label.locator('xpath=following-sibling::dd[1]');
  const [labelBox, valueBox] = [await label.boundingBox(), await value.boundingBox()];
  expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(valueBox!.y + 1);
});

test.describe('a failed submit on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows the wrong field, its label and its message below the sticky header', async ({ page }) => {
    await priceCar(page, 'ZG5678CD');
    await page.getByTestId('continue-bar').getByRole('button', { name: plans.continue }).click();
    await expect(page).toHaveURL(paths['onboarding-summary']);
    await page.getByTestId('continue-bar').getByRole('button', { name: plans.continue }).click();
    await expect(page).toHaveURL(paths['onboarding-about-you']);

    // Everything but the house number, low on the page; the driver has scrolled it up under the header.
    await page.getByLabel(details.fields.firstName.label, { exact: true }).fill('Ivana');
    await page.getByLabel(details.fields.lastName.label, { exact: true }).fill('Horvat');
    await page.getByLabel(details.fields.address.label, { exact: true }).fill('Ulica kralja Zvonimira');
    await page.getByRole('combobox', { name: details.fields.place.label }).fill('Zagreb');
    await page.getByRole('option', { name: 'Zagreb, 10000' }).click();
    const field = page.getByLabel(details.fields.houseNumber.label, { exact: true });
    const label = page.locator('label', { hasText: new RegExp(`^${details.fields.houseNumber.label}$`) });
    const headerBottom = async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      return header.y + header.height;
    };
    await page.evaluate((top) => {
      const input = document.querySelector<HTMLElement>('input[name="houseNumber"]')!;
      window.scrollBy(0, input.getBoundingClientRect().top - top);
    }, 20);
    expect((await label.boundingBox())!.y, 'the label is out of sight when the driver submits').toBeLessThan(
      await headerBottom(),
    );

    await page.getByRole('button', { name: details.form.submit }).click();
    await expect(field).toBeFocused();
    const message = page.getByText(details.errors.houseNumber.required);
    await expect(message).toBeVisible();
    await expect(async () => {
      const [labelBox, fieldBox, messageBox] = [
        (await label.boundingBox())!,
        (await field.boundingBox())!,
        (await message.boundingBox())!,
      ];
      const top = await headerBottom();
      expect(labelBox.y, 'the label clears the sticky header').toBeGreaterThanOrEqual(top);
      expect(fieldBox.y, 'the input clears the sticky header').toBeGreaterThanOrEqual(top);
      expect(messageBox.y + messageBox.height, 'the message is on screen').toBeLessThanOrEqual(812);
    }).toPass({ timeout: 3_000 });
  });
});
