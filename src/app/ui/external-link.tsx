import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A link off the site, in a new tab, which screen readers are told about. */
export function ExternalLink({ href, label, icon }: { href: string; label: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {icon}
      {label}
      <VisuallyHidden> {t('footer.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
