import { describe, expect, it } from 'vitest';
import { initialOnboardingState } from '../state/onboarding-state';
import { needsOfferRequest, quoteFormSchema, quoteFormValuesOf } from './quote-form-schema';

const today = new Date(2026, 10, 21);
const valid = {
  dateOfBirth: '21/11/2008',
  personalIdentificationNumber: '12345678903',
  contactEmail: 'ana.horvat+auto@primjer.hr',
  phoneNumberPrefix: '+385',
  phoneNumber: '91 234 5678',
  policyStartDate: undefined,
  policyAccepted: true,
};

const reasonFor = (values: Record<string, unknown>, field: string) => {
  try {
    quoteFormSchema(today).validateSyncAt(field, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the quote form rules', () => {
  it('accept a driver who turns 18 today, with no start date', () => {
    expect(quoteFormSchema(today).isValidSync(valid)).toBe(true);
  });

  it('refuse a driver who turns 18 tomorrow', () => {
    expect(reasonFor({ ...valid, dateOfBirth: '22/11/2008' }, 'dateOfBirth')).toBe('underage');
  });

  it('give one reason for a date that does not exist', () => {
    expect(reasonFor({ ...valid, dateOfBirth: '31/02/1990' }, 'dateOfBirth')).toBe('nonexistent-date');
    expect(reasonFor({ ...valid, dateOfBirth: '31.2.1990.' }, 'dateOfBirth')).toBe('nonexistent-date');
    expect(reasonFor({ ...valid, dateOfBirth: '07/03/1885' }, 'dateOfBirth')).toBe('invalid-date');
    expect(reasonFor({ ...valid, dateOfBirth: '7.3.1985.' }, 'dateOfBirth')).toBeNull();
  });

  it('accept a start date in the past, which the server replaces with today', () => {
    expect(reasonFor({ ...valid, policyStartDate: '01/01/2020' }, 'policyStartDate')).toBeNull();
    expect(reasonFor({ ...valid, policyStartDate: '2026-12-01' }, 'policyStartDate')).toBe('invalid-date');
  });

  it('refuse a start later than the insurer sells, 60 days ahead, however the date is typed', () => {
    expect(reasonFor({ ...valid, policyStartDate: '20/01/2027' }, 'policyStartDate')).toBeNull();
    expect(reasonFor({ ...valid, policyStartDate: '21/01/2027' }, 'policyStartDate')).toBe('policy-start-too-late');
    expect(reasonFor({ ...valid, policyStartDate: '21.1.2027.' }, 'policyStartDate')).toBe('policy-start-too-late');
    expect(reasonFor({ ...valid, policyStartDate: '31/12/2099' }, 'policyStartDate')).toBe('policy-start-too-late');
  });

  it('use the contracts for OIB, e-mail and phone', () => {
    expect(reasonFor({ ...valid, personalIdentificationNumber: '12345678901' }, 'personalIdentificationNumber')).toBe(
      'invalid-oib',
    );
    expect(reasonFor({ ...valid, contactEmail: 'ana@primjer' }, 'contactEmail')).toBe('invalid-email');
    expect(reasonFor({ ...valid, phoneNumber: '091/234-5678' }, 'phoneNumber')).toBeNull();
    expect(reasonFor({ ...valid, phoneNumber: '12' }, 'phoneNumber')).toBe('phone-too-short');
    expect(reasonFor({ ...valid, phoneNumber: '+385912345678' }, 'phoneNumber')).toBe('phone-dial-code');
    expect(reasonFor({ ...valid, phoneNumber: '91 234 5678 91 234 5678' }, 'phoneNumber')).toBe('phone-too-long');
    expect(reasonFor({ ...valid, phoneNumber: '91 234 567a' }, 'phoneNumber')).toBe('phone-digits');
  });

  it('start from the flow, with the Croatian dial code', () => {
    expect(quoteFormValuesOf(initialOnboardingState)).toMatchObject({
      phoneNumberPrefix: '+385',
      policyAccepted: false,
    });
  });

  it('send an offer request for a non-personal vehicle, a trial plate, or terms not accepted', () => {
    expect(needsOfferRequest(null, true)).toBe(false);
    expect(needsOfferRequest(null, false)).toBe(true);
    expect(needsOfferRequest('noPersonalVehicle', true)).toBe(true);
    expect(needsOfferRequest('licensePlatePROBA', true)).toBe(true);
  });
});
