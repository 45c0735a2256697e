/**
 * How a call on a managed policy says whose it is (docs/decisions/0032-policy-access.md): the account's ID token, or
 * the access token a guest's proven date of birth gave the tab.
 */
import { claimAccessTokenPattern } from './claim-access-token.js';
import { fieldErrors } from './field-rules.js';
import { orderReferenceFields } from './get-order-status.js';
import { clientContextFields, textSchema } from './validation.js';

/** Wrong dates of birth a policy takes from guests before only its account, or a token given earlier, opens it. */
export const policyIdentityAttempts = 5;

/** 32 random bytes, base64url: a policy e-mail's link token, or the access token a proof gives. */
export const secretTokenSchema = () =>
  textSchema()
    .max(43, fieldErrors.tooLong)
    .matches(claimAccessTokenPattern, fieldErrors.invalid)
    .nullable()
    .defined(fieldErrors.required);

export const policyAccessFields = {
  orderNumber: orderReferenceFields.orderNumber,
  /** What a proven date of birth gave this tab; null for the account's own calls. */
  accessToken: secretTokenSchema(),
  platform: clientContextFields.platform,
  platformVersion: clientContextFields.platformVersion,
};
