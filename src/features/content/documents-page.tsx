import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function DocumentsPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="documents" lead={t('documents.lead')} />
    </PageSection>
  );
}
