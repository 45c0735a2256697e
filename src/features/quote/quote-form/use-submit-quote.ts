import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeys } from '@contracts/error-keys';
import { CallError } from '../../../api/call-function';
import { usePricing } from '../../../api/get-groupama-pricing-for-options';
import { useOfferRequest } from '../../../api/send-create-offer-request';
import { track } from '../../../app/analytics';
import { useToast } from '../../../app/layout/toasts';
import { deviceType } from '../../../lib/device-type';
import { guardedVehicle } from '../flow/onboarding-flow';
import { failureMessageKey } from '../flow/failure-message';
import type { QuoteStep } from '../flow/use-quote-step';
import { useOnboarding } from '../state/onboarding-store';
import { pricingRequestOf } from './pricing-request';
import { needsOfferRequest, type QuoteFormValues } from './quote-form-schema';

/**
 * Submits the quote form (spec §4, §7): stores the answers and saves progress, then either asks the insurer for an
 * offer (a vehicle or driver that cannot buy online) or prices the quote and moves on to the insurance plans.
 */
export function useSubmitQuote(step: Pick<QuoteStep, 'record' | 'goOn'>) {
  const { t } = useTranslation();
  const { state, dispatch } = useOnboarding();
  const toast = useToast();
  const { mutateAsync: price } = usePricing();
  const { mutateAsync: requestOffer } = useOfferRequest();
  const [highRiskVehicle, setHighRiskVehicle] = useState<string | null>(null);
  const [notPricedOnline, setNotPricedOnline] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const inFlight = useRef(false);
  const lastValues = useRef<QuoteFormValues | null>(null);

  /** `asOffer`: the insurer gave no online price, and the driver asked for an offer with what they entered. */
  const send = async (values: QuoteFormValues, asOffer = false) => {
    const { licensePlate, vin, referral, utmTags, status } = state;
    const vehicle = guardedVehicle(state);
    setHighRiskVehicle(null);
    setNotPricedOnline(false);
    lastValues.current = values;
    const contactEmail = values.contactEmail.trim();
    const phoneNumber = values.phoneNumber.trim();
    const { dateOfBirth, personalIdentificationNumber, phoneNumberPrefix, policyAccepted, policyStartDate } = values;
    const { contactConsent } = values;
    dispatch({
      type: 'quoteFormSubmitted',
      personal: { dateOfBirth, personalIdentificationNumber },
      contact: { contactEmail, phoneNumberPrefix, phoneNumber },
      policy: { policyAccepted, contactConsent, policyStartDate },
    });
    // Awaited so the record is current before the call that may mark it with a pricing failure.
    const wipId = await step.record({
      dateOfBirth,
      PIN: personalIdentificationNumber,
      email: contactEmail,
      phone: phoneNumber,
      prefix: phoneNumberPrefix,
      policyAccepted,
      // Always sent: unticking it again withdraws what an earlier submit gave.
      contactConsent,
    });
    const context = {
      utmTags,
      deviceType: deviceType(),
      referrerId: referral.referrerId,
      referralIndividualId: referral.referralIndividualId,
    };

    if (asOffer || needsOfferRequest(status, policyAccepted)) {
      try {
        await requestOffer({
          vin: vin || null,
          licensePlate: licensePlate || null,
          driverBirthDate: dateOfBirth,
          driverPin: personalIdentificationNumber,
          driverPhone: `${phoneNumberPrefix} ${phoneNumber}`,
          driverEmail: contactEmail,
          registrationExpiryDate: vehicle.registrationExpiryDate,
          isLicensePlateTypePROBA: vehicle.licensePlateType === 'PROBA',
          policyAccepted,
          wipId,
          ...context,
        });
      } catch {
        toast(t(errorKeys.generic));
        return;
      }
      dispatch({ type: 'offerRequestSent' });
      setJustSent(true);
      return;
    }

    track('user_requested_insurance_pricing');
    try {
      const pricing = await price(pricingRequestOf(state, { ...values, contactEmail, phoneNumber }, wipId ?? null));
      dispatch({ type: 'priced', pricing });
      await step.goOn();
    } catch (error) {
      if (error instanceof CallError && error.errorKey === errorKeys.highRiskVehicle) {
        setHighRiskVehicle(licensePlate || vin);
      } else if (error instanceof CallError && error.details?.notPricedOnline) {
        setNotPricedOnline(true);
      } else {
        toast(t(failureMessageKey(error)));
      }
    }
  };

  // Formik lets a second submit through while the first is still waiting; one quote or request per click is enough.
  const once = async (values: QuoteFormValues, asOffer: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(values, asOffer);
    } finally {
      inFlight.current = false;
    }
  };
  const submit = (values: QuoteFormValues) => once(values, false);
  const requestOfferInstead = async () => {
    if (lastValues.current) await once(lastValues.current, true);
  };

  return { submit, highRiskVehicle, notPricedOnline, requestOfferInstead, justSent };
}
