import { afterEach, describe, expect, it, vi } from 'vitest';
import { authServer } from '../../test/auth-edge';
import type { Session } from './session-store';

// Firebase Auth keeps the fetch it finds when it loads: it must load after msw is listening (setup.ts), as it does
// in the app, where only the pages that need it import it.
const load = async () => ({
  ...(await import('firebase/auth')),
  ...(await import('../../api/firebase-auth')),
  ...(await import('./session-store')),
});

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

  it('says an admin is not known yet until the claim is read, never that they are no admin', async () => {
    const { firebaseAuth, sessionStore, signInWithEmailAndPassword } = await load();
    const emulator = authServer({ admin: true }, 'podrska@primjer.hr');
    emulator.verify();
    const seen: Session[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.get()));
    await signInWithEmailAndPassword(firebaseAuth(), 'podrska@primjer.hr', 'Lozinka-2026');
    await vi.waitFor(() => expect(signedIn(sessionStore.get())).toMatchObject({ isAdmin: true, adminChecked: true }));
    const signedInStates = seen.flatMap((session) => signedIn(session) ?? []);
    expect(signedInStates[0]).toMatchObject({ isAdmin: false, adminChecked: false });
    expect(signedInStates.filter((session) => session.adminChecked && !session.isAdmin)).toEqual([]);
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
