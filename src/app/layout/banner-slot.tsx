import styled from 'styled-components';
import type { BannerPlacement } from '@contracts/banners';
import { mobile } from '../theme';
import { useHydrated } from '../../lib/use-hydrated';
import { lazyPart } from '../ui/lazy-part';
import { useNavThemeSection } from './nav-theme';

const SiteBanner = lazyPart('site-banner', () => import('./site-banner').then((module) => module.SiteBanner));

/** One line of banner text and its padding (site-banner.tsx sets the same font size and line height). */
const bannerLine = (lines: number) => `calc(${lines} * 1.4 * 0.9375rem + 1rem)`;

/**
 * The banner's place, kept from the first paint: the banner is read in the browser after the page's HTML has
 * painted, and would otherwise push the page down when it arrives. Two lines on a phone, one on a wider screen;
 * a longer banner still grows it. Empty, it is a strip of the dark hero below it; only the homepage placement sits
 * on a pre-rendered page, so only it is reserved (the new-policy pages render in the browser with their banner).
 */
const Slot = styled.div`
  min-height: ${bannerLine(1)};
  background: ${({ theme }) => theme.colors.dark};

  ${mobile} {
    min-height: ${bannerLine(2)};
  }
`;

export function BannerSlot({ placement }: { placement: BannerPlacement }) {
  // The strip is dark (banner or not), so the bar above it is dark too while the strip sits under the line.
  const ref = useNavThemeSection<HTMLDivElement>('dark');
  // The banner is read in the browser: a pre-rendered page has none, and hydration must find none.
  const hydrated = useHydrated();
  const banner = hydrated ? <SiteBanner placement={placement} /> : null;
  return placement === 'homepage' ? (
    <Slot ref={ref} data-testid="banner-slot">
      {banner}
    </Slot>
  ) : (
    banner
  );
}
