import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/** A link off the site, in a new tab, which screen readers are told about. */
export function ExternalLink({ href, label, icon }: { href: string; label: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {icon}
      {label}
      <VisuallyHidden> {t('layout.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
