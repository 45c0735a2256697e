import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function MakeContractPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="make-contract" lead={t('make-contract.lead')} />
    </PageSection>
  );
}
