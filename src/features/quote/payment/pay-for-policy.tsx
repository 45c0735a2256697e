import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorKeys } from '@contracts/error-keys';
import type { OrderSummary } from '@contracts/get-order-summary';
import type { PaymentPlan } from '@contracts/payment-plan';
import { paymentResultParams } from '@contracts/site-paths';
import type { PaymentMethod } from '@contracts/start-payment';
import { purchaseLocaleOf } from '../../../lib/purchase-locale';
import { paths } from '../../../app/route-table';
import { useQuoteFlow, useQuotePath } from '../flow/quote-flow';
import { Checkbox } from '../../../app/ui/checkbox';
import { focusFirstError } from '../../../app/ui/focus-first-error';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { CallError } from '../../../api/call-function';
import { orderSummaryKey, orderSummaryQuery } from '../../../api/get-order-summary';
import { submitToGateway, useStartPayment } from '../../../api/start-payment';
import { documentHref, type DocumentId } from '../../../lib/documents';
import { useEuros } from '../../../app/ui/use-euros';
import { rememberPurchase } from '../../../lib/purchases';
import { SubmitButton } from '../../../app/ui/submit-button';
import { useOnboarding } from '../state/onboarding-store';
import { StartAfterCover } from '../summary/covered-car-notice';
import { orderSummaryRequest } from '../summary/order-request';
import { ErrorText, Note, Panel } from '../../../app/ui/panel';
import { ChoiceCard, ChoiceFieldset, ChoiceOptions } from '../plans/choice-styles';

interface ConsentValues {
  preContractInformation: boolean;
  generalTerms: boolean;
}

const initialConsents: ConsentValues = { preContractInformation: false, generalTerms: false };

/** Each consent and the document it is about, in the order the driver reads them. */
const consentDocuments: [keyof ConsentValues, DocumentId][] = [
  ['preContractInformation', 'product-information'],
  ['generalTerms', 'general-terms'],
];

const samePlan = (a: PaymentPlan, b: PaymentPlan) =>
  a.kind === b.kind && (a.kind === 'single' || (b.kind === 'instalments' && a.count === b.count));

/** A refusal the driver can act on: what it means, and the way forward the page offers. */
function RefusalMessage({ error }: { error: CallError }) {
  const { t } = useTranslation('onboarding-plans');
  const quotePath = useQuotePath();
  const way: Partial<Record<string, ReactNode>> = {
    [errorKeys.quoteExpired]: <Link to={quotePath('price')}>{t('totals.recalculate')}</Link>,
    [errorKeys.policyholderMismatch]: <Link to={quotePath('price')}>{t('payment.refusal.checkDriver')}</Link>,
    [errorKeys.notVehicleOwner]: <Link to={paths['contact-us']}>{t('payment.refusal.contact')}</Link>,
    [errorKeys.quoteAlreadyPaid]: <Link to={quotePath('plate')}>{t('payment.refusal.newQuote')}</Link>,
  };
  return (
    <div role="alert">
      {/* The payment's own refusals are this step's texts; the catalogue's shared ones are common. */}
      <ErrorText>{t(error.errorKey, { ns: ['onboarding-plans', 'common'] })}</ErrorText>
      {way[error.errorKey] ? <Note>{way[error.errorKey]}</Note> : null}
    </div>
  );
}

/**
 * The car already has the driver's policy past this one's start: said in place of the payment, whether the summary
 * said it or the server refused the payment for it, with the start that pays for no day twice.
 */
function CoveredCarRefusal({
  covered,
  announce,
  onPriced,
}: {
  covered: { coveredUntil: string; suggestedStartDate: string };
  announce: boolean;
  onPriced: () => void;
}) {
  const { t } = useTranslation('onboarding-plans');
  const block = useRef<HTMLDivElement>(null);
  // The pay button the driver pressed is gone: focus stays with what replaced it.
  useEffect(() => {
    if (announce) block.current?.focus();
  }, [announce]);
  return (
    <div ref={block} role={announce ? 'alert' : undefined} tabIndex={-1}>
      <ErrorText>{t(errorKeys.coveredCarOverlap, covered)}</ErrorText>
      <StartAfterCover date={covered.suggestedStartDate} onPriced={onPriced} />
    </div>
  );
}

