import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import auth from '../../../locales/hr/auth.json';
import hr from '../../../locales/hr/register.json';
import { paths } from '../../app/route-table';
import { authServer } from '../../test/auth-edge';
import { answerCall, failCall } from '../../test/callables';
import { server } from '../../test/msw-server';
import { car } from '../../test/quote-kit';
import { renderApp } from '../../test/render-app';
import { initialRegisterState, type RegisterState } from './state/register-state';

const finishedSteps: RegisterState = {
  ...initialRegisterState,
  entryMode: 'plate',
  email: 'ivana@primjer.hr',
  vehicle: car,
  basic: {
    dateOfBirth: '14/05/1980',
    personalIdentificationNumber: '27182818283',
    phoneNumberPrefix: '+385',
    phoneNumber: '91 234 5678',
  },
  details: {
    personal: { firstName: 'Ivana', lastName: 'Horvat' },
    address: { address: 'Ilica', houseNumber: '10', city: 'Zagreb', postalCode: '10000', country: 'HR' },
  },
  referral: { referrerId: 'demo-driver', referralIndividualId: 'poziv-ana' },
  furthestStep: 2,
};

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

// Typing passwords key by key is slow in jsdom.
describe('registration, the last step', () => {
  it('opens the account, saves the profile with the vehicle and the referral kept, sends our verification e-mail', async () => {
    authServer();
    const saved = answerCall(callNames.saveUserProfile, { saved: true });
    const mails = answerCall(callNames.sendAccountEmail, { accepted: true });
    answerCall(callNames.getAccount, {
      uid: 'uid-ivana',
      email: 'ivana@primjer.hr',
      emailVerified: false,
      profile: null,
      policies: [],
    });
    sessionStorage.setItem('ao.register.state', JSON.stringify(finishedSteps));
    const user = userEvent.setup();
    const { router } = renderApp(paths['register-register-user']);

    expect(await screen.findByText(hr.account.email.replace('{{email}}', 'ivana@primjer.hr'))).toBeVisible();
    await user.type(screen.getByLabelText(auth.fields.newPassword.label), 'Registracija-2026');
    await user.type(screen.getByLabelText(auth.fields.passwordRepeat.label), 'Registracija-2026');
    await user.click(screen.getByRole('button', { name: hr.account.submit }));

    await screen.findByRole('heading', { name: auth.verify.heading });
    expect(router.state.location.pathname).toBe(paths.profile);
    expect(saved).toEqual([
      expect.objectContaining({
        firstName: 'Ivana',
        personalIdentificationNumber: '27182818283',
        city: 'Zagreb',
        country: 'HR',
        vehicles: [expect.objectContaining({ licensePlate: 'ZG1234AB', registrationExpiryDate: '15/03/2027' })],
        referrerId: 'demo-driver',
        referralIndividualId: 'poziv-ana',
      }),
    ]);
    expect(mails).toEqual([expect.objectContaining({ kind: 'email-verification', locale: 'hr' })]);
    expect(sessionStorage.getItem('ao.register.state')).toBeNull();
  });

  it('says so when the profile could not be saved, and a second press saves it without opening a second account', async () => {
    authServer();
    const signUps: string[] = [];
    const countSignUps = ({ request }: { request: Request }) => {
      if (request.url.includes('accounts:signUp')) signUps.push(request.url);
    };
    server.events.on('request:start', countSignUps);
    const failed = failCall(callNames.saveUserProfile, 'UNAVAILABLE', errorKeys.generic);
    answerCall(callNames.sendAccountEmail, { accepted: true });
    answerCall(callNames.getAccount, {
      uid: 'uid-ivana',
      email: 'ivana@primjer.hr',
      emailVerified: false,
      profile: null,
      policies: [],
    });
    sessionStorage.setItem('ao.register.state', JSON.stringify(finishedSteps));
    const user = userEvent.setup();
    const { router } = renderApp(paths['register-register-user']);

    await user.type(await screen.findByLabelText(auth.fields.newPassword.label), 'Registracija-2026');
    await user.type(screen.getByLabelText(auth.fields.passwordRepeat.label), 'Registracija-2026');
    await user.click(screen.getByRole('button', { name: hr.account.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.account.profileFailed);
    expect(failed).toHaveLength(1);

    const saved = answerCall(callNames.saveUserProfile, { saved: true });
    await user.click(screen.getByRole('button', { name: hr.account.submit }));
    await screen.findByRole('heading', { name: auth.verify.heading });
    expect(router.state.location.pathname).toBe(paths.profile);
    expect(saved).toHaveLength(1);
    expect(signUps).toHaveLength(1);
    server.events.removeListener('request:start', countSignUps);
  });

  it('sends a visitor who skipped the steps back to the first one not done', async () => {
    sessionStorage.setItem('ao.register.state', JSON.stringify({ ...finishedSteps, details: null }));
    const { router } = renderApp(paths['register-register-user']);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(paths['register-about-you']);
  });
});
