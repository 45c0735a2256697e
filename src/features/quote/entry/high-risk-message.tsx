import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/route-table';
import { Notice } from '../../../app/ui/form-layout';

/** Spec §8: a high-risk vehicle cannot be insured online; the message names it and links to the contact form. */
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
