import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useAccount } from '../../app/session/use-account';
import { useSession } from '../../app/session/use-session';
import { formatZagrebDateTime } from '../../lib/zagreb-time';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(6)};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Policies = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** Who is signed in, whether the e-mail is verified, and the account's policies at a glance. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const account = useAccount();
  if (session.status !== 'signed-in') return null;
  const profile = account.data?.profile;
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
        ) : account.data ? (
          <p>
            {t('overview.noPolicies')} <Link to={paths.onboarding}>{t('overview.firstQuote')}</Link>
          </p>
        ) : null}
      </section>
    </PageSection>
  );
}
