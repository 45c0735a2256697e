import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminExportFunnelResponse } from '../src/contracts/admin-export-funnel.js';
import { funnelMaxDays, type AdminGetFunnelResponse } from '../src/contracts/admin-get-funnel.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import {
  pricingFailureSteps,
  serverSteps,
  type OnboardingProgress,
  type WorkInProgressFields,
} from '../src/contracts/work-in-progress.js';
import { zagrebInstant } from '../src/services/zagreb-time.js';
import { collections } from '../src/store/collection-names.js';
import type { WorkInProgressDocument } from '../src/store/work-in-progress.js';
import { refusalsOf, refusedToOutsiders, signUpAdmin } from './admin-caller.js';
import { firestore } from './admin.js';
import type { TestUser } from './auth-users.js';
import { callError, callOk } from './callable.js';

let admin: TestUser;

/**
 * A three-day period of its own, in a summer of a year before the product existed (so no other record is in it, and
 * Zagreb is two hours ahead of UTC): 10/07 to 12/07 of a year picked per run, so a second run on the same stack
 * counts only its own records too.
 */
const year = 2001 + Math.floor(Math.random() * 18);
const period = { from: `10/07/${year}`, to: `12/07/${year}` };
const zagreb = (day: number, hour: number, minute: number, second = 0) =>
  new Date(zagrebInstant({ year, month: 7, day, hour, minute }).getTime() + second * 1000);

interface SeededRecord {
  at: Date;
  progress: OnboardingProgress | null;
  lastStep?: string;
  fields?: Partial<WorkInProgressFields>;
}

const contact = (email: string, contactConsent: boolean): Partial<WorkInProgressFields> => ({
  licensePlate: 'ZG1234AB',
  vin: null,
  dateOfBirth: '14/05/1980',
  PIN: '27182818283',
  email,
  phone: '912345678',
  prefix: '+385',
  policyAccepted: true,
  contactConsent,
});

/** Ids of the records that go in the export, as the test made them. */
const ids: { [key: string]: string } = {};

const records: { [key: string]: SeededRecord } = {
  // The period's first and last second are in it; the second before and after are not.
  firstSecond: { at: zagreb(10, 0, 0), progress: 'started' },
  lastSecond: { at: zagreb(12, 23, 59, 59), progress: 'started' },
  before: { at: zagreb(9, 23, 59, 59), progress: 'paid', fields: contact('prije@primjer.hr', true) },
  after: { at: zagreb(13, 0, 0), progress: 'payment', fields: contact('poslije@primjer.hr', true) },
  // Saved before progress was recorded: it started all the same.
  noProgress: { at: zagreb(10, 9, 0), progress: null },
  premiumError: {
    at: zagreb(10, 10, 0),
    progress: 'calculate-price',
    lastStep: pricingFailureSteps.premiumError,
    fields: contact('cijena@primjer.hr', false),
  },
  lowPremium: {
    at: zagreb(10, 11, 0),
    progress: 'calculate-price',
    lastStep: pricingFailureSteps.lowPremium,
    fields: contact('-1+1@primjer.hr', true),
  },
  plans: { at: zagreb(11, 12, 0), progress: 'insurance-plans', fields: contact('pokrica@primjer.hr', false) },
  summary: { at: zagreb(11, 13, 30), progress: 'summary', fields: contact('ana.šimić@primjer.hr', true) },
  payment: {
    at: zagreb(12, 20, 15),
    progress: 'payment',
    lastStep: serverSteps.paymentStarted,
    fields: contact('=HYPERLINK("http://zlo.example")@primjer.hr', true),
  },
  paid: {
    at: zagreb(12, 21, 0),
    progress: 'paid',
    lastStep: serverSteps.paid,
    fields: contact('kupac@primjer.hr', true),
  },
  paidToo: { at: zagreb(11, 8, 0), progress: 'paid', lastStep: serverSteps.paid },
};

beforeAll(async () => {
  admin = await signUpAdmin();
  const batch = firestore().batch();
  for (const [name, record] of Object.entries(records)) {
    const ref = firestore().collection(collections.workInProgress).doc();
    ids[name] = ref.id;
    const at = Timestamp.fromDate(record.at);
    const lastSeen = Timestamp.fromMillis(record.at.getTime() + 5 * 60_000);
    batch.set(ref, {
      fields: record.fields ?? { licensePlate: 'ZG1234AB' },
      lastStep: record.lastStep ?? record.progress ?? '01: Vehicle found',
      onboardingProgress: record.progress,
      platform: 'web',
      platformVersion: 'v1.56.2',
      utmTags: {},
      deviceType: 'mobile',
      referrerId: null,
      referralIndividualId: null,
      createdAt: at,
      lastSeenAt: lastSeen,
      updatedAt: lastSeen,
      expireAt: Timestamp.fromMillis(record.at.getTime() + 90 * 24 * 3600_000),
    } satisfies WorkInProgressDocument);
  }
  await batch.commit();
});

