import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RecommendAndEarnPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="recommend-and-earn" lead={t('recommend-and-earn.lead')} />
    </PageSection>
  );
}
