import { callNames } from '@contracts/call-names';
import type {
  ConfirmClaimAppointmentRequest,
  ConfirmClaimAppointmentResponse,
} from '@contracts/confirm-claim-appointment';
import { callFunction, type CallRequest } from './call-function';

export const confirmClaimAppointment = (request: CallRequest<ConfirmClaimAppointmentRequest>) =>
  callFunction<ConfirmClaimAppointmentRequest, ConfirmClaimAppointmentResponse>(
    callNames.confirmClaimAppointment,
    request,
  );
