import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import type { OrderSummary } from '@contracts/get-order-summary';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/common.json';
import hrEntry from '../../../../locales/hr/onboarding-entry.json';
import hrFlow from '../../../../locales/hr/onboarding.json';
import { renderApp } from '../../../test/render-app';
import { answerCall, failCall, holdCall } from '../../../test/callables';
import {
  answerProgressSaves,
  answerReferralValidation,
  car,
  friendsLink,
  seedOnboarding,
  van,
} from '../../../test/quote-kit';

const pageLoad = { timeout: 5000 };
const heading = (routeId: keyof typeof hr.routes) =>
  screen.findByRole('heading', { level: 1, name: hr.routes[routeId].heading }, pageLoad);
/** A van or a trial plate: the same page, titled for what it does, an offer request. */
const offerHeading = () => screen.findByRole('heading', { level: 1, name: hrFlow.offerRequest.heading }, pageLoad);

const pricing: PricingResponse = {
  quoteId: 'quote-1',
  responseStatus: 'success',
  premiumCovers: [
    {
      coverCode: 'MTPL',
      grossPremiumAmt: 312.4,
      discountedPrice: 289.9,
      taxBasisAmt: 276.46,
      singlePaymentPrice: 289.9,
    },
    { coverCode: 'MTPL_ACC', grossPremiumAmt: 24, discountedPrice: 24, taxBasisAmt: 21.24, singlePaymentPrice: 24 },
  ],
  discountCode: null,
  discountZone: null,
  discountOptions: ['code'],
  discountCodeRefusal: null,
  policyStartDate: '21/11/2026',
  policyEndDate: '21/11/2027',
};

// The insurance plans page asks the server what the chosen covers cost; these tests only need it answered.
const orderSummary: OrderSummary = {
  quoteId: 'quote-1',
  licensePlate: 'ZG1234AB',
  vin: null,
  items: [
    { coverCode: 'MTPL', price: 289.9, taxBasisAmt: 276.46 },
    { coverCode: 'MTPL_ACC', price: 24, taxBasisAmt: 21.24 },
  ],
  discountZone: null,
  codeDiscount: null,
  discountCodeRefusal: null,
  subtotal: 313.9,
  discountAmount: 0,
  referralDiscountAmount: 0,
  paymentPlan: { kind: 'single' },
  singlePaymentDiscountAmount: 0,
  planTotals: { single: 313.9, instalments: 313.9 },
  points: null,
  pointsDiscountAmount: 0,
  total: 313.9,
  currency: 'EUR',
  policyStartDate: '21/11/2026',
  policyEndDate: '21/11/2027',
  coveredCar: null,
};

