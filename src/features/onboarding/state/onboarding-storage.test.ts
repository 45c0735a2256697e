import { describe, expect, it } from 'vitest';
import { initialOnboardingState, onboardingReducer } from './onboarding-state';
import {
  clearOnboardingStorage,
  loadOnboardingState,
  onboardingStoragePrefix,
  saveOnboardingState,
} from './onboarding-storage';

describe('onboarding storage', () => {
  it('gives back what was saved, so a reload resumes with the same data', () => {
    const state = onboardingReducer(initialOnboardingState, { type: 'stepReached', step: 'summary' });
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

  it('removes every onboarding key on reset and leaves other keys alone', () => {
    saveOnboardingState({ ...initialOnboardingState, licensePlate: 'ZG1234AB' }, undefined);
    localStorage.setItem('ao.language', 'en');
    clearOnboardingStorage();
    expect(Object.keys(localStorage)).toEqual(['ao.language']);
  });
});