/** What the server said of the refused payment's covered car, when that is the refusal. */
function coveredOf(refusal: CallError | null) {
  const details = refusal?.errorKey === errorKeys.coveredCarOverlap ? refusal.details : undefined;
  return details?.coveredUntil && details.suggestedStartDate
    ? { coveredUntil: details.coveredUntil, suggestedStartDate: details.suggestedStartDate }
    : null;
}

/** A document the consent is about, opened beside the form so nothing typed is lost; Trans supplies the text. */
function DocumentLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

const methods: readonly PaymentMethod[] = ['card', 'slip'];

/** Card or slip: each with what it means for the driver, drawn as the plan's choice is. */
function MethodChoice({ method, onChange }: { method: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const { t } = useTranslation('onboarding-plans');
  const id = useId();
  return (
    <ChoiceFieldset>
      <legend>{t('payment.method.legend')}</legend>
      <ChoiceOptions>
        {methods.map((option) => {
          const optionId = `${id}-${option}`;
          return (
            <ChoiceCard key={option} $checked={method === option}>
              <input
                type="radio"
                id={optionId}
                name={`${id}-method`}
                value={option}
                checked={method === option}
                aria-describedby={`${optionId}-detail`}
                onChange={() => onChange(option)}
              />
              <label htmlFor={optionId}>{t(`payment.method.${option}.name`)}</label>
              <p id={`${optionId}-detail`}>{t(`payment.method.${option}.detail`)}</p>
            </ChoiceCard>
          );
        })}
      </ChoiceOptions>
    </ChoiceFieldset>
  );
}

/**
 * The last thing before the money: card or slip, the consents a distance sale needs, and the button with the amount
 * the server computed. By card, paying opens an order and hands the browser to the gateway's own payment page with a
 * signed form; by slip, it opens the order and shows its slip on the page that then follows the payment. A refusal
 * (the price changed, the coupon was taken, the quote expired…) stays here with the way forward.
 */
export function PayForPolicy({ summary: shown }: { summary: OrderSummary | undefined }) {
  const { t, i18n } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const quote = useQuoteFlow();
  const quotePath = useQuotePath();
  const { state, dispatch } = useOnboarding();
  const queryClient = useQueryClient();
  const startPayment = useStartPayment();
  const [refusal, setRefusal] = useState<CallError | null>(null);
  const [chosenMethod, setMethod] = useState<PaymentMethod>('card');
  const navigate = useNavigate();
  // Instalments are carried by a card's bank: choosing them is choosing the card.
  const plan = state.paymentPlan;
  const method = plan.kind === 'instalments' ? 'card' : chosenMethod;
  const chooseMethod = (chosen: PaymentMethod) => {
    setMethod(chosen);
    setRefusal(null);
    // A slip pays the whole premium at once, with the insurer's one-payment discount.
    if (chosen === 'slip' && plan.kind !== 'single')
      dispatch({ type: 'paymentPlanChosen', paymentPlan: { kind: 'single' } });
  };
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const language = purchaseLocaleOf(i18n.language);
  const request = orderSummaryRequest(state);
  // While another plan is being priced the page keeps the last figures; they are not this plan's amount to pay.
  const summary = shown && samePlan(shown.paymentPlan, state.paymentPlan) ? shown : undefined;

  const [consents, setConsents] = useState(initialConsents);
  const [attempted, setAttempted] = useState(0);
  const [busy, setBusy] = useState(false);
  // Both consents a distance sale of insurance needs; only a tick counts (the server checks the same).
  const missing = consentDocuments.filter(([name]) => !consents[name]).map(([name]) => name);

  // After a refused submit, focus goes to the first consent still missing (in the frame its error appears).
  useEffect(() => {
    if (attempted > 0) focusFirstError(form.current);
  }, [attempted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (missing.length > 0) {
      setAttempted((count) => count + 1);
      return;
    }
    setBusy(true);
    void pay().finally(() => setBusy(false));
  };

  const pay = async () => {
    setRefusal(null);
    const { personal, contact, address } = state;
    try {
      // No quote to pay for: the flow's guard sends the driver back to pricing, but a press must never do nothing.
      if (!request) throw new CallError('functions/failed-precondition', errorKeys.quoteExpired, undefined);
      // Pressed before the amount is in (the first call of a cold server can take seconds): wait for it, busy,
      // sharing the request the page already made. The total the button showed, if any, is what the driver agreed to.
      const current = summary ?? (await queryClient.ensureQueryData(orderSummaryQuery(request)));
      const started = await startPayment.mutateAsync({
        ...request,
        expectedTotal: current.total,
        wipId: state.wipId,
        policyholder: {
          firstName: personal.firstName,
          lastName: personal.lastName,
          address: address.address,
          houseNumber: address.houseNumber,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
          personalIdentificationNumber: personal.personalIdentificationNumber,
          dateOfBirth: personal.dateOfBirth,
          contactEmail: contact.contactEmail,
          phoneNumberPrefix: contact.phoneNumberPrefix,
          phoneNumber: contact.phoneNumber,
        },
        consents: { preContractInformation: consents.preContractInformation, generalTerms: consents.generalTerms },
        locale: language,
        ...(method === 'slip' ? { paymentMethod: method } : {}),
      });
      rememberPurchase({
        orderNumber: started.orderNumber,
        orderToken: started.orderToken,
        quoteId: request.quoteId,
        retryPath: quotePath('payment'),
        ...(quote.account ? { account: true } : {}),
        ...(started.method === 'slip' ? { slip: started.slip } : {}),
      });
      if (started.method === 'slip') {
        // The page that follows a payment shows the slip, and the policy once the money is in.
        void navigate(`${paths['payment-success']}?${paymentResultParams.order}=${started.orderNumber}`);
        return;
      }
      submitToGateway(started.gateway);
      // The browser is leaving for the gateway: keep the button busy until it has.
      await new Promise(() => undefined);
    } catch (error) {
      const callError = error as CallError;
      // Whatever the reason, the amount on screen may be stale now: ask the server again.
      await queryClient.invalidateQueries({ queryKey: orderSummaryKey() });
      if (callError.errorKey === errorKeys.discountCodeError) dispatch({ type: 'discountRemoved' });
      setRefusal(callError);
    }
  };

  const refusedCover = coveredOf(refusal);
  const covered = refusedCover ?? shown?.coveredCar ?? null;

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payment.method.heading')}</h2>
      {covered ? (
        <CoveredCarRefusal covered={covered} announce={refusedCover !== null} onPriced={() => setRefusal(null)} />
      ) : (
        <>
          <MethodChoice method={method} onChange={chooseMethod} />
          <form ref={form} noValidate onSubmit={submit}>
            {consentDocuments.map(([name, documentId]) => (
              <Checkbox
                key={name}
                id={`consent-${name}`}
                name={name}
                checked={consents[name]}
                onChange={(event) => setConsents((current) => ({ ...current, [name]: event.target.checked }))}
                label={
                  <Trans
                    t={t}
                    i18nKey={`payment.consents.${name}`}
                    components={{
                      documentLink: <DocumentLink href={documentHref(documentId, language)} />,
                      newTab: <VisuallyHidden />,
                    }}
                  />
                }
                error={attempted > 0 && missing.includes(name) ? t('payment.consents.required') : undefined}
              />
            ))}
            {refusal ? <RefusalMessage error={refusal} /> : null}
            <SubmitButton busy={busy} busyText={t(`payment.busy.${method}`)}>
              {summary
                ? t(`payment.pay.${method}`, { amount: euros(summary.total) })
                : t(`payment.payNoAmount.${method}`)}
            </SubmitButton>
            <Note>{t(`payment.policyGoesTo.${method}`, { email: state.contact.contactEmail })}</Note>
          </form>
        </>
      )}
    </Panel>
  );
}
