import { useTranslation } from 'react-i18next';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { LegalText } from './ui/legal-text';

const namespace = 'content-terms-of-service';

export function TermsOfServicePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <LegalText routeId="terms-of-service" namespace={namespace} name="body" />
      <ClosingCall
        headingId="terms-of-service-contact"
        heading={t('closing.heading')}
        text={t('closing.text')}
        action={{ to: paths['contact-us'], label: t('closing.cta') }}
        link={{ to: paths.documents, label: t('closing.documents') }}
      />
    </>
  );
}
