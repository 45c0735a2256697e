import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hr from '../../../locales/hr/auth.json';
import { paths } from '../../app/route-table';
import { refuseAuth } from '../../test/auth-edge';
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
