import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-about-us';

export function AboutUsPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="who"
        tone="light"
        header={<PageHeader routeId="about-us" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="how" tone="surface" />
      <ContentBand namespace={namespace} name="values" tone="light" />
      <ContentBand namespace={namespace} name="data" tone="surface" />
      <ThemedSection tone="dark" labelledBy="about-us-cta">
        <h2 id="about-us-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <CallToAction to={paths.onboarding}>{t('cta.button')}</CallToAction>
      </ThemedSection>
    </>
  );
}
