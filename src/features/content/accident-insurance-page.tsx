import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function AccidentInsurancePage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="accident-insurance" lead={t('accident-insurance.lead')} />
    </PageSection>
  );
}
