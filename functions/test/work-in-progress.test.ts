import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { SaveWorkInProgressResponse, WorkInProgressRecord } from '../src/contracts/work-in-progress.js';
import { collections } from '../src/store/collection-names.js';
import { expectExpiresInDays, readDoc } from './admin.js';
import { callError, callOk, web } from './callable.js';

const save = (data: Record<string, unknown>) =>
  callOk<SaveWorkInProgressResponse>(callNames.saveWorkInProgress, { ...web, ...data });
const get = (wipId: string) => callOk<WorkInProgressRecord>(callNames.getWorkInProgress, { ...web, wipId });

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
    const { wipId } = await save({
      lastStep: '01: Vehicle found',
      onboardingProgress: 'started',
      fields: { licensePlate: 'ZG1234AB' },
    });
    const before = await get(wipId);
    await save({
      wipId,
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
    const after = await get(wipId);
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
    const { wipId } = await save({ lastStep: 'summary', onboardingProgress: 'summary' });
    await save({ wipId, lastStep: 'insurance-plans', onboardingProgress: 'insurance-plans' });
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
    const { wipId } = await save({ lastStep: '01: Vehicle found' });
    for (const claim of [
      { lastStep: '04: Paid' },
      { lastStep: '02: Offer request sent' },
      { lastStep: '01: Low premium' },
      { lastStep: 'summary', onboardingProgress: 'paid' },
    ]) {
      const error = await callError(callNames.saveWorkInProgress, { ...web, wipId, ...claim });
      expect(error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await get(wipId)).lastStep).toBe('01: Vehicle found');
  });

  it('refuse invalid fields and write nothing', async () => {
    const { wipId } = await save({ lastStep: '01: Vehicle found', fields: { email: 'ivana@primjer.hr' } });
    const error = await callError(callNames.saveWorkInProgress, {
      ...web,
      wipId,
      lastStep: 'summary',
      fields: { email: 'not-an-email', PIN: '123' },
    });
    expect(error.details?.fields).toEqual({ 'fields.email': 'invalid-email', 'fields.PIN': 'invalid-oib' });
    expect(await get(wipId)).toMatchObject({ lastStep: '01: Vehicle found', fields: { email: 'ivana@primjer.hr' } });
  });
});
