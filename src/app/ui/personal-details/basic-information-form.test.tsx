import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import common from '../../../../locales/hr/common.json';
import profile from '../../../../locales/hr/profile.json';
import register from '../../../../locales/hr/register.json';
import { signedIn } from '../../../test/auth-edge';
import { answerCall } from '../../../test/callables';
import { renderApp } from '../../../test/render-app';
import { paths } from '../../route-table';

afterEach(async () => {
  const { sessionStore } = await import('../../session/session-store');
  await sessionStore.signOut();
});

/** The account's details page, where the form registration's first step shares is filled in. */
async function openCredentials() {
  await signedIn();
  answerCall(callNames.getAccount, {
    uid: 'uid-ivana',
    email: 'ivana@primjer.hr',
    emailVerified: true,
    profile: null,
    policies: [],
  });
  const saves = answerCall(callNames.saveUserProfile, {});
  renderApp(paths['profile-credentials']);
  const form = within(await screen.findByRole('region', { name: profile.credentials.basicHeading }));
  return { form, saves, user: userEvent.setup() };
}

describe('the date of birth of registration and the account', () => {
  // Issue 42: sixteen characters that are no date were told "Upisani tekst je predug".
  it('says a long text is not a date in dd/MM/yyyy, not that it is too long', async () => {
    const { form, saves, user } = await openCredentials();
    const date = form.getByLabelText(register.fields.dateOfBirth.label);
    await user.type(date, 'četrnaesti svibnj');
    await user.click(form.getByRole('button', { name: profile.credentials.save }));
    expect(await form.findByText(common.validation['invalid-date'])).toBeVisible();
    expect(form.queryByText(common.validation['too-long'])).toBeNull();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('says a day that is not on the calendar does not exist', async () => {
    const { form, user } = await openCredentials();
    await user.type(form.getByLabelText(register.fields.dateOfBirth.label), '31.02.1990.');
    await user.click(form.getByRole('button', { name: profile.credentials.save }));
    expect(await form.findByText(common.validation['nonexistent-date'])).toBeVisible();
  });
});
