import { Form } from 'formik';
import { useRef, type ReactNode, type RefObject } from 'react';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';

/** The offer forms' own words for their fields: what is wrong and how to put it right. */
export const offerMessageKeys = (field: string, reason: string) => [`claims-follow:validation.${field}.${reason}`];

interface OfferFormProps {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  children: ReactNode;
}

/** One step of an answer to the offer: its heading, which takes focus as the step opens, and its fields. */
export function OfferForm({ heading, headingRef, busy, children }: OfferFormProps) {
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
