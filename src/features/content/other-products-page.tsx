import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OtherProductsPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="other-products" lead={t('other-products.lead')} />
    </PageSection>
  );
}
