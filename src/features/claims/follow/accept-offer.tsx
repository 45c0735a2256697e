import { Formik } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  cleanPayeeName,
  payeeNameMaxLength,
  payeeNameSchema,
  type ClaimPayeeCheck,
} from '@contracts/check-claim-payee';
import type { ClaimOffer, ClaimView } from '@contracts/claim';
import { fieldErrors } from '@contracts/field-rules';
import { ibanSchema } from '@contracts/iban';
import { ibanInGroups, normaliseIban } from '@contracts/iban-rules';
import { answerClaimOffer } from '../../../api/answer-claim-offer';
import { checkClaimPayee } from '../../../api/check-claim-payee';
import { SecondaryButton } from '../../../app/ui/buttons';
import { CheckboxField, TextField } from '../../../app/ui/form-field';
import { Actions, Notice } from '../../../app/ui/form-layout';
import { Details } from '../../../app/ui/panel';
import { SubmitButton } from '../../../app/ui/submit-button';
import { callErrorText } from './claim-texts';
import { addLocaleLoaders } from '../../../app/i18n';
import { OfferForm } from './offer-form';

// The bank's check of the payee is worded with this form, which the claim's page loads when the driver accepts.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/*/claims-payee.json'));

const payeeSchema = yup.object({ iban: ibanSchema(), payeeName: payeeNameSchema() });
/** After a no-match or a check that could not be made, the driver says they read the warning. */
const acknowledgedSchema = yup.object({ acknowledged: yup.boolean().oneOf([true], fieldErrors.required) });
const nothingToAcknowledge = yup.object({});

/** The IBAN as banks print it, in groups of four: the driver compares it with their banking app. */
const groupedIban = (iban: string) => ibanInGroups(normaliseIban(iban));

interface AcceptOfferProps {
  claim: ClaimView;
  offer: ClaimOffer;
  accessToken: string | null;
  onAnswered: (claim: ClaimView) => void;
  /** The way back to the choice between accepting and disputing. */
  cancel: ReactNode;
}

/**
 * Accepting the offer as a bank's app pays (Verification of Payee): the IBAN and the account holder's name, checked by
 * the insurer's bank before anything is accepted; then its answer, and the driver's decision on it. A match is
 * accepted as it is; a close match in the name the bank holds; past a no-match, or a check the bank could not make,
 * only with the warning read. Correcting goes back to the form with what was typed.
 */
export function AcceptOffer({ claim, offer, accessToken, onAnswered, cancel }: AcceptOfferProps) {
  const { t } = useTranslation(['claims-payee', 'claims-follow', 'claims']);
  const [payee, setPayee] = useState({ iban: '', payeeName: claim.claimantName ?? '' });
  const [check, setCheck] = useState<ClaimPayeeCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // The form's heading as it opens (or opens again to correct); the bank's answer, read out, once it comes.
  useEffect(() => {
    if (check) resultRef.current?.focus();
    else formHeading.current?.focus();
  }, [check]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const failureNotice = failure ? (
    <Notice $tone="error" role="alert" ref={failureRef} tabIndex={-1}>
      <p>{t(failure)}</p>
    </Notice>
  ) : null;

  const checkPayee = async (typed: typeof payee) => {
    setFailure(null);
    try {
      const answer = await checkClaimPayee({
        claimId: claim.claimId,
        accessToken,
        iban: normaliseIban(typed.iban),
        payeeName: cleanPayeeName(typed.payeeName),
      });
      setPayee(typed);
      setCheck(answer.check);
    } catch (error) {
      setFailure(callErrorText(error));
    }
  };

  if (!check)
    return (
      <Formik key="payee" initialValues={payee} validationSchema={payeeSchema} onSubmit={checkPayee}>
        {({ isSubmitting }) => (
          <OfferForm heading={t('claims-follow:offer.ibanHeading')} headingRef={formHeading} busy={isSubmitting}>
            <p>{t('offer.payeeLead')}</p>
            <TextField
              name="iban"
              label={t('claims-follow:offer.iban')}
              hint={t('claims-follow:offer.ibanHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField
              name="payeeName"
              label={t('offer.payeeName')}
              hint={t('offer.payeeNameHint')}
              autoComplete="name"
              spellCheck={false}
              maxLength={payeeNameMaxLength}
            />
            {failureNotice}
            <Actions>
              <SubmitButton busy={isSubmitting} busyText={t('offer.checkingPayee')}>
                {t('offer.checkPayee')}
              </SubmitButton>
              {cancel}
            </Actions>
          </OfferForm>
        )}
      </Formik>
    );

  const { result } = check;
  const warned = result === 'no-match' || result === 'not-possible';
  // The name the money goes to: on a close match the bank's, which the driver accepts by going on.
  const paidTo = result === 'close-match' && check.bankHeldName ? check.bankHeldName : check.payeeName;
  const texts = { iban: groupedIban(payee.iban), name: check.payeeName, bankName: check.bankHeldName ?? '' };

  const accept = async ({ acknowledged }: { acknowledged: boolean }) => {
    setFailure(null);
    try {
      const { claim: answered } = await answerClaimOffer({
        claimId: claim.claimId,
        accessToken,
        offerRevision: offer.revision,
        answer: 'accept',
        iban: normaliseIban(payee.iban),
        payeeName: check.payeeName,
        payeeCheckToken: check.checkToken,
        confirmedPayeeName: paidTo,
        payeeRiskAcknowledged: warned && acknowledged,
      });
      onAnswered(answered);
    } catch (error) {
      setFailure(callErrorText(error));
    }
  };

  const correct = () => {
    setFailure(null);
    setCheck(null);
  };

  return (
    // Each step a form of its own: the answer's form starts from its own values, not the account's.
    <Formik
      key={check.checkToken}
      initialValues={{ acknowledged: false }}
      validationSchema={warned ? acknowledgedSchema : nothingToAcknowledge}
      onSubmit={accept}
    >
      {({ isSubmitting }) => (
        <OfferForm heading={t('offer.payee.heading')} headingRef={formHeading} busy={isSubmitting}>
          {/* A no-match warns at once; the other answers are read out as they come. */}
          <Notice
            $tone={warned ? 'error' : 'info'}
            role={result === 'no-match' ? 'alert' : 'status'}
            ref={resultRef}
            tabIndex={-1}
          >
            <p>
              <strong>{t(`offer.payee.${result}.title`)}</strong>
            </p>
            <p>{t(`offer.payee.${result}.text`, texts)}</p>
          </Notice>
          <Details>
            <dt>{t('offer.payee.account')}</dt>
            <dd>{texts.iban}</dd>
            <dt>{t('offer.payee.paidTo')}</dt>
            <dd>{paidTo}</dd>
          </Details>
          {warned ? <CheckboxField name="acknowledged" label={t(`offer.payee.${result}.acknowledge`)} /> : null}
          {failureNotice}
          <Actions>
            <SubmitButton busy={isSubmitting} busyText={t('claims-follow:offer.accepting')}>
              {t(warned ? 'offer.acceptAnyway' : 'claims-follow:offer.acceptSubmit')}
            </SubmitButton>
            <SecondaryButton type="button" onClick={correct}>
              {t('offer.correct')}
            </SecondaryButton>
            {cancel}
          </Actions>
        </OfferForm>
      )}
    </Formik>
  );
}
