import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactMessageItem, InboxItem, OfferRequestItem } from '@contracts/admin-inbox';
import { Details } from '../../../app/ui/panel';
import { DriverText, formatInstant } from '../admin-ui';

const Message = styled.blockquote`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const orDash = (value: string | null) => value || '—';

const telHref = (phone: string) => `tel:${phone.replace(/[\s/-]/g, '')}`;

function OfferRequestDetails({ item }: { item: OfferRequestItem }) {
  const { t } = useTranslation('admin');
  return (
    <Details>
      <dt>{t('inbox.received')}</dt>
      <dd>{formatInstant(item.receivedAt)}</dd>
      <dt>{t('inbox.requestCount')}</dt>
      <dd>{item.requestCount}</dd>
      <dt>{t('inbox.plate')}</dt>
      <dd>{orDash(item.vehicle.licensePlate)}</dd>
      <dt>{t('inbox.vin')}</dt>
      <dd>{orDash(item.vehicle.vin)}</dd>
      <dt>{t('inbox.registrationExpiry')}</dt>
      <dd>{orDash(item.vehicle.registrationExpiryDate)}</dd>
      <dt>{t('inbox.reasons')}</dt>
      <dd>{item.reasons.map((reason) => t(`inbox.reason.${reason}`)).join(', ') || '—'}</dd>
      <dt>{t('inbox.email')}</dt>
      <dd>
        <a href={`mailto:${item.contact.email}`}>{item.contact.email}</a>
      </dd>
      <dt>{t('inbox.phone')}</dt>
      <dd>
        <a href={telHref(item.contact.phone)}>{item.contact.phone}</a>
      </dd>
      <dt>{t('inbox.birthDate')}</dt>
      <dd>{item.contact.birthDate}</dd>
      <dt>{t('inbox.pin')}</dt>
      <dd>{item.contact.pin}</dd>
      <dt>{t('inbox.delivery')}</dt>
      <dd>{t(`inbox.deliveryStatus.${item.deliveryStatus}`)}</dd>
    </Details>
  );
}

function ContactMessageDetails({ item }: { item: ContactMessageItem }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Details>
        <dt>{t('inbox.received')}</dt>
        <dd>{formatInstant(item.receivedAt)}</dd>
        <dt>{t('inbox.name')}</dt>
        <dd>
          <DriverText text={item.name} />
        </dd>
        <dt>{t('inbox.email')}</dt>
        <dd>
          <a href={`mailto:${item.email}`}>{item.email}</a>
        </dd>
        <dt>{t('inbox.phone')}</dt>
        <dd>{item.phoneNumber ? <a href={telHref(item.phoneNumber)}>{item.phoneNumber}</a> : '—'}</dd>
        <dt>{t('inbox.language')}</dt>
        <dd>{item.locale}</dd>
      </Details>
      <Message aria-label={t('inbox.message')}>
        <DriverText text={item.message} />
      </Message>
    </>
  );
}

/** What came in: the vehicle, the driver's contact and why it was not sold online; or the message and its sender. */
export function InboxItemDetails({ item }: { item: InboxItem }) {
  return item.inbox === 'offer-requests' ? <OfferRequestDetails item={item} /> : <ContactMessageDetails item={item} />;
}

/** One line of the list: enough to pick the item out. A message's start is cut between characters, not within one. */
export function InboxItemSummary({ item }: { item: InboxItem }) {
  if (item.inbox === 'contact-messages')
    return (
      <>
        <DriverText text={item.name} />: <DriverText text={Array.from(item.message).slice(0, 80).join('')} />
      </>
    );
  return <>{[item.vehicle.licensePlate ?? item.vehicle.vin, item.contact.email].filter(Boolean).join(' · ')}</>;
}
