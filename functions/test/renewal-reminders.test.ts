/**
 * Renewal reminders (docs/decisions/0020-renewal-reminders.md) on the running stack: the run is this process's, with
 * a clock of its own (a policy's last month cannot be waited for), and its mail goes through the mock SendGrid; the
 * link and the unsubscribe are called over HTTP as a mail program and a browser call them.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AdminGetReminderReportResponse } from '../src/contracts/admin-get-reminder-report.js';
import { callNames } from '../src/contracts/call-names.js';
import type { OpenRenewalReminderResponse } from '../src/contracts/open-renewal-reminder.js';
import { reminderErrorKeys, reminderIdentityAttempts } from '../src/contracts/renewal-reminder-rules.js';
import { singlePayment } from '../src/contracts/payment-plan.js';
import { zagrebDate } from '../src/contracts/policy-dates.js';
import { renewalReminders } from '../src/schedules/renewal-reminders.js';
import { priceOrder } from '../src/services/order-summary.js';
import { optOutKeyOf, runRenewalReminders } from '../src/services/renewal-reminders.js';
import { collections } from '../src/store/collection-names.js';
import type { OrderDocument } from '../src/store/orders.js';
import type { QuoteDocument } from '../src/store/quotes.js';
import type { RenewalReminderRecord } from '../src/store/renewal-reminders.js';
import { firestore, readDoc } from './admin.js';
import { signUpAdmin } from './admin-caller.js';
import { signUp, uniqueEmail } from './auth-users.js';
import { call, callError, callOk, web } from './callable.js';
import { mailTo, type ReceivedMail } from './mailbox.js';
import { eventually, payOnGateway, policyholder, startPayment, testCards } from './payment-kit.js';
import { daysBefore, storeTestPolicy } from './renewal-kit.js';

const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text)?.[0];
  if (!found) throw new Error(`No link ${String(pattern)} in ${mail.text}`);
  return found;
};
const guestToken = (mail: ReceivedMail) =>
  new URL(linkIn(mail, /https?:\/\/\S+\?renewal=[\w-]+/)).searchParams.get('renewal') ?? '';
const unsubscribeUrl = (mail: ReceivedMail) => linkIn(mail, /https?:\/\/\S+\/api\/reminders\/unsubscribe\?t=[\w-]+/);

const open = (token: string, dateOfBirth: string | null = null) =>
  call<OpenRenewalReminderResponse>(callNames.openRenewalReminder, { ...web, token, dateOfBirth });

const reminderOf = (orderNumber: string, days: 30 | 7) =>
  readDoc<RenewalReminderRecord>(`${collections.renewalReminders}/${orderNumber}~${days}`);

describe('the daily run', () => {
  it('sends the 30-day reminder once under ten concurrent runs and again none on the next beat', async () => {
    const email = uniqueEmail('podsjetnik');
    const policy = await storeTestPolicy({ licensePlate: 'ST2345EF', endDay: '2041-03-10', email });
    const now = daysBefore('2041-03-10', 30);
    await Promise.all(Array.from({ length: 10 }, () => runRenewalReminders(now)));
    await runRenewalReminders(new Date(now.getTime() + 20_000));

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vaša polica autoodgovornosti za ST2345EF istječe 10/03/2041');
    const record = await reminderOf(policy.orderNumber, 30);
    expect(record).toMatchObject({ state: 'sent', attempts: 1, leaseUntil: null });
  });

  it('sends one reminder 30 days and one 7 days before the end, in Croatian days, nothing in between', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'RI3456GH', endDay: '2042-06-20', email });
    for (const days of [31, 30, 29, 20, 8, 7, 6, 1, 0]) await runRenewalReminders(daysBefore('2042-06-20', days));
    const subjects = (await mailTo(email)).map((mail) => mail.subject).reverse();
    expect(subjects).toEqual([
      'Vaša polica autoodgovornosti za RI3456GH istječe 20/06/2042',
      'Još 7 dana: polica autoodgovornosti za RI3456GH istječe 20/06/2042',
    ]);
  });

  it('sends the deployed schedule’s reminder once on two beats of the scheduler', async () => {
    const email = uniqueEmail('podsjetnik');
    const endDay = zagrebDate(new Date(Date.now() + 12 * 24 * 60 * 60 * 1000));
    await storeTestPolicy({ licensePlate: 'OS4567JK', endDay, email });
    await renewalReminders.run({ scheduleTime: new Date().toISOString(), jobName: 'test-beat-1' } as never);
    await renewalReminders.run({ scheduleTime: new Date().toISOString(), jobName: 'test-beat-2' } as never);
    // The stack's own scheduler beats too: however many beats met it, it went once.
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Vaša polica autoodgovornosti za OS4567JK istječe/);
  });

  it('writes in the language of the purchase', async () => {
    const email = uniqueEmail('reminder');
    await storeTestPolicy({ licensePlate: 'ZG9012EF', endDay: '2043-02-15', email, locale: 'en' });
    await runRenewalReminders(daysBefore('2043-02-15', 7));
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('7 days left: your motor liability policy for ZG9012EF ends on 15/02/2043');
    expect(mail?.text).toContain('http://127.0.0.1:5000/en/onboarding?renewal=');
  });

  it('sends none for a car that already has a later policy with us, whoever holds it', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'ZG3456GH', endDay: '2044-04-04', email });
    await storeTestPolicy({ licensePlate: 'ZG3456GH', endDay: '2045-04-04', email: uniqueEmail('novi.vlasnik') });
    await runRenewalReminders(daysBefore('2044-04-04', 30));
    await runRenewalReminders(daysBefore('2044-04-04', 7));
    expect(await mailTo(email)).toEqual([]);
  });

  it('sends none for a policy that ended early: the car was sold', async () => {
    const email = uniqueEmail('podsjetnik');
    const sold = await storeTestPolicy({ licensePlate: 'DU1234LM', endDay: '2044-05-05', email });
    const endedAt = Timestamp.fromDate(daysBefore('2044-05-05', 90));
    await firestore()
      .collection(collections.policies)
      .doc(sold.orderNumber)
      .update({ ended: { reason: 'sold', coverEndsAt: endedAt, endedAt } });
    await runRenewalReminders(daysBefore('2044-05-05', 30));
    expect(await mailTo(email)).toEqual([]);
  });

  it('prices next year for the policyholder from the day the cover ends, with the same covers, and says the price', async () => {
    const email = uniqueEmail('podsjetnik');
    const policy = await storeTestPolicy({
      licensePlate: 'ST6789JK',
      endDay: '2046-09-01',
      email,
      covers: ['MTPL', 'MTPL_ACC'],
    });
    const now = daysBefore('2046-09-01', 30);
    await runRenewalReminders(now);
    const [mail] = await mailTo(email);
    const record = await reminderOf(policy.orderNumber, 30);
    const quoteId = record?.pricing?.quoteId ?? '';
    const quote = await readDoc<QuoteDocument>(`${collections.quotes}/${quoteId}`);
    expect(quote).toMatchObject({
      licensePlate: 'ST6789JK',
      policyStartDate: '2046-09-01',
      policyEndDate: '2047-09-01',
      driver: {
        personalIdentificationNumber: policy.policyholder.personalIdentificationNumber,
        dateOfBirth: '1975-02-03',
      },
      renewalReminder: { id: `${policy.orderNumber}~30`, days: 30 },
    });
    const { total } = await priceOrder(quoteId, ['MTPL', 'MTPL_ACC'], null, singlePayment, now);
    expect(total).toBeGreaterThan(50);
    const euros = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(total);
    expect(mail?.text).toContain(`Cijena za sljedeću godinu: ${euros}`);
    expect(mail?.text).toContain('Nova polica počinje: 01/09/2046');
  });
});

describe('unsubscribing', () => {
  it('carries List-Unsubscribe with an https-able URL and the one-click header (RFC 8058)', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'ZD2345NP', endDay: '2047-05-05', email });
    await runRenewalReminders(daysBefore('2047-05-05', 30));
    const [mail] = await mailTo(email);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl(mail as ReceivedMail)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('honours a mail program’s one-click POST at once: no 7-day reminder follows', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'PU3456RS', endDay: '2048-07-07', email });
    await runRenewalReminders(daysBefore('2048-07-07', 30));
    const [mail] = await mailTo(email);
    const response = await fetch(unsubscribeUrl(mail as ReceivedMail), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await readDoc(`${collections.reminderOptOuts}/${optOutKeyOf(email)}`)).toBeDefined();
    await runRenewalReminders(daysBefore('2048-07-07', 7));
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('honours the link: its page changes nothing until its button is pressed, then stops every reminder', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'KA456TU', endDay: '2049-08-08', email });
    await storeTestPolicy({ licensePlate: 'SB789AC', endDay: '2049-08-20', email });
    await runRenewalReminders(daysBefore('2049-08-08', 30));
    const [mail] = await mailTo(email);
    const link = unsubscribeUrl(mail as ReceivedMail);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Odjavi me od podsjetnika');
    expect(await readDoc(`${collections.reminderOptOuts}/${optOutKeyOf(email)}`)).toBeUndefined();

    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const pressed = await fetch(new URL(action, link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Odjavljeni ste.');
    // The other car's policy of the same address comes due: nothing goes.
    await runRenewalReminders(daysBefore('2049-08-20', 30));
    await runRenewalReminders(daysBefore('2049-08-08', 7));
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('refuses a token that is no reminder’s, changing nothing', async () => {
    const response = await fetch(`http://127.0.0.1:5000/api/reminders/unsubscribe?t=${'A'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(404);
  });
});

describe('the reminder’s link', () => {
  it('opens nothing for a guest without the policyholder’s date of birth, then the priced renewal', async () => {
    const email = uniqueEmail('podsjetnik');
    const policy = await storeTestPolicy({ licensePlate: 'BJ123AD', endDay: '2050-01-20', email });
    await runRenewalReminders(daysBefore('2050-01-20', 30));
    const [mail] = await mailTo(email);
    const token = guestToken(mail as ReceivedMail);

    const named = await open(token);
    expect(named.ok && named.result).toEqual({
      identityRequired: true,
      licensePlate: 'BJ123AD',
      endDate: '20/01/2050',
    });
    const wrong = await callError(callNames.openRenewalReminder, { ...web, token, dateOfBirth: '04/02/1975' });
    expect(wrong).toMatchObject({ status: 'PERMISSION_DENIED', details: { errorKey: reminderErrorKeys.identity } });
    const unknown = await callError(callNames.openRenewalReminder, {
      ...web,
      token: 'B'.repeat(43),
      dateOfBirth: '03/02/1975',
    });
    expect(unknown).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: reminderErrorKeys.notFound } });

    const opened = await callOk<OpenRenewalReminderResponse>(callNames.openRenewalReminder, {
      ...web,
      token,
      dateOfBirth: '03/02/1975',
    });
    const record = await reminderOf(policy.orderNumber, 30);
    expect(opened).toEqual({
      identityRequired: false,
      renewal: {
        orderNumber: policy.orderNumber,
        licensePlate: 'BJ123AD',
        vin: null,
        startDate: '20/01/2050',
        coverCodes: ['MTPL'],
        policyholder: policy.policyholder,
        pricing: record?.pricing,
      },
    });
  });

  it('locks a guest out after five wrong dates of birth, the right one included', async () => {
    const email = uniqueEmail('podsjetnik');
    await storeTestPolicy({ licensePlate: 'VK456AE', endDay: '2051-02-02', email });
    await runRenewalReminders(daysBefore('2051-02-02', 7));
    const token = guestToken((await mailTo(email))[0] as ReceivedMail);
    const guess = (day: number) =>
      call(callNames.openRenewalReminder, { ...web, token, dateOfBirth: `${String(day).padStart(2, '0')}/01/1990` });
    // Eight at once: each answered wrong date was counted, so no more than four are answered "wrong". A guess whose
    // transaction lost to the others too often is refused without being checked, and counts for nothing.
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => guess(i + 1)));
    expect(parallel.every((answer) => !answer.ok)).toBe(true);
    const keyOf = (answer: (typeof parallel)[number]) => (answer.ok ? undefined : answer.error.details?.errorKey);
    const answeredWrong = parallel.filter((answer) => keyOf(answer) === reminderErrorKeys.identity).length;
    expect(answeredWrong).toBeLessThanOrEqual(reminderIdentityAttempts - 1);
    // Then one at a time: the fifth wrong date counted locks the link.
    let locked = parallel.some((answer) => keyOf(answer) === reminderErrorKeys.locked);
    let oneAtATime = 0;
    while (!locked && oneAtATime < reminderIdentityAttempts) {
      oneAtATime += 1;
      locked = keyOf(await guess(10 + oneAtATime)) === reminderErrorKeys.locked;
    }
    expect(locked).toBe(true);
    if (oneAtATime > 0) expect(answeredWrong + oneAtATime).toBe(reminderIdentityAttempts);
    const right = await callError(callNames.openRenewalReminder, { ...web, token, dateOfBirth: '03/02/1975' });
    expect(right.details?.errorKey).toBe(reminderErrorKeys.locked);
  });

  it('opens, through the account’s “Obnovi”, the renewal it priced, for the policy’s account only', async () => {
    const owner = await signUp();
    const email = uniqueEmail('podsjetnik');
    const policy = await storeTestPolicy({ licensePlate: 'SK789AF', endDay: '2052-03-03', email, uid: owner.uid });
    await runRenewalReminders(daysBefore('2052-03-03', 30));
    const [mail] = await mailTo(email);
    const link = new URL(linkIn(mail as ReceivedMail, /https?:\/\/\S+/));
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:5000/profile/policies/new-policy');
    expect(link.searchParams.get('renew')).toBe(policy.orderNumber);
    // Opened signed out (issue 42), its guest token names the renewal, and opens it for the policyholder's birth date.
    const token = link.searchParams.get('renewal') ?? '';
    const named = await open(token);
    expect(named.ok && named.result).toEqual({
      identityRequired: true,
      licensePlate: 'SK789AF',
      endDate: '03/03/2052',
    });
    expect(await open(token, '03/02/1975')).toMatchObject({ ok: true, result: { identityRequired: false } });
    const byOrder = { ...web, token: null, orderNumber: policy.orderNumber, dateOfBirth: null };
    const asOwner = await callOk<OpenRenewalReminderResponse>(callNames.openRenewalReminder, byOrder, {
      idToken: owner.idToken,
    });
    const record = await reminderOf(policy.orderNumber, 30);
    expect(asOwner).toMatchObject({ identityRequired: false, renewal: { pricing: record?.pricing } });

    const stranger = await signUp();
    for (const idToken of [stranger.idToken, undefined]) {
      const refused = await callError(callNames.openRenewalReminder, byOrder, { idToken });
      expect(refused).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: reminderErrorKeys.notFound } });
    }
  });
});

describe('the console’s report', () => {
  it('counts the reminders sent and the renewals paid from their links', async () => {
    const email = uniqueEmail('podsjetnik');
    const ivana = policyholder(email);
    await storeTestPolicy({
      licensePlate: 'ZG5678CD',
      endDay: '2053-10-10',
      email,
      personalIdentificationNumber: ivana.personalIdentificationNumber,
      dateOfBirth: ivana.dateOfBirth,
    });
    await storeTestPolicy({ licensePlate: 'VU234AG', endDay: '2053-10-09', email: uniqueEmail('podsjetnik') });
    await runRenewalReminders(daysBefore('2053-10-10', 30));
    const token = guestToken((await mailTo(email))[0] as ReceivedMail);
    const opened = await callOk<OpenRenewalReminderResponse>(callNames.openRenewalReminder, {
      ...web,
      token,
      dateOfBirth: ivana.dateOfBirth,
    });
    if (opened.identityRequired) throw new Error('The right date of birth did not open the renewal');
    const start = await startPayment(opened.renewal.pricing, { holder: ivana, coverCodes: ['MTPL'] });
    await payOnGateway(start, testCards.approved);
    const order = await eventually(
      () => readDoc<OrderDocument>(`${collections.orders}/${start.orderNumber}`),
      (read) => read?.state === 'paid',
    );
    expect(order?.renewalReminder).toMatchObject({ days: 30 });

    const admin = await signUpAdmin();
    const report = await callOk<AdminGetReminderReportResponse>(
      callNames.adminGetReminderReport,
      { from: '01/09/2053', to: '30/09/2053' },
      { idToken: admin.idToken },
    );
    expect(report.rows).toEqual([
      { days: 30, sent: 2, renewals: 1 },
      { days: 7, sent: 0, renewals: 0 },
    ]);
  });
});
