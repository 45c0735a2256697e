import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function NewPolicyCalculatePricePage() {
  const { t } = useTranslation('new-policy');
  return (
    <PageSection>
      <PageHeader routeId="new-policy-calculate-price" lead={t('new-policy-calculate-price.lead')} />
    </PageSection>
  );
}
