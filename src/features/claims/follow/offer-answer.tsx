import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ClaimOffer, ClaimView } from '@contracts/claim';
import { multilineTextSchema } from '@contracts/validation';
import { fieldErrors } from '@contracts/field-rules';
import { answerClaimOffer } from '../../../api/answer-claim-offer';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FieldMessages } from '../../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { callErrorText } from './claim-texts';
import { OfferForm, offerMessageKeys } from './offer-form';
import { lazyPart } from '../../../app/ui/lazy-part';

/** Accepting asks for the account and the bank's check of its holder: its code comes when the driver chooses it. */
const AcceptOffer = lazyPart('accept-offer', () => import('./accept-offer').then((module) => module.AcceptOffer));

/** The contract's limit on a dispute's reason (answer-claim-offer.ts). */
const maxReason = 2000;

const disputeSchema = yup.object({
  reason: multilineTextSchema().trim().max(maxReason, fieldErrors.tooLong).required(fieldErrors.required),
});

interface OfferAnswerProps {
  claim: ClaimView;
  offer: ClaimOffer;
  accessToken: string | null;
  onAnswered: (claim: ClaimView) => void;
}

/**
 * The claimant's answer: accept, with the account to pay into checked by the insurer's bank first (accept-offer.tsx),
 * or dispute with a reason. The answer names the offer's revision, so an answer to an offer the insurer has since
 * revised is refused rather than applied to the new one.
 */
export function OfferAnswer({ claim, offer, accessToken, onAnswered }: OfferAnswerProps) {
  const { t } = useTranslation(['claims-follow', 'claims']);
  const [choice, setChoice] = useState<'accept' | 'dispute' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (choice === 'dispute') formHeading.current?.focus();
  }, [choice]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const dispute = async (reason: string) => {
    setFailure(null);
    try {
      const { claim: answered } = await answerClaimOffer({
        claimId: claim.claimId,
        accessToken,
        offerRevision: offer.revision,
        answer: 'dispute',
        reason,
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
    <FieldMessages value={offerMessageKeys}>
      <FormColumn>
        {choice === 'accept' ? (
          <AcceptOffer claim={claim} offer={offer} accessToken={accessToken} onAnswered={onAnswered} cancel={cancel} />
        ) : (
          <Formik
            initialValues={{ reason: '' }}
            validationSchema={disputeSchema}
            onSubmit={({ reason }) => dispute(reason.trim())}
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
