import type { AccountPolicy, AccountResponse } from '@contracts/get-account';
import { reminderLinkParams } from '@contracts/site-paths';
import { expiringWithinDays } from './policy-standing';

const day = 24 * 60 * 60 * 1000;

/** The query parameters a renewal is asked with on the new-policy page: a policy by its order, or a vehicle. */
export const renewalParams = { policy: reminderLinkParams.order, vehicle: 'renew-vehicle' } as const;

const zagrebDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/MM/yyyy of the Croatian calendar day an instant falls on. */
const zagrebDisplayDate = (instant: Date) => zagrebDay.format(instant);

const sameVehicle = (a: AccountPolicy, b: { licensePlate: string | null; vin: string | null }) =>
  (a.licensePlate !== null && a.licensePlate === b.licensePlate) || (a.vehicle.vin !== null && a.vehicle.vin === b.vin);

/**
 * Whether a policy may be renewed now: from 30 days before it ends (and after it has ended), unless the server says
 * the car already has a later policy of the same person, on this account or bought as a guest: the renewal done.
 */
export function isRenewable(policy: AccountPolicy, now = new Date()): boolean {
  // One ended early (withdrawn, the car sold) is not renewed: the car may be someone else's now.
  return !policy.renewed && !policy.ended && Date.parse(policy.endsAt) - now.getTime() <= expiringWithinDays * day;
}

/**
 * The day the renewal starts: the day the current cover ends on. A policy bought for a later day ends at 00:00, so
 * this is the first day it no longer covers; one that started at the minute of payment ends at that minute, and the
 * new one starting at 00:00 of that day overlaps it by those hours, which is better than a gap without insurance.
 * A day already past is today on the server (spec §4).
 */
export const renewalStartDate = (policy: AccountPolicy): string => zagrebDisplayDate(new Date(policy.endsAt));

/** `dd/MM/yyyy` read as the start of that Croatian day, close enough for a 30-day window. */
function displayDateMs(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : null;
}

export interface VehicleDue {
  licensePlate: string | null;
  vin: string | null;
  manufacturer: string | null;
  model: string | null;
  registrationExpiryDate: string;
}

/**
 * The account's vehicles whose registration expires within 30 days (or has expired) without a policy of ours that
 * runs past that date: registering a car again needs a valid policy, so they get the renewal offer too.
 */
export function vehiclesDueForRenewal(account: AccountResponse, now = new Date()): VehicleDue[] {
  return (account.profile?.vehicles ?? []).flatMap((vehicle) => {
    const expiry = vehicle.registrationExpiryDate ? displayDateMs(vehicle.registrationExpiryDate) : null;
    if (expiry === null || expiry - now.getTime() > expiringWithinDays * day) return [];
    const covered = account.policies.some(
      (policy) => sameVehicle(policy, vehicle) && Date.parse(policy.endsAt) > expiry,
    );
    return covered ? [] : [{ ...vehicle, registrationExpiryDate: vehicle.registrationExpiryDate as string }];
  });
}

/** The registration renewal's policy starts when the registration expires, or today when that day has passed. */
export function registrationRenewalStartDate(vehicle: VehicleDue, now = new Date()): string {
  const expiry = displayDateMs(vehicle.registrationExpiryDate);
  return expiry !== null && expiry > now.getTime() ? vehicle.registrationExpiryDate : zagrebDisplayDate(now);
}