async function expectInsurancePlans(router: { state: { location: { pathname: string } } }) {
  expect(await heading('onboarding-insurance-plans')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/onboarding/insurance-plans');
}

const field = {
  dateOfBirth: () => screen.getByLabelText(hrEntry.quote.dateOfBirth),
  pin: () => screen.getByLabelText(hrEntry.quote.pin),
  email: () => screen.getByLabelText(hrEntry.quote.email),
  prefix: () => screen.getByLabelText(hrEntry.quote.phonePrefix),
  phone: () => screen.getByLabelText(hrEntry.quote.phoneNumber),
  start: () => screen.getByLabelText(hrEntry.quote.policyStartDate),
  accepted: () => screen.getByRole('checkbox', { name: /predugovorne informacije/ }),
  contactConsent: () => screen.getByRole('checkbox', { name: hrEntry.quote.contactConsent }),
};

async function fillForm(user: UserEvent, { accept = true }: { accept?: boolean } = {}) {
  await user.type(field.dateOfBirth(), '07/03/1985');
  await user.type(field.pin(), '12345678903');
  await user.type(field.email(), 'ana.horvat@primjer.hr');
  await user.type(field.phone(), '91 234 5678');
  if (accept) await user.click(field.accepted());
}

function seedCar() {
  answerReferralValidation();
  seedOnboarding({
    vehicle: car,
    licensePlate: 'ZG1234AB',
    vin: car.vin ?? '',
    wipId: 'wip-1',
    referral: { referrerId: 'ref-7', referralIndividualId: null },
    utmTags: { utm_source: 'newsletter' },
  });
}

describe('the quote form', () => {
  it('needs a found vehicle: without one the driver is sent to the plate entry', async () => {
    const { router } = renderApp('/onboarding/calculate-price');
    expect(await heading('onboarding')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('shows the vehicle, the progress bar, and the answers given before', async () => {
    seedCar();
    seedOnboarding({
      personal: { dateOfBirth: '07/03/1985', personalIdentificationNumber: '12345678903', firstName: '', lastName: '' },
      contact: { contactEmail: 'ana.horvat@primjer.hr', phoneNumberPrefix: '+386', phoneNumber: '41 234 567' },
    });
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    const vehicle = screen.getByRole('region', { name: hrEntry.quote.vehicleHeading });
    expect(vehicle).toHaveTextContent('ZG1234AB · Volkswagen Golf 1.5 TSI Life · 2021 · 96 kW');
    const progress = screen.getByRole('navigation', { name: hrFlow.progress.label });
    expect(within(progress).getByText(hrFlow.progress.steps['calculate-price']).parentElement).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(field.dateOfBirth()).toHaveValue('07/03/1985');
    expect(field.pin()).toHaveValue('12345678903');
    expect(field.email()).toHaveValue('ana.horvat@primjer.hr');
    expect(field.prefix()).toHaveValue('+386');
    expect(field.phone()).toHaveValue('41 234 567');
    await waitFor(() => expect(localStorage.getItem('ao.onboarding.furthestStep')).toBe('0'));
  });

  it('starts with the Croatian dial code', async () => {
    seedCar();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    expect(field.prefix()).toHaveValue('+385');
    expect(within(field.prefix()).getAllByRole('option')[0]).toHaveTextContent('+385 Hrvatska');
  });

  it('checks the OIB, the date of birth and the e-mail as the driver types', async () => {
    seedCar();
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');

    await user.type(field.pin(), '12345678901');
    await user.tab();
    expect(field.pin()).toHaveAccessibleDescription(expect.stringContaining(hr.validation['invalid-oib']));
    await user.clear(field.pin());
    await user.type(field.pin(), '12345678903');
    expect(field.pin()).not.toHaveAttribute('aria-invalid');

    await user.type(field.dateOfBirth(), '31/02/1990');
    await user.tab();
    // A date in the right shape that is not in the calendar is named as such, not as a format mistake.
    expect(field.dateOfBirth()).toHaveAccessibleDescription(expect.stringContaining(hr.validation['nonexistent-date']));
    await user.clear(field.dateOfBirth());
    await user.type(field.dateOfBirth(), dayjs().subtract(17, 'year').format('DD/MM/YYYY'));
    expect(field.dateOfBirth()).toHaveAccessibleDescription(expect.stringContaining(hrEntry.validation.underage));

    await user.type(field.email(), 'ana@primjer');
    await user.tab();
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(hr.validation['invalid-email']));
    await user.type(field.email(), '.hr');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  it('takes dates and numbers as Croatian drivers type and paste them, and sends them in one form', async () => {
    seedCar();
    answerProgressSaves();
    const pricings = answerCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    expect(field.dateOfBirth()).toHaveAttribute('inputmode', 'decimal');

    await user.type(field.dateOfBirth(), '07031985');
    expect(field.dateOfBirth()).toHaveValue('07/03/1985');
    await user.clear(field.dateOfBirth());
    await user.type(field.dateOfBirth(), '7.3.1985.');
    await user.tab();
    expect(field.dateOfBirth()).toHaveValue('07/03/1985');
    expect(field.dateOfBirth()).not.toHaveAttribute('aria-invalid');

    await user.click(field.pin());
    await user.paste('123 456 789 03');
    expect(field.pin()).toHaveValue('12345678903');

    await user.type(field.phone(), '12');
    await user.tab();
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(hr.validation['phone-too-short']));
    await user.clear(field.phone());
    await user.click(field.phone());
    await user.paste('+385912345678');
    expect(field.phone()).toHaveValue('912345678');
    await user.clear(field.phone());
    await user.type(field.phone(), '+386 40 123 456');
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(hr.validation['phone-dial-code']));
    await user.clear(field.phone());
    await user.type(field.phone(), '091 234 5678');

    await user.type(field.email(), 'ana.horvat@primjer.hr');
    await user.type(field.start(), '1.12.2026');
    await user.click(field.accepted());
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    await expectInsurancePlans(router);
    expect(pricings[0]).toMatchObject({
      dateOfBirth: '07/03/1985',
      personalIdentificationNumber: '12345678903',
      phoneNumber: '912345678',
      policyStartDate: '01/12/2026',
    });
  });

  it('moves focus to the first invalid field after a failed submit', async () => {
    seedCar();
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    // Until the terms are accepted, the form sends a request for an offer.
    await user.click(screen.getByRole('button', { name: hrEntry.quote.sendOffer }));
    await waitFor(() => expect(field.dateOfBirth()).toHaveFocus());
    expect(field.dateOfBirth()).toHaveAccessibleDescription(expect.stringContaining(hr.validation.required));

    await user.type(field.dateOfBirth(), '07/03/1985');
    await user.type(field.pin(), '12345678903');
    await user.click(field.accepted());
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    await waitFor(() => expect(field.email()).toHaveFocus());
  });

  it('prices the quote and goes on to the insurance plans', async () => {
    seedCar();
    seedOnboarding({
      // The register lacks the power; the driver added it, so it is sent for the price.
      vehicle: { ...car, enginePowerInKw: null },
      vehicleDetails: { manufacturer: '', model: '', yearOfManufacture: null, enginePowerInKw: 96 },
      discount: { box: 'applied', code: 'JESEN10', kind: 'code', amount: 10 },
    });
    const saves = answerProgressSaves();
    const pricings = answerCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.type(field.start(), '01/12/2026');
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));

    await expectInsurancePlans(router);
    expect(JSON.parse(localStorage.getItem('ao.onboarding.pricing')!)).toEqual(pricing);
    expect(localStorage.getItem('ao.onboarding.furthestStep')).toBe('1');
    expect(pricings).toEqual([
      {
        wipId: 'wip-1',
        licensePlate: 'ZG1234AB',
        vin: null,
        vehicleDetails: { enginePowerInKw: 96 },
        dateOfBirth: '07/03/1985',
        personalIdentificationNumber: '12345678903',
        contactEmail: 'ana.horvat@primjer.hr',
        phoneNumberPrefix: '+385',
        phoneNumber: '912345678',
        policyStartDate: '01/12/2026',
        policyAccepted: true,
        discountCode: 'JESEN10',
        utmTags: { utm_source: 'newsletter' },
        deviceType: expect.stringMatching(/^(mobile|tablet|desktop)$/),
        referrerId: 'ref-7',
        referralIndividualId: null,
        platform: 'web',
        platformVersion: 'v1.56.2',
      },
    ]);
    expect(saves.filter((save) => save.lastStep === 'calculate-price')).toEqual([
      expect.objectContaining({
        wipId: 'wip-1',
        lastStep: 'calculate-price',
        onboardingProgress: 'calculate-price',
        fields: {
          dateOfBirth: '07/03/1985',
          PIN: '12345678903',
          email: 'ana.horvat@primjer.hr',
          phone: '912345678',
          prefix: '+385',
          policyAccepted: true,
          contactConsent: false,
        },
      }),
    ]);
  });

  it('records the consent to be contacted about the quote only when the driver ticks it', async () => {
    seedCar();
    const saves = answerProgressSaves();
    answerCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    expect(field.contactConsent()).not.toBeChecked();
    await fillForm(user);
    await user.click(field.contactConsent());
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));

    await expectInsurancePlans(router);
    const recorded = saves.filter((save) => save.lastStep === 'calculate-price');
    expect(recorded).toEqual([expect.objectContaining({ fields: expect.objectContaining({ contactConsent: true }) })]);
  });

  it('sends an empty start date as none, so the policy starts today', async () => {
    seedCar();
    answerProgressSaves();
    const pricings = answerCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    await expectInsurancePlans(router);
    expect(pricings[0]).toMatchObject({ policyStartDate: null, discountCode: null, vehicleDetails: null });
  });

  it('shows progress while pricing', async () => {
    seedCar();
    answerProgressSaves();
    const pricingCall = holdCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    expect(await screen.findByRole('button', { name: hrEntry.quote.calculating })).toHaveAttribute('aria-busy', 'true');
    pricingCall.release();
    await expectInsurancePlans(router);
  });

  it('tells the driver before pricing that the referral link they came with does not count, and why', async () => {
    seedCar();
    const checks = answerReferralValidation({
      valid: false,
      referrerId: 'ref-7',
      errorCode: 'individual-referral-used',
    });
    seedOnboarding({ referral: { referrerId: 'ref-7', referralIndividualId: 'link-9' } });
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    const notice = (await screen.findByText(`${hrEntry.referral.notValid}.`)).closest('[role="status"]');
    expect(notice).toBeVisible();
    expect(notice).toHaveTextContent(hrEntry.referral.errors['individual-referral-used']);
    expect(checks).toEqual([
      { referrerId: 'ref-7', referralIndividualId: 'link-9', customerEmail: null, userId: null },
    ]);
  });

  it('asks once more with the e-mail once the driver has given it, and says nothing of a valid link', async () => {
    seedCar();
    const checks = answerReferralValidation();
    seedOnboarding({ contact: { contactEmail: 'ana.horvat@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '' } });
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await waitFor(() =>
      expect(checks).toEqual([
        { referrerId: 'ref-7', referralIndividualId: null, customerEmail: 'ana.horvat@primjer.hr', userId: null },
      ]),
    );
    expect(screen.queryByText(hrEntry.referral.notValid, { exact: false })).not.toBeInTheDocument();
  });

  it('says what a friend’s good link gives before the driver prices', async () => {
    seedCar();
    answerReferralValidation({ ...friendsLink, referrerId: 'ref-7', individualReferral: false });
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    const note = await screen.findByText(hrEntry.referral.friendDiscount.replace('{{amount}}', '10,00 €'));
    expect(note.closest('[role="status"]')).toBeVisible();
  });

  it('explains a high-risk vehicle with the plate and a contact link', async () => {
    seedCar();
    answerProgressSaves();
    failCall('getGroupamaPricingForOptions', 'FAILED_PRECONDITION', 'high-risk-vehicle', { licensePlate: 'ZG1234AB' });
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    const message = await screen.findByText((_, element) =>
      Boolean(element?.matches('p') && element.textContent?.startsWith('Za vozilo ZG1234AB')),
    );
    expect(within(message).getByRole('link', { name: 'kontakt obrasca' })).toHaveAttribute('href', '/contact-us');
  });

  it('offers an offer request, not "try again", when the insurer gives the car no online price', async () => {
    seedCar();
    answerProgressSaves();
    failCall('getGroupamaPricingForOptions', 'FAILED_PRECONDITION', 'Messages.error', { notPricedOnline: true });
    const offers = answerCall('sendCreateOfferRequest', { offerRequestId: 'offer-9', status: 'sent' });
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hr.Messages.error);
    expect(within(alert).getByRole('link', { name: 'kontaktirati' })).toHaveAttribute('href', '/contact-us');
    await user.click(within(alert).getByRole('button', { name: hrFlow.notPricedOnline.send }));

    expect(await screen.findByRole('heading', { level: 2, name: hrEntry.offerSent.heading })).toHaveFocus();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ licensePlate: 'ZG1234AB', driverPin: '12345678903', policyAccepted: true });
  });

  it('shows the generic error when the pricing fails for a reason that may pass', async () => {
    seedCar();
    answerProgressSaves();
    failCall('getGroupamaPricingForOptions', 'UNAVAILABLE', 'Messages.error');
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hr.Messages.error)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/calculate-price');
    expect(localStorage.getItem('ao.onboarding.pricing')).toBe('null');
  });
  it('says the insurer is unavailable, keeps every answer, and prices them when the driver tries again', async () => {
    seedCar();
    answerProgressSaves();
    const failed = failCall('getGroupamaPricingForOptions', 'UNAVAILABLE', errorKeys.insurerUnavailable);
    const user = userEvent.setup();
    const { router } = renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user);
    await user.type(field.start(), '01/12/2026');
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));

    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hrEntry.insurerUnavailable)).toBeInTheDocument();
    expect(failed).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/onboarding/calculate-price');
    expect(field.dateOfBirth()).toHaveValue('07/03/1985');
    expect(field.pin()).toHaveValue('12345678903');
    expect(field.email()).toHaveValue('ana.horvat@primjer.hr');
    expect(field.prefix()).toHaveValue('+385');
    expect(field.phone()).toHaveValue('91 234 5678');
    expect(field.start()).toHaveValue('01/12/2026');
    expect(field.accepted()).toBeChecked();

    const pricings = answerCall('getGroupamaPricingForOptions', pricing);
    answerCall('getOrderSummary', orderSummary);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.calculate }));
    await expectInsurancePlans(router);
    expect(pricings).toEqual([
      expect.objectContaining({
        dateOfBirth: '07/03/1985',
        personalIdentificationNumber: '12345678903',
        contactEmail: 'ana.horvat@primjer.hr',
        phoneNumber: '912345678',
        policyStartDate: '01/12/2026',
      }),
    ]);
  });
});

