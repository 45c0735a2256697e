/**
 * Firebase Auth's REST edge in msw, as the Auth emulator answers: a sign-in, an account creation or an action code
 * refused with Firebase's own error message, or accepted. The SDK turns these into the `auth/…` codes the app reads.
 */
import { http, HttpResponse } from 'msw';
import type { AccountResponse } from '@contracts/get-account';
import { server } from './msw-server';

/** A regular expression: in a path pattern msw would read `:signUp` as a parameter and match every `accounts:…` call. */
const authCall = (call: string) =>
  new RegExp(`^http://127\\.0\\.0\\.1:9099/identitytoolkit\\.googleapis\\.com/v1/${call}(\\?|$)`);

const refusal = (message: string) =>
  HttpResponse.json({ error: { code: 400, message, errors: [{ message }] } }, { status: 400 });

type AuthCall = 'accounts:signInWithPassword' | 'accounts:signUp' | 'accounts:resetPassword' | 'accounts:update';

/** Refuses every call of this kind with Firebase's message (`INVALID_LOGIN_CREDENTIALS`, `EXPIRED_OOB_CODE`…). */
export function refuseAuth(call: AuthCall, message: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.use(
    http.post(authCall(call), async ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return refusal(message);
    }),
  );
  return calls;
}

/** Accepts a password reset with this code: answers as Firebase does, with the account's e-mail. */
export function acceptPasswordReset(email: string): { oobCode: string; newPassword: string }[] {
  const calls: { oobCode: string; newPassword: string }[] = [];
  server.use(
    http.post(authCall('accounts:resetPassword'), async ({ request }) => {
      calls.push((await request.json()) as { oobCode: string; newPassword: string });
      return HttpResponse.json({ email, requestType: 'PASSWORD_RESET' });
    }),
  );
  return calls;
}

/**
 * One e-mail verification code for `email`, as the Auth emulator keeps it: applying it (`applyActionCode`) uses it
 * up and calls `onApplied` (the account is verified from then on); a used or expired code is refused with
 * Firebase's message. Returns the codes applied.
 */
export function verificationCode(
  email: string,
  state: 'valid' | 'used' | 'expired',
  onApplied: () => void = () => undefined,
): string[] {
  let current = state;
  const applied: string[] = [];
  const refused = () => refusal(current === 'expired' ? 'EXPIRED_OOB_CODE' : 'INVALID_OOB_CODE');
  server.use(
    http.post(authCall('accounts:update'), async ({ request }) => {
      const { oobCode } = (await request.clone().json()) as { oobCode?: string };
      // A signed-in user's own update (a new password): answered by the account's handler (authServer).
      if (!oobCode) return undefined;
      if (current !== 'valid') return refused();
      current = 'used';
      applied.push(oobCode);
      onApplied();
      return HttpResponse.json({ email, emailVerified: true });
    }),
  );
  return applied;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An ID token as the Auth emulator issues it: unsigned, with the claims the SDK and the session read. */
const idToken = (email: string, claims: Record<string, unknown>) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: 'https://securetoken.google.com/demo-autoodgovornost',
    aud: 'demo-autoodgovornost',
    sub: 'uid-ivana',
    user_id: 'uid-ivana',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    auth_time: Math.floor(Date.now() / 1000),
    firebase: { sign_in_provider: 'password' },
    email,
    ...claims,
  })}.`;

/**
 * The Auth emulator for one account (`ivana@primjer.hr` unless given) that signs up or in and whose e-mail becomes
 * verified when `verify()` is called; `expire()` makes its token expired. Firebase Auth must be loaded after msw
 * listens (it keeps the fetch it finds), as the app loads it: lazily.
 */
export function authServer(claims: Record<string, unknown> = {}, email = 'ivana@primjer.hr') {
  let verified = false;
  let expired = false;
  const lookups: number[] = [];
  const refreshes: number[] = [];
  const passwordChanges: string[] = [];
  server.use(
    http.post(authCall('accounts:(signInWithPassword|signUp)'), () =>
      HttpResponse.json({
        localId: 'uid-ivana',
        email,
        idToken: idToken(email, { email_verified: false }),
        refreshToken: 'refresh-1',
        expiresIn: '3600',
        registered: true,
      }),
    ),
    http.post(authCall('accounts:lookup'), () => {
      lookups.push(Date.now());
      if (expired) return HttpResponse.json({ error: { code: 400, message: 'TOKEN_EXPIRED' } }, { status: 400 });
      return HttpResponse.json({
        users: [{ localId: 'uid-ivana', email, emailVerified: verified, providerUserInfo: [] }],
      });
    }),
    http.post(authCall('accounts:update'), async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      if (password) passwordChanges.push(password);
      return HttpResponse.json({
        localId: 'uid-ivana',
        email,
        idToken: idToken(email, { email_verified: verified, ...claims }),
        refreshToken: 'refresh-3',
        expiresIn: '3600',
      });
    }),
    http.post('http://127.0.0.1:9099/securetoken.googleapis.com/v1/token', () => {
      refreshes.push(Date.now());
      return HttpResponse.json({
        access_token: idToken(email, { email_verified: verified, ...claims }),
        refresh_token: 'refresh-2',
        expires_in: '3600',
        user_id: 'uid-ivana',
      });
    }),
  );
  return { verify: () => (verified = true), expire: () => (expired = true), lookups, refreshes, passwordChanges };
}

/**
 * Signs in as the app would, through the Auth edge above (Firebase Auth loaded after msw listens), with a verified
 * e-mail unless told otherwise, and the token's custom claims (`{ admin: true }` for staff); sign out again in
 * `afterEach` (`sessionStore.signOut()`).
 */
export async function signedIn(
  options: { email?: string; password?: string; verified?: boolean; claims?: Record<string, unknown> } = {},
): Promise<ReturnType<typeof authServer>> {
  const { email = 'ivana@primjer.hr', password = 'Lozinka-2026', verified = true, claims = {} } = options;
  const emulator = authServer(claims, email);
  if (verified) emulator.verify();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const { firebaseAuth } = await import('../api/firebase-auth');
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return emulator;
}

/** The account `signedIn` signs in to, as `getAccount` answers it: Ivana Horvat's profile, with `vehicles`. */
export const signedInAccount = (
  vehicles: NonNullable<AccountResponse['profile']>['vehicles'] = [],
): AccountResponse => ({
  uid: 'uid-ivana',
  email: 'ivana@primjer.hr',
  emailVerified: true,
  profile: {
    firstName: 'Ivana',
    lastName: 'Horvat',
    dateOfBirth: '14/05/1980',
    personalIdentificationNumber: '27182818283',
    phoneNumberPrefix: '+385',
    phoneNumber: '912345678',
    address: 'Ulica kralja Zvonimira',
    houseNumber: '12',
    city: 'Zagreb',
    postalCode: '10000',
    country: 'HR',
    vehicles,
    referrerId: null,
    referralIndividualId: null,
  },
  policies: [],
});
