import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { PrimaryLink } from '../../app/ui/buttons';
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
        header={
          <>
            <PageHeader routeId="claims" lead={t('lead')} />
            {/* Issue 27: the statement itself, filled in on the phone at the scene, first thing on the page. */}
            <p>{t('reportAction.note')}</p>
            <PrimaryLink to={paths['claims-report']}>{t('reportAction.button')}</PrimaryLink>
          </>
        }
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
