/**
 * Work-in-progress records (spec §3 "Work-in-progress record", §7 "Other"): what a driver has entered so far in the
 * quote flow, saved at each step so support can follow up and `?wipId=` can resume it on another device.
 */
import * as yup from 'yup';
import {
  clientContextFields,
  displayDateSchema,
  emailSchema,
  idSchema,
  licensePlateSchema,
  oibSchema,
  phoneNumberSchema,
  phonePrefixSchema,
  vinSchema,
} from './validation.js';
import { fieldErrors } from './field-rules.js';

/** Steps of the quote flow in order; progress only moves forward. */
export const onboardingProgressSteps = [
  'started',
  'calculate-price',
  'insurance-plans',
  'summary',
  'personal-details',
  'payment',
  'paid',
] as const;

export type OnboardingProgress = (typeof onboardingProgressSteps)[number];

/** `lastStep` values the server sets itself when pricing fails (spec §4). */
export const pricingFailureSteps = { premiumError: '01: Premium error', lowPremium: '01: Low premium' } as const;

export const workInProgressFieldsSchema = yup
  .object({
    licensePlate: licensePlateSchema().nullable(),
    vin: vinSchema().nullable(),
    dateOfBirth: displayDateSchema().nullable(),
    PIN: oibSchema().nullable(),
    email: emailSchema().nullable(),
    phone: phoneNumberSchema().nullable(),
    prefix: phonePrefixSchema().nullable(),
    policyAccepted: yup.boolean().nullable(),
  })
  .noUnknown(fieldErrors.invalid);

export const saveWorkInProgressRequestSchema = yup
  .object({
    /** Absent on the first save, which creates the record and answers its id. */
    wipId: idSchema().nullable(),
    lastStep: yup.string().max(60, fieldErrors.tooLong).required(fieldErrors.required),
    onboardingProgress: yup.string().oneOf(onboardingProgressSteps, fieldErrors.invalid).nullable(),
    fields: workInProgressFieldsSchema.optional(),
    ...clientContextFields,
  })
  .noUnknown(fieldErrors.invalid);

export type SaveWorkInProgressRequest = yup.InferType<typeof saveWorkInProgressRequestSchema>;
export type WorkInProgressFields = yup.InferType<typeof workInProgressFieldsSchema>;

export interface SaveWorkInProgressResponse {
  wipId: string;
}

export const getWorkInProgressRequestSchema = yup
  .object({
    wipId: idSchema().required(fieldErrors.required),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type GetWorkInProgressRequest = yup.InferType<typeof getWorkInProgressRequestSchema>;

export interface WorkInProgressRecord {
  wipId: string;
  fields: { [K in keyof WorkInProgressFields]: WorkInProgressFields[K] | null };
  lastStep: string;
  onboardingProgress: OnboardingProgress | null;
  /** ISO 8601. */
  lastSeenAt: string;
  updatedAt: string;
}