const asAdmin = () => ({ idToken: admin.idToken });

describe('the console’s funnel', () => {
  it('is for verified admins only', async () => {
    expect(await refusalsOf(callNames.adminGetFunnel, period)).toEqual(refusedToOutsiders);
    expect(await refusalsOf(callNames.adminExportFunnel, period)).toEqual(refusedToOutsiders);
  });

  it('counts the records started in the period by the furthest step they reached, and the pricing failures', async () => {
    const funnel = await callOk<AdminGetFunnelResponse>(callNames.adminGetFunnel, period, asAdmin());
    expect(funnel).toEqual({
      started: 10,
      steps: [
        { step: 'started', reached: 10, stoppedHere: 3 },
        { step: 'calculate-price', reached: 7, stoppedHere: 2 },
        { step: 'insurance-plans', reached: 5, stoppedHere: 1 },
        { step: 'summary', reached: 4, stoppedHere: 1 },
        { step: 'personal-details', reached: 3, stoppedHere: 0 },
        { step: 'payment', reached: 3, stoppedHere: 1 },
        { step: 'paid', reached: 2, stoppedHere: 2 },
      ],
      pricingFailures: { premiumError: 1, lowPremium: 1 },
      // lowPremium, summary and payment; the paid one agreed too, but bought.
      abandonedWithContactConsent: 3,
    } satisfies AdminGetFunnelResponse);
  });

  it('exports the abandoned quotes whose drivers agreed to be contacted, newest first, safe to open in Excel', async () => {
    const exported = await callOk<AdminExportFunnelResponse>(callNames.adminExportFunnel, period, asAdmin());
    expect(exported).toMatchObject({
      rows: 3,
      truncated: false,
      fileName: `nedovrseni-izracuni_${year}-07-10_${year}-07-12.csv`,
    });
    expect(exported.csv.startsWith('\uFEFF')).toBe(true);
    const lines = exported.csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Započeto";"Zadnja aktivnost";"Najdalji korak";"Zadnji korak";"Registracija";"VIN";"E-pošta";"Telefon";"Oznaka izračuna"',
      `"12/07/${year} 20:15";"12/07/${year} 20:20";"payment";"03: Payment started";"ZG1234AB";"";` +
        `"'=HYPERLINK(""http://zlo.example"")@primjer.hr";"'+385 912345678";"${ids.payment}"`,
      `"11/07/${year} 13:30";"11/07/${year} 13:35";"summary";"summary";"ZG1234AB";"";"ana.šimić@primjer.hr";` +
        `"'+385 912345678";"${ids.summary}"`,
      `"10/07/${year} 11:00";"10/07/${year} 11:05";"calculate-price";"01: Low premium";"ZG1234AB";"";` +
        `"'-1+1@primjer.hr";"'+385 912345678";"${ids.lowPremium}"`,
      '',
    ]);
  });

  it('refuses a period that ends before it starts or is longer than the console counts', async () => {
    const longest = new Date(Date.UTC(year, 0, 1 + funnelMaxDays - 1));
    const lastDay = `${String(longest.getUTCDate()).padStart(2, '0')}/${String(longest.getUTCMonth() + 1).padStart(2, '0')}/${year}`;
    const dayAfter = new Date(longest.getTime() + 24 * 3600_000);
    const tooFar = `${String(dayAfter.getUTCDate()).padStart(2, '0')}/${String(dayAfter.getUTCMonth() + 1).padStart(2, '0')}/${year}`;
    await callOk(callNames.adminGetFunnel, { from: `01/01/${year}`, to: lastDay }, asAdmin());
    for (const call of [callNames.adminGetFunnel, callNames.adminExportFunnel]) {
      for (const refused of [
        { from: period.to, to: period.from },
        { from: `01/01/${year}`, to: tooFar },
      ]) {
        expect(await callError(call, refused, asAdmin())).toMatchObject({
          status: 'INVALID_ARGUMENT',
          details: { errorKey: errorKeys.funnelPeriod },
        });
      }
    }
    expect(
      await callError(callNames.adminGetFunnel, { from: '31/02/2026', to: '01/03/2026' }, asAdmin()),
    ).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { from: 'nonexistent-date' } } });
  });
});
