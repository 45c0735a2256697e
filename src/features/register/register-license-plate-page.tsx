import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { TextLink } from '../../app/ui/form-layout';
import { VehicleLookupForm } from './steps/vehicle-lookup-form';

export function RegisterLicensePlatePage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-license-plate" lead={t('register-license-plate.lead')} />
      <VehicleLookupForm mode="plate" />
      <p>
        <TextLink to={paths['register-vin']}>{t('lookup.toVin')}</TextLink>
      </p>
    </PageSection>
  );
}
