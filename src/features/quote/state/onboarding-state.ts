/**
 * The quote flow's client state (spec §4) and the one reducer that changes it. Pure: no storage, no calls.
 * Prices are never decided here: `pricing` holds what the server answered, and the amount to pay comes from it.
 */
import type { VehicleDetailsInput } from '../../../app/ui/vehicle/vehicle-view';
import type { AddOnOption, CoverCode } from '@contracts/covers';
import { addOnCovers } from '@contracts/covers';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { offerOnlyReason, type OfferOnlyReason } from '@contracts/offer-only';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
// Only the type: the contract's module brings its request schema (Yup), which the flow's first load must not carry.
import type { PaymentPlan } from '@contracts/payment-plan';
import type { Policyholder } from '@contracts/policyholder';

/** Spec §4: what sends the quote to an offer request, by the rule pricing and payment hold too. */
export type VehicleStatus = OfferOnlyReason | null;
export type Plan = 'basic' | 'plus';
/** The casco types of spec §3; full casco without deductible is the only one sold. */
export type CascoType = 'full-no-franchise';
export type DiscountBox = 'hidden' | 'visible' | 'applied';

export interface PersonalInfo {
  dateOfBirth: string;
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
}

export interface ContactInfo {
  contactEmail: string;
  phoneNumberPrefix: string;
  phoneNumber: string;
}

export interface PolicyInfo {
  policyAccepted: boolean;
  /** Support may contact the driver about this quote if they leave it unfinished (unticked unless they tick it). */
  contactConsent: boolean;
  /** dd/MM/yyyy as the driver chose it; the server's answer replaces it after pricing. */
  policyStartDate: string;
  policyEndDate: string;
}

export interface AddressInfo {
  address: string;
  houseNumber: string;
  city: string;
  postalCode: string;
  country: Policyholder['country'];
}

export interface DiscountState {
  box: DiscountBox;
  /** The coupon the driver typed; kept across repricing while it stays valid. */
  code: string;
  kind: 'code' | 'zone' | null;
  /** Euros for a code discount; for a zone discount the zone's own amount and type live in `pricing.discountZone`. */
  amount: number;
}

export interface OnboardingState {
  entryMode: 'plate' | 'vin';
  licensePlate: string;
  vin: string;
  vehicle: VehicleInfo | null;
  vehicleDetails: VehicleDetailsInput | null;
  status: VehicleStatus;
  onboardingProgress: 'started' | null;
  personal: PersonalInfo;
  contact: ContactInfo;
  policy: PolicyInfo;
  address: AddressInfo;
  pricing: PricingResponse | null;
  /**
   * The add-ons chosen; MTPL is always included. Full casco among them is the plus plan and the casco type
   * full-no-franchise (spec §3): `planOf` and `cascoTypeOf` read both from here, so no stored plan can disagree.
   */
  options: AddOnOption[];
  /**
   * The add-ons are the driver's: the first pricing of the quote gave the defaults, and whatever the driver (or a
   * renewal, or a quote resumed in a new tab) made of them since stands when the quote is priced again. A vehicle
   * found starts a new quote.
   */
  optionsChosen: boolean;
  cascoModalOpen: boolean;
  discount: DiscountState;
  /** A signed-in driver asks to spend referral points on this policy; the server decides how many, if any. */
  usePoints: boolean;
  paymentOption: 'card';
  /** At once (the one-payment discount) or in instalments the card's bank carries; the server prices either. */
  paymentPlan: PaymentPlan;
  referral: { referrerId: string | null; referralIndividualId: string | null };
  utmTags: Record<string, string>;
  wipId: string | null;
  /** The record's write secret: only this tab may change the record (kept in session storage with the driver's details). */
  wipToken: string | null;
  /** Index of the furthest progress bar step reached (flow/onboarding-flow.ts); never decreases (spec §2). */
  furthestStep: number;
  offerRequestSent: boolean;
  /** The quote renews a policy or a car of the account ("Obnovi"); another vehicle makes it a new policy again. */
  renewal: boolean;
  /**
   * Spec §4's unpaid-and-unbound flag: a payment of this quote was started in this tab and never confirmed, so no
   * policy is known to be bound. A successful lookup clears it: a vehicle found again starts a new quote.
   */
  unpaidAndUnbound: boolean;
}

