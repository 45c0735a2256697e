import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
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
      <ClosingCall
        headingId="about-us-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
      />
    </>
  );
}
