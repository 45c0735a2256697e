import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  return (
    <PageSection>
      <PageHeader routeId="payment-success" lead={t('payment-success.lead')} />
    </PageSection>
  );
}
