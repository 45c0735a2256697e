import { randomUUID } from 'node:crypto';
import { authOrigin, projectId } from './emulator-env.js';

/** The Auth emulator's REST API, as the client SDK and an admin (the `owner` bearer) use it. */
const identityToolkit = `${authOrigin}/identitytoolkit.googleapis.com/v1`;

async function post<T>(url: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator: ${json.error?.message ?? response.status}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@primjer.hr`;

export async function signIn(email: string, password: string): Promise<TestUser> {
  const session = await post<{ localId: string; idToken: string }>(
    `${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`,
    { email, password, returnSecureToken: true },
  );
  return { uid: session.localId, email, password, idToken: session.idToken };
}

/** A new account with an unverified e-mail, signed in. */
export async function signUp(email = uniqueEmail('vozac'), password = 'Lozinka-Test-2026'): Promise<TestUser> {
  const session = await post<{ localId: string; idToken: string }>(
    `${identityToolkit}/accounts:signUp?key=demo-api-key`,
    { email, password, returnSecureToken: true },
  );
  return { uid: session.localId, email, password, idToken: session.idToken };
}

/** Marks the e-mail verified, as following the verification link does, and signs in again for a token that says so. */
export async function verifyEmail(user: TestUser): Promise<TestUser> {
  await post(
    `${identityToolkit}/projects/${projectId}/accounts:update`,
    { localId: user.uid, emailVerified: true },
    true,
  );
  return signIn(user.email, user.password);
}

export interface OutOfBandCode {
  email: string;
  oobCode: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
}

/** The action codes the Auth emulator generated for an address, oldest first. */
export async function oobCodesFor(email: string): Promise<OutOfBandCode[]> {
  const response = await fetch(`${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OutOfBandCode[] };
  return oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase());
}