export const initialOnboardingState: OnboardingState = {
  entryMode: 'plate',
  licensePlate: '',
  vin: '',
  vehicle: null,
  vehicleDetails: null,
  status: null,
  onboardingProgress: null,
  personal: { dateOfBirth: '', personalIdentificationNumber: '', firstName: '', lastName: '' },
  contact: { contactEmail: '', phoneNumberPrefix: '+385', phoneNumber: '' },
  policy: { policyAccepted: false, contactConsent: false, policyStartDate: '', policyEndDate: '' },
  address: { address: '', houseNumber: '', city: '', postalCode: '', country: 'HR' },
  pricing: null,
  options: [],
  optionsChosen: false,
  cascoModalOpen: false,
  discount: { box: 'hidden', code: '', kind: null, amount: 0 },
  usePoints: false,
  paymentOption: 'card',
  paymentPlan: { kind: 'single' },
  referral: { referrerId: null, referralIndividualId: null },
  utmTags: {},
  wipId: null,
  wipToken: null,
  furthestStep: -1,
  offerRequestSent: false,
  renewal: false,
  unpaidAndUnbound: false,
};

/** Spec §4: after the first pricing of a quote (not a repricing), the default add-on is passenger-and-driver protection only. */
export const defaultOptions: AddOnOption[] = ['passenger-and-driver-protection'];

export type OnboardingAction =
  | { type: 'entryModeChosen'; mode: 'plate' | 'vin' }
  | { type: 'vehicleFound'; vehicle: VehicleInfo; licensePlate: string; vin: string }
  | { type: 'vehicleDetailsAdded'; details: VehicleDetailsInput }
  | {
      type: 'quoteFormSubmitted';
      personal: Pick<PersonalInfo, 'dateOfBirth' | 'personalIdentificationNumber'>;
      contact: ContactInfo;
      policy: Pick<PolicyInfo, 'policyAccepted' | 'contactConsent' | 'policyStartDate'>;
    }
  | { type: 'priced'; pricing: PricingResponse }
  | { type: 'optionToggled'; option: AddOnOption; selected: boolean }
  /** The vehicle found is one the account renews. */
  | { type: 'renewalStarted' }
  /** The covers of the policy being renewed, chosen again at once. */
  | { type: 'coversRenewed'; coverCodes: readonly CoverCode[] }
  | { type: 'planChosen'; plan: Plan }
  | { type: 'paymentPlanChosen'; paymentPlan: PaymentPlan }
  | { type: 'cascoModalClosed' }
  | { type: 'discountBoxOpened' }
  | { type: 'discountApplied'; code: string; amount: number }
  | { type: 'discountRemoved' }
  | { type: 'pointsChosen'; usePoints: boolean }
  | { type: 'personalDetailsSubmitted'; personal: Pick<PersonalInfo, 'firstName' | 'lastName'>; address: AddressInfo }
  /** A signed-in driver's details, as the account holds them; the quote is for the account's person. */
  | { type: 'accountDriverLoaded'; personal: PersonalInfo; contact: ContactInfo; address: AddressInfo }
  | { type: 'stepReached'; index: number }
  | {
      type: 'referralCaptured';
      referrerId: string | null;
      referralIndividualId: string | null;
      utmTags: Record<string, string>;
    }
  | { type: 'wipSaved'; wipId: string; wipToken: string | null }
  | { type: 'offerRequestSent' }
  | {
      type: 'resumed';
      /** Null when the driver did not prove it is them: this tab then starts a record of its own. */
      wipId: string | null;
      wipToken: string | null;
      vehicle: VehicleInfo;
      licensePlate: string;
      vin: string;
      personal: Pick<PersonalInfo, 'dateOfBirth' | 'personalIdentificationNumber'>;
      contact: ContactInfo;
      policyAccepted: boolean;
      contactConsent: boolean;
    }
  | { type: 'reset' };

