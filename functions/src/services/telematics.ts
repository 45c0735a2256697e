import type { TelematicsCheckRequest, TelematicsCheckResponse } from '../contracts/check-telematics-only-vehicle.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { telematicsOnlyOwnerEmail } from '../store/telematics-only-vehicles.js';

/** Spec §5: a plate already added without insurance under another e-mail address cannot be added again. */
export async function checkTelematicsOnlyVehicle(input: TelematicsCheckRequest): Promise<TelematicsCheckResponse> {
  const ownerEmail = await telematicsOnlyOwnerEmail(normalizeLicensePlate(input.licensePlate));
  if (ownerEmail && ownerEmail.toLowerCase() !== input.contactEmail.toLowerCase()) {
    return {
      success: false,
      errorCode: 'vehicleWithTelematicsOnlyAlreadyExists',
      message: 'The vehicle is already registered for telematics under another e-mail address',
    };
  }
  return { success: true, errorCode: null, message: null };
}
