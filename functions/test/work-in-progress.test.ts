import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { SaveWorkInProgressResponse, WorkInProgressRecord } from '../src/contracts/work-in-progress.js';
import { collections } from '../src/store/collection-names.js';
import { Timestamp } from 'firebase-admin/firestore';
import { expectExpiresInDays, firestore, readDoc } from './admin.js';
import { callError, callOk, web } from './callable.js';

const save = (data: Record<string, unknown>) =>
  callOk<SaveWorkInProgressResponse>(callNames.saveWorkInProgress, { ...web, ...data });
const get = (wipId: string, dateOfBirth?: string) =>
  callOk<WorkInProgressRecord>(callNames.getWorkInProgress, { ...web, wipId, ...(dateOfBirth ? { dateOfBirth } : {}) });

/** A record as a driver leaves it after the quote form: their personal details are on it. */
async function driversRecord() {
  const created = await save({
    lastStep: '01: Vehicle found',
    onboardingProgress: 'started',
    fields: { licensePlate: 'ZG1234AB' },
  });
  await save({
    wipId: created.wipId,
    wipToken: created.wipToken,
    lastStep: 'calculate-price',
    onboardingProgress: 'calculate-price',
    fields: {
      dateOfBirth: '14/05/1980',
      PIN: '27182818283',
      email: 'ivana@primjer.hr',
      phone: '912345678',
      prefix: '+385',
    },
  });
  return created;
}

describe('work-in-progress records', () => {
  it('are created on the first save with an unguessable id, and keep where the driver came from', async () => {
    const { wipId } = await save({
      lastStep: '01: Vehicle found',
      onboardingProgress: 'started',
      fields: { licensePlate: 'vz 123-ab' },
      utmTags: { utm_source: 'google', rid: 'demo-driver' },
      deviceType: 'desktop',
      referrerId: 'demo-driver',
    });
    expect(wipId).toMatch(/^[A-Za-z0-9]{20}$/);
    const stored = await readDoc<Record<string, unknown>>(`${collections.workInProgress}/${wipId}`);
    expectExpiresInDays(stored, 90);
    expect(stored).toMatchObject({
      fields: { licensePlate: 'VŽ123AB' },
      utmTags: { utm_source: 'google', rid: 'demo-driver' },
      deviceType: 'desktop',
      referrerId: 'demo-driver',
      platform: 'web',
      platformVersion: 'v1.56.2',
    });
  });

  it('are updated step by step and read back to resume the flow elsewhere', async () => {
    const { wipId, wipToken } = await save({
      lastStep: '01: Vehicle found',
      onboardingProgress: 'started',
      fields: { licensePlate: 'ZG1234AB' },
    });
    const before = await get(wipId);
    await save({
      wipId,
      wipToken,
      lastStep: 'calculate-price',
      onboardingProgress: 'insurance-plans',
      fields: {
        dateOfBirth: '14/05/1980',
        PIN: '27182818283',
        email: 'ivana@primjer.hr',
        phone: '912345678',
        prefix: '+385',
        policyAccepted: true,
      },
    });
    const after = await get(wipId, '14/05/1980');
    expect(after).toMatchObject({
      wipId,
      lastStep: 'calculate-price',
      onboardingProgress: 'insurance-plans',
      fields: {
        licensePlate: 'ZG1234AB',
        dateOfBirth: '14/05/1980',
        PIN: '27182818283',
        email: 'ivana@primjer.hr',
        phone: '912345678',
        prefix: '+385',
        policyAccepted: true,
        vin: null,
      },
    });
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(before.lastSeenAt));
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(0);
  });

  it('never move onboarding progress backwards', async () => {
    const { wipId, wipToken } = await save({ lastStep: 'summary', onboardingProgress: 'summary' });
    await save({ wipId, wipToken, lastStep: 'insurance-plans', onboardingProgress: 'insurance-plans' });
    expect((await get(wipId)).onboardingProgress).toBe('summary');
  });

  it('answer an unknown id with not-found, on save and on read', async () => {
    for (const error of [
      await callError(callNames.getWorkInProgress, { ...web, wipId: 'nepostojeci' }),
      await callError(callNames.saveWorkInProgress, { ...web, wipId: 'nepostojeci', lastStep: 'summary' }),
    ]) {
      expect(error).toMatchObject({ status: 'NOT_FOUND', message: errorKeys.workInProgressNotFound });
    }
  });

  it('refuse a step only the server may record (a payment, an offer sent, a pricing failure)', async () => {
    const { wipId, wipToken } = await save({ lastStep: '01: Vehicle found' });
    for (const claim of [
      { lastStep: '04: Paid' },
      { lastStep: '02: Offer request sent' },
      { lastStep: '01: Low premium' },
      { lastStep: 'summary', onboardingProgress: 'paid' },
    ]) {
      const error = await callError(callNames.saveWorkInProgress, { ...web, wipId, wipToken, ...claim });
      expect(error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await get(wipId)).lastStep).toBe('01: Vehicle found');
  });

  it('refuse invalid fields and write nothing', async () => {
    const { wipId, wipToken } = await save({ lastStep: '01: Vehicle found', fields: { email: 'ivana@primjer.hr' } });
    const error = await callError(callNames.saveWorkInProgress, {
      ...web,
      wipId,
      wipToken,
      lastStep: 'summary',
      fields: { email: 'not-an-email', PIN: '123' },
    });
    expect(error.details?.fields).toEqual({ 'fields.email': 'invalid-email', 'fields.PIN': 'invalid-oib' });
    const stored = await readDoc<{ lastStep: string; fields: { email: string } }>(
      `${collections.workInProgress}/${wipId}`,
    );
    expect(stored).toMatchObject({ lastStep: '01: Vehicle found', fields: { email: 'ivana@primjer.hr' } });
  });
});

