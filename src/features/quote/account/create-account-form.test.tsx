import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import auth from '../../../../locales/hr/auth.json';
import hr from '../../../../locales/hr/onboarding.json';
import { paths } from '../../../app/route-table';
import { refuseAuth } from '../../../test/auth-edge';
import { renderApp } from '../../../test/render-app';

const page = `${paths['onboarding-register-user']}?email=ivana.horvat%40primjer.hr`;

describe('opening an account after a guest purchase', () => {
  it('starts from the e-mail the policy went to and states the password rules', async () => {
    renderApp(page);
    expect(await screen.findByLabelText(auth.fields.email.label)).toHaveValue('ivana.horvat@primjer.hr');
    expect(screen.getByText(hr.registerUser.emailHint)).toBeVisible();
    expect(screen.getByText('Najmanje 10 znakova, barem jedno slovo i jedna brojka.')).toBeVisible();
  });

  it('refuses a weak or repeated-wrong password before creating anything', async () => {
    const calls = refuseAuth('accounts:signUp', 'EMAIL_EXISTS');
    const user = userEvent.setup();
    renderApp(page);
    await user.type(await screen.findByLabelText(auth.fields.newPassword.label), 'lozinka');
    await user.type(screen.getByLabelText(auth.fields.passwordRepeat.label), 'lozinka2');
    await user.click(screen.getByRole('button', { name: hr.registerUser.submit }));
    expect(await screen.findByText(auth.validation['password-too-short'])).toBeVisible();
    expect(screen.getByText(auth.validation['password-mismatch'])).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends an existing account to sign in instead', async () => {
    refuseAuth('accounts:signUp', 'EMAIL_EXISTS');
    const user = userEvent.setup();
    const { router } = renderApp(page);
    await user.type(await screen.findByLabelText(auth.fields.newPassword.label), 'Moja-lozinka-2026');
    await user.type(screen.getByLabelText(auth.fields.passwordRepeat.label), 'Moja-lozinka-2026');
    await user.click(screen.getByRole('button', { name: hr.registerUser.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.errors['email-in-use']);
    expect(screen.getByRole('link', { name: auth.login.submit })).toHaveAttribute('href', paths.login);
    expect(router.state.location.pathname).toBe(paths['onboarding-register-user']);
  });
});
