import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-accident-insurance';

export function AccidentInsurancePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="what"
        tone="light"
        header={<PageHeader routeId="accident-insurance" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="pays" tone="surface" />
      <ContentBand namespace={namespace} name="who" tone="light" />
      <ContentBand namespace={namespace} name="difference" tone="surface" />
      <ContentBand namespace={namespace} name="exclusions" tone="light" />
      <ContentBand namespace={namespace} name="apply" tone="surface" />
      <ThemedSection tone="dark" labelledBy="accident-insurance-cta">
        <h2 id="accident-insurance-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <CallToAction to={paths['contact-us']}>{t('cta.button')}</CallToAction>
      </ThemedSection>
    </>
  );
}
