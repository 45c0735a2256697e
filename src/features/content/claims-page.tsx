import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-claims';

export function ClaimsPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="scene"
        tone="light"
        header={<PageHeader routeId="claims" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="report" tone="surface" />
      <ContentBand namespace={namespace} name="evidence" tone="light" />
      <ContentBand namespace={namespace} name="roadside" tone="surface" />
      <ContentBand namespace={namespace} name="claim" tone="light" />
      <ThemedSection tone="dark" labelledBy="claims-cta">
        <h2 id="claims-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <CallToAction to={paths['contact-us']}>{t('cta.button')}</CallToAction>
      </ThemedSection>
    </>
  );
}
