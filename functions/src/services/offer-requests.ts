import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import type { OfferRequest, OfferRequestResponse } from '../contracts/send-create-offer-request.js';
import { displayDateToIso } from '../contracts/field-rules.js';
import { normalizeVin } from '../contracts/vin.js';
import { serverSteps } from '../contracts/work-in-progress.js';
import { DomainError } from './domain-error.js';
import type { InsurerOfferRequest } from '../insurer/insurer-api.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import { insurer } from '../insurer/insurer.js';
import { claimOfferRequestRecord, setOfferRequestStatus } from '../store/offer-requests.js';
import { markWorkInProgressStep } from './work-in-progress.js';

export async function sendOfferRequest(input: OfferRequest): Promise<OfferRequestResponse> {
  const request: InsurerOfferRequest = {
    vin: input.vin ? normalizeVin(input.vin) : null,
    licensePlate: input.licensePlate ? normalizeLicensePlate(input.licensePlate) : null,
    driverBirthDate: displayDateToIso(input.driverBirthDate) ?? input.driverBirthDate,
    driverPin: input.driverPin,
    driverPhone: input.driverPhone,
    driverEmail: input.driverEmail,
    platform: 'web',
    referrerId: input.referrerId ?? null,
    referralIndividualId: input.referralIndividualId ?? null,
    registrationExpiryDate: input.registrationExpiryDate
      ? (displayDateToIso(input.registrationExpiryDate) ?? null)
      : null,
    isLicensePlateTypePROBA: input.isLicensePlateTypePROBA,
    policyAccepted: input.policyAccepted,
    wipId: input.wipId ?? null,
  };
  const { id, send } = await claimOfferRequestRecord(request, {
    utmTags: input.utmTags ?? {},
    deviceType: input.deviceType ?? null,
    platformVersion: input.platformVersion,
  });
  // The same request again: already with the insurer, or on its way there in the call that came first.
  if (!send) return { offerRequestId: id, status: 'sent' };
  try {
    const { offerRequestId } = await insurer().createOfferRequest(request);
    await setOfferRequestStatus(id, 'sent', offerRequestId);
  } catch (error) {
    if (!(error instanceof InsurerFailure)) throw error;
    await setOfferRequestStatus(id, 'failed');
    logger.warn('Offer request not delivered to the insurer', { id, error: error.message });
    throw new DomainError('unavailable', { errorKey: errorKeys.generic });
  }
  await markWorkInProgressStep(input.wipId, serverSteps.offerRequestSent);
  return { offerRequestId: id, status: 'sent' };
}
