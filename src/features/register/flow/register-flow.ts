import { paths, type RouteIdOf } from '../../../app/route-table';
import { defineFlow } from '../../../lib/flow';
import { missingDetails, vehicleWithDetails } from '../../../app/ui/vehicle/vehicle-view';
import type { RegisterState } from '../state/register-state';

export type RegisterStepId = RouteIdOf<'register'>;

/** Registration records nothing on the server until the account exists: its steps have nothing to save. */
export type RegisterSave = never;

const needsVehicle = (state: RegisterState) => (state.vehicle ? null : 'register-license-plate');
const needsBasic = (state: RegisterState) => needsVehicle(state) ?? (state.basic ? null : 'register-basic-information');
const needsDetails = (state: RegisterState) => needsBasic(state) ?? (state.details ? null : 'register-about-you');
/** The account is opened with a complete vehicle: what the register lacks, the driver has added. */
const needsCompleteVehicle = (state: RegisterState) =>
  needsDetails(state) ??
  (state.vehicle && missingDetails(vehicleWithDetails(state.vehicle, state.vehicleDetails)).length > 0
    ? 'register-vehicle-details-add'
    : null);

/** The vehicle a page behind `needsVehicle` may count on. */
export function guardedVehicle(state: RegisterState) {
  if (!state.vehicle) throw new Error('A page behind the vehicle guard rendered without a vehicle');
  return vehicleWithDetails(state.vehicle, state.vehicleDetails);
}

/**
 * Registration (spec §2): the vehicle by plate or VIN, then the progress bar's three steps: basic information (date
 * of birth, OIB, phone), personal details (name, address, the vehicle checked and completed), register (the password).
 */
export const registerFlow = defineFlow<RegisterState, RegisterSave, RegisterStepId>({
  path: (id) => paths[id],
  texts: {
    progress: 'register:progress.label',
    finished: 'register:progress.finished',
    step: (progress) => `register:progress.steps.${progress}`,
  },
  steps: [
    { id: 'register', next: 'register-license-plate' },
    { id: 'register-license-plate', next: 'register-basic-information' },
    { id: 'register-vin', next: 'register-basic-information' },
    { id: 'register-basic-information', progress: 'basic-information', guard: needsVehicle },
    { id: 'register-about-you', progress: 'personal-details', guard: needsBasic },
    {
      id: 'register-vehicle-details',
      progress: 'personal-details',
      guard: needsDetails,
      next: 'register-register-user',
    },
    { id: 'register-vehicle-details-add', progress: 'personal-details', guard: needsDetails },
    { id: 'register-register-user', progress: 'register', guard: needsCompleteVehicle },
  ],
});
