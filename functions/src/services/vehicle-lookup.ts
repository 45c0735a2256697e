import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import type { VehicleInfo, VehicleInfoRequest, VehicleInfoResponse } from '../contracts/get-groupama-vehicle-info.js';
import { isPersonalCategory } from '../contracts/vehicle-rules.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import { normalizeVin } from '../contracts/vin.js';
import type { InsurerVehicleInfo } from '../insurer/insurer-api.js';
import { manufacturerOf } from '../insurer/brand-codes.js';
import { insurer } from '../insurer/insurer.js';
import { recordVehicleLookup } from '../store/vehicle-lookups.js';
import { clientContextOf } from './client-context.js';
import { insurerFailureToDomainError } from './insurer-errors.js';
import { keepRecord } from './record-keeping.js';

/** The register's record without anything about its owner, in the product's own shape. */
export function toVehicleInfo(record: InsurerVehicleInfo): VehicleInfo {
  return {
    licensePlate: record.licensePlate,
    vin: record.vin,
    manufacturer: manufacturerOf(record),
    model: record.model,
    variant: record.typeDescription,
    yearOfManufacture: record.yearOfManufacture,
    enginePowerInKw: record.enginePowerInKw,
    registrationExpiryDate: record.registrationExpiryDate ? isoToDisplayDate(record.registrationExpiryDate) : null,
    licensePlateType: record.licensePlateType,
    categoryDesc: record.categoryDesc,
    isPersonalVehicle: isPersonalCategory(record.categoryDesc),
  };
}

export async function lookUpVehicle(input: VehicleInfoRequest): Promise<VehicleInfoResponse> {
  const licensePlate = input.licensePlate ? normalizeLicensePlate(input.licensePlate) : null;
  const vin = input.vin ? normalizeVin(input.vin) : null;
  const query = licensePlate ? { licensePlate } : { vin: vin ?? undefined };

  let outcome: 'found' | 'not-found' | 'high-risk-vehicle' | 'error' = 'error';
  try {
    const response = await insurer().lookupVehicle(query);
    outcome = 'found';
    return { responseStatus: 'success', vehicleInfos: response.vehicleInfos.map(toVehicleInfo) };
  } catch (error) {
    const mapped = insurerFailureToDomainError(error, { licensePlate, vin });
    const errorKey = (mapped.details as { errorKey?: string }).errorKey;
    outcome =
      errorKey === errorKeys.noVehicle
        ? 'not-found'
        : errorKey === errorKeys.highRiskVehicle
          ? 'high-risk-vehicle'
          : 'error';
    if (outcome === 'error') logger.warn('Vehicle lookup failed at the insurer', { query, error: String(error) });
    throw mapped;
  } finally {
    await keepRecord('vehicle-lookup', () =>
      recordVehicleLookup({ licensePlate, vin, outcome, ...clientContextOf(input) }),
    );
  }
}
