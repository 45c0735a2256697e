import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { use, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bannerHtmlFor, type BannerPlacement } from '@contracts/banners';
import { activeBannerQuery, fetchActiveBanner, type BannerText } from '../../api/active-banner';
import { sanitizeBannerHtml } from '../../lib/banner-html';
import { useNavThemeSection } from './nav-theme';

/** The banner's strip, as drivers see it; the console's preview shows banners in it too. */
export const BannerStrip = styled.aside`
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

  /* The image preset's pictures sit in the line of text (a logo, an icon), never taller than the strip. */
  img {
    max-width: 100%;
    max-height: 3rem;
    height: auto;
    vertical-align: middle;
  }
`;

/** The app's banner: read through its query client, which keeps it for the pages that follow. */
function QueriedBanner({ placement }: { placement: BannerPlacement }) {
  return <BannerView banner={useQuery(activeBannerQuery(placement)).data} />;
}

const fetched = new Map<BannerPlacement, Promise<BannerText | null>>();

/**
 * A light start's banner (docs/decisions/0022-light-start.md): that start has no query client, so as not to carry
 * TanStack Query before the page answers, and its page is the only one it shows, so the banner is read once. A banner
 * that cannot be read is no banner, as with the query.
 */
function FetchedBanner({ placement }: { placement: BannerPlacement }) {
  let banner = fetched.get(placement);
  if (!banner) {
    banner = fetchActiveBanner(placement).catch(() => null);
    fetched.set(placement, banner);
  }
  return <BannerView banner={use(banner)} />;
}

/** Loaded only on pages with a banner place (banner-slot.tsx), so other pages carry none of its code. */
export function SiteBanner({ placement }: { placement: BannerPlacement }) {
  return useContext(QueryClientContext) ? (
    <QueriedBanner placement={placement} />
  ) : (
    <FetchedBanner placement={placement} />
  );
}

function BannerView({ banner }: { banner: BannerText | null | undefined }) {
  const { t, i18n } = useTranslation();
  // The strip is dark, so the bar above it is dark too while the strip sits under the line.
  const ref = useNavThemeSection<HTMLElement>('dark');
  const html = banner ? bannerHtmlFor(banner, i18n.language) : '';
  const preset = banner?.preset;
  const clean = useMemo(() => (html ? sanitizeBannerHtml(html, preset) : ''), [html, preset]);
  if (!clean) return null;
  return (
    <BannerStrip ref={ref} aria-label={t('layout.banner')} data-testid="site-banner">
      {/* Sanitised above: only the formats of the banner's preset pass. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </BannerStrip>
  );
}
