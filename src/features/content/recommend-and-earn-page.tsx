import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-recommend-and-earn';

const ProfileLink = styled(Link)`
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

export function RecommendAndEarnPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="how"
        tone="light"
        header={<PageHeader routeId="recommend-and-earn" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="conditions" tone="surface" />
      {/* Points and discount are set per referrer (the referrer's record), so the profile shows them, not this page. */}
      <ContentBand namespace={namespace} name="reward" tone="light">
        <ProfileLink to={paths['profile-invite-friends']}>{t('reward.link')}</ProfileLink>
      </ContentBand>
      <ContentBand namespace={namespace} name="invited" tone="surface" />
      <ThemedSection tone="dark" labelledBy="recommend-and-earn-cta">
        <h2 id="recommend-and-earn-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <Actions>
          <CallToAction to={paths.login}>{t('cta.login')}</CallToAction>
          <Link to={paths.register}>{t('cta.register')}</Link>
        </Actions>
      </ThemedSection>
    </>
  );
}
