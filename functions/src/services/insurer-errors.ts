import type { HttpsError } from 'firebase-functions/v2/https';
import { errorKeys } from '../contracts/error-keys.js';
import { callableError } from '../callables/define-callable.js';
import { InsurerFailure } from '../insurer/insurer-client.js';

/** Maps an insurer failure to the error catalogue (spec §8) for a vehicle the driver identified by plate or VIN. */
export function insurerFailureToHttpsError(
  error: unknown,
  vehicle: { licensePlate: string | null; vin: string | null },
): HttpsError {
  if (!(error instanceof InsurerFailure)) throw error;
  switch (error.kind) {
    case 'vehicle-not-found':
      return callableError('not-found', { errorKey: errorKeys.noVehicle });
    case 'high-risk-vehicle':
      return callableError('failed-precondition', { errorKey: errorKeys.highRiskVehicle, ...vehicle });
    case 'rejected':
      return callableError('failed-precondition', { errorKey: errorKeys.generic });
    case 'unavailable':
      return callableError('unavailable', { errorKey: errorKeys.generic });
  }
}
