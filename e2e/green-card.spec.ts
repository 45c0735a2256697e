import { extractText, getDocumentProxy } from 'unpdf';
import payment from '../locales/hr/payment.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { stackUrls } from '../scripts/stack-config';
import { expect, test } from './page-guard';
import { cards, giveConsentsAndPay, inbox, payOnGatewayPage, toPaymentStep, uniqueEmail } from './purchase-flow';

// The green card with every policy, against the whole stack: the mock insurer numbers the card, the policy e-mail in
// the mock SendGrid's inbox carries it beside the e-policy, and the success page offers it with the paper notice.

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

const attachmentBytes = async (url: string | undefined) =>
  new Uint8Array(await (await fetch(`${stackUrls.mail}${url}`)).arrayBuffer());

test('a bought policy comes with its green card: in the e-mail beside the e-policy and on the success page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('putnik');
  const { total } = await toPaymentStep(page, email);
  await giveConsentsAndPay(page);
  await payOnGatewayPage(page, cards.approved, total);

  await expect(page).toHaveURL(new RegExp(`${paths['payment-success']}\\?order=AO-`));
  const policy = page.getByRole('region', { name: payment.success.policy.heading });
  await expect(policy).toBeVisible({ timeout: 20_000 });
  const policyNumber = (await policy.locator('dd').first().innerText()).trim();

  // Beside the download, the notice that the card is shown on paper, with its number.
  const notice = page.getByText(/^Zelena karta HR\/127\/\d{8} vrijedi samo ispisana/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('na papiru, ne na zaslonu mobitela');
  const cardNumber = /HR\/127\/\d{8}/.exec(await notice.innerText())?.[0] ?? '';

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: payment.greenCard.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`zelena-karta-${policyNumber}.pdf`);
  const downloaded = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  const cardText = await pdfText(downloaded);
  for (const expected of [
    'MEĐUNARODNA KARTA OSIGURANJA MOTORNIH VOZILA',
    cardNumber,
    'ZG5678CD',
    'Precrtane oznake (BY, IR, RUS)',
    'prikaz na zaslonu mobitela ili računala ne vrijedi',
  ]) {
    expect(cardText).toContain(expected);
  }

  // The policy e-mail holds both PDFs; the card in it is the one the page gave.
  await expect.poll(async () => (await inbox(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await inbox(email);
  expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([
    `polica-${policyNumber}.pdf`,
    `zelena-karta-${policyNumber}.pdf`,
  ]);
  expect(await pdfText(await attachmentBytes(mail?.attachments[0]?.url))).toContain(policyNumber);
  expect(await attachmentBytes(mail?.attachments[1]?.url)).toEqual(downloaded);
  expect(mail?.text).toContain('na papiru');
});

test('the green-card article and /travel-insurance list where the card is needed, from the same list', async ({
  page,
}) => {
  for (const path of ['/blog/zelena-karta-i-voznja-u-inozemstvu', '/travel-insurance']) {
    await page.goto(path);
    const needed = page.getByRole('region', { name: 'Zelena karta je obvezna' });
    await expect(needed.getByRole('listitem')).toContainText(['Albanija', 'Moldavija', 'Turska', 'Ukrajina']);
    const plate = page.getByRole('region', { name: 'Dovoljna je registarska oznaka' });
    await expect(plate.getByText('Bosna i Hercegovina')).toBeVisible();
    await expect(plate.getByText('Crna Gora')).toBeVisible();
    await expect(page.getByText(/^Popis smo posljednji put provjerili \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  }
});
