/**
 * `getPolicy`: a policy as its policyholder manages it after the sale (docs/decisions/0032-policy-access.md): the
 * account it is on, signed in, needs nothing more than the order number; a guest opens it from the link in the policy
 * e-mail (`linkToken`), proves the policyholder's date of birth once, and gets an access token for that tab's next
 * calls, as a claim's guest does. Wrong dates are counted (`policyIdentityAttempts`).
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import type { AccountPolicy } from './get-account.js';
import { policyAccessFields, secretTokenSchema } from './policy-access.js';
import type { AddressChange, AddressChangeView, ContactChange, PolicyVersionView } from './policy-details.js';
import type { PolicyEndingView } from './policy-ending.js';
import { displayDateSchema } from './validation.js';

export const getPolicyRequestSchema = yup
  .object({
    ...policyAccessFields,
    /** The policy e-mail's link token: with it, a guest may prove the date of birth. */
    linkToken: secretTokenSchema(),
    dateOfBirth: displayDateSchema().nullable().defined(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type GetPolicyRequest = yup.InferType<typeof getPolicyRequestSchema>;

/** A policy as its manage page shows it: what the account's list shows of it, and what ending it takes. */
export interface ManagedPolicy extends Pick<
  AccountPolicy,
  'orderNumber' | 'policyNumber' | 'licensePlate' | 'vehicle' | 'startsAt' | 'endsAt' | 'ended'
> {
  /** The first day a reason's end date may name, and the last day a withdrawal may be asked (dd/MM/yyyy). */
  firstDay: string;
  withdrawalUntil: string;
  /** The cover runs now or is still to start: not ended early, not past its term. */
  running: boolean;
  /** Whether a withdrawal may still be asked today. */
  withdrawable: boolean;
  paidByInstalments: boolean;
  /** What the page shows of the policyholder: what may change, and enough of what may not to recognise it. */
  policyholder: ContactChange &
    AddressChange & {
      firstName: string;
      lastName: string;
      /** The OIB's last four digits. */
      oibEnding: string;
    };
  /** Whether the contact details and the address may change now: the policy runs and no ending is under way. */
  changeable: boolean;
  /** The e-policy's versions, oldest first: the last is the one in force. */
  versions: PolicyVersionView[];
  addressChange: AddressChangeView | null;
}

export type GetPolicyResponse =
  /** Not yet proven whose it is: the page asks for the date of birth. Nothing of the policy is told. */
  | { identityRequired: true }
  | {
      identityRequired: false;
      policy: ManagedPolicy;
      ending: PolicyEndingView | null;
      /** Given when a date of birth was proven: send it as `accessToken` on the next calls (valid 24 hours). */
      accessToken: string | null;
    };
