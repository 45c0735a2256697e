import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function NewPolicyVinPage() {
  const { t } = useTranslation('new-policy');
  return (
    <PageSection>
      <PageHeader routeId="new-policy-vin" lead={t('new-policy-vin.lead')} />
    </PageSection>
  );
}
