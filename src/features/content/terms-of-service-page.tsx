import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function TermsOfServicePage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="terms-of-service" lead={t('terms-of-service.lead')} />
    </PageSection>
  );
}
