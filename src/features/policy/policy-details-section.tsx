import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ManagedPolicy } from '@contracts/get-policy';
import type { AddressChange, ContactChange } from '@contracts/policy-details';
import { policyEndErrorKeys } from '@contracts/policy-ending';
import { changePolicyDetails } from '../../api/change-policy-details';
import { paths } from '../../app/route-table';
import { SecondaryButton } from '../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../app/ui/form-layout';
import { Details, Panel } from '../../app/ui/panel';
import { PolicyContactForm } from './policy-contact-form';
import { policyCallErrorText } from './policy-texts';
import type { PolicyAccess } from './use-managed-policy';

/** To the ending's form further down the page: a plain anchor, which the browser scrolls to. */
const HashLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
`;

/** An open form, apart from the details above it. */
const Editing = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

// The address form brings the place list's field: loaded when the driver asks to change the address.
const PolicyAddressForm = lazy(() => import('./policy-address-form').then((m) => ({ default: m.PolicyAddressForm })));

/** What a refusal of the call reads as here: a policy no longer open to changes is said so, not as an ending's. */
const changeErrorText = (error: unknown) => {
  const key = policyCallErrorText(error);
  return key === policyEndErrorKeys.notRunning || key === policyEndErrorKeys.endingUnderWay
    ? 'details.notChangeable'
    : key;
};

const addressLine = (address: AddressChange) =>
  `${address.address} ${address.houseNumber}, ${address.postalCode} ${address.city}`;

/**
 * The policyholder's details as the policy holds them: the e-mail, phone and address change here while the policy
 * runs (the address through the insurer, which answers with a new version of the e-policy); the name, the OIB and the
 * car do not, and the section says what to do instead.
 */
export function PolicyDetailsSection({
  policy,
  access,
  showPolicy,
}: {
  policy: ManagedPolicy;
  access: PolicyAccess;
  showPolicy: (policy: ManagedPolicy) => void;
}) {
  const { t } = useTranslation('policy-details');
  const [editing, setEditing] = useState<'contact' | 'address' | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const holder = policy.policyholder;
  const change = policy.addressChange;

  const send = async (request: { contact: ContactChange } | { address: AddressChange }) => {
    setOutcome(null);
    try {
      const { policy: changed } = await changePolicyDetails({ ...access, ...request });
      showPolicy(changed);
      setEditing(null);
      if ('contact' in request)
        setOutcome({ tone: 'info', text: t('details.contact.saved', { email: request.contact.contactEmail }) });
      else if (changed.addressChange?.state === 'refused')
        setOutcome({
          tone: 'error',
          text: t(`details.address.refusals.${changed.addressChange.refusal ?? 'policy-not-running'}`),
        });
      else if (changed.addressChange?.state === 'requested')
        setOutcome({ tone: 'info', text: t('details.address.waiting') });
      else setOutcome({ tone: 'info', text: t('details.address.issued', { version: changed.versions.length }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: t(changeErrorText(error)) });
    }
  };

  const open = (form: 'contact' | 'address') => {
    setOutcome(null);
    setEditing(form);
  };

  return (
    <Panel aria-labelledby="policy-details">
      <h2 id="policy-details">{t('details.heading')}</h2>
      <Details>
        <dt>{t('details.holder')}</dt>
        <dd>
          {holder.firstName} {holder.lastName}
        </dd>
        <dt>{t('details.oib')}</dt>
        <dd>{t('details.oibValue', { ending: holder.oibEnding })}</dd>
        <dt>{t('details.fields.contactEmail.label')}</dt>
        <dd>{holder.contactEmail}</dd>
        <dt>{t('details.fields.phoneNumber.label')}</dt>
        <dd>
          {holder.phoneNumberPrefix} {holder.phoneNumber}
        </dd>
        <dt>{t('details.address.label')}</dt>
        <dd>{addressLine(holder)}</dd>
      </Details>
      {change && !outcome ? (
        <Notice $tone={change.state === 'refused' ? 'error' : 'info'} role="status">
          <p>
            {change.state === 'requested'
              ? t('details.address.waitingFor', { address: addressLine(change.address) })
              : t('details.address.refusedFor', { address: addressLine(change.address) })}
          </p>
          {change.state === 'refused' ? (
            <p>{t(`details.address.refusals.${change.refusal ?? 'policy-not-running'}`)}</p>
          ) : null}
        </Notice>
      ) : null}
      {outcome ? (
        <Notice
          $tone={outcome.tone}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          ref={outcomeRef}
          tabIndex={-1}
        >
          <p>{outcome.text}</p>
        </Notice>
      ) : null}
      {policy.changeable && editing ? (
        <Editing>
          {editing === 'contact' ? (
            <PolicyContactForm
              initialValues={{
                contactEmail: holder.contactEmail,
                phoneNumberPrefix: holder.phoneNumberPrefix,
                phoneNumber: holder.phoneNumber,
              }}
              onSubmit={(contact) => send({ contact })}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Suspense fallback={<p role="status">{t('policy:loading')}</p>}>
              <PolicyAddressForm
                name={{ firstName: holder.firstName, lastName: holder.lastName }}
                initialValues={{
                  address: holder.address,
                  houseNumber: holder.houseNumber,
                  postalCode: holder.postalCode,
                  city: holder.city,
                }}
                onSubmit={(address) => send({ address })}
                onCancel={() => setEditing(null)}
              />
            </Suspense>
          )}
        </Editing>
      ) : null}
      {policy.changeable && editing === null ? (
        <Actions>
          <SecondaryButton type="button" onClick={() => open('contact')}>
            {t('details.contact.open')}
          </SecondaryButton>
          <SecondaryButton type="button" disabled={change?.state === 'requested'} onClick={() => open('address')}>
            {t('details.address.open')}
          </SecondaryButton>
        </Actions>
      ) : null}
      <Notice role="note" aria-labelledby="policy-details-fixed">
        <p id="policy-details-fixed">
          <strong>{t('details.fixed.heading')}</strong>
        </p>
        <p>{t('details.fixed.text')}</p>
        <Actions>
          {policy.running ? <HashLink href="#policy-end">{t('details.fixed.end')}</HashLink> : null}
          <TextLink to={paths.onboarding}>{t('details.fixed.newPolicy')}</TextLink>
        </Actions>
      </Notice>
    </Panel>
  );
}
