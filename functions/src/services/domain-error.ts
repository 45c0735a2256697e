import type { CallableErrorCode, CallableErrorDetails } from '../contracts/error-keys.js';

/**
 * A rule of the product refused the request (unknown quote, limit reached, insurer down…). Services throw it and
 * know nothing of transports: the callable wrapper turns it into an HttpsError, the HTTP endpoints into a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: CallableErrorCode,
    readonly details: CallableErrorDetails,
  ) {
    super(details.errorKey);
    this.name = 'DomainError';
  }
}

/**
 * Who is calling, as far as a service needs to know: the address for rate limits, the signed-in user if any (from a verified ID token), and the
 * page's origin (the browser's `Origin` header), which a payment may send the buyer back to if it is one of ours.
 */
export interface CallContext {
  /** The caller's address as limits count it: IPv4 whole, IPv6 by its /64 (http/client-ip.ts). */
  ip: string;
  uid: string | null;
  /** The signed-in user's e-mail as the ID token states it, lower case, and whether Firebase Auth has verified it. */
  email: string | null;
  emailVerified: boolean;
  /**
   * Staff of the support console: a verified e-mail and the token's claim `admin: true` or `role: 'admin'` (spec §4,
   * §6). Set by the callable wrapper from the verified ID token, never from anything the client sends.
   */
  admin: boolean;
  origin: string | null;
}
