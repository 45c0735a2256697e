import type { CoverCode } from '@contracts/covers';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import type { ReminderRenewal } from '@contracts/open-renewal-reminder';
import { getVehicleInfo } from '../../../api/get-groupama-vehicle-info';
import { openRenewalReminder } from '../../../api/open-renewal-reminder';
import { getPricing } from '../../../api/get-groupama-pricing-for-options';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { deviceType } from '../../../lib/device-type';
import { pricingRequestOf } from '../quote-form/pricing-request';
import type { OnboardingState } from '../state/onboarding-state';

export interface Renewal {
  licensePlate: string | null;
  vin: string | null;
  /** dd/MM/yyyy */
  startDate: string;
  coverCodes: readonly CoverCode[] | null;
}

export interface Renewed {
  vehicle: VehicleInfo;
  licensePlate: string;
  vin: string;
  pricing: PricingResponse;
}

/**
 * The vehicle looked up again (the register may have changed since, and the server prices only what it says) and
 * priced for the driver in `state` from the renewal's start. Loaded only when a renewal is asked for: it carries the
 * lookup and pricing calls the new-policy flow's first page does not need.
 */
async function lookUpAgain(renewal: Pick<Renewal, 'licensePlate' | 'vin'>) {
  const { vehicleInfos } = await getVehicleInfo({
    licensePlate: renewal.licensePlate,
    vin: renewal.licensePlate ? null : renewal.vin,
    utmTags: {},
    deviceType: deviceType(),
    referrerId: null,
    referralIndividualId: null,
  });
  const vehicle = vehicleInfos[0];
  if (!vehicle || !hasVehicleDetails(vehicle) || !vehicle.isPersonalVehicle) throw new Error('No vehicle to renew');
  return {
    vehicle,
    licensePlate: renewal.licensePlate ?? vehicle.licensePlate ?? '',
    vin: renewal.vin ?? vehicle.vin ?? '',
  };
}

/** A reminder's renewal, priced by the server for the e-mail: only the vehicle is looked up again, for the pages. */
export async function renewedByReminder(renewal: ReminderRenewal): Promise<Renewed> {
  return { ...(await lookUpAgain(renewal)), pricing: renewal.pricing };
}

/** The account's own reminder link: the server knows the account, so no date of birth is asked. */
export async function renewedBySignedInReminder(token: string): Promise<Renewed> {
  const opened = await openRenewalReminder({ token, dateOfBirth: null });
  if (opened.identityRequired) throw new Error('The reminder is not this account’s');
  return renewedByReminder(opened.renewal);
}

export async function priceRenewal(state: OnboardingState, renewal: Renewal): Promise<Renewed> {
  const { vehicle, licensePlate, vin } = await lookUpAgain(renewal);
  const { personal, contact } = state;
  const pricing = await getPricing(
    pricingRequestOf(
      { ...state, vehicle, licensePlate, vin, vehicleDetails: null },
      {
        dateOfBirth: personal.dateOfBirth,
        personalIdentificationNumber: personal.personalIdentificationNumber,
        contactEmail: contact.contactEmail,
        phoneNumberPrefix: contact.phoneNumberPrefix,
        phoneNumber: contact.phoneNumber,
        policyStartDate: renewal.startDate,
        policyAccepted: true,
        contactConsent: false,
      },
      null,
    ),
  );
  return { vehicle, licensePlate, vin, pricing };
}
