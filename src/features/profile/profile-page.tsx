import { useTranslation } from 'react-i18next';
import type { AccountPolicy } from '@contracts/get-account';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useAccount } from '../../app/session/use-account';
import { useSession } from '../../app/session/use-session';
import { formatZagrebDateTime } from '../../lib/zagreb-time';

// A long e-mail address wraps inside its column instead of widening the page past a phone's screen.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(6)};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Policies = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};
`;

const AccountLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
  }
`;

/** The policy that ends next among those still running: what the driver has to act on first. */
function nextExpiry(policies: AccountPolicy[], now = Date.now()): AccountPolicy | undefined {
  return policies
    .filter((policy) => Date.parse(policy.endsAt) > now)
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt))[0];
}

/**
 * Who is signed in, whether the e-mail is verified, the account's policies at a glance with the one that ends next,
 * and the ways on: the policies, the details, the password, inviting friends.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const account = useAccount();
  if (session.status !== 'signed-in') return null;
  const profile = account.data?.profile;
  const next = account.data ? nextExpiry(account.data.policies) : undefined;
  return (
    <PageSection>
      <PageHeader
        routeId="profile"
        heading={profile ? t('overview.greeting', { name: profile.firstName }) : undefined}
        lead={t('profile.lead')}
      />
      <Facts>
        <dt>{t('overview.email')}</dt>
        <dd>{session.email}</dd>
        <dt>{t('overview.verified')}</dt>
        <dd>{session.emailVerified ? t('overview.verifiedYes') : t('overview.verifiedNo')}</dd>
      </Facts>
      <section aria-labelledby="profile-policies-heading">
        <h2 id="profile-policies-heading">{t('overview.policiesHeading')}</h2>
        {account.isPending ? (
          <p role="status">{t('overview.loading')}</p>
        ) : account.data && account.data.policies.length > 0 ? (
          <>
            {next ? (
              <p>
                {t('overview.nextExpiry', {
                  plate: next.licensePlate ?? next.vehicle.vin ?? '—',
                  until: formatZagrebDateTime(next.endsAt),
                })}
              </p>
            ) : null}
            <Policies>
              {account.data.policies.map((policy) => (
                <li key={policy.policyNumber}>
                  {t('overview.policy', {
                    number: policy.policyNumber,
                    plate: policy.licensePlate ?? '—',
                    until: formatZagrebDateTime(policy.endsAt),
                  })}
                </li>
              ))}
            </Policies>
          </>
        ) : account.data ? (
          <p>
            {t('overview.noPolicies')} <Link to={paths['new-policy']}>{t('overview.firstQuote')}</Link>
          </p>
        ) : null}
      </section>
      <nav aria-label={t('overview.more')}>
        <AccountLinks>
          <li>
            <Link to={paths['profile-policies']}>{t('overview.toPolicies')}</Link>
          </li>
          <li>
            <Link to={paths['profile-claims']}>{t('overview.toClaims')}</Link>
          </li>
          <li>
            <Link to={paths['profile-credentials']}>{t('overview.toCredentials')}</Link>
          </li>
          <li>
            <Link to={paths['profile-password']}>{t('overview.toPassword')}</Link>
          </li>
          <li>
            <Link to={paths['profile-invite-friends']}>{t('overview.toInvite')}</Link>
          </li>
          <li>
            <Link to={paths['profile-sign-out']}>{t('overview.signOut')}</Link>
          </li>
        </AccountLinks>
      </nav>
    </PageSection>
  );
}
