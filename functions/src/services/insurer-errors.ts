import { errorKeys } from '../contracts/error-keys.js';
import { DomainError } from './domain-error.js';
import { InsurerFailure } from '../insurer/insurer-client.js';

/** Maps an insurer failure to the error catalogue (spec §8) for a vehicle the driver identified by plate or VIN. */
export function insurerFailureToDomainError(
  error: unknown,
  vehicle: { licensePlate: string | null; vin: string | null },
): DomainError {
  if (!(error instanceof InsurerFailure)) throw error;
  switch (error.kind) {
    case 'vehicle-not-found':
      return new DomainError('not-found', { errorKey: errorKeys.noVehicle });
    case 'high-risk-vehicle':
      return new DomainError('failed-precondition', { errorKey: errorKeys.highRiskVehicle, ...vehicle });
    case 'rejected':
      return new DomainError('failed-precondition', { errorKey: errorKeys.generic });
    case 'unavailable':
      return new DomainError('unavailable', { errorKey: errorKeys.insurerUnavailable });
  }
}
