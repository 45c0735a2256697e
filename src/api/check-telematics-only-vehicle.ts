import { apiPaths } from '@contracts/call-names';
import type { TelematicsCheckRequest, TelematicsCheckResponse } from '@contracts/check-telematics-only-vehicle';

/** The check could not be made (no connection, the server down): spec §8 `network/error`. */
export class TelematicsCheckUnavailable extends Error {
  readonly code = 'network/error';
  constructor() {
    super('network/error');
    this.name = 'TelematicsCheckUnavailable';
  }
}

/**
 * `POST /api/check-telematics-only-vehicle` (spec §7): may this e-mail add this plate? A refusal is an answer
 * (`success: false` with its error code); only a failure to get an answer throws.
 */
export async function checkTelematicsOnlyVehicle(request: TelematicsCheckRequest): Promise<TelematicsCheckResponse> {
  try {
    const response = await fetch(new URL(apiPaths.checkTelematicsOnlyVehicle, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.status >= 500) throw new TelematicsCheckUnavailable();
    return (await response.json()) as TelematicsCheckResponse;
  } catch (error) {
    throw error instanceof TelematicsCheckUnavailable ? error : new TelematicsCheckUnavailable();
  }
}
