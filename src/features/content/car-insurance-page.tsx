import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function CarInsurancePage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="car-insurance" lead={t('car-insurance.lead')} />
    </PageSection>
  );
}
