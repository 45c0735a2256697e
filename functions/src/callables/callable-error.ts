import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableErrorDetails } from '../contracts/error-keys.js';

/** An HttpsError whose message is the spec's error key, repeated in `details.errorKey` for the SPA. */
export function callableError(
  code: ConstructorParameters<typeof HttpsError>[0],
  details: CallableErrorDetails,
): HttpsError {
  return new HttpsError(code, details.errorKey, details);
}
