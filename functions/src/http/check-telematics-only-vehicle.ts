import {
  telematicsCheckRequestSchema,
  type TelematicsCheckResponse,
} from '../contracts/check-telematics-only-vehicle.js';
import { checkTelematicsOnlyVehicle as check } from '../services/telematics.js';
import { withinLimits } from '../services/limit-tokens.js';
import type { ApiHandler } from './api-handler.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { parseBody } from './parse-body.js';

export const checkTelematicsOnlyVehicle: ApiHandler = async (req, res) => {
  const parsed = parseBody(telematicsCheckRequestSchema, req);
  if (!parsed.ok) {
    const body: TelematicsCheckResponse = {
      success: false,
      errorCode: 'validation-error',
      message: JSON.stringify(parsed.fields),
    };
    res.status(400).json(body);
    return;
  }
  // The answer tells whether a plate is registered, so it is limited like a vehicle lookup.
  if (!(await withinLimits([{ limit: 'vehicleLookupAddress', subject: rateLimitSubject(clientIp(req)) }]))) {
    const body: TelematicsCheckResponse = {
      success: false,
      errorCode: 'too-many-requests',
      message: 'Too many requests',
    };
    res.status(429).json(body);
    return;
  }
  res.status(200).json(await check(parsed.value));
};
