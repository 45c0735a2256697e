import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/layout/page-header';
import { PageSection } from '../../../app/layout/page-section';
import { FormColumn, Notice } from '../../../app/ui/form-layout';
import { ReadOnlyDetails } from '../about-you/read-only-details';
import { HighRiskMessage } from '../../../app/ui/high-risk-message';
import { vehicleWithDetails } from '../../../app/ui/vehicle/vehicle-view';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { guardedVehicle } from '../flow/onboarding-flow';
import { useQuoteFlow } from '../flow/quote-flow';
import type { QuoteStep } from '../flow/use-quote-step';
import { useOnboarding } from '../state/onboarding-store';
import { NotPricedOnlineMessage } from './not-priced-online-message';
import { OfferRequestSent } from './offer-request-sent';
import { QuoteForm } from './quote-form';
import { ReferralNotice } from './referral-notice';
import { quoteFormValuesOf } from './quote-form-schema';
import { useSubmitQuote } from './use-submit-quote';
import { VehicleSummary } from './vehicle-summary';

/** /onboarding/calculate-price for a found vehicle: the quote form, or the confirmation of a sent offer request. */
export function CalculatePrice({ step }: { step: QuoteStep }) {
  const { t } = useTranslation();
  const { t: tFlow } = useTranslation('onboarding');
  const quote = useQuoteFlow();
  const { t: tLead } = useTranslation(quote.leads);
  const { state } = useOnboarding();
  const vehicle = guardedVehicle(state);
  const { submit, highRiskVehicle, notPricedOnline, requestOfferInstead, justSent } = useSubmitQuote(step);

  if (state.offerRequestSent) {
    return (
      <PageSection>
        <PageHeader routeId={step.routeId} heading={step.heading} />
        <OfferRequestSent email={state.contact.contactEmail} focusOnShow={justSent} />
      </PageSection>
    );
  }

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      {/* A van or a trial plate gets no price online: the form asks for an offer, and says so from its heading on. */}
      <PageHeader
        routeId={step.routeId}
        heading={state.status ? tFlow('offerRequest.heading') : step.heading}
        lead={state.status ? tFlow('offerRequest.lead') : tLead(`${step.routeId}.lead`)}
      />
      <VehicleSummary
        vehicle={vehicleWithDetails(vehicle, state.vehicleDetails)}
        identifier={state.licensePlate || state.vin}
      />
      <FormColumn>
        {state.status ? (
          <Notice>
            <p>{t(state.status)}</p>
          </Notice>
        ) : null}
        <ReferralNotice />
        {quote.account ? <ReadOnlyDetails /> : null}
        <QuoteForm
          initialValues={quoteFormValuesOf(state)}
          status={state.status}
          onSubmit={submit}
          driverFromAccount={quote.account}
        />
        {highRiskVehicle ? <HighRiskMessage vehicle={highRiskVehicle} /> : null}
        {notPricedOnline ? <NotPricedOnlineMessage onRequestOffer={requestOfferInstead} /> : null}
      </FormColumn>
    </PageSection>
  );
}
