import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getGroupamaVehicleInfo = defineCallable(
  callNames.getGroupamaVehicleInfo,
  async () => (await import('../contracts/get-groupama-vehicle-info.js')).vehicleInfoRequestSchema,
  async () => (await import('../services/vehicle-lookup.js')).lookUpVehicle,
  { limits: byAddress('vehicleLookupAddress') },
);
