import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

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
      <ThemedSection tone="dark" labelledBy="travel-insurance-cta">
        <h2 id="travel-insurance-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <CallToAction to={paths['contact-us']}>{t('cta.button')}</CallToAction>
      </ThemedSection>
    </>
  );
}
