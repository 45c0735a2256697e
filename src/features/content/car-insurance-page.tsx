import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';

const namespace = 'content-car-insurance';

export function CarInsurancePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="covers"
        tone="light"
        header={<PageHeader routeId="car-insurance" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="sums" tone="surface" />
      <ContentBand namespace={namespace} name="duty" tone="light" />
      <ContentBand namespace={namespace} name="bonus" tone="surface" />
      <ContentBand namespace={namespace} name="greenCard" tone="light" />
      <ContentBand namespace={namespace} name="addOns" tone="surface" />
      <ClosingCall
        headingId="car-insurance-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
        link={{ to: paths['make-contract'], label: t('cta.howItWorks') }}
      />
    </>
  );
}
