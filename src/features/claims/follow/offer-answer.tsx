import { Form, Formik } from 'formik';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ClaimOffer, ClaimView } from '@contracts/claim';
import { ibanSchema, normaliseIban } from '@contracts/iban';
import { multilineTextSchema } from '@contracts/validation';
import { fieldErrors } from '@contracts/field-rules';
import { answerClaimOffer } from '../../../api/answer-claim-offer';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FieldMessages, TextField } from '../../../app/ui/form-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { callErrorText } from './claim-texts';

/** The contract's limit on a dispute's reason (answer-claim-offer.ts). */
const maxReason = 2000;

const acceptSchema = yup.object({ iban: ibanSchema() });
const disputeSchema = yup.object({
  reason: multilineTextSchema().trim().max(maxReason, fieldErrors.tooLong).required(fieldErrors.required),
});

/** The form's own words for the IBAN and the reason: what is wrong and how to put it right. */
const messageKeys = (field: string, reason: string) => [`claims-follow:validation.${field}.${reason}`];

interface OfferAnswerProps {
  claim: ClaimView;
  offer: ClaimOffer;
  accessToken: string | null;
  onAnswered: (claim: ClaimView) => void;
}

/**
 * The claimant's answer: accept with the IBAN to pay into (checked as the server checks it: HR, 19 digits, MOD 97;
 * spaces and small letters are fine), or dispute with a reason. The answer names the offer's revision, so an answer to
 * an offer the insurer has since revised is refused rather than applied to the new one.
 */
export function OfferAnswer({ claim, offer, accessToken, onAnswered }: OfferAnswerProps) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const [choice, setChoice] = useState<'accept' | 'dispute' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (choice) formHeading.current?.focus();
  }, [choice]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const answer = async (request: { answer: 'accept'; iban: string } | { answer: 'dispute'; reason: string }) => {
    setFailure(null);
    try {
      const { claim: answered } = await answerClaimOffer({
        claimId: claim.claimId,
        accessToken,
        offerRevision: offer.revision,
        ...request,
      });
      onAnswered(answered);
    } catch (error) {
      setFailure(callErrorText(error));
    }
  };

  const failureNotice = failure ? (
    <Notice $tone="error" role="alert" ref={failureRef} tabIndex={-1}>
      <p>{t(failure)}</p>
    </Notice>
  ) : null;

  if (!choice)
    return (
      <Actions role="group" aria-label={t('offer.choose')}>
        <PrimaryButton type="button" onClick={() => setChoice('accept')}>
          {t('offer.accept')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => setChoice('dispute')}>
          {t('offer.dispute')}
        </SecondaryButton>
      </Actions>
    );

  const cancel = (
    <SecondaryButton type="button" onClick={() => setChoice(null)}>
      {t('offer.cancel')}
    </SecondaryButton>
  );

  return (
    <FieldMessages value={messageKeys}>
      <FormColumn>
        {choice === 'accept' ? (
          <Formik
            initialValues={{ iban: '' }}
            validationSchema={acceptSchema}
            onSubmit={({ iban }) => answer({ answer: 'accept', iban: normaliseIban(iban) })}
          >
            {({ isSubmitting }) => (
              <OfferForm heading={t('offer.ibanHeading')} headingRef={formHeading} busy={isSubmitting}>
                <TextField
                  name="iban"
                  label={t('offer.iban')}
                  hint={t('offer.ibanHint')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                {failureNotice}
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('offer.accepting')}>
                    {t('offer.acceptSubmit')}
                  </SubmitButton>
                  {cancel}
                </Actions>
              </OfferForm>
            )}
          </Formik>
        ) : (
          <Formik
            initialValues={{ reason: '' }}
            validationSchema={disputeSchema}
            onSubmit={({ reason }) => answer({ answer: 'dispute', reason: reason.trim() })}
          >
            {({ isSubmitting }) => (
              <OfferForm heading={t('offer.disputeHeading')} headingRef={formHeading} busy={isSubmitting}>
                <TextAreaField
                  name="reason"
                  label={t('offer.reason')}
                  hint={t('offer.reasonHint')}
                  maxLength={maxReason}
                />
                {failureNotice}
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('offer.disputing')}>
                    {t('offer.disputeSubmit')}
                  </SubmitButton>
                  {cancel}
                </Actions>
              </OfferForm>
            )}
          </Formik>
        )}
      </FormColumn>
    </FieldMessages>
  );
}

interface OfferFormProps {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  children: ReactNode;
}

function OfferForm({ heading, headingRef, busy, children }: OfferFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form noValidate ref={formRef} aria-busy={busy} aria-labelledby="claim-offer-form">
      <FocusFirstErrorOnSubmit form={formRef} />
      <h3 id="claim-offer-form" ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      {children}
    </Form>
  );
}
