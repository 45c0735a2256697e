import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import type { BasicInformation } from '../../../app/ui/personal-details/basic-information-form';
import type { PersonalDetails } from '../../../app/ui/personal-details/personal-details-form';
import type { VehicleDetailsInput } from '../../../app/ui/vehicle/vehicle-view';

/** Everything registration collects before the account exists; nothing of it reaches the server until then. */
export interface RegisterState {
  entryMode: 'plate' | 'vin' | null;
  email: string;
  vehicle: VehicleInfo | null;
  vehicleDetails: VehicleDetailsInput | null;
  basic: BasicInformation | null;
  details: PersonalDetails | null;
  referral: { referrerId: string | null; referralIndividualId: string | null };
  /** Spec §7: the link's query parameters, sent as utm tags with the vehicle lookup. */
  utmTags: Record<string, string>;
  /** Index of the furthest progress step reached; only grows. */
  furthestStep: number;
}

export const initialRegisterState: RegisterState = {
  entryMode: null,
  email: '',
  vehicle: null,
  vehicleDetails: null,
  basic: null,
  details: null,
  referral: { referrerId: null, referralIndividualId: null },
  utmTags: {},
  furthestStep: -1,
};

export type RegisterAction =
  | { type: 'vehicleFound'; mode: 'plate' | 'vin'; email: string; vehicle: VehicleInfo }
  | { type: 'vehicleDetailsAdded'; details: VehicleDetailsInput }
  | { type: 'basicInformationSubmitted'; basic: BasicInformation }
  | { type: 'personalDetailsSubmitted'; details: PersonalDetails }
  | {
      type: 'referralCaptured';
      referrerId: string | null;
      referralIndividualId: string | null;
      utmTags: Record<string, string>;
    }
  | { type: 'stepReached'; index: number };

export function registerReducer(state: RegisterState, action: RegisterAction): RegisterState {
  switch (action.type) {
    case 'vehicleFound': {
      // Another vehicle makes the details added for the last one meaningless.
      const same =
        state.vehicle?.licensePlate === action.vehicle.licensePlate && state.vehicle?.vin === action.vehicle.vin;
      return {
        ...state,
        entryMode: action.mode,
        email: action.email,
        vehicle: action.vehicle,
        vehicleDetails: same ? state.vehicleDetails : null,
      };
    }
    case 'vehicleDetailsAdded':
      return { ...state, vehicleDetails: action.details };
    case 'basicInformationSubmitted':
      return { ...state, basic: action.basic };
    case 'personalDetailsSubmitted':
      return { ...state, details: action.details };
    case 'referralCaptured': {
      // A referral is kept once given; a later link without one does not clear it.
      const referral = action.referrerId
        ? { referrerId: action.referrerId, referralIndividualId: action.referralIndividualId }
        : state.referral;
      return { ...state, referral, utmTags: { ...state.utmTags, ...action.utmTags } };
    }
    case 'stepReached':
      return action.index > state.furthestStep ? { ...state, furthestStep: action.index } : state;
  }
}
