import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hr from '../../../locales/hr/auth.json';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import { paths } from '../../app/route-table';
import { answerCall, failCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

async function askForLink(address: string) {
  const user = userEvent.setup();
  renderApp(paths['forgot-password']);
  await user.type(await screen.findByLabelText(hr.fields.email.label), address);
  await user.click(screen.getByRole('button', { name: hr.forgot.submit }));
}

describe('the forgotten password page', () => {
  it('asks the server for the reset e-mail in the page language and answers without saying whether the account exists', async () => {
    const calls = answerCall(callNames.sendAccountEmail, { accepted: true });
    await askForLink(' Ivana@Primjer.hr ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      hr.forgot.sent.replace('{{email}}', 'Ivana@Primjer.hr'),
    );
    expect(calls).toEqual([
      expect.objectContaining({ kind: 'password-reset', email: 'Ivana@Primjer.hr', locale: 'hr' }),
    ]);
  });

  it('refuses an address that is not one before asking the server', async () => {
    const calls = answerCall(callNames.sendAccountEmail, { accepted: true });
    await askForLink('ivana@primjer');
    expect(await screen.findByText(/Upišite ispravnu e-adresu/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says when too many links were asked for', async () => {
    failCall(callNames.sendAccountEmail, 'RESOURCE_EXHAUSTED', errorKeys.tooManyRequests);
    await askForLink('ivana@primjer.hr');
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.forgot.tooMany);
  });
});
