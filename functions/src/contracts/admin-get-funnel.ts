/**
 * `adminGetFunnel`: how far the quotes started in a period got. Work-in-progress records created between `from` and
 * `to` (Zagreb days, both included) counted by the furthest step they reached (`onboardingProgress`, which only moves
 * forward) and, apart, those whose pricing failed (`lastStep` '01: Premium error' / '01: Low premium').
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { onboardingProgressSteps, type OnboardingProgress } from './work-in-progress.js';
import { fieldErrors } from './field-rules.js';
import { displayDateSchema } from './validation.js';

/** The longest period one request counts: a quarter, so one request stays a handful of count queries. */
export const funnelMaxDays = 92;

export const funnelPeriodFields = {
  /** dd/MM/yyyy. */
  from: displayDateSchema().required(fieldErrors.required),
  to: displayDateSchema().required(fieldErrors.required),
};

export const adminGetFunnelRequestSchema = yup
  .object({ ...funnelPeriodFields, ...adminClientFields })
  .noUnknown(fieldErrors.invalid);

export type AdminGetFunnelRequest = yup.InferType<typeof adminGetFunnelRequestSchema>;

export const funnelSteps = onboardingProgressSteps;

export interface FunnelStepFigures {
  step: OnboardingProgress;
  /** Records that got at least this far. */
  reached: number;
  /** Records that stopped here (reached it and went no further). */
  stoppedHere: number;
}

export interface AdminGetFunnelResponse {
  /** Records started in the period (a vehicle was found). */
  started: number;
  steps: FunnelStepFigures[];
  pricingFailures: { premiumError: number; lowPremium: number };
  /** Of those that stopped before paying, how many agreed to be contacted about their quote. */
  abandonedWithContactConsent: number;
}