describe('the request for an offer', () => {
  it('is what a van driver sends, with the fields of spec §7', async () => {
    answerReferralValidation();
    seedOnboarding({
      vehicle: van,
      licensePlate: 'ZG1112TV',
      vin: van.vin ?? '',
      status: 'noPersonalVehicle',
      wipId: 'wip-1',
      referral: { referrerId: 'ref-7', referralIndividualId: 'ind-3' },
      utmTags: { utm_source: 'newsletter' },
    });
    answerProgressSaves();
    const offers = answerCall('sendCreateOfferRequest', { offerRequestId: 'offer-1', status: 'sent' });
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await offerHeading();
    expect(screen.getByText(hrFlow.offerRequest.lead)).toBeInTheDocument();
    expect(screen.queryByText(hrFlow['onboarding-calculate-price'].lead)).toBeNull();
    expect(screen.getByText(hr.noPersonalVehicle)).toBeInTheDocument();
    await fillForm(user);
    await user.selectOptions(field.prefix(), '+386');
    await user.click(screen.getByRole('button', { name: hrEntry.quote.sendOffer }));

    const sent = await screen.findByRole('heading', { level: 2, name: hrEntry.offerSent.heading });
    expect(sent).toHaveFocus();
    expect(screen.getByText(/ana\.horvat@primjer\.hr/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hrEntry.offerSent.home })).toHaveAttribute('href', '/');
    expect(offers).toEqual([
      {
        vin: 'WF0XXXTTGXKA12345',
        licensePlate: 'ZG1112TV',
        driverBirthDate: '07/03/1985',
        driverPin: '12345678903',
        driverPhone: '+386 912345678',
        driverEmail: 'ana.horvat@primjer.hr',
        platform: 'web',
        platformVersion: 'v1.56.2',
        referrerId: 'ref-7',
        referralIndividualId: 'ind-3',
        registrationExpiryDate: '15/03/2027',
        isLicensePlateTypePROBA: false,
        policyAccepted: true,
        wipId: 'wip-1',
        utmTags: { utm_source: 'newsletter' },
        deviceType: expect.stringMatching(/^(mobile|tablet|desktop)$/),
      },
    ]);
    expect(localStorage.getItem('ao.onboarding.offerRequestSent')).toBe('true');
  });

  it('is sent for a personal car when the terms are not accepted', async () => {
    seedCar();
    answerProgressSaves();
    const offers = answerCall('sendCreateOfferRequest', { offerRequestId: 'offer-2', status: 'sent' });
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user, { accept: false });
    await user.click(screen.getByRole('button', { name: hrEntry.quote.sendOffer }));

    expect(await screen.findByRole('heading', { level: 2, name: hrEntry.offerSent.heading })).toBeInTheDocument();
    expect(offers).toEqual([
      expect.objectContaining({ licensePlate: 'ZG1234AB', policyAccepted: false, isLicensePlateTypePROBA: false }),
    ]);
  });

  it('marks a trial plate', async () => {
    seedOnboarding({
      vehicle: { ...car, licensePlate: 'ZG0123P', licensePlateType: 'PROBA' },
      licensePlate: 'ZG0123P',
      status: 'licensePlatePROBA',
    });
    answerProgressSaves();
    const offers = answerCall('sendCreateOfferRequest', { offerRequestId: 'offer-3', status: 'sent' });
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await offerHeading();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: hrEntry.quote.sendOffer }));
    await screen.findByRole('heading', { level: 2, name: hrEntry.offerSent.heading });
    expect(offers[0]).toMatchObject({
      licensePlate: 'ZG0123P',
      vin: null,
      isLicensePlateTypePROBA: true,
      wipId: 'wip-1',
    });
  });

  it('shows the generic error when it cannot be sent', async () => {
    seedCar();
    answerProgressSaves();
    failCall('sendCreateOfferRequest', 'UNAVAILABLE', 'Messages.error');
    const user = userEvent.setup();
    renderApp('/onboarding/calculate-price');
    await heading('onboarding-calculate-price');
    await fillForm(user, { accept: false });
    await user.click(screen.getByRole('button', { name: hrEntry.quote.sendOffer }));
    const notifications = screen.getByRole('region', { name: hr.layout.notifications });
    expect(await within(notifications).findByText(hr.Messages.error)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: hrEntry.offerSent.heading })).not.toBeInTheDocument();
  });
});
