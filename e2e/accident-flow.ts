/**
 * The accident statement's steps as a driver's phone goes through them (issue 27), shared by the statement's own
 * journeys (accident-statement.spec.ts) and the claim that follows it (claims.spec.ts).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import circumstances from '../functions/src/contracts/locales/hr/claims-circumstances.json' with { type: 'json' };
import claims from '../locales/hr/claims.json' with { type: 'json' };
import drawing from '../locales/hr/claims-drawing.json' with { type: 'json' };
import photos from '../locales/hr/claims-photos.json' with { type: 'json' };
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { consentStorageKey } from '../src/app/consent.ts';
import { paths } from '../src/app/route-table.ts';
import { accessStorageKey } from '../src/features/claims/access/statement-access.ts';
import { standAtAddressOfOwn } from './client-address.ts';
import { stackUrls } from '../scripts/stack-config.ts';
import { expect } from './page-guard';
import { cards, giveConsentsAndPay, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';

export const phone = { width: 375, height: 812 };

export const heading = (page: Page, routeId: keyof typeof claims.routes) =>
  expect(page.getByRole('heading', { level: 1 })).toHaveText(claims.routes[routeId].heading, { timeout: 10_000 });

export const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The second phone: a context of its own, at its own address, as a visitor who chose "necessary only" cookies. */
export async function secondPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: stackUrls.hosting,
    viewport: phone,
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    reducedMotion: 'reduce',
  });
  await standAtAddressOfOwn(context);
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null)
      localStorage.setItem(key, JSON.stringify({ analytics: false, decidedAt: '2026-11-21T08:00:00.000Z' }));
  }, consentStorageKey);
  const page = await context.newPage();
  return { context, page };
}

export async function answerSafety(page: Page) {
  await page.goto(paths['claims-report']);
  await heading(page, 'claims-report');
  await page.getByRole('radio', { name: claims.safety.injuredNo }).check();
  await page.getByRole('radio', { name: claims.safety.vehiclesTwo }).check();
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(page, 'claims-report-how');
}

export async function startStatement(page: Page, mode: 'twoPhones' | 'onePhone') {
  await page.getByRole('radio', { name: new RegExp(claims.how[mode]) }).check();
  await page.getByRole('button', { name: claims.how.start }).click();
}

/** The place of the accident in Croatia: the address typed, the town (which a statement must name) from the list. */
export async function fillWhenWhere(page: Page, address: string, town = { search: 'Zagreb', option: 'Zagreb, 10000' }) {
  await heading(page, 'claims-report-when-where');
  // The date and time of the scene are there already; Croatia is the country.
  await expect(byId(page, 'field-date')).not.toHaveValue('');
  await expect(byId(page, 'field-place.country')).toHaveValue('HR');
  await byId(page, 'field-place.address').fill(address);
  await page.getByRole('combobox', { name: claims.whenWhere.place }).fill(town.search);
  await page.getByRole('option', { name: town.option }).click();
  await page.getByRole('button', { name: claims.continue }).click();
}

export interface Vehicle {
  plate?: string;
  country?: string;
  make?: string;
  insurer?: string;
  foreignInsurer?: { name: string; greenCard: string };
  policyNumber?: string;
  firstName: string;
  /** dd/MM/yyyy */
  dateOfBirth?: string;
  lastName: string;
  email: string;
}

export async function fillVehicle(page: Page, vehicle: Vehicle, submit: string = claims.continue) {
  await heading(page, 'claims-report-vehicle');
  if (vehicle.plate) await byId(page, 'field-vehicle.plate').fill(vehicle.plate);
  if (vehicle.country) await byId(page, 'field-vehicle.registrationCountry').selectOption(vehicle.country);
  if (vehicle.make) await byId(page, 'field-vehicle.make').fill(vehicle.make);
  if (vehicle.insurer) await byId(page, 'field-insurer').selectOption(vehicle.insurer);
  if (vehicle.foreignInsurer) {
    await byId(page, 'field-insurer').selectOption('foreign');
    await byId(page, 'field-insurance.insurerName').fill(vehicle.foreignInsurer.name);
    await byId(page, 'field-insurance.greenCardNumber').fill(vehicle.foreignInsurer.greenCard);
  }
  if (vehicle.policyNumber) await byId(page, 'field-insurance.policyNumber').fill(vehicle.policyNumber);
  await byId(page, 'field-driver.firstName').fill(vehicle.firstName);
  await byId(page, 'field-driver.lastName').fill(vehicle.lastName);
  await byId(page, 'field-driver.email').fill(vehicle.email);
  if (vehicle.dateOfBirth) await byId(page, 'field-driver.dateOfBirth').fill(vehicle.dateOfBirth);
  await page.getByRole('button', { name: submit }).click();
}

export const box = (page: Page, number: keyof typeof circumstances.items) =>
  page.getByRole('checkbox', { name: `${number} ${circumstances.items[number]}` });

/** A small real JPEG as a phone's camera hands it over: drawn on a canvas in the page, a coloured panel with a name. */
export async function cameraPhoto(page: Page, name: string, colour: string) {
  const base64 = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = fill;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 96px sans-serif';
      context.fillText(text, 48, 320);
      return canvas.toDataURL('image/jpeg', 0.85).split(',')[1] ?? '';
    },
    [name, colour] as const,
  );
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export const photoStrip = (page: Page, role: 'A' | 'B') =>
  page.getByRole('group', { name: photos.strip.label.replace('{{role}}', role) });

/** The camera button's input on a side's strip (hidden; the button clicks it): one photo as if just taken. */
export async function takePhoto(page: Page, role: 'A' | 'B', name: string, colour = '#1d4ed8') {
  const file = await cameraPhoto(page, name, colour);
  await photoStrip(page, role).locator(`input[type="file"][aria-label="${photos.strip.take}"]`).setInputFiles(file);
}

/** Every photo of the side shows as uploaded (a photo of the other phone's side is on the server, so uploaded). */
export async function expectUploaded(page: Page, role: 'A' | 'B', count: number, timeout = 10_000) {
  const strip = photoStrip(page, role);
  await expect(strip.getByText(photos.state.uploaded, { exact: true })).toHaveCount(count, { timeout });
  for (let number = 1; number <= count; number += 1)
    await expect(
      strip.getByRole('img', { name: photos.strip.photo.replace('{{number}}', String(number)) }),
    ).toBeVisible({ timeout });
}

/** A signature drawn with a finger (the mouse, here) across the pad, then signed. */
export async function sign(page: Page, role: 'A' | 'B') {
  const pad = page.getByRole('img', { name: drawing.signature.label.replace('{{role}}', role) });
  await pad.scrollIntoViewIfNeeded();
  const area = await pad.boundingBox();
  if (!area) throw new Error('The signature pad is not on screen');
  await page.mouse.move(area.x + area.width * 0.1, area.y + area.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.4, area.y + area.height * 0.2, { steps: 5 });
  await page.mouse.move(area.x + area.width * 0.8, area.y + area.height * 0.8, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText(claims.review.factsNotFault)).toBeVisible();
  await page.getByRole('button', { name: claims.review.sign, exact: true }).click();
}

export const stored = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), accessStorageKey)) ?? 'null') as {
    statementId: string;
    partyTokens: { A?: string; B?: string };
  };

/** A policy of ours for ZG5678CD, bought as a guest (the purchase journey), and its number. */
export async function buyPolicy(page: Page): Promise<string> {
  const { total } = await toPaymentStep(page, uniqueEmail('osiguranik'));
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  return (await policy.locator('dd').first().innerText()).trim();
}
