/**
 * `adminGetStatementFunnel`: the funnel's second view. Accident statements started between `from` and `to` (Zagreb
 * days, both included), how many were sent, and at which step of the report the others stopped.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { funnelPeriodFields } from './admin-get-funnel.js';
import { fieldErrors } from './field-rules.js';

export const adminGetStatementFunnelRequestSchema = yup
  .object({ ...funnelPeriodFields, ...adminClientFields })
  .noUnknown(fieldErrors.invalid);
export type AdminGetStatementFunnelRequest = yup.InferType<typeof adminGetStatementFunnelRequestSchema>;

/**
 * The furthest a statement got, in the report's order: started (safety and how), the other phone joined (two phones
 * only), when and where, a vehicle, the circumstances, the sketch, signed by one driver, locked and sent.
 */
export const statementFunnelSteps = [
  'started',
  'joined',
  'when-where',
  'vehicle',
  'circumstances',
  'sketch',
  'signed',
  'sent',
] as const;
export type StatementFunnelStep = (typeof statementFunnelSteps)[number];

export interface AdminGetStatementFunnelResponse {
  started: number;
  sent: number;
  steps: { step: StatementFunnelStep; reached: number; stoppedHere: number }[];
  /** Of those sent, how many became a claim at the insurer. */
  claims: number;
}
