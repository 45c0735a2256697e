import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountClaimRow } from '@contracts/list-account-claims';
import { useAccountClaimsQuery } from '../../api/list-account-claims';
import { addLocaleLoaders } from '../../app/i18n';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useSession } from '../../app/session/use-session';
import { PrimaryLink } from '../../app/ui/buttons';
import { Notice } from '../../app/ui/form-layout';
import { Details, Panel } from '../../app/ui/panel';

// The claim's states and next steps are worded once, for the claim's page and this list: its texts come with this
// page, not with the account's every page (the entry leaves the claims area's texts out).
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../locales/*/claims-follow.json'));

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The claim's page; the claim's id is its statement's. */
const claimFollowPath = (claimId: string) => `${paths['claims-follow']}/${encodeURIComponent(claimId)}`;

function ClaimCard({ claim }: { claim: AccountClaimRow }) {
  const { t } = useTranslation('claims-follow');
  const headingId = `claim-${claim.claimId}`;
  return (
    <li>
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>{claim.claimNumber}</h2>
        <Details>
          <dt>{t('profile.state')}</dt>
          <dd>{t(`states.${claim.state}`)}</dd>
          <dt>{t('profile.accidentDate')}</dt>
          <dd>{claim.accidentDate ?? t('summary.unknown')}</dd>
          <dt>{t('profile.plates')}</dt>
          <dd>{claim.plates.join(', ') || t('summary.unknown')}</dd>
          <dt>{t('profile.next')}</dt>
          <dd>{t(claim.nextAction ? `next.${claim.nextAction}` : 'next.none')}</dd>
        </Details>
        <Actions>
          <PrimaryLink to={claimFollowPath(claim.claimId)}>
            {t('profile.open', { number: claim.claimNumber })}
          </PrimaryLink>
        </Actions>
      </Panel>
    </li>
  );
}

/** The account's claims, newest first, each leading to its page; none yet leads to reporting an accident. */
export function ProfileClaimsPage() {
  const { t } = useTranslation('claims-follow');
  const session = useSession();
  const claims = useAccountClaimsQuery(session.status === 'signed-in' ? session.uid : null);
  return (
    <PageSection>
      <PageHeader routeId="profile-claims" lead={t('profile.lead')} />
      {claims.isPending ? (
        <p role="status">{t('profile.loading')}</p>
      ) : claims.isError ? (
        <Notice $tone="error" role="alert">
          <p>{t('profile.failed')}</p>
        </Notice>
      ) : claims.data.claims.length > 0 ? (
        <List>
          {claims.data.claims.map((claim) => (
            <ClaimCard key={claim.claimId} claim={claim} />
          ))}
        </List>
      ) : (
        <>
          <p>{t('profile.none')}</p>
          <PrimaryLink to={paths['claims-report']}>{t('profile.report')}</PrimaryLink>
        </>
      )}
    </PageSection>
  );
}
