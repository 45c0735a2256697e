/**
 * English as English readers expect it: prices written €189.75 on the /en pages, in their pre-rendered HTML as well
 * as once the page runs, and the sticky total of the quote on one line on a 375 px phone.
 */
import entry from '../locales/en/onboarding-entry.json' with { type: 'json' };
import plans from '../locales/en/onboarding-plans.json' with { type: 'json' };
import { pathInLanguage } from '../src/app/languages';
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { driver } from './quote-flow';

const englishEuros = /€\d{1,3}(,\d{3})*\.\d{2}/;
// 189,75 € or 1.234,56 € (the no-break space written as a character or an entity).
const croatianEuros = /\d,\d{2}(\s|\u00a0|&nbsp;)€/;

test('the English home page writes prices the English way, in its HTML and once it runs', async ({ page }) => {
  const html = await (await page.request.get('/en')).text();
  expect(html).toMatch(englishEuros);
  expect(html).not.toMatch(croatianEuros);

  await page.goto('/en');
  await expect(page.getByText(/^from €\d+\.\d{2} a year$/).first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(croatianEuros);
  // Croatian pages keep the Croatian format.
  expect(await (await page.request.get('/')).text()).toMatch(croatianEuros);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the English quote shows its total in English format, its label on one line', async ({ page }) => {
    await page.goto(pathInLanguage(paths.onboarding, 'en'));
    await page.getByLabel(entry.entry.plateLabel).fill('ZG5678CD');
    await page.getByRole('button', { name: entry.entry.submit }).click();
    await page
      .getByRole('button', { name: entry.details.continue })
      .or(page.getByRole('link', { name: entry.details.continue }))
      .click();
    await page.getByLabel(entry.quote.dateOfBirth).fill(driver.dateOfBirth);
    await page.getByLabel(entry.quote.pin).fill(driver.pin);
    await page.getByLabel(entry.quote.email).fill(driver.email);
    await page.getByLabel(entry.quote.phoneNumber, { exact: true }).fill(driver.phone);
    await page.getByRole('checkbox', { name: /pre-contract information and general terms/ }).check();
    await page.getByRole('button', { name: entry.quote.calculate }).click();
    await expect(page).toHaveURL(pathInLanguage(paths['onboarding-insurance-plans'], 'en'), { timeout: 15_000 });

    const bar = page.getByTestId('continue-bar');
    await expect(bar.getByText(englishEuros)).toBeVisible();
    const label = bar.getByText(plans.totals.barLabel);
    // One line of text: the label's own box is no taller than a line of the label.
    const lines = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `"${plans.totals.barLabel}" on one line`).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(croatianEuros);
  });
});
