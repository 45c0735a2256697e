/**
 * The light start of a public page (docs/decisions/0022-light-start.md), built by vite.light.config.ts with
 * app/light/ standing in for React Router and i18next: src/boot.ts loads it instead of the app where
 * app/light-starts.ts says the page may start light. The same layout and page components hydrate the same HTML as the
 * app would, without the router and i18next, which were most of a public page's JavaScript.
 */
import { startTransition, StrictMode, use, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { AppFrame } from './app/app';
import { RootLayout } from './app/layout/root-layout';
import { languageOfPath, languagePrefix, pathWithoutLanguage } from './app/languages';
import { LightRouter } from './app/light/light-router';
import { lightStarts } from './app/light-starts';
import { startIdleWork } from './app/start-idle-work';
import { readPrerenderState } from './app/prerender-state';
import { routeTable, type AppRoute } from './app/route-table';
import { loadPartsWithPage } from './app/ui/lazy-part';

const container = document.getElementById('root');
const prerendered = readPrerenderState();
const path = pathWithoutLanguage(window.location.pathname);
const language = languageOfPath(window.location.pathname);
const route = routeTable.find((entry) => matchPath(entry.path, path));
if (!container || !prerendered || !route) throw new Error('A light start needs a pre-rendered page of the route table');

// The banner, the only server state a light page reads, is asked for with its code (layout/site-banner.tsx).
startIdleWork();

const never = new Promise<never>(() => undefined);

/**
 * A `layout` page's place: it never renders, so React keeps the page's HTML under the layout's Suspense boundary as
 * the build rendered it, links and plain forms working, and never loads the page's code.
 */
function HtmlOnly(): ReactNode {
  return use(never);
}

async function pageOf(page: AppRoute): Promise<ComponentType> {
  if (page.area === 'home') return (await import('./features/home/home-pages')).homePages.home;
  if (page.area === 'content') return (await import('./features/content/content-pages')).contentPageLoaders[page.id]();
  return HtmlOnly;
}

/** Lets the browser run its pending work (input, paint) before the next step of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(page: AppRoute, html: HTMLElement) {
  await nextTask();
  const Page = lightStarts[page.id] === 'page' ? await pageOf(page) : HtmlOnly;
  await loadPartsWithPage(prerendered?.parts ?? []);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      html,
      <StrictMode>
        <AppFrame>
          <LightRouter
            page={{
              basename: languagePrefix(language),
              pathname: path,
              search: window.location.search,
              hash: window.location.hash,
              params: (matchPath(page.path, path)?.params ?? {}) as Record<string, string>,
              routeId: page.id,
              outlet: <Page />,
            }}
          >
            <RootLayout />
          </LightRouter>
        </AppFrame>
      </StrictMode>,
      {
        // As in main.tsx: React repairs a mismatch by rendering on the client; the e2e page guard fails on this line.
        onRecoverableError(error, info) {
          console.error('Hydration did not match the pre-rendered page', error, info.componentStack);
        },
      },
    );
  });
}

void start(route, container);
