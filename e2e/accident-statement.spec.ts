import type { Page } from '@playwright/test';
import claims from '../locales/hr/claims.json' with { type: 'json' };
import common from '../locales/hr/common.json' with { type: 'json' };
import drawing from '../locales/hr/claims-drawing.json' with { type: 'json' };
import photos from '../locales/hr/claims-photos.json' with { type: 'json' };
import frame from '../locales/hr/frame.json' with { type: 'json' };
import { accidentErrorKeys } from '../functions/src/contracts/accident-error-keys.ts';
import { paths } from '../src/app/route-table.ts';
import { claimsPaths } from '../src/features/claims/claims-routes.ts';
import { emptyStatementSide } from '../functions/src/contracts/accident-statement.ts';
import type { GetAccidentStatementResponse } from '../functions/src/contracts/get-accident-statement.ts';
import { callError, callOk, web } from '../functions/test/callable.ts';
import { stackUrls } from '../scripts/stack-config.ts';
import {
  answerSafety,
  box,
  buyPolicy,
  byId,
  expectUploaded,
  fillVehicle,
  fillWhenWhere,
  heading,
  phone,
  photoStrip,
  secondPhone,
  sign,
  startStatement,
  stored,
  takePhoto,
} from './accident-flow';
import { expect, test } from './page-guard';
import { inbox, uniqueEmail } from './purchase-flow';

// The European accident statement (issue 27) against the whole stack, on phones 375 px wide: two browser contexts are
// two drivers' phones. Driver A is our policyholder (a guest who bought ZG5678CD's policy first), so the statement goes
// to the mock insurer, which answers a claim number; both drivers' inboxes (the mock SendGrid) get the PDF.

test.use({ viewport: phone });

/** The statement as the server has it, read with a side's secret. */
async function onServer(access: { statementId: string; partyTokens: { A?: string; B?: string } }) {
  const answer = await callOk<GetAccidentStatementResponse>('getAccidentStatement', {
    ...web,
    statementId: access.statementId,
    partyToken: access.partyTokens.A ?? access.partyTokens.B,
  });
  if (!answer.changed) throw new Error('Asked without a known version, the statement comes back');
  return answer.statement;
}

async function passSketchAndPhotos(page: Page) {
  await heading(page, 'claims-report-sketch');
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(page, 'claims-report-photos');
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(page, 'claims-report-review');
}

