import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function PaymentErrorPage() {
  const { t } = useTranslation('payment');
  return (
    <PageSection>
      <PageHeader routeId="payment-error" lead={t('payment-error.lead')} />
    </PageSection>
  );
}
