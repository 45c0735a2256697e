import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';

const namespace = 'content-make-contract';

export function MakeContractPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="ready"
        tone="light"
        header={<PageHeader routeId="make-contract" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="steps" tone="surface" />
      <ContentBand namespace={namespace} name="offer" tone="light" />
      <ClosingCall
        headingId="make-contract-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
        link={{ to: paths['onboarding-vin'], label: t('cta.byVin') }}
      />
    </>
  );
}
