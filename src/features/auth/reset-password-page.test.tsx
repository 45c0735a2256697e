import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import hr from '../../../locales/hr/auth.json';
import { paths } from '../../app/route-table';
import { acceptPasswordReset, refuseAuth, signedIn, verificationCode } from '../../test/auth-edge';
import { answerCall } from '../../test/callables';
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

describe('the account action page, confirming an e-mail address', () => {
  const verifyLink = `${paths['reset-password']}?mode=verifyEmail&oobCode=potvrda-1`;
  const already = hr.action.verify.already.replace('{{email}}', 'ivana@primjer.hr');

  afterEach(async () => {
    const { sessionStore } = await import('../../app/session/session-store');
    await sessionStore.signOut();
  });

  it('uses a working code only when the button is pressed, then leads to sign in', async () => {
    const applied = verificationCode('ivana@primjer.hr', 'valid');
    renderApp(verifyLink);
    const button = await screen.findByRole('button', { name: hr.action.verify.submit });
    expect(applied).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(hr.action.verify.done);
    expect(applied).toEqual(['potvrda-1']);
    expect(screen.getByRole('link', { name: hr.action.verify.signIn })).toHaveAttribute('href', paths.login);
  });

  it('says a used link no longer works and, signed out, leads to sign in, without offering to confirm', async () => {
    verificationCode('ivana@primjer.hr', 'used');
    renderApp(verifyLink);
    await userEvent.setup().click(await screen.findByRole('button', { name: hr.action.verify.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hr.errors['code-invalid']);
    expect(alert).toHaveTextContent(hr.action.verify.staleSignedOut);
    expect(screen.getByRole('link', { name: hr.action.verify.signIn })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('button', { name: hr.action.verify.submit })).not.toBeInTheDocument();
    expect(screen.queryByText(hr.action.verify.text)).not.toBeInTheDocument();
  });

  it('says a signed-in driver’s confirmed address is so when the link is opened again, with nothing to press', async () => {
    await signedIn();
    verificationCode('ivana@primjer.hr', 'used');
    renderApp(verifyLink);
    expect(await screen.findByText(already)).toBeVisible();
    expect(screen.getByRole('link', { name: hr.action.verify.toProfile })).toHaveAttribute('href', paths.profile);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: hr.action.verify.submit })).not.toBeInTheDocument();
  });

  it('does not ask to confirm an address Auth already has confirmed, and leaves its code unused', async () => {
    await signedIn();
    const applied = verificationCode('Ivana@primjer.hr', 'valid');
    renderApp(verifyLink);
    expect(await screen.findByText(already)).toBeVisible();
    expect(screen.queryByRole('button', { name: hr.action.verify.submit })).not.toBeInTheDocument();
    expect(applied).toHaveLength(0);
  });

  it('asks Auth again before it answers: confirmed in the meantime, the address is said to be so', async () => {
    const emulator = await signedIn({ verified: false });
    // Confirmed elsewhere (another device) since this tab read the account.
    emulator.verify();
    verificationCode('ivana@primjer.hr', 'used');
    renderApp(verifyLink);
    expect(await screen.findByText(already)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['used', hr.errors['code-invalid']],
    ['expired', hr.errors['code-expired']],
  ] as const)(
    'offers a new message when the link is %s and the address is still not confirmed',
    async (state, problem) => {
      await signedIn({ verified: false });
      verificationCode('ivana@primjer.hr', state);
      const sends = answerCall(callNames.sendAccountEmail, { accepted: true });
      renderApp(verifyLink);
      await userEvent.setup().click(await screen.findByRole('button', { name: hr.action.verify.submit }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(problem);
      expect(alert).toHaveTextContent(hr.action.verify.staleUnverified.replace('{{email}}', 'ivana@primjer.hr'));
      expect(screen.queryByText(already)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: hr.action.verify.submit })).not.toBeInTheDocument();
      await userEvent.setup().click(await screen.findByRole('button', { name: hr.verify.resend }));
      expect(await screen.findByText(hr.verify.sent)).toBeVisible();
      expect(sends[0]).toMatchObject({ kind: 'email-verification', locale: 'hr' });
    },
  );
});
