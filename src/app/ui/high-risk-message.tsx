import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../route-table';
import { Notice } from './form-layout';

/**
 * Spec §8: a high-risk vehicle cannot be insured online; the message names it (the plate or VIN) and links to the
 * contact form. The quote and registration both look vehicles up, and both show it.
 */
export function HighRiskMessage({ vehicle }: { vehicle: string }) {
  const { t } = useTranslation();
  return (
    <Notice $tone="error" role="alert">
      <p>
        <Trans
          t={t}
          i18nKey="high-risk-vehicle"
          values={{ vehicle }}
          components={{ contactLink: <Link to={paths['contact-us']} /> }}
        />
      </p>
    </Notice>
  );
}
