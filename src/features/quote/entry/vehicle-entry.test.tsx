import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/common.json';
import hrEntry from '../../../../locales/hr/onboarding-entry.json';
import enEntry from '../../../../locales/en/onboarding-entry.json';
import { renderApp } from '../../../test/render-app';
import { answerCall, failCall, holdCall } from '../../../test/callables';
import {
  answerProgressSaves,
  answerReferralValidation,
  car,
  emptyRecord,
  friendsLink,
  lookupAnswer,
  van,
} from '../../../test/quote-kit';

// The first visit loads the onboarding chunk and its texts, which can take longer than findBy's default second.
const pageLoad = { timeout: 5000 };
const plateField = () => screen.findByLabelText(hrEntry.entry.plateLabel, {}, pageLoad);
const findButton = () => screen.getByRole('button', { name: hrEntry.entry.submit });

async function lookUpPlate(plate: string) {
  const user = userEvent.setup();
  await user.type(await plateField(), plate);
  await user.click(findButton());
  return user;
}

describe('finding the vehicle by licence plate', () => {
  it('normalises the plate as the driver types it', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding');
    await user.type(await plateField(), 'vz 123-ab');
    expect(await plateField()).toHaveValue('VŽ123AB');
  });

  it('looks the vehicle up and shows its details', async () => {
    const lookups = answerCall('getGroupamaVehicleInfo', lookupAnswer(car));
    const saves = answerProgressSaves();
    const { router } = renderApp('/onboarding');
    await lookUpPlate('zg 1234-ab');

    expect(
      await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/vehicle-details');
    expect(screen.getByText('Volkswagen')).toBeInTheDocument();
    expect(screen.getByText('96 kW')).toBeInTheDocument();
    expect(screen.getByText('15/03/2027')).toBeInTheDocument();
    expect(lookups).toEqual([
      expect.objectContaining({
        licensePlate: 'ZG1234AB',
        vin: null,
        platform: 'web',
        deviceType: expect.any(String),
        referrerId: null,
        referralIndividualId: null,
      }),
    ]);
    await waitFor(() =>
      expect(saves).toEqual([
        expect.objectContaining({
          lastStep: '01: Vehicle found',
          onboardingProgress: 'started',
          fields: { licensePlate: 'ZG1234AB', vin: 'WVWZZZCDZMW123456' },
        }),
      ]),
    );
  });

  it('shows progress on the button while looking', async () => {
    const lookup = holdCall('getGroupamaVehicleInfo', lookupAnswer(car));
    const saves = answerProgressSaves();
    renderApp('/onboarding');
    await lookUpPlate('ZG1234AB');
    const button = await screen.findByRole('button', { name: hrEntry.entry.searching });
    expect(button).toHaveAttribute('aria-busy', 'true');
    lookup.release();
    await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading });
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it('puts Messages.noVehicle on the field when the register does not know the plate', async () => {
    failCall('getGroupamaVehicleInfo', 'NOT_FOUND', 'Messages.noVehicle');
    renderApp('/onboarding');
    await lookUpPlate('ZG9999ZZ');
    const error = await screen.findByText(hr.Messages.noVehicle);
    expect(await plateField()).toHaveAttribute('aria-invalid', 'true');
    expect((await plateField()).getAttribute('aria-describedby')).toBe(error.id);
  });

  it('treats a record with only the registration expiry date as no vehicle', async () => {
    answerCall('getGroupamaVehicleInfo', lookupAnswer(emptyRecord));
    const { router } = renderApp('/onboarding');
    await lookUpPlate('ZG5555EX');
    expect(await screen.findByText(hr.Messages.noVehicle)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('explains a high-risk vehicle with the plate and a link to the contact form', async () => {
    failCall('getGroupamaVehicleInfo', 'FAILED_PRECONDITION', 'high-risk-vehicle', { licensePlate: 'ZG6666HR' });
    renderApp('/onboarding');
    await lookUpPlate('zg 6666 hr');
    const message = (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('ZG6666HR'));
    expect(message).toBeDefined();
    expect(within(message!).getByRole('link', { name: 'kontakt obrasca' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the generic error when the service is unavailable', async () => {
    failCall('getGroupamaVehicleInfo', 'UNAVAILABLE', 'Messages.error');
    renderApp('/onboarding');
    await lookUpPlate('ZG1234AB');
    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hr.Messages.error)).toBeInTheDocument();
    expect(findButton()).toBeInTheDocument();
  });

  it('says the insurer is unavailable, keeps the plate, and finds the car when the driver tries again', async () => {
    failCall('getGroupamaVehicleInfo', 'UNAVAILABLE', errorKeys.insurerUnavailable);
    const { router } = renderApp('/onboarding');
    const user = await lookUpPlate('zg 1234-ab');
    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hrEntry.insurerUnavailable)).toBeInTheDocument();
    expect(await plateField()).toHaveValue('ZG1234AB');
    expect(router.state.location.pathname).toBe('/onboarding');

    const lookups = answerCall('getGroupamaVehicleInfo', lookupAnswer(car));
    answerProgressSaves();
    await user.click(findButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading }),
    ).toBeInTheDocument();
    expect(lookups).toEqual([expect.objectContaining({ licensePlate: 'ZG1234AB' })]);
  });

  it('tells a driver who asked too often to wait a minute, and keeps the plate', async () => {
    failCall('getGroupamaVehicleInfo', 'RESOURCE_EXHAUSTED', errorKeys.tooManyRequests);
    renderApp('/onboarding');
    await lookUpPlate('zg 1234-ab');
    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hr.Messages.tooManyRequests)).toBeInTheDocument();
    expect(await plateField()).toHaveValue('ZG1234AB');
  });

  it('refuses something that is not a plate without asking the server', async () => {
    renderApp('/onboarding');
    await lookUpPlate('1');
    expect(await screen.findByText(hr.validation['invalid-license-plate'])).toBeInTheDocument();
  });

  it('names a plate of no Croatian registration area without asking the server', async () => {
    renderApp('/onboarding');
    await lookUpPlate('XY 1234-AB');
    expect(await screen.findByText(hr.validation['unknown-plate-area'])).toBeInTheDocument();
  });

  it('asks for a plate when the field is empty', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding');
    await plateField();
    await user.click(findButton());
    expect(await screen.findByText(hr.validation.required)).toBeInTheDocument();
  });

  it('starts at once with the plate the home page handed over', async () => {
    const lookups = answerCall('getGroupamaVehicleInfo', lookupAnswer(car));
    const saves = answerProgressSaves();
    const { router } = renderApp('/onboarding/vin');
    await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vin'].heading });
    await act(() => router.navigate('/onboarding?licensePlate=zg%201234-ab'));

    expect(
      await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading }),
    ).toBeInTheDocument();
    expect(lookups).toEqual([expect.objectContaining({ licensePlate: 'ZG1234AB' })]);
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it('links to the chassis number entry', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding');
    await plateField();
    await user.click(screen.getByRole('link', { name: hrEntry.entry.toVin }));
    expect(await screen.findByLabelText(hrEntry.entry.vinLabel)).toBeInTheDocument();
  });
});

