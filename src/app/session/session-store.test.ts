import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import type { Session } from './session-store';

// Firebase Auth keeps the fetch it finds when it loads: it must load after msw is listening (setup.ts), as it does
// in the app, where only the pages that need it import it.
const load = async () => ({
  ...(await import('firebase/auth')),
  ...(await import('../../api/firebase-auth')),
  ...(await import('./session-store')),
});

const authEmulator = 'http://127.0.0.1:9099';
// A regular expression: in a path pattern msw would read `:lookup` as a parameter and match every `accounts:…` call.
const authCall = (call: string) => new RegExp(`^${authEmulator}/identitytoolkit\\.googleapis\\.com/v1/${call}(\\?|$)`);
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An ID token as the Auth emulator issues it: unsigned, with the claims the SDK and the session read. */
const idToken = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: 'https://securetoken.google.com/demo-autoodgovornost',
    aud: 'demo-autoodgovornost',
    sub: 'uid-ivana',
    user_id: 'uid-ivana',
    email: 'ivana@primjer.hr',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    auth_time: Math.floor(Date.now() / 1000),
    firebase: { sign_in_provider: 'password' },
    ...claims,
  })}.`;

/** The Auth emulator for one user whose e-mail becomes verified when `verify()` is called. */
function authServer(claims: Record<string, unknown> = {}) {
  let verified = false;
  let expired = false;
  const lookups: number[] = [];
  const refreshes: number[] = [];
  server.use(
    http.post(authCall('accounts:signInWithPassword'), () =>
      HttpResponse.json({
        localId: 'uid-ivana',
        email: 'ivana@primjer.hr',
        idToken: idToken({ email_verified: false }),
        refreshToken: 'refresh-1',
        expiresIn: '3600',
        registered: true,
      }),
    ),
    http.post(authCall('accounts:lookup'), () => {
      lookups.push(Date.now());
      if (expired) return HttpResponse.json({ error: { code: 400, message: 'TOKEN_EXPIRED' } }, { status: 400 });
      return HttpResponse.json({
        users: [{ localId: 'uid-ivana', email: 'ivana@primjer.hr', emailVerified: verified, providerUserInfo: [] }],
      });
    }),
    http.post(`${authEmulator}/securetoken.googleapis.com/v1/token`, () => {
      refreshes.push(Date.now());
      return HttpResponse.json({
        access_token: idToken({ email_verified: verified, ...claims }),
        refresh_token: 'refresh-2',
        expires_in: '3600',
        user_id: 'uid-ivana',
      });
    }),
  );
  return { verify: () => (verified = true), expire: () => (expired = true), lookups, refreshes };
}

const signedIn = (session: Session) => (session.status === 'signed-in' ? session : undefined);

afterEach(async () => {
  await (await load()).sessionStore.signOut();
  vi.useRealTimers();
});

describe('the session', () => {
  it('looks at an unverified e-mail again every 15 seconds until it is verified, then refreshes the token', async () => {
    const { emailVerificationPollMs, firebaseAuth, sessionStore, signInWithEmailAndPassword } = await load();
    const sessionNow = () => sessionStore.get();
    const emulator = authServer({ admin: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const unsubscribe = sessionStore.subscribe(() => undefined);
    await signInWithEmailAndPassword(firebaseAuth(), 'ivana@primjer.hr', 'Lozinka-2026');
    await vi.waitFor(() => expect(signedIn(sessionNow())?.emailVerified).toBe(false));
    const lookupsAtSignIn = emulator.lookups.length;

    await vi.advanceTimersByTimeAsync(emailVerificationPollMs);
    expect(emulator.lookups.length).toBe(lookupsAtSignIn + 1);
    expect(signedIn(sessionNow())).toMatchObject({ emailVerified: false, isAdmin: false });

    emulator.verify();
    await vi.advanceTimersByTimeAsync(emailVerificationPollMs);
    await vi.waitFor(() => expect(signedIn(sessionNow())).toMatchObject({ emailVerified: true, isAdmin: true }));
    expect(emulator.refreshes.length).toBeGreaterThan(0);

    // Verified: no more polling.
    const lookupsWhenVerified = emulator.lookups.length;
    await vi.advanceTimersByTimeAsync(3 * emailVerificationPollMs);
    expect(emulator.lookups.length).toBe(lookupsWhenVerified);
    unsubscribe();
  });

  it('stops looking when the token has expired (the driver must sign in again)', async () => {
    const { emailVerificationPollMs, firebaseAuth, sessionStore, signInWithEmailAndPassword } = await load();
    const emulator = authServer();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const unsubscribe = sessionStore.subscribe(() => undefined);
    await signInWithEmailAndPassword(firebaseAuth(), 'ivana@primjer.hr', 'Lozinka-2026');
    await vi.waitFor(() => expect(signedIn(sessionStore.get())?.emailVerified).toBe(false));

    emulator.expire();
    await vi.advanceTimersByTimeAsync(emailVerificationPollMs);
    const lookupsAtExpiry = emulator.lookups.length;
    await vi.advanceTimersByTimeAsync(4 * emailVerificationPollMs);
    expect(emulator.lookups.length).toBe(lookupsAtExpiry);
    unsubscribe();
  });
});