/** Roadside assistance in Croatia and in Europe exclude each other, as do basic and extended accident protection. */
const exclusivePairs: [AddOnOption, AddOnOption][] = [
  ['roadside-assistance', 'roadside-assistance-europe'],
  ['passenger-and-driver-protection', 'extended-passenger-and-driver-protection'],
];

export function toggleOption(options: AddOnOption[], option: AddOnOption, selected: boolean): AddOnOption[] {
  const without = (list: AddOnOption[], removed: AddOnOption) => list.filter((item) => item !== removed);
  if (!selected) {
    const next = without(options, option);
    // Spec §4: unchecking Europe turns the plain roadside assistance on.
    return option === 'roadside-assistance-europe' && !next.includes('roadside-assistance')
      ? [...next, 'roadside-assistance']
      : next;
  }
  const partner = exclusivePairs.find((pair) => pair.includes(option))?.find((item) => item !== option);
  const next = partner ? without(options, partner) : options;
  return next.includes(option) ? next : [...next, option];
}

/** Spec §3: full casco is the casco type full-no-franchise. */
export const cascoTypeOf = (options: readonly AddOnOption[]): CascoType | null =>
  options.includes('full-casco') ? 'full-no-franchise' : null;

/** Spec §3: the plus plan is full casco, by another name. */
export const planOf = (options: readonly AddOnOption[]): Plan =>
  cascoTypeOf(options) === 'full-no-franchise' ? 'plus' : 'basic';

/** The add-ons a new price still offers a cover for. */
const offeredBy = (pricing: PricingResponse, options: readonly AddOnOption[]): AddOnOption[] =>
  options.filter((option) => pricing.premiumCovers.some((cover) => cover.coverCode === addOnCovers[option]));

/** The covers to buy: MTPL and the chosen add-ons. */
export const selectedCoverCodes = (options: readonly AddOnOption[]): CoverCode[] => [
  'MTPL',
  ...options.map((option) => addOnCovers[option]),
];

