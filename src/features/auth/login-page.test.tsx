import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import { reminderErrorKeys } from '@contracts/renewal-reminder-rules';
import hr from '../../../locales/hr/auth.json';
import hrRenewal from '../../../locales/hr/renewal.json';
import { paths } from '../../app/route-table';
import { loginPathFor } from '../../lib/next-path';
import { refuseAuth } from '../../test/auth-edge';
import { answerCall, failCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

async function openLogin(path: string = paths.login) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('button', { name: hr.login.submit });
  return { user, ...view };
}

const email = () => screen.getByLabelText(hr.fields.email.label);
const password = () => screen.getByLabelText(hr.fields.password.label);

describe('the sign-in page', () => {
  it('names each missing field in its own words and moves focus to the first, without asking Firebase', async () => {
    const calls = refuseAuth('accounts:signInWithPassword', 'INVALID_LOGIN_CREDENTIALS');
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: hr.login.submit }));
    expect(await screen.findByText(hr.fields.email.errors.required)).toBeVisible();
    expect(screen.getByText(hr.fields.password.errors.required)).toBeVisible();
    expect(email()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['INVALID_LOGIN_CREDENTIALS', hr.errors['wrong-credentials']],
    ['EMAIL_NOT_FOUND', hr.errors['wrong-credentials']],
    ['INVALID_PASSWORD', hr.errors['wrong-credentials']],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', hr.errors['too-many-attempts']],
    ['USER_DISABLED', hr.errors['account-disabled']],
  ])('answers Firebase’s %s in Croatian, never saying which of the two was wrong', async (message, text) => {
    refuseAuth('accounts:signInWithPassword', message);
    const { user, router } = await openLogin();
    await user.type(email(), 'ivana@primjer.hr');
    await user.type(password(), 'Lozinka-2026');
    await user.click(screen.getByRole('button', { name: hr.login.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(/lozinka nije|e-adresa nije/i);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = await openLogin();
    await user.type(password(), 'Tajna-2026');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: hr.password.show }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: hr.password.hide })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to a new password and to registration', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: hr.login.forgot })).toHaveAttribute('href', paths['forgot-password']);
    expect(screen.getByRole('link', { name: hr.login.register })).toHaveAttribute('href', paths.register);
  });
});

describe('the sign-in page a renewal reminder’s link lands on, signed out', () => {
  const token = 'R'.repeat(43);
  const renewalLogin = (search: string) => loginPathFor(paths.login, `/profile/policies/new-policy?${search}`);

  // Issue 42: the link of a policy on an account landed the policyholder on a bare sign-in page.
  it('names the renewal, the car and the day its policy ends, and offers to go on without an account', async () => {
    const calls = answerCall(callNames.openRenewalReminder, {
      identityRequired: true,
      licensePlate: 'ZG1234AB',
      endDate: '12/07/2026',
    });
    await openLogin(renewalLogin(`renew=AO-00000000001&renewal=${token}`));
    const notice = await screen.findByRole('region', { name: hrRenewal.signIn.heading });
    expect(
      await within(notice).findByText(
        'Polica autoodgovornosti za vozilo ZG1234AB istječe 12/07/2026. Cijenu za sljedeću godinu već smo izračunali, s istim pokrićima.',
      ),
    ).toBeVisible();
    expect(within(notice).getByText(hrRenewal.signIn.signIn)).toBeVisible();
    expect(within(notice).getByRole('link', { name: hrRenewal.signIn.guestLink })).toHaveAttribute(
      'href',
      `${paths.onboarding}?renewal=${token}`,
    );
    expect(calls).toEqual([expect.objectContaining({ token, orderNumber: null, dateOfBirth: null })]);
    // The sign-in form is still there, for the account's one press.
    expect(screen.getByRole('button', { name: hr.login.submit })).toBeVisible();
  });

  it('still says what signing in is for when the link opens no renewal any more, or carries no token', async () => {
    failCall(callNames.openRenewalReminder, 'NOT_FOUND', reminderErrorKeys.notFound);
    const { unmount } = await openLogin(renewalLogin(`renew=AO-00000000001&renewal=${token}`));
    expect(await screen.findByText(hrRenewal.signIn.generic)).toBeVisible();
    expect(screen.queryByRole('link', { name: hrRenewal.signIn.guestLink })).toBeNull();
    unmount();

    await openLogin(renewalLogin('renew=AO-00000000001'));
    expect(await screen.findByText(hrRenewal.signIn.generic)).toBeVisible();
  });

  it('says nothing of a renewal on a plain sign-in, nor on the way to a new policy', async () => {
    const { unmount } = await openLogin();
    expect(screen.queryByRole('region', { name: hrRenewal.signIn.heading })).toBeNull();
    unmount();
    await openLogin(loginPathFor(paths.login, paths['new-policy']));
    // The notice's module has had its chance to load and say nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: hrRenewal.signIn.heading })).toBeNull();
    expect(screen.queryByText(hrRenewal.signIn.generic)).toBeNull();
  });
});
