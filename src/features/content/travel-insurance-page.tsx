import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';
import { GreenCardCountries } from './ui/green-card-countries';

const namespace = 'content-travel-insurance';

export function TravelInsurancePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="ehic"
        tone="light"
        header={<PageHeader routeId="travel-insurance" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="covers" tone="surface" />
      <ContentBand namespace={namespace} name="outside-eu" tone="light" />
      <ContentBand namespace={namespace} name="winter" tone="surface" />
      <ContentBand namespace={namespace} name="tips" tone="light" />
      <ContentBand namespace={namespace} name="apply" tone="surface" />
      <ContentBand namespace={namespace} name="greenCard" tone="light">
        <GreenCardCountries namespace={namespace} />
      </ContentBand>
      <ClosingCall
        headingId="travel-insurance-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths['contact-us'], label: t('cta.button') }}
      />
    </>
  );
}
