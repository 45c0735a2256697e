import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import styled from 'styled-components';
import type { BannerPlacement } from '@contracts/banners';
import { useActiveBanner } from '../../api/active-banner';
import { routeTable, type RouteId } from '../route-table';
import type { RouteHandle } from '../router';

const Strip = styled.aside`
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onDark};

  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
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

/** Spec §2: the homepage banner only on `/`; the onboarding banner on the new-policy pages except payment. */
export function bannerPlacementFor(routeId: RouteId | 'not-found' | undefined): BannerPlacement | null {
  if (routeId === 'home') return 'homepage';
  if (routeId === 'new-policy-payment') return null;
  const route = routeTable.find((entry) => entry.id === routeId);
  return route?.area === 'new-policy' ? 'onboarding' : null;
}

export function SiteBanner() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const placement = bannerPlacementFor(handle?.routeId);
  const { data: html } = useActiveBanner(placement);
  if (!placement || !html) return null;
  return (
    <Strip aria-label={t('layout.banner')} data-testid="site-banner">
      {/* Sanitised by DOMPurify in the reader; see banner-reader.ts for what may pass. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Strip>
  );
}
