/** The mock insurer's vehicles (fixtures/insurer/vehicles.json), as the load and chaos runs buy them. */
import { readFileSync } from 'node:fs';
import type { InsurerVehicleInfo } from '../functions/src/insurer/insurer-api.ts';

export type FixtureVehicle = InsurerVehicleInfo & { highRisk?: boolean; historic?: boolean; fault?: string };

export const fixtureVehicles = JSON.parse(
  readFileSync(new URL('../fixtures/insurer/vehicles.json', import.meta.url), 'utf8'),
) as FixtureVehicle[];

/** Ordinary cars on regular plates, each bought by its registered owner (fixtures/README.md): the main path. */
export const ownedCars = fixtureVehicles.filter(
  (vehicle) =>
    vehicle.licensePlate &&
    vehicle.ownerPersonalIdentificationNumber &&
    vehicle.ownerName &&
    (vehicle.categoryDesc === 'M1' || vehicle.categoryDesc === '1') &&
    vehicle.licensePlateType === 'REGULAR' &&
    !vehicle.highRisk &&
    !vehicle.historic &&
    !vehicle.fault,
);
