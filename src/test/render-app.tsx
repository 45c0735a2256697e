import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from '../app/app';
import { appRoutes } from '../app/router';

/** Renders the whole app, router included, at `path`, as the browser would after a page load. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return { router, ...render(<App router={router} queryClient={queryClient} />) };
}
