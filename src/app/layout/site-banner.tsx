import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bannerHtmlFor, type BannerPlacement } from '@contracts/banners';
import { activeBannerQuery } from '../../api/active-banner';
import { useNavThemeSection } from './nav-theme';

const Strip = styled.aside`
  display: flex;
  align-items: center;
  /* Fills the slot kept for it on the home page (banner-slot.tsx). */
  min-height: inherit;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onDark};

  > div {
    flex: 1;
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    font-size: 0.9375rem;
    line-height: 1.4;
    text-align: center;
  }

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** Text formatting and links only: no scripts, handlers, styles, forms, images or embedded content. */
const allowed = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'br', 'span', 'p'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
};

export function sanitizeBannerHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ...allowed, RETURN_DOM_FRAGMENT: true });
  // A link that opens a new tab must not hand the opened page a reference back to ours.
  for (const link of clean.querySelectorAll('a[target]')) link.setAttribute('rel', 'noopener noreferrer');
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML.trim();
}

/** Loaded only on pages with a banner place (banner-slot.tsx), so other pages carry none of its code. */
export function SiteBanner({ placement }: { placement: BannerPlacement }) {
  const { t, i18n } = useTranslation();
  // The strip is dark, so the bar above it is dark too while the strip sits under the line.
  const ref = useNavThemeSection<HTMLElement>('dark');
  const { data: banner } = useQuery(activeBannerQuery(placement));
  const html = banner ? bannerHtmlFor(banner, i18n.language) : '';
  const clean = useMemo(() => (html ? sanitizeBannerHtml(html) : ''), [html]);
  if (!clean) return null;
  return (
    <Strip ref={ref} aria-label={t('layout.banner')} data-testid="site-banner">
      {/* Sanitised above: only text formatting and links pass. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Strip>
  );
}
