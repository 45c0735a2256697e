import { describe, expect, it } from 'vitest';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { missingDetails, nonEmptyDetails, vehicleWithDetails } from './vehicle-view';

const bare: VehicleInfo = {
  licensePlate: 'ST456CD',
  vin: null,
  manufacturer: 'Škoda',
  model: null,
  variant: null,
  yearOfManufacture: null,
  enginePowerInKw: 81,
  registrationExpiryDate: null,
  licensePlateType: 'REGULAR',
  categoryDesc: 'M1',
  isPersonalVehicle: true,
};

describe('the vehicle as shown and priced', () => {
  it('names the details the price needs that the register lacks', () => {
    expect(missingDetails(bare)).toEqual(['model', 'yearOfManufacture']);
  });

  it('puts what the driver completed over the register, ignoring blanks', () => {
    const details = { manufacturer: '', model: 'Octavia', yearOfManufacture: 2019, enginePowerInKw: null };
    expect(vehicleWithDetails(bare, details)).toMatchObject({
      manufacturer: 'Škoda',
      model: 'Octavia',
      yearOfManufacture: 2019,
      enginePowerInKw: 81,
    });
    expect(missingDetails(vehicleWithDetails(bare, details))).toEqual([]);
  });

  it('sends only completed details, and nothing when none were completed', () => {
    expect(
      nonEmptyDetails({ manufacturer: '', model: 'Octavia', yearOfManufacture: null, enginePowerInKw: 81 }),
    ).toEqual({ model: 'Octavia', enginePowerInKw: 81 });
    expect(nonEmptyDetails({ manufacturer: '', model: '', yearOfManufacture: null, enginePowerInKw: null })).toBeNull();
    expect(nonEmptyDetails(null)).toBeNull();
  });
});
