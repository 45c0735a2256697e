import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const confirmClaimAppointment = defineCallable(
  callNames.confirmClaimAppointment,
  async () => (await import('../contracts/confirm-claim-appointment.js')).confirmClaimAppointmentRequestSchema,
  async () => (await import('../services/claim-actions.js')).confirmClaimAppointment,
  {
    limits: byAddress('claimActionAddress'),
  },
);