describe('the resume link (?wipId=)', () => {
  it('gives the vehicle and the progress, but no personal detail, to whoever holds the link', async () => {
    const { wipId } = await driversRecord();
    const record = await get(wipId);
    expect(record).toMatchObject({
      identityRequired: true,
      lastStep: 'calculate-price',
      fields: { licensePlate: 'ZG1234AB', dateOfBirth: null, PIN: null, email: null, phone: null, prefix: null },
    });
    expect(record).not.toHaveProperty('wipToken');
  });

  it('gives the personal details and a new write secret to the driver who enters their date of birth', async () => {
    const { wipId, wipToken: first } = await driversRecord();
    const record = await get(wipId, '14/05/1980');
    expect(record).toMatchObject({
      identityRequired: false,
      fields: { dateOfBirth: '14/05/1980', PIN: '27182818283', email: 'ivana@primjer.hr', phone: '912345678' },
    });
    expect(record.wipToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The link's holder now writes the record; the tab that had it before has to start a new one.
    await save({ wipId, wipToken: record.wipToken, lastStep: 'insurance-plans' });
    const stale = await callError(callNames.saveWorkInProgress, {
      ...web,
      wipId,
      wipToken: first,
      lastStep: 'summary',
    });
    expect(stale).toMatchObject({ status: 'PERMISSION_DENIED', message: errorKeys.workInProgressNotFound });
  });

  it('counts wrong dates of birth and, after five, gives no personal details even for the right one', async () => {
    const { wipId } = await driversRecord();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await callError(callNames.getWorkInProgress, { ...web, wipId, dateOfBirth: '15/05/1980' });
      expect(wrong).toMatchObject({ status: 'PERMISSION_DENIED', message: errorKeys.workInProgressIdentity });
    }
    const fifth = await callError(callNames.getWorkInProgress, { ...web, wipId, dateOfBirth: '16/05/1980' });
    expect(fifth).toMatchObject({ status: 'PERMISSION_DENIED', message: errorKeys.workInProgressLocked });
    const right = await callError(callNames.getWorkInProgress, { ...web, wipId, dateOfBirth: '14/05/1980' });
    expect(right).toMatchObject({ status: 'PERMISSION_DENIED', message: errorKeys.workInProgressLocked });
    // The vehicle still comes back: the driver can go on by typing their details again.
    expect((await get(wipId)).fields.licensePlate).toBe('ZG1234AB');
  });

  it('expires 30 days after the last save', async () => {
    const { wipId } = await driversRecord();
    await firestore()
      .doc(`${collections.workInProgress}/${wipId}`)
      .update({ lastSeenAt: Timestamp.fromMillis(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    for (const dateOfBirth of [undefined, '14/05/1980']) {
      const error = await callError(callNames.getWorkInProgress, {
        ...web,
        wipId,
        ...(dateOfBirth ? { dateOfBirth } : {}),
      });
      expect(error).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.workInProgressExpired });
      expect(error.details?.fields).toBeUndefined();
    }
  });

  it('lets no one change a record without its secret, and no one at all once it is paid', async () => {
    const { wipId, wipToken } = await driversRecord();
    for (const secret of [{}, { wipToken: 'x'.repeat(43) }]) {
      const error = await callError(callNames.saveWorkInProgress, {
        ...web,
        wipId,
        ...secret,
        lastStep: 'summary',
        fields: { email: 'napadac@primjer.hr' },
      });
      expect(error).toMatchObject({ status: 'PERMISSION_DENIED', message: errorKeys.workInProgressNotFound });
    }
    await firestore()
      .doc(`${collections.workInProgress}/${wipId}`)
      .update({ onboardingProgress: 'paid', lastStep: '04: Paid' });
    const afterPaid = await callError(callNames.saveWorkInProgress, { ...web, wipId, wipToken, lastStep: 'summary' });
    expect(afterPaid.status).toBe('PERMISSION_DENIED');
    const stored = await readDoc<{ lastStep: string; fields: { email: string } }>(
      `${collections.workInProgress}/${wipId}`,
    );
    expect(stored).toMatchObject({ lastStep: '04: Paid', fields: { email: 'ivana@primjer.hr' } });
  });
});
