/** `confirmClaimAppointment`: the driver confirms the assessor's appointment; the insurer is told at once. */
import * as yup from 'yup';
import { claimAccessFields, type ClaimView } from './claim.js';
import { fieldErrors } from './field-rules.js';

export const confirmClaimAppointmentRequestSchema = yup.object({ ...claimAccessFields }).noUnknown(fieldErrors.invalid);
export type ConfirmClaimAppointmentRequest = yup.InferType<typeof confirmClaimAppointmentRequestSchema>;
export interface ConfirmClaimAppointmentResponse {
  claim: ClaimView;
}
