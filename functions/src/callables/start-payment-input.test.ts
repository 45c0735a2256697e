import type { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { startPaymentRequestSchema } from '../contracts/start-payment.js';
import { parseInput } from './parse-input.js';

/** A payment request as the SPA sends it, with the address the test gives. */
const request = (city: string, postalCode: string) => ({
  quoteId: 'quote-1',
  coverCodes: ['MTPL'],
  discountCode: null,
  expectedTotal: 250,
  wipId: null,
  policyholder: {
    firstName: 'Ivana',
    lastName: 'Horvat',
    address: 'Adamovečka cesta',
    houseNumber: '12',
    postalCode,
    city,
    country: 'HR',
    personalIdentificationNumber: '27182818283',
    dateOfBirth: '14/05/1980',
    contactEmail: 'ivana.horvat@primjer.hr',
    phoneNumberPrefix: '+385',
    phoneNumber: '912345678',
  },
  consents: { preContractInformation: true, generalTerms: true },
  locale: 'hr',
  platform: 'web',
  platformVersion: 'v1.56.2',
});

/** The `details.fields` of the error the callable answers, or null when the request passes. */
function refusedFields(city: string, postalCode: string): Record<string, string> | null {
  try {
    parseInput(startPaymentRequestSchema, request(city, postalCode));
    return null;
  } catch (error) {
    const { code, details } = error as HttpsError;
    expect(code).toBe('invalid-argument');
    return (details as { fields: Record<string, string> }).fields;
  }
}

describe("the payment call's place rule (docs/decisions/0015-place-list.md)", () => {
  it('accepts a place of the list with its postal code: a village as well as a post-office town', () => {
    expect(refusedFields('Adamovec', '10363')).toBeNull();
    expect(refusedFields('Zagreb', '10000')).toBeNull();
    expect(refusedFields('Laslovo (Szentlászló)', '31214')).toBeNull();
  });

  it('accepts a place the list lacks, typed by the driver, with a Croatian postal code', () => {
    expect(refusedFields('Novo Naselje', '10363')).toBeNull();
  });

  it('refuses a postal code that is not Croatian with a structured field error', () => {
    for (const code of ['00000', '99999', '60000', '39123']) {
      expect(refusedFields('Adamovec', code)).toEqual({ 'policyholder.postalCode': 'invalid-postal-code' });
    }
    expect(refusedFields('Adamovec', '1036')).toEqual({ 'policyholder.postalCode': 'invalid-postal-code' });
  });

  it('refuses a place name that is not one', () => {
    expect(refusedFields('<b>Adamovec</b>', '10363')).toEqual({ 'policyholder.city': 'invalid-city' });
    expect(refusedFields('10363', '10363')).toEqual({ 'policyholder.city': 'invalid-city' });
    expect(refusedFields('A'.repeat(101), '10363')).toEqual({ 'policyholder.city': 'too-long' });
  });
});
