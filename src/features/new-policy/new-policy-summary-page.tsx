import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function NewPolicySummaryPage() {
  const { t } = useTranslation('new-policy');
  return (
    <PageSection>
      <PageHeader routeId="new-policy-summary" lead={t('new-policy-summary.lead')} />
    </PageSection>
  );
}
