import type { platformVersion } from './platform.js';

/** Response of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok';
  platformVersion: typeof platformVersion;
  /** True when the function runs in the local emulator. */
  emulator: boolean;
  /** Server time, ISO 8601. */
  time: string;
}
