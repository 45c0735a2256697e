import type { CoverCode } from '../contracts/covers.js';
import type { InsuredVehicle } from '../contracts/insured-vehicle.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';
import type { PaymentMethod } from '../contracts/start-payment.js';

/** Everything an e-policy states, as its PDF and its e-mail are drawn from it. */
export interface EPolicy {
  locale: 'hr' | 'en';
  policyNumber: string;
  policyControlNumber: string;
  /** ISO 8601 instants; shown in Europe/Zagreb as dd/MM/yyyy HH:mm. */
  startsAt: string;
  endsAt: string;
  issuedAt: string;
  policyholder: {
    firstName: string;
    lastName: string;
    personalIdentificationNumber: string;
    /** ISO date YYYY-MM-DD, shown dd/MM/yyyy. */
    dateOfBirth: string;
    address: string;
    houseNumber: string;
    postalCode: string;
    city: string;
    /** ISO 3166 alpha-2, e.g. 'HR' → "Hrvatska"/"Croatia". */
    country: string;
    email: string;
    /** Already formatted, e.g. "+385 91 234 5678". */
    phone: string;
  };
  /**
   * Set for a version an endorsement made (the address changed), and for a version a later one replaced: the PDF
   * names the version at the top, and a replaced one says which replaced it. Absent on a policy as issued.
   */
  version?: {
    number: number;
    endorsementNumber: string | null;
    /** ISO 8601. */
    issuedAt: string;
    supersededBy: { number: number; issuedAt: string } | null;
  };
  /** Set when the cover ended before its term (withdrawn, the car sold…): the PDF says so at the top. */
  ended?: { coverEndsAt: string };
  /** True when the vehicle register names the policyholder as the owner; false when the register names no owner (a vehicle not registered yet). */
  policyholderIsRegisteredOwner: boolean;
  vehicle: InsuredVehicle;
  /** In the order bought; premium is euros with premium tax included, premiumTax the tax inside it. */
  covers: { coverCode: CoverCode; premium: number; premiumTax: number }[];
  /** How it was paid; absent on a policy issued before the driver could choose. */
  paymentPlan?: PaymentPlan;
  /** The insurer's one-payment discount, euros, taken off first; 0 or absent for instalments. */
  singlePaymentDiscount?: number;
  /** A coupon (code) or the insurer's vehicle discount (code null) taken off the total. */
  discount: { code: string | null; amount: number } | null;
  /** Euros a referred friend's first policy cost less (recommend-and-earn); 0 without one. */
  referralDiscount: number;
  /** Referral points paid with and the euros they took off, last of the discounts; null or absent without. */
  points?: { points: number; amount: number } | null;
  /** Euros paid. */
  total: number;
  payment: {
    method: PaymentMethod;
    orderNumber: string;
    approvalCode: string;
    maskedPan: string | null;
    paidAt: string;
  };
  /** Statutory minimum sums insured per claim, euros, as the insurer's tariff states them. */
  minimumSumsInsured: { personalInjury: number; propertyDamage: number };
  /** Where the MTPL cover applies; today always the Green Card system. */
  territorialScope: 'green-card-system';
}
