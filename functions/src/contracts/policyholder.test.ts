import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { nameMaxLength, policyholderSchema } from './policyholder.js';

const holder = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  address: 'Ulica kralja Zvonimira',
  houseNumber: '12',
  postalCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  personalIdentificationNumber: '27182818283',
  dateOfBirth: '14/05/1980',
  contactEmail: 'ivana.horvat@primjer.hr',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
};

/** Field → reason, as a callable answers a refused request (callables/parse-input.ts validates strictly). */
const refusals = (value: unknown) => {
  try {
    policyholderSchema.validateSync(value, { strict: true, abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
};

describe('a policyholder name at and past its limit (issue 25)', () => {
  const atLimit = 'Ana-Marija Terezija Elizabeta Katarina Magdalena Horvat Ivić';

  it('takes a name of the longest length whole', () => {
    expect(atLimit).toHaveLength(nameMaxLength);
    expect(refusals({ ...holder, firstName: atLimit, lastName: atLimit })).toEqual({});
    expect(policyholderSchema.validateSync({ ...holder, firstName: atLimit }, { strict: true }).firstName).toBe(
      atLimit,
    );
  });

  it('refuses a longer one with a reason for the field, never a shortened name', () => {
    const longer = `${atLimit}ić`;
    expect(refusals({ ...holder, firstName: longer, lastName: longer })).toEqual({
      firstName: 'too-long',
      lastName: 'too-long',
    });
  });
});
