import { describe, expect, it } from 'vitest';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import {
  cascoTypeOf,
  initialOnboardingState,
  onboardingReducer,
  planOf,
  selectedCoverCodes,
  toggleOption,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-state';
import { car, testPricing } from '../../../test/quote-kit';

const pricing = (overrides: Partial<PricingResponse> = {}): PricingResponse => ({
  quoteId: 'q1',
  responseStatus: 'success',
  premiumCovers: [],
  discountCode: null,
  discountZone: null,
  discountOptions: ['code'],
  discountCodeRefusal: null,
  policyStartDate: '21/11/2026',
  policyEndDate: '21/11/2027',
  ...overrides,
});

const run = (...actions: OnboardingAction[]) => actions.reduce(onboardingReducer, initialOnboardingState);

describe('onboarding reducer', () => {
  it('clears the unpaid-and-unbound flag when a lookup succeeds (spec §4)', () => {
    const unpaid: OnboardingState = { ...initialOnboardingState, pricing: pricing(), unpaidAndUnbound: true };
    const found = onboardingReducer(unpaid, { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' });
    expect(found.unpaidAndUnbound).toBe(false);
  });

  it('stores a found vehicle and starts the flow', () => {
    const state = run({ type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' });
    expect(state).toMatchObject({ vehicle: car, status: null, onboardingProgress: 'started' });
  });

  it('marks a non-personal vehicle and a trial plate', () => {
    const van = { ...car, categoryDesc: 'N1', isPersonalVehicle: false };
    expect(run({ type: 'vehicleFound', vehicle: van, licensePlate: 'ZG1112TV', vin: '' }).status).toBe(
      'noPersonalVehicle',
    );
    const trial = { ...car, licensePlateType: 'PROBA' as const };
    expect(run({ type: 'vehicleFound', vehicle: trial, licensePlate: 'ZG0123P', vin: '' }).status).toBe(
      'licensePlatePROBA',
    );
  });

  it('selects passenger-and-driver protection only after the first pricing, and keeps the choice on repricing', () => {
    const priced = run(
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' },
      { type: 'priced', pricing: pricing() },
    );
    expect(priced.options).toEqual(['passenger-and-driver-protection']);
    const changed = onboardingReducer(priced, { type: 'optionToggled', option: 'bonus-protection', selected: true });
    const repriced = onboardingReducer(changed, { type: 'priced', pricing: { ...testPricing, quoteId: 'q2' } });
    expect(repriced.options).toEqual(['passenger-and-driver-protection', 'bonus-protection']);
    expect(repriced.pricing?.quoteId).toBe('q2');
  });

  it('keeps no add-on at all when the driver unticked them all, priced again from the form or another start day', () => {
    const priced = run(
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' },
      { type: 'priced', pricing: testPricing },
    );
    const none = onboardingReducer(priced, {
      type: 'optionToggled',
      option: 'passenger-and-driver-protection',
      selected: false,
    });
    const repriced = onboardingReducer(none, { type: 'priced', pricing: { ...testPricing, quoteId: 'q2' } });
    expect(repriced.options).toEqual([]);
  });

  it('keeps a choice resumed without its price (a new tab), and drops only what the new price does not offer', () => {
    const resumed: OnboardingState = {
      ...initialOnboardingState,
      vehicle: car,
      options: ['bonus-protection', 'full-casco'],
      optionsChosen: true,
    };
    const withoutCasco = testPricing.premiumCovers.filter((cover) => cover.coverCode !== 'MOD_FULL');
    const repriced = onboardingReducer(resumed, {
      type: 'priced',
      pricing: { ...testPricing, premiumCovers: withoutCasco },
    });
    expect(repriced.options).toEqual(['bonus-protection']);
    expect(planOf(repriced.options)).toBe('basic');
  });

  it('starts a new quote with another vehicle: its first pricing chooses the defaults again', () => {
    const chosen = run(
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' },
      { type: 'priced', pricing: testPricing },
      { type: 'optionToggled', option: 'bonus-protection', selected: true },
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG5678CD', vin: '' },
      { type: 'priced', pricing: testPricing },
    );
    expect(chosen.options).toEqual(['passenger-and-driver-protection']);
  });

  it('takes the policy dates the server answered', () => {
    const state = run({
      type: 'priced',
      pricing: pricing({ policyStartDate: '01/12/2026', policyEndDate: '01/12/2027' }),
    });
    expect(state.policy).toMatchObject({ policyStartDate: '01/12/2026', policyEndDate: '01/12/2027' });
  });

  it('forgets the old prices when another vehicle is found', () => {
    const state = run(
      { type: 'priced', pricing: pricing() },
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' },
    );
    expect(state.pricing).toBeNull();
  });

  it('keeps a renewal a renewal until another vehicle is found, which makes it a new policy', () => {
    const found = { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' } as const;
    const renewing = run(found, { type: 'renewalStarted' }, { type: 'priced', pricing: pricing() });
    expect(renewing.renewal).toBe(true);
    expect(onboardingReducer(renewing, found).renewal).toBe(false);
    expect(onboardingReducer(renewing, { type: 'reset' }).renewal).toBe(false);
  });

  it('only ever moves the furthest step forward', () => {
    const state = run({ type: 'stepReached', index: 2 }, { type: 'stepReached', index: 0 });
    expect(state.furthestStep).toBe(2);
  });

  it('resets everything, referral included', () => {
    const state = run(
      {
        type: 'referralCaptured',
        referrerId: 'demo-driver',
        referralIndividualId: null,
        utmTags: { rid: 'demo-driver' },
      },
      { type: 'vehicleFound', vehicle: car, licensePlate: 'ZG1234AB', vin: '' },
      { type: 'reset' },
    );
    expect(state).toBe(initialOnboardingState);
  });

  it('resumes a saved record with the link’s referral kept', () => {
    const state = run(
      { type: 'referralCaptured', referrerId: 'demo-driver', referralIndividualId: null, utmTags: { wipId: 'w1' } },
      {
        type: 'resumed',
        wipId: 'w1',
        wipToken: 'secret',
        vehicle: car,
        licensePlate: 'ZG1234AB',
        vin: '',
        personal: { dateOfBirth: '14/05/1980', personalIdentificationNumber: '27182818283' },
        contact: { contactEmail: 'ivana@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '912345678' },
        policyAccepted: true,
        contactConsent: true,
      },
    );
    expect(state).toMatchObject({
      wipId: 'w1',
      vehicle: car,
      referral: { referrerId: 'demo-driver' },
      personal: { dateOfBirth: '14/05/1980' },
      policy: { policyAccepted: true, contactConsent: true },
    });
  });
});

describe('cover rules in the flow (spec §4)', () => {
  it('turns the plain roadside assistance off when Europe is checked', () => {
    expect(toggleOption(['roadside-assistance'], 'roadside-assistance-europe', true)).toEqual([
      'roadside-assistance-europe',
    ]);
  });

  it('turns the plain roadside assistance on when Europe is unchecked', () => {
    expect(toggleOption(['roadside-assistance-europe'], 'roadside-assistance-europe', false)).toEqual([
      'roadside-assistance',
    ]);
  });

  it('turns Europe off when the plain one is checked', () => {
    expect(toggleOption(['roadside-assistance-europe', 'bonus-protection'], 'roadside-assistance', true)).toEqual([
      'bonus-protection',
      'roadside-assistance',
    ]);
  });

  it('keeps basic and extended accident protection apart', () => {
    expect(toggleOption(['passenger-and-driver-protection'], 'extended-passenger-and-driver-protection', true)).toEqual(
      ['extended-passenger-and-driver-protection'],
    );
  });

  it('opens the casco modal on the plus plan, and closing it sets plain roadside on and Europe off', () => {
    const withEurope: OnboardingState = { ...initialOnboardingState, options: ['roadside-assistance-europe'] };
    const plus = onboardingReducer(withEurope, { type: 'planChosen', plan: 'plus' });
    expect(plus.cascoModalOpen).toBe(true);
    expect(planOf(plus.options)).toBe('plus');
    expect(plus.options).toContain('full-casco');
    const closed = onboardingReducer(plus, { type: 'cascoModalClosed' });
    expect(closed.cascoModalOpen).toBe(false);
    expect(closed.options).toContain('roadside-assistance');
    expect(closed.options).not.toContain('roadside-assistance-europe');
  });

  it('is one choice under the spec’s three names: full casco, the plus plan, the casco type full-no-franchise', () => {
    const plus = run({ type: 'planChosen', plan: 'plus' });
    expect(selectedCoverCodes(plus.options)).toContain('MOD_FULL');
    expect(cascoTypeOf(plus.options)).toBe('full-no-franchise');
    const unticked = onboardingReducer(plus, { type: 'optionToggled', option: 'full-casco', selected: false });
    expect(planOf(unticked.options)).toBe('basic');
    expect(cascoTypeOf(unticked.options)).toBeNull();
    expect(unticked).not.toHaveProperty('plan');
  });

  it('buys MTPL and the cover of every chosen add-on', () => {
    expect(selectedCoverCodes(['passenger-and-driver-protection', 'full-casco'])).toEqual([
      'MTPL',
      'MTPL_ACC',
      'MOD_FULL',
    ]);
  });
});

describe('discount box (spec §4)', () => {
  it('goes hidden → visible → applied', () => {
    const visible = run({ type: 'discountBoxOpened' });
    expect(visible.discount.box).toBe('visible');
    const applied = onboardingReducer(visible, { type: 'discountApplied', code: 'DOBRODOSLI10', amount: 10 });
    expect(applied.discount).toEqual({ box: 'applied', code: 'DOBRODOSLI10', kind: 'code', amount: 10 });
  });

  it('keeps the driver’s coupon across repricing while the server accepts it', () => {
    const state = run(
      { type: 'discountApplied', code: 'DOBRODOSLI10', amount: 10 },
      {
        type: 'priced',
        pricing: pricing({
          discountCode: { code: 'DOBRODOSLI10', discountInEuros: 10, licensePlate: null, type: 'coupon' },
        }),
      },
    );
    expect(state.discount).toMatchObject({ box: 'applied', code: 'DOBRODOSLI10', kind: 'code', amount: 10 });
  });

  it('resets to hidden and clears the discount when the coupon has expired', () => {
    const state = run(
      { type: 'discountApplied', code: 'LJETO2026', amount: 15 },
      // Pricing names no reason (one answer for every refusal): the box empties all the same.
      { type: 'priced', pricing: pricing({ discountCodeRefusal: 'discountCodeError' }) },
    );
    expect(state.discount).toEqual(initialOnboardingState.discount);
  });

  it('tells a zone discount apart from a code discount', () => {
    const state = run({
      type: 'priced',
      pricing: pricing({ discountZone: { code: 'VŽ', discountAmount: 10, discountAmountType: 'percent' } }),
    });
    expect(state.discount.kind).toBe('zone');
  });
});
