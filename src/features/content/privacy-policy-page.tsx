import { useTranslation } from 'react-i18next';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { LegalText } from './ui/legal-text';

const namespace = 'content-privacy-policy';

export function PrivacyPolicyPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <LegalText routeId="privacy-policy" namespace={namespace} name="body" />
      <ClosingCall
        headingId="privacy-policy-contact"
        heading={t('closing.heading')}
        text={t('closing.text')}
        action={{ to: paths['contact-us'], label: t('closing.cta') }}
      />
    </>
  );
}