/** After pricing, which discount the box shows (spec §4 "Discount box"). */
function discountAfterPricing(current: DiscountState, pricing: PricingResponse): DiscountState {
  const refused = pricing.discountCodeRefusal !== null;
  if (pricing.discountCode?.type === 'coupon') {
    return {
      box: 'applied',
      code: pricing.discountCode.code ?? current.code,
      kind: 'code',
      amount: pricing.discountCode.discountInEuros,
    };
  }
  if (pricing.discountCode?.type === 'vehicle') {
    return { box: 'applied', code: '', kind: 'code', amount: pricing.discountCode.discountInEuros };
  }
  // An expired or refused coupon empties the box; a zone discount is its own kind and leaves the box to codes.
  const box = refused || current.box === 'applied' ? initialOnboardingState.discount : current;
  return pricing.discountZone ? { ...box, kind: 'zone' } : box;
}

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'entryModeChosen':
      return { ...state, entryMode: action.mode };
    case 'vehicleFound':
      return {
        ...state,
        vehicle: action.vehicle,
        licensePlate: action.licensePlate,
        vin: action.vin,
        vehicleDetails: null,
        status: offerOnlyReason(action.vehicle),
        onboardingProgress: 'started',
        // A different vehicle invalidates the old prices, and is a new policy, not the renewal of one: a new quote,
        // whose first pricing chooses the default add-ons again.
        pricing: null,
        optionsChosen: false,
        offerRequestSent: false,
        renewal: false,
        unpaidAndUnbound: false,
      };
    case 'vehicleDetailsAdded':
      return { ...state, vehicleDetails: action.details, pricing: null };
    case 'quoteFormSubmitted':
      return {
        ...state,
        personal: { ...state.personal, ...action.personal },
        contact: action.contact,
        policy: { ...state.policy, ...action.policy },
      };
    case 'priced':
      return {
        ...state,
        pricing: action.pricing,
        // A repricing (the form sent again, another start day) keeps the driver's add-ons, even none at all, less
        // those the new price no longer offers.
        options: state.optionsChosen ? offeredBy(action.pricing, state.options) : defaultOptions,
        optionsChosen: true,
        policy: {
          ...state.policy,
          policyStartDate: action.pricing.policyStartDate,
          policyEndDate: action.pricing.policyEndDate,
        },
        discount: discountAfterPricing(state.discount, action.pricing),
      };
    case 'optionToggled':
      return { ...state, options: toggleOption(state.options, action.option, action.selected), optionsChosen: true };
    case 'renewalStarted':
      return { ...state, renewal: true };
    case 'coversRenewed': {
      const options = (Object.keys(addOnCovers) as AddOnOption[]).filter((option) =>
        action.coverCodes.includes(addOnCovers[option]),
      );
      return { ...state, options, optionsChosen: true };
    }
    case 'planChosen': {
      const plus = action.plan === 'plus';
      return {
        ...state,
        options: toggleOption(state.options, 'full-casco', plus),
        optionsChosen: true,
        cascoModalOpen: plus,
      };
    }
    case 'paymentPlanChosen':
      return { ...state, paymentPlan: action.paymentPlan };
    case 'cascoModalClosed': {
      if (planOf(state.options) !== 'plus') return { ...state, cascoModalOpen: false };
      // Spec §4: closing the casco modal on a plus plan sets plain roadside assistance on and Europe off.
      return { ...state, cascoModalOpen: false, options: toggleOption(state.options, 'roadside-assistance', true) };
    }
    case 'discountBoxOpened':
      return state.discount.box === 'hidden' ? { ...state, discount: { ...state.discount, box: 'visible' } } : state;
    case 'discountApplied':
      return { ...state, discount: { box: 'applied', code: action.code, kind: 'code', amount: action.amount } };
    case 'discountRemoved':
      return { ...state, discount: initialOnboardingState.discount };
    case 'pointsChosen':
      return { ...state, usePoints: action.usePoints };
    case 'personalDetailsSubmitted':
      return { ...state, personal: { ...state.personal, ...action.personal }, address: action.address };
    case 'accountDriverLoaded': {
      // A price belongs to the person it was computed for: another OIB or date of birth on the account voids it.
      const samePerson =
        state.personal.personalIdentificationNumber === action.personal.personalIdentificationNumber &&
        state.personal.dateOfBirth === action.personal.dateOfBirth;
      return {
        ...state,
        personal: action.personal,
        contact: action.contact,
        address: action.address,
        pricing: samePerson ? state.pricing : null,
      };
    }
    case 'stepReached':
      return { ...state, furthestStep: Math.max(state.furthestStep, action.index) };
    case 'referralCaptured':
      return {
        ...state,
        referral: {
          referrerId: action.referrerId ?? state.referral.referrerId,
          referralIndividualId: action.referralIndividualId ?? state.referral.referralIndividualId,
        },
        utmTags: { ...state.utmTags, ...action.utmTags },
      };
    case 'wipSaved':
      return { ...state, wipId: action.wipId, wipToken: action.wipToken };
    case 'offerRequestSent':
      return { ...state, offerRequestSent: true };
    case 'resumed': {
      // A `?wipId=` link: start from the saved answers on this device, keeping the link's referral and utm tags.
      const found = onboardingReducer(
        { ...initialOnboardingState, referral: state.referral, utmTags: state.utmTags },
        { type: 'vehicleFound', vehicle: action.vehicle, licensePlate: action.licensePlate, vin: action.vin },
      );
      return {
        ...found,
        wipId: action.wipId,
        wipToken: action.wipToken,
        personal: { ...found.personal, ...action.personal },
        contact: action.contact,
        policy: { ...found.policy, policyAccepted: action.policyAccepted, contactConsent: action.contactConsent },
      };
    }
    case 'reset':
      return initialOnboardingState;
  }
}
