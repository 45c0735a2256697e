import type { HealthResponse } from '../contracts/health.js';
import { platformVersion } from '../contracts/platform.js';
import { isEmulator } from '../config.js';
import type { ApiHandler } from './api-handler.js';

export const health: ApiHandler = (_req, res) => {
  const body: HealthResponse = {
    status: 'ok',
    platformVersion,
    emulator: isEmulator,
    time: new Date().toISOString(),
  };
  res.set('Cache-Control', 'no-store').status(200).json(body);
};
