import type { CoverCode } from '@contracts/covers';
import { hasVehicleDetails } from '@contracts/vehicle-rules';
import type { ReminderRenewal } from '@contracts/open-renewal-reminder';
import { CallError } from '../../../api/call-function';
import { getVehicleInfo } from '../../../api/get-groupama-vehicle-info';
import { openRenewalReminder } from '../../../api/open-renewal-reminder';
import { getPricing } from '../../../api/get-groupama-pricing-for-options';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { deviceType } from '../../../lib/device-type';
import { pricingRequestOf } from '../quote-form/pricing-request';
import type { OnboardingAction, OnboardingState } from '../state/onboarding-state';

export interface Renewal {
  /** The policy renewed; null for a car renewed by its registration. */
  orderNumber: string | null;
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

export async function priceRenewal(state: OnboardingState, renewal: Renewal): Promise<Renewed> {
  // A policy a reminder was sent for opens the renewal the reminder priced (the console counts what reminders bring);
  // one without, or renewed meanwhile, is priced now.
  if (renewal.orderNumber) {
    const reminded = await openRenewalReminder({
      token: null,
      orderNumber: renewal.orderNumber,
      dateOfBirth: null,
    }).catch(() => null);
    if (reminded && !reminded.identityRequired) return renewedByReminder(reminded.renewal);
  }
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

/** What a guest's reminder link came to: the date of birth to ask, the server's refusal, or the renewal's actions. */
export type ReminderLinkOutcome =
  | { kind: 'confirm'; plate: string }
  | { kind: 'refused'; errorKey: string | null }
  | { kind: 'opened'; actions: OnboardingAction[] };

/**
 * Opens a guest's reminder link (with the date of birth once asked) and answers the quote's state as the renewal
 * leaves it: the car, the policyholder as proven, the start day, the priced quote and the same covers, their name and
 * address. The e-mail's press stands for the quote form's "I accept", as "Obnovi" does (decision 0007).
 */
export async function openReminderLink(token: string, dateOfBirth: string | null): Promise<ReminderLinkOutcome> {
  let renewal: ReminderRenewal;
  try {
    const opened = await openRenewalReminder({ token, orderNumber: null, dateOfBirth });
    if (opened.identityRequired) return { kind: 'confirm', plate: opened.licensePlate ?? '' };
    renewal = opened.renewal;
  } catch (error) {
    return { kind: 'refused', errorKey: error instanceof CallError ? error.errorKey : null };
  }
  const { vehicle, licensePlate, vin, pricing } = await renewedByReminder(renewal);
  const { policyholder: holder } = renewal;
  return {
    kind: 'opened',
    actions: [
      { type: 'entryModeChosen', mode: licensePlate ? 'plate' : 'vin' },
      { type: 'vehicleFound', vehicle, licensePlate, vin },
      {
        type: 'quoteFormSubmitted',
        personal: {
          dateOfBirth: holder.dateOfBirth,
          personalIdentificationNumber: holder.personalIdentificationNumber,
        },
        contact: {
          contactEmail: holder.contactEmail,
          phoneNumberPrefix: holder.phoneNumberPrefix,
          phoneNumber: holder.phoneNumber,
        },
        policy: { policyAccepted: true, contactConsent: false, policyStartDate: renewal.startDate },
      },
      { type: 'priced', pricing },
      { type: 'coversRenewed', coverCodes: renewal.coverCodes },
      {
        type: 'personalDetailsSubmitted',
        personal: { firstName: holder.firstName, lastName: holder.lastName },
        address: {
          address: holder.address,
          houseNumber: holder.houseNumber,
          city: holder.city,
          postalCode: holder.postalCode,
          country: holder.country,
        },
      },
    ],
  };
}
