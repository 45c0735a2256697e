import reminderEmail from '../functions/src/documents/locales/renewal-reminder-email.hr.json' with { type: 'json' };
import { zagrebDate } from '../functions/src/contracts/policy-dates.ts';
import { storeTestPolicy } from '../functions/test/renewal-kit.ts';
import common from '../locales/hr/common.json' with { type: 'json' };
import renewal from '../locales/hr/renewal.json' with { type: 'json' };
import plans from '../locales/hr/onboarding-plans.json' with { type: 'json' };
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';
import { inbox, uniqueEmail, type InboxMessage } from './purchase-flow';

// A guest's policy ending in twelve days, written as fulfilment writes one (a year cannot be waited for); the stack's
// scheduler sends its reminder on its next beat, as the daily job would (docs/decisions/0020-renewal-reminders.md).

test('a reminder in the inbox opens the renewal summary after the date of birth, priced as the e-mail said', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('obnova');
  const endDay = zagrebDate(new Date(Date.now() + 12 * 24 * 60 * 60 * 1000));
  await storeTestPolicy({
    licensePlate: 'DJ123AU',
    endDay,
    email,
    dateOfBirth: '21/06/1979',
    covers: ['MTPL', 'MTPL_ACC'],
  });

  let mail: InboxMessage | undefined;
  await expect.poll(async () => (mail = (await inbox(email))[0]), { timeout: 90_000, intervals: [2000] }).toBeDefined();
  const endDate = endDay.split('-').reverse().join('/');
  expect(mail?.subject).toBe(`Vaša polica autoodgovornosti za DJ123AU istječe ${endDate}`);
  const price = new RegExp(`${reminderEmail.price}: (.+€)`).exec(mail?.text ?? '')?.[1] ?? '';
  const link = /https?:\/\/\S+\?renewal=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(price).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  const identity = page.getByRole('region', { name: renewal.reminder.heading });
  await expect(identity).toContainText('DJ123AU');
  await identity.getByLabel(renewal.reminder.dateOfBirth).fill('22/06/1979');
  await identity.getByRole('button', { name: renewal.reminder.confirm }).click();
  await expect(identity.getByRole('alert')).toHaveText(renewal.reminder.identity);

  await identity.getByLabel(renewal.reminder.dateOfBirth).fill('21/06/1979');
  await identity.getByRole('button', { name: renewal.reminder.confirm }).click();
  await expect(page).toHaveURL(paths['onboarding-summary'], { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: common.routes['onboarding-summary'].heading }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: plans.summary.vehicle.heading })).toContainText('DJ123AU');
  await expect(page.getByRole('region', { name: plans.summary.covers.heading })).toContainText(
    plans.covers.MTPL_ACC.name,
  );
  await expect(page.getByRole('region', { name: plans.summary.period.heading })).toContainText(endDate);
  await expect(page.getByText(price).first()).toBeVisible();
});
