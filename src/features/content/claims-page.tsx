import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
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
      <ClosingCall
        headingId="claims-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths['contact-us'], label: t('cta.button') }}
      />
    </>
  );
}
