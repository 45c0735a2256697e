import type { TelematicsCheckRequest, TelematicsCheckResponse } from '../contracts/check-telematics-only-vehicle.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { telematicsOnlyOwnerEmail } from '../store/telematics-only-vehicles.js';

/**
 * Spec §5: "a plate already added without insurance gives vehicleWithTelematicsOnlyAlreadyExists", whoever asks.
 * The e-mail it was added under is not compared: the spec names no exception, and a different answer for the owner's
 * address would tell anyone who tries addresses whose car it is.
 */
export async function checkTelematicsOnlyVehicle(input: TelematicsCheckRequest): Promise<TelematicsCheckResponse> {
  if (await telematicsOnlyOwnerEmail(normalizeLicensePlate(input.licensePlate))) {
    return {
      success: false,
      errorCode: 'vehicleWithTelematicsOnlyAlreadyExists',
      message: 'The vehicle has already been added without insurance',
    };
  }
  return { success: true, errorCode: null, message: null };
}
