import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { VehicleInfoRequest, VehicleInfoResponse } from '@contracts/get-groupama-vehicle-info';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getVehicleInfo = (request: CallRequest<VehicleInfoRequest>) =>
  callFunction<VehicleInfoRequest, VehicleInfoResponse>(callNames.getGroupamaVehicleInfo, request);

/** A lookup is a user action with a side effect on the flow, so it is a mutation, not a cached query. */
export const useVehicleLookup = () =>
  useMutation<VehicleInfoResponse, CallError, CallRequest<VehicleInfoRequest>>({ mutationFn: getVehicleInfo });
