import { describe, expect, it } from 'vitest';
import type { InsurerVehicleInfo } from '../insurer/insurer-api.js';
import { toVehicleInfo } from './vehicle-lookup.js';

const record: InsurerVehicleInfo = {
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  brandCode: 'VW',
  manufacturer: 'VOLKSWAGEN AG',
  model: 'Golf',
  typeDescription: '1.5 TSI Life',
  yearOfManufacture: 2021,
  enginePowerInKw: 96,
  registrationExpiryDate: '2027-01-14',
  licensePlateType: 'REGULAR',
  categoryDesc: 'M1',
  ownerName: 'Luka Jurković',
  ownerPersonalIdentificationNumber: '16180339882',
  ownerAddress: 'Ulica Matije Gupca 14, 10000 Zagreb',
};

describe('a register record as the product shows it', () => {
  it('names the manufacturer from the brand code (spec §3) and carries nothing about the owner', () => {
    const vehicle = toVehicleInfo(record);
    expect(vehicle).toMatchObject({ manufacturer: 'Volkswagen', variant: '1.5 TSI Life', isPersonalVehicle: true });
    expect(JSON.stringify(vehicle)).not.toMatch(/Jurković|16180339882|Gupca/);
  });
});
