import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="faq" lead={t('faq.lead')} />
    </PageSection>
  );
}
