import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { OfferRequestResponse } from '../src/contracts/send-create-offer-request.js';
import type { SaveWorkInProgressResponse } from '../src/contracts/work-in-progress.js';
import { serverSteps } from '../src/contracts/work-in-progress.js';
import { collections } from '../src/store/collection-names.js';
import { expectExpiresInDays, readDoc } from './admin.js';
import { callError, callOk, web } from './callable.js';

const request = {
  ...web,
  vin: 'WF0YXXTTGYLA23456',
  licensePlate: 'zg 1112-tv',
  driverBirthDate: '14/05/1980',
  driverPin: '27182818283',
  driverPhone: '+385 91 234 5678',
  driverEmail: 'ivana.horvat@primjer.hr',
  referrerId: 'demo-driver',
  referralIndividualId: 'poziv-ana',
  registrationExpiryDate: '15/03/2027',
  isLicensePlateTypePROBA: false,
  policyAccepted: true,
};

describe('sendCreateOfferRequest', () => {
  it('stores the request with every field of the spec, passes it to the insurer and marks the work in progress', async () => {
    const { wipId } = await callOk<SaveWorkInProgressResponse>(callNames.saveWorkInProgress, {
      ...web,
      lastStep: '01: Vehicle found',
      fields: { licensePlate: 'ZG1112TV' },
    });
    const response = await callOk<OfferRequestResponse>(callNames.sendCreateOfferRequest, {
      ...request,
      wipId,
      utmTags: { utm_source: 'facebook' },
    });
    expect(response.status).toBe('sent');

    const stored = await readDoc<Record<string, unknown>>(`${collections.offerRequests}/${response.offerRequestId}`);
    expectExpiresInDays(stored, 365);
    expect(stored).toMatchObject({
      vin: 'WF0YXXTTGYLA23456',
      licensePlate: 'ZG1112TV',
      driverBirthDate: '1980-05-14',
      driverPin: '27182818283',
      driverPhone: '+385 91 234 5678',
      driverEmail: 'ivana.horvat@primjer.hr',
      platform: 'web',
      referrerId: 'demo-driver',
      referralIndividualId: 'poziv-ana',
      registrationExpiryDate: '2027-03-15',
      isLicensePlateTypePROBA: false,
      policyAccepted: true,
      wipId,
      utmTags: { utm_source: 'facebook' },
      status: 'sent',
      insurerOfferRequestId: expect.any(String),
    });
    expect((await readDoc<{ lastStep: string }>(`${collections.workInProgress}/${wipId}`))?.lastStep).toBe(
      serverSteps.offerRequestSent,
    );
  });

  it('works for a trial plate and for a driver who did not accept the policy terms', async () => {
    for (const variant of [
      { licensePlate: 'ZG0123P', vin: null, isLicensePlateTypePROBA: true },
      { policyAccepted: false },
    ]) {
      expect(
        (await callOk<OfferRequestResponse>(callNames.sendCreateOfferRequest, { ...request, ...variant })).status,
      ).toBe('sent');
    }
  });

  it('refuses a request without a driver’s contact, changing nothing', async () => {
    const error = await callError(callNames.sendCreateOfferRequest, {
      ...request,
      driverEmail: undefined,
      driverPhone: '12',
    });
    expect(error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: errorKeys.validation,
      details: { fields: { driverEmail: 'required', driverPhone: 'invalid' } },
    });
  });
});
