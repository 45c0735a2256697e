import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="privacy-policy" lead={t('privacy-policy.lead')} />
    </PageSection>
  );
}
