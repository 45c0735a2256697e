import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { centsPerPoint, minimumCardChargeCents } from '@contracts/points-rule';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { useEuros } from '../../app/ui/use-euros';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';
import { ContentBlocks } from './ui/content-blocks';

const namespace = 'content-recommend-and-earn';

const ProfileLink = styled(Link)`
  font-weight: 700;
`;

/** How points are spent, with the figures the server's rule uses (`points-rule.ts`), so the page cannot drift from it. */
function SpendingRule() {
  const { t } = useTranslation(namespace);
  const euros = useEuros();
  const rules = t('points.rules', {
    returnObjects: true,
    worth: euros(centsPerPoint / 100),
    minimum: euros(minimumCardChargeCents / 100),
  }) as string[];
  return <ContentBlocks blocks={[{ ul: rules }]} />;
}

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
      <ContentBand namespace={namespace} name="points" tone="surface">
        <SpendingRule />
      </ContentBand>
      <ContentBand namespace={namespace} name="invited" tone="light" />
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
