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
  oibSchema,
  phoneNumberSchema,
  phonePrefixSchema,
  textSchema,
  vinSchema,
} from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
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

/** `lastStep` values only the server sets: support reads them as facts (an offer was sent, a policy was paid). */
export const serverSteps = {
  offerRequestSent: '02: Offer request sent',
  paymentStarted: '03: Payment started',
  paid: '04: Paid',
} as const;

/** What the SPA's steps may record; a client cannot claim a server-only step or progress. */
export const clientSteps = [
  '01: Vehicle found',
  'calculate-price',
  'insurance-plans',
  'summary',
  'personal-details',
  'payment',
] as const;
export type ClientStep = (typeof clientSteps)[number];
export type ClientProgressStep = Exclude<OnboardingProgress, 'paid'>;
export const clientProgressSteps = onboardingProgressSteps.filter(
  (step): step is ClientProgressStep => step !== 'paid',
);

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
    /**
     * The driver ticked that support may contact them about this quote if they do not finish it (unticked by
     * default); only those are in the support console's call list of abandoned quotes.
     */
    contactConsent: yup.boolean().nullable(),
  })
  .noUnknown(fieldErrors.invalid);

/** The record's write secret as the first save answered it (base64url of 32 bytes). */
const wipTokenSchema = () =>
  textSchema()
    .max(64, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9_-]+$/, fieldErrors.invalid);

export const saveWorkInProgressRequestSchema = yup
  .object({
    /** Absent on the first save, which creates the record and answers its id. */
    wipId: idSchema().nullable(),
    /** Required with a wipId: only the tab that created the record (or proved it is the driver's) may change it. */
    wipToken: wipTokenSchema().nullable(),
    lastStep: textSchema().oneOf(clientSteps, fieldErrors.invalid).required(fieldErrors.required),
    onboardingProgress: textSchema().oneOf(clientProgressSteps, fieldErrors.invalid).nullable(),
    fields: workInProgressFieldsSchema.optional(),
    ...clientContextFields,
  })
  .noUnknown(fieldErrors.invalid);

export type SaveWorkInProgressRequest = yup.InferType<typeof saveWorkInProgressRequestSchema>;
export type WorkInProgressFields = yup.InferType<typeof workInProgressFieldsSchema>;

export interface SaveWorkInProgressResponse {
  wipId: string;
  /** Only when the save created the record: the secret later saves must send. */
  wipToken?: string;
}

/** How long a resume link works after the record's last save (docs/decisions/0004-resume-link.md). */
export const resumeLinkValidDays = 30;
/** Wrong dates of birth a resume link takes before it stops giving personal details. */
export const resumeIdentityAttempts = 5;

export const getWorkInProgressRequestSchema = yup
  .object({
    wipId: idSchema().required(fieldErrors.required),
    /** The driver's date of birth, to unlock the personal details; without it only the vehicle and progress come back. */
    dateOfBirth: displayDateSchema().nullable(),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type GetWorkInProgressRequest = yup.InferType<typeof getWorkInProgressRequestSchema>;

export interface WorkInProgressRecord {
  wipId: string;
  /** The personal ones (date of birth, OIB, e-mail, phone) are null until the request proved it is the driver. */
  fields: { [K in keyof WorkInProgressFields]: WorkInProgressFields[K] | null };
  /** The record holds personal details the link can give once the driver enters their date of birth. */
  identityRequired: boolean;
  /** Once proved: the secret to go on saving the record from this tab. */
  wipToken?: string;
  lastStep: string;
  onboardingProgress: OnboardingProgress | null;
  /** ISO 8601. */
  lastSeenAt: string;
  updatedAt: string;
}
