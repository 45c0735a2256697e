import { memo, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import styled from 'styled-components';
import { BannerSlot } from './banner-slot';
import { ConsentBanner } from './consent-banner';
import { useDocumentMeta } from './document-meta';
import { NavThemeProvider } from './nav-theme';
import { bannerPlacementFor } from './banner-placement';
import { TopBar } from './top-bar';
import type { RouteHandle } from '../route-table';
import { lazyPart } from '../ui/lazy-part';

const Footer = lazyPart('footer', () => import('./footer').then((module) => module.Footer));

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -4rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onDark};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

// At least a screen high, so the footer never shows, and then jumps away, while a page is still loading.
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.topBarHeight});

  &:focus {
    outline: none;
  }
`;

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  height: 3px;
  background: ${({ theme }) => theme.colors.accent};
`;

const Loading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while the first page's chunk loads: the real top bar and footer, so nothing jumps when the page arrives. */
export function RootLayoutFallback() {
  const { t } = useTranslation();
  return (
    <>
      <ConsentBanner />
      <TopBar />
      <Main id="main" tabIndex={-1}>
        <Loading role="status">{t('layout.loading')}</Loading>
      </Main>
      <Footer />
    </>
  );
}

/**
 * The page, memoised with its Suspense boundary: the layout rendering again (its head's texts arriving) must not
 * reach a boundary still holding the page's HTML, or React throws that HTML away for the fallback. A page that has
 * not hydrated yet is the light start's `layout` page, which never does (docs/decisions/0022-light-start.md). The
 * router's own updates come through its context, which memo does not stop.
 */
const Page = memo(function Page({ loading }: { loading: string }) {
  return (
    <Suspense fallback={<Loading role="status">{loading}</Loading>}>
      <Outlet />
    </Suspense>
  );
});

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useDocumentMeta();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const bannerPlacement = bannerPlacementFor(handle?.routeId);

  // After client-side navigation, move focus to the new page so screen readers announce it, as a full page load would.
  // A layout effect, so focus moves in the same frame the new page appears, not a task later.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink href="#main">{t('layout.skipToContent')}</SkipLink>
      <ConsentBanner />
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-label={t('layout.loading')} /> : null}
      {/* The home page opens with its dark banner strip under the bar. */}
      <NavThemeProvider initial={bannerPlacement === 'homepage' ? 'dark' : 'light'}>
        <TopBar claimsArea={handle?.area === 'claims'} />
        {bannerPlacement ? <BannerSlot placement={bannerPlacement} /> : null}
        <Main id="main" ref={mainRef} tabIndex={-1}>
          <Page loading={t('layout.loading')} />
        </Main>
      </NavThemeProvider>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