describe('a friend’s referral link', () => {
  const friendLink = '/onboarding?rid=demo-driver&rl=poziv-ana';

  it('says on the plate entry what the link gives off the first policy', async () => {
    const checks = answerReferralValidation(friendsLink);
    renderApp(friendLink);
    const note = await screen.findByText(hrEntry.referral.friendDiscount.replace('{{amount}}', '10,00 €'));
    expect(note.closest('[role="status"]')).toBeVisible();
    expect(checks).toEqual([
      { referrerId: 'demo-driver', referralIndividualId: 'poziv-ana', customerEmail: null, userId: null },
    ]);
  });

  it('says it in English on the English page', async () => {
    answerReferralValidation({ ...friendsLink, referralDiscountAmount: 12.5 });
    await i18next.changeLanguage('en');
    try {
      renderApp(`/en${friendLink}`, { basename: '/en' });
      expect(
        await screen.findByText(enEntry.referral.friendDiscount.replace('{{amount}}', '€12.50')),
      ).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('hr');
    }
  });

  it('names a link that does not count there too, before the driver looks the car up', async () => {
    answerReferralValidation({ ...friendsLink, valid: false, errorCode: 'individual-referral-used' });
    renderApp('/onboarding?rid=demo-driver&rl=poziv-iskoristen');
    const notice = (await screen.findByText(`${hrEntry.referral.notValid}.`)).closest('[role="status"]');
    expect(notice).toHaveTextContent(hrEntry.referral.errors['individual-referral-used']);
    expect(screen.queryByText(/na preporuku prijatelja/)).toBeNull();
  });
});

describe('a vehicle that is not a personal car', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so in a notice that closes itself after 8 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    answerCall('getGroupamaVehicleInfo', lookupAnswer(van));
    const saves = answerProgressSaves();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/onboarding');
    await user.type(await plateField(), 'ZG1112TV');
    await user.click(findButton());

    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    const notice = await within(notifications).findByRole('status');
    expect(notice).toHaveTextContent(hr.noPersonalVehicle);
    expect(
      await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));

    act(() => vi.advanceTimersByTime(7000));
    expect(within(notifications).queryByText(hr.noPersonalVehicle)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(within(notifications).queryByText(hr.noPersonalVehicle)).not.toBeInTheDocument();
  });
});

describe('finding the vehicle by chassis number', () => {
  it('upper-cases the VIN as typed and looks the vehicle up by it', async () => {
    const lookups = answerCall('getGroupamaVehicleInfo', lookupAnswer({ ...car, licensePlate: null }));
    const saves = answerProgressSaves();
    const user = userEvent.setup();
    renderApp('/onboarding/vin');
    const field = await screen.findByLabelText(hrEntry.entry.vinLabel, {}, pageLoad);
    await user.type(field, 'wvwzzzcdzmw123456');
    expect(field).toHaveValue('WVWZZZCDZMW123456');
    await user.click(findButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: hr.routes['onboarding-vehicle-details'].heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('WVWZZZCDZMW123456')).toBeInTheDocument();
    expect(lookups).toEqual([expect.objectContaining({ vin: 'WVWZZZCDZMW123456', licensePlate: null })]);
    await waitFor(() =>
      expect(saves).toEqual([expect.objectContaining({ fields: { licensePlate: null, vin: 'WVWZZZCDZMW123456' } })]),
    );
  });

  it('explains what a VIN looks like when the entry is not one', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding/vin');
    await user.type(await screen.findByLabelText(hrEntry.entry.vinLabel), 'ABC123');
    await user.click(findButton());
    expect(await screen.findByText(hr.validation['invalid-vin'])).toBeInTheDocument();
  });

  it('links back to the plate entry', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding/vin');
    await user.click(await screen.findByRole('link', { name: hrEntry.entry.toPlate }));
    expect(await plateField()).toBeInTheDocument();
  });
});
