import { describe, expect, it } from 'vitest';
import { progressSteps } from '../../../lib/flow';
import { car } from '../../../test/quote-kit';
import { initialRegisterState, type RegisterState } from '../state/register-state';
import { registerFlow } from './register-flow';

const guardOf = (id: Parameters<typeof registerFlow.path>[0]) =>
  registerFlow.steps.find((step) => step.id === id)?.guard ?? (() => null);

const basic = {
  dateOfBirth: '14/05/1980',
  personalIdentificationNumber: '27182818283',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
};
const details = {
  personal: { firstName: 'Ivana', lastName: 'Horvat' },
  address: { address: 'Ilica', houseNumber: '10', city: 'Zagreb', postalCode: '10000', country: 'HR' as const },
};

describe('the registration flow', () => {
  it('shows the progress of spec §2: basic information, personal details, register', () => {
    expect(progressSteps(registerFlow).map((step) => step.progress)).toEqual([
      'basic-information',
      'personal-details',
      'register',
    ]);
  });

  it('sends a visitor to the first step they have not done', () => {
    const at = (state: Partial<RegisterState>) =>
      guardOf('register-register-user')({ ...initialRegisterState, ...state });
    expect(at({})).toBe('register-license-plate');
    expect(at({ vehicle: car })).toBe('register-basic-information');
    expect(at({ vehicle: car, basic })).toBe('register-about-you');
    expect(at({ vehicle: car, basic, details })).toBeNull();
  });

  it('asks for what the register lacks before the account is opened', () => {
    const incomplete = { ...car, model: null };
    const state = { ...initialRegisterState, vehicle: incomplete, basic, details };
    expect(guardOf('register-register-user')(state)).toBe('register-vehicle-details-add');
    const completed = {
      ...state,
      vehicleDetails: { manufacturer: '', model: 'Golf', yearOfManufacture: null, enginePowerInKw: null },
    };
    expect(guardOf('register-register-user')(completed)).toBeNull();
  });
});
