import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hr from '../../../locales/hr/auth.json';
import { paths } from '../../app/route-table';
import { acceptPasswordReset, refuseAuth } from '../../test/auth-edge';
import { renderApp } from '../../test/render-app';

const resetLink = `${paths['reset-password']}?mode=resetPassword&oobCode=kod-123`;

async function choosePassword(first: string, second = first, { rendered = false } = {}) {
  const user = userEvent.setup();
  if (!rendered) renderApp(resetLink);
  await user.type(await screen.findByLabelText(hr.fields.newPassword.label), first);
  await user.type(screen.getByLabelText(hr.fields.passwordRepeat.label), second);
  await user.click(screen.getByRole('button', { name: hr.action.reset.submit }));
}

describe('the account action page, resetting a password', () => {
  it('states the rules before anything is typed', async () => {
    renderApp(resetLink);
    expect(await screen.findByText('Najmanje 10 znakova, barem jedno slovo i jedna brojka.')).toBeVisible();
  });

  it.each([
    ['kratka1', hr.validation['password-too-short']],
    ['1234567890', hr.validation['password-no-letter']],
    ['samoslovainišta', hr.validation['password-no-digit']],
  ])('refuses %s with the rule it breaks, and uses no code', async (password, message) => {
    const calls = acceptPasswordReset('ivana@primjer.hr');
    await choosePassword(password);
    expect(await screen.findByText(message)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('refuses two different passwords', async () => {
    await choosePassword('Nova-lozinka-2026', 'Nova-lozinka-2027');
    expect(await screen.findByText(hr.validation['password-mismatch'])).toBeVisible();
  });

  it('uses the code only when the button is pressed, then offers to sign in', async () => {
    const calls = acceptPasswordReset('ivana@primjer.hr');
    renderApp(resetLink);
    await screen.findByRole('button', { name: hr.action.reset.submit });
    expect(calls).toHaveLength(0);
    await choosePassword('Nova-lozinka-2026', 'Nova-lozinka-2026', { rendered: true });
    expect(await screen.findByRole('status')).toHaveTextContent(hr.action.reset.done);
    expect(calls.at(-1)).toMatchObject({ oobCode: 'kod-123', newPassword: 'Nova-lozinka-2026' });
    expect(screen.getByRole('link', { name: hr.action.reset.signIn })).toHaveAttribute('href', paths.login);
  });

  it.each([
    ['EXPIRED_OOB_CODE', hr.action.problems['code-expired']],
    ['INVALID_OOB_CODE', hr.action.problems['code-invalid']],
  ])('explains a code Firebase refuses (%s) and links to a new one', async (message, text) => {
    refuseAuth('accounts:resetPassword', message);
    await choosePassword('Nova-lozinka-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: hr.action.askAgain })).toHaveAttribute('href', paths['forgot-password']);
  });

  it('says a link without its code is incomplete', async () => {
    renderApp(`${paths['reset-password']}?mode=resetPassword`);
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.action.problems.incomplete);
  });
});
