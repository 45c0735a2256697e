import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { MenuStateProvider } from './layout/mobile-menu';
import { ToastProvider } from './layout/toasts';
import { GlobalStyle, theme } from './theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });

/** Everything around the router; the browser passes a browser router, tests a memory router. */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MenuStateProvider>
            <RouterProvider router={router} />
          </MenuStateProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
