import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../app/route-table';
import { useQuoteFlow, useQuotePath } from '../flow/quote-flow';
import { mobile } from '../../../app/theme';
import { Details } from '../../../app/ui/panel';
import { useOnboarding } from '../state/onboarding-store';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  ${mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const List = styled(Details)`
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dd {
    text-align: left;
  }
`;

const ChangeLink = styled(Link)`
  font-weight: 600;
`;

/** What the driver entered for the price (spec §3 personal info and contact): shown here, changed only there. */
export function ReadOnlyDetails() {
  const { t } = useTranslation('onboarding-details');
  const { personal, contact } = useOnboarding().state;
  const quote = useQuoteFlow();
  const quotePath = useQuotePath();
  const { pathname } = useLocation();
  // A signed-in driver's details are the account's: changed there, then back here.
  const changePath = quote.account
    ? `${paths['profile-credentials']}?${new URLSearchParams({ next: pathname }).toString()}`
    : quotePath('price');
  const phone = contact.phoneNumber ? `${contact.phoneNumberPrefix} ${contact.phoneNumber}` : '';
  const rows: [string, string][] = [
    ...(quote.account
      ? [[t('readOnly.name'), `${personal.firstName} ${personal.lastName}`.trim()] as [string, string]]
      : []),
    [t('readOnly.oib'), personal.personalIdentificationNumber],
    [t('readOnly.dateOfBirth'), personal.dateOfBirth],
    [t('readOnly.email'), contact.contactEmail],
    [t('readOnly.phone'), phone],
  ];
  return (
    <Section aria-labelledby="details-read-only-heading">
      <h2 id="details-read-only-heading">{t(quote.account ? 'readOnly.accountHeading' : 'readOnly.heading')}</h2>
      <List>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value || t('readOnly.missing')}</dd>
          </Fragment>
        ))}
      </List>
      <ChangeLink to={changePath}>{t(quote.account ? 'readOnly.accountChange' : 'readOnly.change')}</ChangeLink>
    </Section>
  );
}
