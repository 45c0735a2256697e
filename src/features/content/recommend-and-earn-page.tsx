import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';

const namespace = 'content-recommend-and-earn';

const ProfileLink = styled(Link)`
  font-weight: 700;
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
      <ClosingCall
        headingId="recommend-and-earn-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.login, label: t('cta.login') }}
        link={{ to: paths.register, label: t('cta.register') }}
      />
    </>
  );
}
