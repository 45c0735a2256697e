import { describe, expect, it } from 'vitest';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { addedDetails, missingDetails, vehicleWithDetails } from './vehicle-view';

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
  it('names the details the register lacks', () => {
    expect(missingDetails(bare)).toEqual(['model', 'yearOfManufacture']);
    expect(missingDetails({ ...bare, model: 'Octavia', yearOfManufacture: 2019 })).toEqual([]);
  });

  it("fills the register's gaps with what the driver added, and never overrides what the register knows", () => {
    const details = { manufacturer: 'Volkswagen', model: 'Octavia', yearOfManufacture: 2019, enginePowerInKw: 40 };
    expect(vehicleWithDetails(bare, details)).toMatchObject({
      manufacturer: 'Škoda',
      model: 'Octavia',
      yearOfManufacture: 2019,
      enginePowerInKw: 81,
    });
    expect(missingDetails(vehicleWithDetails(bare, details))).toEqual([]);
  });

  it('sends only details that fill a gap, and nothing when none do', () => {
    expect(
      addedDetails(bare, {
        manufacturer: 'Volkswagen',
        model: 'Octavia',
        yearOfManufacture: null,
        enginePowerInKw: 40,
      }),
    ).toEqual({ model: 'Octavia' });
    expect(
      addedDetails(bare, { manufacturer: '', model: '', yearOfManufacture: null, enginePowerInKw: 99 }),
    ).toBeNull();
    expect(addedDetails(bare, null)).toBeNull();
  });
});
