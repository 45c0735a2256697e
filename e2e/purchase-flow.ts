import type { Page } from '@playwright/test';
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { stackUrls } from '../scripts/stack-config';
import { expect } from './page-guard';
import { goToPayment, priceCar, readTotals, type PlaceChoice } from './quote-flow';

// The steps of a guest purchase the journeys share: up to the payment step, the consents, the gateway's own page, and
// the mock SendGrid's inbox. Test cards: fixtures/README.md.

export const cards = {
  approved: '4111 1111 1111 1111',
  threeDSecure: '4341 7920 0000 0044',
  insufficientFunds: '4000 0000 0000 9995',
};

export const uniqueEmail = (name = 'kupac') => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@primjer.hr`;

export interface InboxMessage {
  subject: string;
  text: string;
  attachments: { filename: string; url: string }[];
}

/** What the mock SendGrid received for an address, newest first. */
export async function inbox(address: string): Promise<InboxMessage[]> {
  const response = await fetch(`${stackUrls.mail}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as InboxMessage[];
}

/** ZG5678CD priced for Ivana Horvat, its owner, with her own e-mail address, up to the payment step. */
export async function toPaymentStep(page: Page, email: string, place?: PlaceChoice) {
  await priceCar(page, 'ZG5678CD', { email });
  await goToPayment(page, place);
  return readTotals(page);
}

/** The consents, then "Plati karticom". */
export async function giveConsentsAndPay(page: Page) {
  await page.getByRole('checkbox', { name: /informacijski dokument/ }).check();
  await page.getByRole('checkbox', { name: /opće uvjete osiguranja/ }).check();
  await page.getByRole('button', { name: /^Plati karticom/ }).click();
}

/** On the gateway's own page: the order and the amount, then the card. */
export async function payOnGatewayPage(page: Page, card: string, total: number) {
  await expect(page).toHaveURL(new RegExp(`^${stackUrls.gateway}/checkout/`));
  const amount = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(total);
  await expect(page.getByText(amount).first()).toBeVisible();
  await expect(page.getByText(/^AO-[0-9A-Z]{10}$/)).toBeVisible();
  await page.getByLabel('Broj kartice').fill(card);
  await page.getByLabel('Datum isteka (MM/GG)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Plati/ }).click();
}

/**
 * The success page's price lines as the driver reads them: each cover, each deduction (negative), and "Plaćeno" last,
 * in cents so that a test can check they add up without rounding of its own.
 */
export async function successPageLines(page: Page): Promise<{ lines: [string, number][]; paid: number }> {
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  const items = policy
    .getByRole('heading', { name: payment.success.policy.covers })
    .locator('xpath=following-sibling::ul[1]/li');
  const read = await items.evaluateAll((elements) =>
    elements.map((element) => [...element.children].map((part) => part.textContent ?? '')),
  );
  const cents = (text: string) => (/^[−-]/.test(text) ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));
  const lines = read.map(([label = '', amount = '']) => [label, cents(amount)] as [string, number]);
  const last = lines.pop();
  expect(last?.[0]).toBe(payment.success.policy.paid);
  return { lines, paid: last?.[1] ?? Number.NaN };
}
