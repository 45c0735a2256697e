import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterAboutYouPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-about-you" lead={t('register-about-you.lead')} />
    </PageSection>
  );
}