test('two phones: A starts, B joins with the code, each sees the other, both sign, it locks and goes out', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const policyNumber = await buyPolicy(page);
  await page.setViewportSize(phone);
  const emailA = uniqueEmail('vozac-a');
  const emailB = uniqueEmail('vozac-b');
  const began = Date.now();

  // A: the safety question, two phones (the default), the code for B.
  await answerSafety(page);
  await expect(page.getByRole('radio', { name: new RegExp(claims.how.twoPhones) })).toBeChecked();
  await startStatement(page, 'twoPhones');
  await heading(page, 'claims-report-share');
  const qr = page.getByRole('img', { name: claims.share.qrLabel });
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('data-qr-text')) ?? '';
  const code = link.slice(-6);
  expect(link).toBe(`${stackUrls.hosting}/claims/join/${code}`);
  await expect(page.getByText(`${code.slice(0, 3)} ${code.slice(3)}`)).toBeVisible();
  await expect(page.getByText(/Kôd vrijedi do \d\d:\d\d\./)).toBeVisible();

  // B: types the code as read off A's screen, in lower case with a space.
  const b = await secondPhone(browser);
  await b.page.goto(paths['claims-join']);
  await heading(b.page, 'claims-join');
  await b.page.getByLabel(claims.join.label).fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
  await b.page.getByRole('button', { name: claims.join.submit }).click();
  await heading(b.page, 'claims-report-vehicle');
  await expect(b.page.getByText(claims.turn.yours.replace('{{role}}', 'B'))).toBeVisible();

  // A's phone sees B join within a poll.
  await expect(page.getByText(claims.share.joined)).toBeVisible({ timeout: 3_000 });
  await page.getByRole('button', { name: claims.continue }).click();
  await fillWhenWhere(page, 'Ilica 10');

  // A is ours: the policy fills the side; the driver adds their name and e-mail.
  await heading(page, 'claims-report-vehicle');
  await byId(page, 'link-plate').fill('zg 5678 cd');
  await byId(page, 'link-policy-number').fill(policyNumber);
  await page.getByRole('button', { name: claims.vehicle.linkButton }).click();
  await expect(page.getByText(new RegExp(policyNumber))).toBeVisible();
  await expect(byId(page, 'field-vehicle.plate')).toHaveValue(/ZG\s?5678\s?-?CD/);
  await fillVehicle(page, { firstName: 'Ivana', lastName: 'Horvat', email: emailA });

  // B fills a Slovenian car's side by hand: a foreign insurer with its green card.
  await fillVehicle(b.page, {
    plate: 'LJ 12-ABC',
    country: 'SI',
    make: 'Renault',
    foreignInsurer: { name: 'Zavarovalnica Triglav d.d.', greenCard: 'SI/003/1234567' },
    firstName: 'Marko',
    lastName: 'Novak',
    email: emailB,
  });

  await heading(page, 'claims-report-circumstances');
  await box(page, '8').check();
  await expect(page.getByText('Označena je 1 kućica')).toBeVisible();
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(b.page, 'claims-report-circumstances');
  await box(b.page, '1').check();
  await b.page.getByRole('button', { name: claims.continue }).click();

  // The sketch is A's to draw; B's phone shows it read-only.
  await heading(b.page, 'claims-report-sketch');
  await expect(b.page.getByText(claims.sketch.leadB)).toBeVisible();
  await heading(page, 'claims-report-sketch');
  await page.getByRole('button', { name: claims.continue }).click();

  // Three photos: A takes two with the camera, B one; each phone sees the other's as uploaded within a poll.
  await heading(page, 'claims-report-photos');
  await takePhoto(page, 'A', 'A1 prednji branik', '#1d4ed8');
  await takePhoto(page, 'A', 'A2 tablica', '#15803d');
  await expectUploaded(page, 'A', 2);
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(page, 'claims-report-review');
  await b.page.getByRole('button', { name: claims.continue }).click();
  await heading(b.page, 'claims-report-photos');
  await takePhoto(b.page, 'B', 'B1 vrata', '#b91c1c');
  await expectUploaded(b.page, 'B', 1);
  await expectUploaded(b.page, 'A', 2, 3_000);
  await expect(photoStrip(b.page, 'A').getByRole('button')).toHaveCount(0);
  await b.page.getByRole('button', { name: claims.continue }).click();
  await heading(b.page, 'claims-report-review');

  // Each phone shows the other's side, as the other wrote it.
  await expect(page.getByRole('region', { name: 'Vozilo B' }).getByText('LJ 12-ABC (SI)')).toBeVisible({
    timeout: 3_000,
  });
  await expect(
    b.page
      .getByRole('region', { name: 'Vozilo A' })
      .getByText(/Horvat/)
      .first(),
  ).toBeVisible({
    timeout: 3_000,
  });
  // B's phone asks every 1.5 s while the page is in view, no more (the test's own wait, not the drivers').
  const pollWatch = Date.now();
  let polls = 0;
  const countPoll = (request: { url: () => string }) => {
    if (request.url().endsWith('/getAccidentStatement')) polls += 1;
  };
  b.page.on('request', countPoll);
  await b.page.waitForTimeout(4_500);
  b.page.off('request', countPoll);
  expect(polls).toBeGreaterThanOrEqual(2);
  expect(polls).toBeLessThanOrEqual(4);
  const waitedForPolls = Date.now() - pollWatch;

  // A change on one phone reaches the other within 2 s.
  const remarksB = b.page.getByLabel(claims.review.remarksLabel.replace('{{role}}', 'B'));
  await remarksB.fill('Vozač A je naglo zakočio.');
  await b.page.getByRole('button', { name: claims.review.saveRemarks }).click();
  await expect(page.getByRole('region', { name: 'Vozilo B' }).getByText('Vozač A je naglo zakočio.')).toBeVisible({
    timeout: 2_500,
  });

  // Each driver's first press of Potpiši is taken. B's phone asks nothing meanwhile (its polls are held), so it signs
  // the statement as it read it, without A's signature: another's signature is no change to what B read.
  let releasePolls = () => {};
  const held = new Promise<void>((resolve) => (releasePolls = resolve));
  const poll = (url: URL) => url.pathname.endsWith('/getAccidentStatement');
  await b.page.route(poll, async (route) => {
    await held;
    // A poll the page gave up on meanwhile (a read it asked for again) is gone already.
    await route.continue().catch(() => undefined);
  });
  await sign(page, 'A');
  await expect(page.getByText(claims.review.waitingFor.replace('{{roles}}', 'B'))).toBeVisible();
  await expect(page.getByText(claims.errors.statementChanged)).toHaveCount(0);
  await expect(
    b.page.getByRole('region', { name: 'Vozilo A' }).getByText(claims.review.notSigned, { exact: true }),
  ).toBeVisible();
  const signedB = b.page.waitForResponse((response) => response.url().endsWith('/signAccidentStatement'));
  await sign(b.page, 'B');
  expect((await signedB).ok()).toBe(true);
  releasePolls();
  await b.page.unroute(poll);
  await expect(b.page.getByText(claims.errors.statementChanged)).toHaveCount(0);

  // The last signature locks the statement and sends it: both phones go on to the sent page.
  await heading(b.page, 'claims-report-sent');
  await heading(page, 'claims-report-sent');
  await expect(page.getByTestId('claim-number')).toHaveText(/\S+/, { timeout: 20_000 });
  const claimNumber = await page.getByTestId('claim-number').innerText();
  await expect(b.page.getByTestId('claim-number')).toHaveText(claimNumber, { timeout: 5_000 });
  const toClaimNumber = Date.now() - began;

  // Both drivers get the statement as a PDF, with the three photos in it.
  const pdfs: string[] = [];
  for (const address of [emailA, emailB]) {
    await expect
      .poll(
        async () => (await inbox(address)).some((mail) => mail.attachments.some((a) => /\.pdf$/.test(a.filename))),
        { timeout: 20_000 },
      )
      .toBe(true);
    const mail = (await inbox(address)).find((candidate) =>
      candidate.attachments.some((a) => /\.pdf$/.test(a.filename)),
    );
    const attachment = mail?.attachments.find((a) => /\.pdf$/.test(a.filename));
    pdfs.push(`${stackUrls.mail}${attachment?.url ?? ''}`);
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const timing =
    `Two phones with three photos, from the first question: claim number after ${seconds(toClaimNumber)}, ` +
    `both PDFs in the inboxes after ${seconds(Date.now() - began)} ` +
    `(of which ${seconds(waitedForPolls)} is the test counting B's polls)`;
  console.info(timing);
  test.info().annotations.push({ type: 'timing', description: timing });
  const pdf = Buffer.from(await (await fetch(pdfs[0] ?? '')).arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Each photo is an image object of its own in the appendix.
  expect(pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(3);

  // Locked: the server refuses a change, whoever sends it.
  const access = await stored(page);
  const refusal = await callError('saveAccidentSide', {
    ...web,
    statementId: access.statementId,
    partyToken: access.partyTokens.A,
    role: 'A',
    side: emptyStatementSide(),
  });
  expect(refusal.details?.errorKey).toBe(accidentErrorKeys.accidentStatementLocked);
  await b.context.close();
});

test('one phone: the drivers hand it over, a reload resumes where they were, both sign on it', async ({ page }) => {
  test.setTimeout(120_000);
  await answerSafety(page);
  await startStatement(page, 'onePhone');
  // No sharing on one phone. A street and the country are no place to file an accident under: the town is asked for.
  await heading(page, 'claims-report-when-where');
  await byId(page, 'field-place.address').fill('Vukovarska 58');
  await page.getByRole('button', { name: claims.continue }).click();
  await expect(page.getByText(claims.whenWhere.townRequired)).toBeVisible();
  await fillWhenWhere(page, 'Vukovarska 58');

  await expect(page.getByText(claims.turn.now.replace('{{role}}', 'A'))).toBeVisible();
  await fillVehicle(
    page,
    {
      plate: 'ZG 1111 AA',
      insurer: 'croatia',
      policyNumber: '11-2222333',
      firstName: 'Ana',
      lastName: 'Kovač',
      email: uniqueEmail('jedan-a'),
    },
    claims.turn.saveAndHandOver.replace('{{role}}', 'B'),
  );
  await expect(page.getByText(claims.turn.now.replace('{{role}}', 'B'))).toBeVisible();
  await fillVehicle(page, {
    plate: 'ST 222 BB',
    insurer: 'euroherc',
    policyNumber: '33-4444555',
    firstName: 'Luka',
    lastName: 'Babić',
    email: uniqueEmail('jedan-b'),
  });

  await heading(page, 'claims-report-circumstances');
  await expect(page.getByText(claims.turn.now.replace('{{role}}', 'A'))).toBeVisible();
  await box(page, '13').check();
  await page.getByRole('button', { name: claims.turn.saveAndHandOver.replace('{{role}}', 'B') }).click();
  await expect(page.getByText(claims.turn.now.replace('{{role}}', 'B'))).toBeVisible();
  await box(page, '16').check();

  // A reload (or a phone that died) in the middle: the same step, B's turn, A's boxes kept.
  await page.reload();
  await heading(page, 'claims-report-circumstances');
  await expect(page.getByText(claims.turn.now.replace('{{role}}', 'B'))).toBeVisible();
  await page.getByRole('button', { name: claims.turn.handOver.replace('{{role}}', 'A') }).click();
  await expect(box(page, '13')).toBeChecked();
  await page.getByRole('button', { name: claims.turn.saveAndHandOver.replace('{{role}}', 'B') }).click();
  await box(page, '16').check();
  await page.getByRole('button', { name: claims.continue }).click();
  await passSketchAndPhotos(page);

  await sign(page, 'A');
  await sign(page, 'B');
  await heading(page, 'claims-report-sent');
  // Not our policyholders: no claim number, the drivers report it to their insurers with the PDF.
  await expect(page.getByText(claims.sent.notOurs)).toBeVisible();
});

test('an injury stops the statement: the numbers to call and what to do', async ({ page }) => {
  await page.goto(paths['claims-report']);
  await heading(page, 'claims-report');
  await page.getByRole('radio', { name: claims.safety.injuredYes }).check();
  await page.getByRole('radio', { name: claims.safety.vehiclesTwo }).check();
  await page.getByRole('button', { name: claims.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(claims.stop.injured.heading);
  const stop = page.getByRole('main');
  await expect(stop.getByRole('link', { name: claims.stop.call112 })).toHaveAttribute('href', 'tel:112');
  await expect(stop.getByRole('link', { name: claims.stop.call192 })).toHaveAttribute('href', 'tel:192');
  await expect(page.getByRole('button', { name: claims.how.start })).toHaveCount(0);
  // The bar offers help here, not a price, and it fits the phone's 375 px.
  const bar = page.getByTestId('top-bar');
  await expect(bar.getByRole('link', { name: claims.stop.call112 })).toHaveAttribute('href', 'tel:112');
  await expect(bar.getByRole('link', { name: new RegExp(`^${frame.claimsHelp.help}`) })).toHaveAttribute(
    'href',
    /^tel:\+385/,
  );
  await expect(bar.getByRole('link', { name: common.layout.getPrice })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('the claims page leads to the report', async ({ page }) => {
  await page.goto(paths.claims);
  await page.getByRole('link', { name: 'Prijavi nezgodu' }).click();
  await heading(page, 'claims-report');
});

/** One phone, both sides filled in a few words, on the sketch step: where a driver may reload or lose the signal. */
async function onePhoneToSketch(page: Page) {
  await answerSafety(page);
  await startStatement(page, 'onePhone');
  await fillWhenWhere(page, 'Savska cesta 41');
  await fillVehicle(
    page,
    {
      plate: 'ZG 3333 CC',
      insurer: 'croatia',
      policyNumber: '11-5555666',
      firstName: 'Petra',
      lastName: 'Jurić',
      email: uniqueEmail('skica-a'),
    },
    claims.turn.saveAndHandOver.replace('{{role}}', 'B'),
  );
  await fillVehicle(page, {
    plate: 'RI 444 DD',
    insurer: 'euroherc',
    policyNumber: '33-7777888',
    firstName: 'Ivan',
    lastName: 'Marić',
    email: uniqueEmail('skica-b'),
  });
  await heading(page, 'claims-report-circumstances');
  await box(page, '8').check();
  await page.getByRole('button', { name: claims.turn.saveAndHandOver.replace('{{role}}', 'B') }).click();
  await box(page, '1').check();
  await page.getByRole('button', { name: claims.continue }).click();
  await heading(page, 'claims-report-sketch');
}

const vehicleHandle = (page: Page, role: 'A' | 'B') =>
  page.getByRole('button', { name: new RegExp(`^${drawing.sketch.vehicleHandle.replace('{{role}}', role)}`) });

test.describe('with uploads cut off on purpose', () => {
  test.use({ excusedRequests: [/\/uploadAccidentPhoto$/] });

  test('a reload in the middle of the sketch and of the photos keeps them', async ({ page }) => {
    test.setTimeout(60_000);
    await onePhoneToSketch(page);
    const access = await stored(page);

    // A car moved with the keyboard; the save goes out while the driver is still drawing, not only on leaving.
    await page.getByRole('radio', { name: drawing.sketch.layouts.crossing, exact: true }).check();
    const car = vehicleHandle(page, 'A');
    await car.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowDown', 'e']) await car.press(key);
    const moved = (await car.getAttribute('aria-label')) ?? '';
    const [, across, down] = /(\d+) % s lijeva i (\d+) % odozgo/.exec(moved) ?? [];
    await expect
      .poll(async () => {
        const placement = (await onServer(access)).common.sketch?.vehicles.A;
        return placement ? `${Math.round(placement.x)} ${Math.round(placement.y)}` : null;
      })
      .toBe(`${across} ${down}`);
    await page.reload();
    await heading(page, 'claims-report-sketch');
    await expect(page.getByRole('radio', { name: drawing.sketch.layouts.crossing, exact: true })).toBeChecked();
    await expect(vehicleHandle(page, 'A')).toHaveAttribute('aria-label', moved);
    await page.getByRole('button', { name: claims.continue }).click();

    // A photo taken while its upload cannot get through stays on the phone across a reload, then goes.
    await heading(page, 'claims-report-photos');
    const upload = (url: URL) => url.pathname.endsWith('/uploadAccidentPhoto');
    await page.route(upload, (route) => route.abort('internetdisconnected'));
    await takePhoto(page, 'A', 'A1 blatobran');
    const strip = photoStrip(page, 'A');
    await expect(strip.getByText(photos.state.failed, { exact: true })).toBeVisible();
    await page.reload();
    await heading(page, 'claims-report-photos');
    await expect(strip.getByRole('img', { name: photos.strip.photo.replace('{{number}}', '1') })).toBeVisible();
    await expect(strip.getByText(photos.state.uploaded, { exact: true })).toHaveCount(0);
    await page.unroute(upload);
    await expectUploaded(page, 'A', 1);
    expect((await onServer(access)).sides.A.photos).toHaveLength(1);

    // Uploaded, then a reload: it comes from the server now.
    await page.reload();
    await heading(page, 'claims-report-photos');
    await expectUploaded(page, 'A', 1);
  });
});

test.describe('without a signal', () => {
  // The phone is offline on purpose: every call it makes meanwhile (the poll, the saves, the photo) fails, as it would
  // at the roadside, and that is what the test is about.
  test.use({ excusedRequests: [/\/(getAccidentStatement|saveAccident\w+|uploadAccidentPhoto)$/] });

  test('a photo taken without a signal waits for it and uploads when the network returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await onePhoneToSketch(page);
    const access = await stored(page);
    await page.getByRole('button', { name: claims.continue }).click();
    await heading(page, 'claims-report-photos');

    // Nothing reaches the network now: the page's polls fail as well, and the phone says so.
    await context.setOffline(true);
    await expect(page.getByText(photos.offline.notice)).toBeVisible();
    await takePhoto(page, 'A', 'A1 retrovizor', '#7c3aed');
    const strip = photoStrip(page, 'A');
    await expect(strip.getByText(photos.state.waitingOffline, { exact: true })).toBeVisible();
    await expect(strip.getByRole('img', { name: photos.strip.photo.replace('{{number}}', '1') })).toBeVisible();

    await context.setOffline(false);
    await expectUploaded(page, 'A', 1);
    await expect(page.getByText(photos.offline.notice)).toHaveCount(0);
    expect((await onServer(access)).sides.A.photos).toHaveLength(1);
  });

  test('a reload without a signal opens the statement from the phone, with what was saved meanwhile', async ({
    page,
    context,
  }) => {
    await answerSafety(page);
    await startStatement(page, 'onePhone');
    await heading(page, 'claims-report-when-where');
    const access = await stored(page);
    // The area's service worker (docs/decisions/0027-claims-offline.md) has the area once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await fillWhenWhere(page, 'Savska cesta 41');
    await heading(page, 'claims-report-vehicle');
    await page.reload();
    await heading(page, 'claims-report-vehicle');
    await expect(page.getByText(photos.offline.notice)).toBeVisible();
    // Another page of the statement, opened by its address: the place typed without a signal, kept in the outbox.
    await page.goto(claimsPaths['claims-report-when-where']);
    await heading(page, 'claims-report-when-where');
    await expect(byId(page, 'field-place.address')).toHaveValue('Savska cesta 41');

    await context.setOffline(false);
    await expect.poll(async () => (await onServer(access)).common.place?.address).toBe('Savska cesta 41');
    // The public pages, the claims page among them, go to the network: the worker's scope is /claims/ alone.
    expect((await page.goto(paths.claims))?.fromServiceWorker()).toBe(false);
  });
});
