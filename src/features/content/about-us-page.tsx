import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function AboutUsPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="about-us" lead={t('about-us.lead')} />
    </PageSection>
  );
}
