import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { TextLink } from '../../app/ui/form-layout';
import { VehicleLookupForm } from './steps/vehicle-lookup-form';

export function RegisterVinPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-vin" lead={t('register-vin.lead')} />
      <VehicleLookupForm mode="vin" />
      <p>
        <TextLink to={paths['register-license-plate']}>{t('lookup.toPlate')}</TextLink>
      </p>
    </PageSection>
  );
}
