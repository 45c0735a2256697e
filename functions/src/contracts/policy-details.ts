/**
 * What may change on a running policy and how it shows (docs/decisions/0033-policy-changes.md): the contact details
 * we reach the policyholder at, and the address the insurer records with an endorsement (*dodatak polici*), which
 * gives the e-policy a new version.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { citySchema, houseNumberSchema, postalCodeSchema, streetSchema } from './policyholder.js';
import { emailSchema, phoneNumberSchema, phonePrefixSchema } from './validation.js';

export const contactChangeSchema = yup
  .object({
    contactEmail: emailSchema().required(fieldErrors.required),
    phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
    phoneNumber: phoneNumberSchema().required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type ContactChange = yup.InferType<typeof contactChangeSchema>;

/** A Croatian address by the purchase's rules (the country stays HR). */
export const addressChangeSchema = yup
  .object({
    address: streetSchema(),
    houseNumber: houseNumberSchema(),
    postalCode: postalCodeSchema(),
    city: citySchema(),
  })
  .noUnknown(fieldErrors.invalid);
export type AddressChange = yup.InferType<typeof addressChangeSchema>;

/** Why the insurer refused to record an address: the policy no longer runs, or its register lacks the postal code. */
export const endorsementRefusals = ['policy-not-running', 'unknown-postal-code'] as const;
export type EndorsementRefusal = (typeof endorsementRefusals)[number];

/** An address change as the insurer takes it: asked and not yet answered, recorded (a new version), or refused. */
export const endorsementStates = ['requested', 'issued', 'refused'] as const;
export type EndorsementState = (typeof endorsementStates)[number];

/**
 * Besides `policyEndErrorKeys.notRunning` and `.endingUnderWay` (an ended policy, or one an ending runs on, takes no
 * change): another address is with the insurer, and this one must wait for its answer.
 */
export const changeUnderWayErrorKey = 'policy:errors.changeUnderWay';
export type ChangeUnderWayErrorKey = typeof changeUnderWayErrorKey;

/** A version of the e-policy: the one issued, then one per endorsement. */
export interface PolicyVersionView {
  version: number;
  /** ISO 8601: when the version was issued (the policy's issue, or the endorsement's effect). */
  issuedAt: string;
  /** The insurer's number of the endorsement that made it; null for the policy as issued. */
  endorsementNumber: string | null;
}

/** The latest address change not yet in a version: still with the insurer, or refused. */
export interface AddressChangeView {
  state: Exclude<EndorsementState, 'issued'>;
  address: AddressChange;
  refusal: EndorsementRefusal | null;
  /** ISO 8601. */
  requestedAt: string;
}
