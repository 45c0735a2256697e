/**
 * Policies for the renewal tests, written as fulfilment stores them, ending on a day the test chooses: a reminder is
 * about a policy a year old, which no test can wait for. Each test takes a car, a person and a year of its own, so
 * no run's window (the next 30 days of its clock) holds another test's policy.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { CoverCode } from '../src/contracts/covers.js';
import type { PurchaseLocale } from '../src/contracts/purchase-locales.js';
import { zagrebMidnight } from '../src/services/zagreb-time.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyDocument } from '../src/store/policies.js';
import { firestore } from './admin.js';

/** A valid OIB nobody else's test prices (ISO 7064 MOD 11,10 check digit). */
export function randomOib(): string {
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  let remainder = 10;
  for (const digit of digits) {
    remainder = (remainder + Number(digit)) % 10;
    if (remainder === 0) remainder = 10;
    remainder = (remainder * 2) % 11;
  }
  const check = 11 - remainder === 10 ? 0 : 11 - remainder;
  return `${digits}${check}`;
}

export interface PolicyOptions {
  licensePlate: string | null;
  /** For a car the register knows only by its VIN (no plate, no owner): anyone may insure it online. */
  vin?: string;
  /** ISO day the cover ends on (at 00:00, as a policy bought for a later day does). */
  endDay: string;
  email: string;
  personalIdentificationNumber?: string;
  dateOfBirth?: string;
  uid?: string | null;
  locale?: PurchaseLocale;
  covers?: CoverCode[];
  /** An order number the calls take (`AO-` and ten characters); by default one no call would, to keep kits apart. */
  orderNumber?: string;
}

/** An order number as the gateway's orders have them, `AO-` and ten of Crockford's base-32 characters: one the calls take. */
export const callableOrderNumber = () =>
  `AO-${Array.from({ length: 10 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[randomInt(32)]).join('')}`;

export async function storeTestPolicy(options: PolicyOptions): Promise<PolicyDocument> {
  const orderNumber = options.orderNumber ?? `AO-T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  const endsAt = zagrebMidnight(options.endDay);
  const startsAt = new Date(endsAt);
  startsAt.setUTCFullYear(startsAt.getUTCFullYear() - 1);
  const covers = (options.covers ?? ['MTPL']).map((coverCode) => ({ coverCode, premium: 100, premiumTax: 10 }));
  const policy: PolicyDocument = {
    orderNumber,
    quoteId: '',
    uid: options.uid ?? null,
    email: options.email.toLowerCase(),
    locale: options.locale ?? 'hr',
    policyNumber: String(randomInt(1e9, 1e10 - 1)),
    policyControlNumber: 'K1',
    policyTransactionId: `T-${orderNumber}`,
    productName: 'AO',
    minimumSumsInsured: { propertyDamage: 1_300_000, personalInjury: 6_450_000 },
    territorialScope: 'green-card-system',
    startsAt: Timestamp.fromDate(startsAt),
    endsAt: Timestamp.fromDate(endsAt),
    issuedAt: Timestamp.fromDate(startsAt),
    policyholder: {
      firstName: 'Marija',
      lastName: 'Kovač',
      address: 'Ilica',
      houseNumber: '5',
      postalCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      personalIdentificationNumber: options.personalIdentificationNumber ?? randomOib(),
      dateOfBirth: options.dateOfBirth ?? '03/02/1975',
      contactEmail: options.email.toLowerCase(),
      phoneNumberPrefix: '+385',
      phoneNumber: '912345678',
    },
    policyholderIsRegisteredOwner: false,
    vehicle: {
      licensePlate: options.licensePlate,
      vin: options.vin ?? null,
      manufacturer: null,
      model: null,
      variant: null,
      yearOfManufacture: null,
      enginePowerInKw: null,
      categoryDesc: null,
    },
    covers,
    discount: null,
    total: covers.reduce((sum, cover) => sum + cover.premium, 0),
    payment: {
      method: 'card',
      orderNumber,
      approvalCode: '123456',
      maskedPan: '411111******1111',
      paidAt: Timestamp.fromDate(startsAt),
    },
    createdAt: Timestamp.fromDate(startsAt),
    expireAt: Timestamp.fromDate(new Date(endsAt.getTime() + 365 * 24 * 60 * 60 * 1000)),
  };
  await firestore().collection(collections.policies).doc(orderNumber).set(policy);
  return policy;
}

/**
 * Removes every policy held by this OIB with this date of birth (dd/MM/yyyy). The purchase tests and journeys buy
 * ZG5678CD for the kits' Ivana again and again; the product refuses a second policy for days the car is already
 * covered for the same person (docs/decisions/0029-covered-car-at-payment.md), so each purchase of hers first forgets
 * the earlier ones. `keep`: order numbers that stay (the seed's own policies).
 */
export async function forgetPoliciesOf(
  holder: { personalIdentificationNumber: string; dateOfBirth: string },
  keep: readonly string[] = [],
) {
  const held = await firestore()
    .collection(collections.policies)
    .where('policyholder.personalIdentificationNumber', '==', holder.personalIdentificationNumber)
    .get();
  const theirs = held.docs.filter(
    (doc) => doc.get('policyholder.dateOfBirth') === holder.dateOfBirth && !keep.includes(doc.id),
  );
  await Promise.all(theirs.map((doc) => doc.ref.delete()));
}

/** 09:00 in Zagreb `days` days before the ISO day. */
export const daysBefore = (isoDay: string, days: number) =>
  new Date(zagrebMidnight(isoDay, -days).getTime() + 9 * 60 * 60 * 1000);
