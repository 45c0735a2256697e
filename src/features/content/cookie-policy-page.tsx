import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function CookiePolicyPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="cookie-policy" lead={t('cookie-policy.lead')} />
    </PageSection>
  );
}
