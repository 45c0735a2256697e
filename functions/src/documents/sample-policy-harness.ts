/**
 * A policy with every part an e-policy and a green card print (Croatian letters in the names, a start after midnight
 * in Zagreb, five covers, a discount): what the documents' tests and `npm run bench:pdf` render.
 */
import type { EPolicy } from './e-policy.js';
import type { GreenCard } from './green-card-pdf.js';
import type { PolicyEndConfirmation } from './policy-end-confirmation-pdf.js';

export const samplePolicy: EPolicy = {
  locale: 'hr',
  policyNumber: '10-2026-0001234',
  policyControlNumber: 'KB-7F3A-9921',
  // 23:35 UTC in November is already the next day in Zagreb (UTC+1).
  startsAt: '2026-11-23T23:35:00Z',
  endsAt: '2027-11-23T23:35:00Z',
  issuedAt: '2026-11-23T13:35:12Z',
  policyholder: {
    firstName: 'Đurđica',
    lastName: 'Čačić-Šimunović Žužić',
    personalIdentificationNumber: '69435151530',
    dateOfBirth: '1985-03-07',
    address: 'Ulica kneza Branimira',
    houseNumber: '12a',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    email: 'djurdjica@primjer.hr',
    phone: '+385 91 234 5678',
  },
  policyholderIsRegisteredOwner: true,
  vehicle: {
    licensePlate: 'ZG1234AB',
    vin: 'WVWZZZ1KZ6W000001',
    manufacturer: 'Volkswagen',
    model: 'Golf',
    variant: '1.6 TDI',
    yearOfManufacture: 2019,
    enginePowerInKw: 85,
    categoryDesc: null,
  },
  covers: [
    { coverCode: 'MTPL', premium: 289.5, premiumTax: 37.76 },
    { coverCode: 'MTPL_ACC_EXT', premium: 25, premiumTax: 0 },
    { coverCode: 'MTPL_ASS_EUR', premium: 30, premiumTax: 2.73 },
    { coverCode: 'MTPL_BP', premium: 15, premiumTax: 1.96 },
    { coverCode: 'MOD_FULL', premium: 420, premiumTax: 38.18 },
  ],
  discount: { code: 'JESEN10', amount: 10 },
  referralDiscount: 0,
  total: 769.5,
  payment: {
    method: 'card',
    orderNumber: 'AO-2026-000987',
    approvalCode: '123456',
    maskedPan: '5123 45** **** 1234',
    // 22:10 UTC in summer is already the next day in Zagreb (UTC+2).
    paidAt: '2026-07-31T22:10:00Z',
  },
  minimumSumsInsured: { personalInjury: 6_450_000, propertyDamage: 1_300_000 },
  territorialScope: 'green-card-system',
};

export const sampleGreenCard: GreenCard = {
  ...samplePolicy,
  vehicle: { ...samplePolicy.vehicle, categoryDesc: 'M1' },
  greenCard: { countryCode: 'HR', insurerCode: '127', cardNumber: '04217733' },
};

/** The sample policy ended because the car was sold, its refund back on the card: what the confirmation's tests render. */
export const samplePolicyEnd: PolicyEndConfirmation = {
  locale: 'hr',
  policyNumber: samplePolicy.policyNumber,
  policyholder: { ...samplePolicy.policyholder, country: 'HR' },
  vehicle: samplePolicy.vehicle,
  policyStartsAt: samplePolicy.startsAt,
  policyEndsAt: samplePolicy.endsAt,
  reason: 'sold',
  effectiveDate: '05/12/2026',
  // 23:00 UTC in December is midnight of the next day in Zagreb (UTC+1).
  coverEndsAt: '2026-12-06T23:00:00Z',
  refund: { amount: 694.3, method: 'card', ibanMasked: null, state: 'paid' },
  bonusMalusClass: 4,
  issuedAt: '2026-12-06T09:15:00Z',
};
