import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
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
      <ClosingCall
        headingId="accident-insurance-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths['contact-us'], label: t('cta.button') }}
      />
    </>
  );
}
