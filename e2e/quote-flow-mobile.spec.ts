/**
 * The quote flow on a 375 px phone: the price a driver came for is on the first screen, the total to pay stays in
 * sight, and nothing covers the control they are on.
 */
import type { Page } from '@playwright/test';
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
