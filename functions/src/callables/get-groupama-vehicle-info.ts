import { callNames } from '../contracts/call-names.js';
import { vehicleInfoRequestSchema } from '../contracts/get-groupama-vehicle-info.js';
import { lookUpVehicle } from '../services/vehicle-lookup.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getGroupamaVehicleInfo = defineCallable(
  callNames.getGroupamaVehicleInfo,
  vehicleInfoRequestSchema,
  lookUpVehicle,
  { limits: byAddress('vehicleLookupAddress') },
);
