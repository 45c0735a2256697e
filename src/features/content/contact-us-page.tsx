import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ContactUsPage() {
  const { t } = useTranslation('content');
  return (
    <PageSection>
      <PageHeader routeId="contact-us" lead={t('contact-us.lead')} />
    </PageSection>
  );
}
