import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App, createQueryClient } from '../app/app';
import { appRoutes } from '../app/router';
import { trackApp } from './open-apps';

/** Renders the whole app, router included, at `path`, as the browser would after a page load. */
export function renderApp(path: string, { basename }: { basename?: string } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], basename });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  trackApp(queryClient);
  return {
    router,
    ...render(
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
    ),
  };
}
