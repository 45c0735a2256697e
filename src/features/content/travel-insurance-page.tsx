import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function TravelInsurancePage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="travel-insurance" lead={t('travel-insurance.lead')} />
    </PageSection>
  );
}
