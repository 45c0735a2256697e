import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import hr from '../../../locales/hr/common.json';
import { userStoragePrefixes } from '../../lib/storage-prefixes';
import { signedIn, signedInAccount } from '../../test/auth-edge';
import { answerCall } from '../../test/callables';
import { car, seedOnboarding } from '../../test/quote-kit';
import { renderApp } from '../../test/render-app';
import { paths } from '../route-table';

/** The previous driver's car, half-way through a new policy: the page that shows it is the price form's. */
const previousDriversQuote = () =>
  seedOnboarding(
    { licensePlate: 'ZG5678CD', vehicle: { ...car, licensePlate: 'ZG5678CD' }, onboardingProgress: 'started' },
    userStoragePrefixes.newPolicy,
  );

const account = signedInAccount();

const newPolicyKeys = () =>
  [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
    key.startsWith(userStoragePrefixes.newPolicy),
  );

/**
 * The next person signs in on the same browser and opens the new policy's price form; returns the account calls
 * made for them (the test's accounts share a uid, so an account still cached would answer without one).
 */
async function nextPersonOpensTheirNewPolicy(router: ReturnType<typeof renderApp>['router']) {
  await signedIn();
  const accountCalls = answerCall(callNames.getAccount, account);
  await act(() => router.navigate(paths['new-policy-calculate-price']));
  return accountCalls;
}

afterEach(async () => {
  const { sessionStore } = await import('./session-store');
  await sessionStore.signOut();
});

// Firebase Auth and the session store start with this file's first test (a file of its own, see vitest.config.ts), as
// they do with a browser's first page: the first test is that page.
describe('a session that ended where this page did not see it', () => {
  it('leaves nothing of the previous driver when the app starts without a user', async () => {
    previousDriversQuote();
    localStorage.setItem('ao.session', 'false');
    const { router } = renderApp(paths['new-policy-calculate-price']);
    // The file's first page loads Firebase Auth and the app afresh: on a busy two-core machine that alone took up the
    // kit's 5 s (CI, issue 42), though nothing waits on the driver's side but the chunks.
    await screen.findByRole('heading', { level: 1, name: hr.routes.login.heading }, { timeout: 15_000 });
    expect(newPolicyKeys()).toEqual([]);

    await nextPersonOpensTheirNewPolicy(router);
    // No car in the flow: the price form sends the driver to the plate entry.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy']));
  });

  it('forgets the driver as soon as the session ends, here a token revoked, and sends the page to sign in', async () => {
    const emulator = await signedIn();
    answerCall(callNames.getAccount, account);
    previousDriversQuote();
    const { router } = renderApp(paths['new-policy-calculate-price']);
    await screen.findByRole('heading', { level: 1, name: hr.routes['new-policy-calculate-price'].heading });
    expect(screen.getByText(/ZG 5678-CD|ZG5678CD/)).toBeVisible();
    // The page has settled, as for a driver reading it: the step they reached is recorded.
    await waitFor(() => expect(localStorage.getItem(`${userStoragePrefixes.newPolicy}furthestStep`)).not.toBe('-1'));

    // Firebase Auth finds the token revoked the next time it asks, and signs the user out.
    emulator.expire();
    const { firebaseAuth } = await import('../../api/firebase-auth');
    const { reload } = await import('firebase/auth');
    const user = firebaseAuth().currentUser;
    await act(() => (user ? reload(user).catch(() => undefined) : undefined));
    await screen.findByRole('heading', { level: 1, name: hr.routes.login.heading });
    expect(newPolicyKeys()).toEqual([]);

    const accountCalls = await nextPersonOpensTheirNewPolicy(router);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths['new-policy']));
    expect(accountCalls).toHaveLength(1);
  });
});
