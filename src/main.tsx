import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { activeBannerQuery } from './api/active-banner';
import { App, createQueryClient } from './app/app';
import { bannerPlacementFor } from './app/layout/banner-placement';
import { routeTable } from './app/route-table';
import { i18nReady } from './app/i18n';
import { languageOfPath, languagePrefix, pathWithoutLanguage } from './app/languages';
import { readPrerenderState } from './app/prerender-state';
import { appRoutes, createAppRouter } from './app/router';
import { startIdleWork } from './app/start-idle-work';
import { loadPartsWithPage } from './app/ui/lazy-part';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container: HTMLElement = root;

startIdleWork();

// The language prefix is the router's basename, so every link and redirect inside the app keeps the language.
const basename = languagePrefix(languageOfPath(window.location.pathname)) || undefined;

// A banner is asked for at once, in parallel with the page's code; its own code comes once the page has hydrated (the
// slot keeps its place meanwhile).
const queryClient = createQueryClient();
const placement = bannerPlacementFor(
  routeTable.find((route) => route.path === pathWithoutLanguage(window.location.pathname))?.id,
);
if (placement) {
  void queryClient.prefetchQuery(activeBannerQuery(placement));
}

/** The matched routes' lazy modules, loaded before hydrating so the first render is the page in the HTML, not a fallback. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Lets the browser run its pending work (input, paint) before the next step of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The start runs in steps, each its own task: evaluating this module, matching the routes and loading the page's
// modules, creating the router, hydrating (itself sliced as a transition). In one piece they were one long task on a
// throttled phone, the only one a pre-rendered page had.
async function start() {
  await nextTask();
  const prerendered = readPrerenderState();
  // boot.ts marks a page whose HTML the app's first render would not match (a quote in progress on its entry).
  const afresh = 'renderAfresh' in document.documentElement.dataset;
  if (prerendered && container.hasChildNodes() && !afresh) {
    // The page's lazy parts are not waited for, each hydrates on its own once its chunk has arrived, except a form
    // the page is for (lazy-part.tsx).
    await Promise.all([i18nReady, loadMatchedRoutes().then(() => loadPartsWithPage(prerendered.parts))]);
    await nextTask();
    const router = createAppRouter({ basename, hydrationData: prerendered.hydrationData });
    // The page is already on screen, so hydrating it is not urgent: as a transition React does it in slices and lets
    // the browser answer the driver in between, instead of one long task on a slow phone.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient}>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
        {
          // React repairs a mismatch by rendering on the client; the page guard of the e2e tests fails on this line.
          onRecoverableError(error, info) {
            console.error('Hydration did not match the pre-rendered page', error, info.componentStack);
          },
        },
      );
    });
    return;
  }
  // Render only once the page's language is loaded, so an English visitor never sees a Croatian flash; over a
  // pre-rendered page, only with the page's modules in, so that its HTML gives way to the page, not to a fallback.
  await Promise.all([i18nReady, afresh ? loadMatchedRoutes() : undefined]);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={createAppRouter({ basename })} />
      </App>
    </StrictMode>,
  );
}

void start();
