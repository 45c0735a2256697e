import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MenuStateProvider } from './layout/mobile-menu';
import { ToastProvider } from './layout/toasts';
import { GlobalStyle, theme } from './theme';

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });

/**
 * Everything around the router, which is the child: the browser's RouterProvider, a test's memory router, or the
 * build's StaticRouterProvider when it renders a page to HTML (src/entry-prerender.tsx).
 */
export function App({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppFrame>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AppFrame>
  );
}

/**
 * The app without its query client: what a public page's light start hydrates (src/light-main.tsx), whose
 * components read no server state before the page answers (the banner brings its own client, site-banner.tsx).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  // Says the page is running, hydrated or rendered: before it, a pre-rendered page is only HTML (its buttons do
  // nothing yet). The e2e tests wait for it after each page load, as a driver waits for a page that responds.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <MenuStateProvider>{children}</MenuStateProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
