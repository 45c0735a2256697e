/**
 * What every call on a statement, and on the claim it became, carries: the platform fields and the statement's id.
 * Apart from the statement's schema (accident-statement.ts), so the claim's page, which reads a claim, does not load
 * the statement's rules.
 */
import { clientContextFields } from './validation.js';

/** The statement's id: 20 base62 characters (the claim keeps it as its own). */
export const statementIdPattern = /^[A-Za-z0-9]{20}$/;

/**
 * The platform fields the SPA's every call carries (spec §7, `callFunction`). Accepted, not required: the statement's
 * calls came without them in the contract first, and callers that do not send them (the functions tests) keep working.
 */
export const statementClientFields = {
  platform: clientContextFields.platform.optional(),
  platformVersion: clientContextFields.platformVersion.optional(),
};
