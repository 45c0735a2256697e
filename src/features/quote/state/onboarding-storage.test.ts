import { describe, expect, it } from 'vitest';
import { initialOnboardingState, onboardingReducer, type OnboardingState } from './onboarding-state';
import {
  clearOnboardingStorage,
  loadOnboardingState,
  onboardingStoragePrefix,
  personalFields,
  saveOnboardingState,
} from './onboarding-storage';
import { testPricing } from '../../../test/quote-kit';

const driverState: OnboardingState = {
  ...initialOnboardingState,
  licensePlate: 'ZG1234AB',
  pricing: testPricing,
  furthestStep: 3,
  personal: {
    dateOfBirth: '07/03/1985',
    personalIdentificationNumber: '69435151530',
    firstName: 'Ana',
    lastName: 'Horvat',
  },
  contact: { contactEmail: 'ana.horvat@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '912345678' },
  address: { address: 'Ilica', houseNumber: '1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
};

describe('onboarding storage', () => {
  it('gives back what was saved, so a reload resumes with the same data', () => {
    const state = onboardingReducer(initialOnboardingState, { type: 'stepReached', index: 2 });
    saveOnboardingState(state, undefined);
    expect(loadOnboardingState()).toEqual(state);
  });

  it('keeps each field under its own namespaced key', () => {
    saveOnboardingState({ ...initialOnboardingState, licensePlate: 'ZG1234AB' }, undefined);
    expect(localStorage.getItem(`${onboardingStoragePrefix}licensePlate`)).toBe('"ZG1234AB"');
  });

  it('starts afresh when nothing is stored or a field is unreadable', () => {
    expect(loadOnboardingState()).toBe(initialOnboardingState);
    localStorage.setItem(`${onboardingStoragePrefix}furthestStep`, '{not json');
    localStorage.setItem(`${onboardingStoragePrefix}licensePlate`, '"ZG1234AB"');
    expect(loadOnboardingState()).toMatchObject({ furthestStep: -1, licensePlate: 'ZG1234AB' });
  });

  it('removes every onboarding key on reset, from both storages, and leaves other keys alone', () => {
    saveOnboardingState({ ...driverState, licensePlate: 'ZG1234AB' }, undefined);
    localStorage.setItem('ao.language', 'en');
    clearOnboardingStorage();
    expect(Object.keys(localStorage)).toEqual(['ao.language']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it("never writes the driver's OIB, date of birth, name, e-mail, phone or address to local storage", () => {
    saveOnboardingState(driverState, undefined);
    const local = Object.values(localStorage).join(' ');
    for (const personal of ['69435151530', '07/03/1985', 'Horvat', 'ana.horvat@primjer.hr', '912345678', 'Ilica']) {
      expect(local).not.toContain(personal);
    }
    expect(Object.keys(sessionStorage).sort()).toEqual(
      personalFields.map((field) => `${onboardingStoragePrefix}${field}`).sort(),
    );
    expect(loadOnboardingState()).toEqual(driverState);
  });

  it('in a new tab keeps the vehicle and the furthest step (it only advances) but not a price without its driver', () => {
    saveOnboardingState(driverState, undefined);
    sessionStorage.clear();
    const restored = loadOnboardingState();
    expect(restored).toMatchObject({ licensePlate: 'ZG1234AB', pricing: null, furthestStep: driverState.furthestStep });
    expect(restored.personal).toEqual(initialOnboardingState.personal);
  });
});
