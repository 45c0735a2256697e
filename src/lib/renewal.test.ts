import { describe, expect, it } from 'vitest';
import type { AccountPolicy, AccountResponse } from '@contracts/get-account';
import { isRenewable, registrationRenewalStartDate, renewalStartDate, vehiclesDueForRenewal } from './renewal';
import { signedInAccount } from '../test/auth-edge';

const now = new Date('2026-11-24T12:00:00+01:00');

const policy = (overrides: Partial<AccountPolicy>): AccountPolicy => ({
  orderNumber: 'AO-0000000001',
  policyNumber: '10-2025-0000101',
  licensePlate: 'ZG5678CD',
  vehicle: { vin: 'TMBJJ7NX5K0234567', manufacturer: 'Škoda', model: 'Octavia' },
  startsAt: '2025-12-14T00:00:00+01:00',
  endsAt: '2026-12-14T00:00:00+01:00',
  covers: [{ coverCode: 'MTPL', premium: 300 }],
  total: 300,
  greenCardNumber: null,
  renewed: false,
  ended: null,
  endingState: null,
  ...overrides,
});

describe('renewal of a policy', () => {
  it('opens 30 days before the end, stays open after it, and closes once the server says the car is renewed', () => {
    expect(isRenewable(policy({}), now)).toBe(true);
    expect(isRenewable(policy({ endsAt: '2027-03-01T00:00:00+01:00' }), now)).toBe(false);
    expect(isRenewable(policy({ endsAt: '2026-11-01T00:00:00+01:00' }), now)).toBe(true);
    // A later policy of the same person, on the account or bought as a guest under another e-mail (issue 42).
    expect(isRenewable(policy({ renewed: true }), now)).toBe(false);
    expect(isRenewable(policy({ endsAt: '2026-11-01T00:00:00+01:00', renewed: true }), now)).toBe(false);
    // Ended early (issue 43): withdrawn from, or the car sold.
    const ended = { reason: 'sold' as const, coverEndsAt: '2026-10-01T00:00:00+02:00' };
    expect(isRenewable(policy({ endsAt: '2026-11-01T00:00:00+01:00', ended }), now)).toBe(false);
  });

  it('starts on the day the cover ends, in Croatian time: no day without insurance', () => {
    expect(renewalStartDate(policy({ endsAt: '2026-12-14T00:00:00+01:00' }))).toBe('14/12/2026');
    // Bought at the minute of payment: it ends at that minute, and the renewal starts at 00:00 of that day.
    expect(renewalStartDate(policy({ endsAt: '2026-12-14T14:35:00+01:00' }))).toBe('14/12/2026');
    expect(renewalStartDate(policy({ endsAt: '2026-06-30T23:30:00Z' }))).toBe('01/07/2026');
  });
});

describe('renewal by registration expiry', () => {
  const vehicle: NonNullable<AccountResponse['profile']>['vehicles'][number] = {
    licensePlate: 'ZG1234AB',
    vin: null,
    manufacturer: 'Volkswagen',
    model: 'Golf',
    variant: null,
    yearOfManufacture: 2021,
    enginePowerInKw: 96,
    categoryDesc: 'M1',
    registrationExpiryDate: '10/12/2026',
  };
  const account = (policies: AccountPolicy[], vehicles = [vehicle]): AccountResponse => ({
    ...signedInAccount(vehicles),
    policies,
  });

  it('offers a car whose registration expires within 30 days and that no policy covers past it', () => {
    expect(vehiclesDueForRenewal(account([]), now).map((due) => due.licensePlate)).toEqual(['ZG1234AB']);
    const covering = policy({
      licensePlate: 'ZG1234AB',
      vehicle: { vin: null, manufacturer: null, model: null },
      endsAt: '2027-06-01T00:00:00+02:00',
    });
    expect(vehiclesDueForRenewal(account([covering]), now)).toEqual([]);
    expect(vehiclesDueForRenewal(account([], [{ ...vehicle, registrationExpiryDate: '10/06/2027' }]), now)).toEqual([]);
    expect(vehiclesDueForRenewal(account([], [{ ...vehicle, registrationExpiryDate: null }]), now)).toEqual([]);
  });

  it('starts the policy when the registration expires, or today once that day has passed', () => {
    const [due] = vehiclesDueForRenewal(account([]), now);
    expect(registrationRenewalStartDate(due!, now)).toBe('10/12/2026');
    expect(registrationRenewalStartDate({ ...due!, registrationExpiryDate: '01/11/2026' }, now)).toBe('24/11/2026');
  });
});
