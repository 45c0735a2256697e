import type { CallableErrorDetails } from '../src/contracts/error-keys.js';
import { functionsRegion } from '../src/contracts/platform.js';
import { functionsOrigin, projectId } from './emulator-env.js';

export interface CallableFailure {
  status: string;
  message: string;
  details?: CallableErrorDetails;
}

export type CallOutcome<T> =
  { ok: true; result: T; httpStatus: number } | { ok: false; error: CallableFailure; httpStatus: number };

/**
 * A random address from the IPv6 documentation range per caller, each in its own /64 (limits count an IPv6 address by
 * its /64), so each test has its own rate-limit windows.
 */
export const randomIp = () =>
  `2001:db8:${Array.from({ length: 6 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}`;

/**
 * Limits count per calendar window (store/rate-limits.ts), so a test that sends a limit's worth of calls must not
 * straddle a window's end, or the counter starts again halfway. Waits for the next window when fewer than `needMs`
 * remain of the current one.
 */
export async function startInsideOneWindow(windowMs = 60_000, needMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

/**
 * The header by which a caller on this machine names the address it stands for; the local front end
 * (scripts/local-front-end.ts) appends it to X-Forwarded-For as Google's front end appends the real one.
 */
export const peerHeader = 'x-local-peer';

/**
 * What the SPA sends as its App Check token locally. The functions emulator accepts any token unverified (it has no
 * keys to check one with); only a call without one is refused, as production refuses a missing or forged one.
 */
export const localAppCheckToken = 'local-app-check-token';

export interface CallOptions {
  ip?: string;
  /** `null`: call without an App Check token. */
  appCheckToken?: string | null;
  origin?: string;
  /** A Firebase Auth ID token (auth-users.ts), sent as the SDK sends it. */
  idToken?: string;
}

/**
 * Calls a callable over the real protocol, as the Firebase SDK does: POST {"data": …} → {"result": …} or {"error": …}.
 * `ip` is the address the call comes from (see `peerHeader`).
 */
export async function call<T>(name: string, data: unknown, options: CallOptions = {}): Promise<CallOutcome<T>> {
  return callWithBody<T>(name, JSON.stringify({ data }), options);
}

/** A call whose body is given as text: JSON no `JSON.stringify` writes (`1e400`, a number of 40 digits). */
export async function callWithBody<T>(name: string, body: string, options: CallOptions = {}): Promise<CallOutcome<T>> {
  const response = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [peerHeader]: options.ip ?? randomIp(),
      ...(options.appCheckToken === null ? {} : { 'x-firebase-appcheck': options.appCheckToken ?? localAppCheckToken }),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.idToken ? { authorization: `Bearer ${options.idToken}` } : {}),
    },
    body,
  });
  const answer = (await response.json()) as { result?: T; error?: CallableFailure };
  if (answer.error) return { ok: false, error: answer.error, httpStatus: response.status };
  return { ok: true, result: answer.result as T, httpStatus: response.status };
}

export async function callOk<T>(name: string, data: unknown, options: CallOptions = {}): Promise<T> {
  const outcome = await call<T>(name, data, options);
  if (!outcome.ok) throw new Error(`${name} failed: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

export async function callError(name: string, data: unknown, options: CallOptions = {}): Promise<CallableFailure> {
  const outcome = await call(name, data, options);
  if (outcome.ok) throw new Error(`${name} succeeded but should have failed: ${JSON.stringify(outcome.result)}`);
  return outcome.error;
}

/** Fields every call from the SPA carries. */
export const web = { platform: 'web', platformVersion: 'v1.56.2' } as const;

/**
 * Ivana Horvat as the quote form sends her: the maximum bonus in the mock insurer's fixtures, the registered owner of
 * ZG5678CD.
 */
export const driver = {
  dateOfBirth: '14/05/1980',
  personalIdentificationNumber: '27182818283',
  contactEmail: 'ivana.horvat@primjer.hr',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
  policyAccepted: true,
};
