import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import auth from '../../../locales/hr/auth.json';
import hr from '../../../locales/hr/profile.json';
import { paths } from '../../app/route-table';
import { refuseAuth, signedIn } from '../../test/auth-edge';
import { renderApp } from '../../test/render-app';

const signedInWithOldPassword = () => signedIn({ password: 'Stara-lozinka-2026', verified: false });

async function changePassword(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  renderApp(paths['profile-password']);
  await user.type(await screen.findByLabelText(hr.password.current), current);
  await user.type(screen.getByLabelText(auth.fields.newPassword.label), next);
  await user.type(screen.getByLabelText(auth.fields.passwordRepeat.label), repeat);
  await user.click(screen.getByRole('button', { name: hr.password.submit }));
}

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

describe('changing the password', () => {
  it('asks for the current password, then sets the new one and empties the form', async () => {
    const emulator = await signedInWithOldPassword();
    await changePassword('Stara-lozinka-2026', 'Nova-lozinka-2026');
    expect(await screen.findByText(hr.password.changed)).toBeVisible();
    expect(emulator.passwordChanges).toEqual(['Nova-lozinka-2026']);
    expect(screen.getByLabelText(hr.password.current)).toHaveValue('');
  });

  it('holds the new password to the rules and changes nothing when it breaks them', async () => {
    const emulator = await signedInWithOldPassword();
    await changePassword('Stara-lozinka-2026', 'kratka1', 'kratka2');
    expect(await screen.findByText(auth.validation['password-too-short'])).toBeVisible();
    expect(screen.getByText(auth.validation['password-mismatch'])).toBeVisible();
    expect(emulator.passwordChanges).toEqual([]);
  });

  it('says when the current password is wrong, with the way to a new one', async () => {
    const emulator = await signedInWithOldPassword();
    refuseAuth('accounts:signInWithPassword', 'INVALID_LOGIN_CREDENTIALS');
    await changePassword('Kriva-lozinka-1', 'Nova-lozinka-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.password.wrongCurrent);
    expect(screen.getByRole('link', { name: hr.password.forgot })).toHaveAttribute('href', paths['forgot-password']);
    expect(emulator.passwordChanges).toEqual([]);
  });
});
