/**
 * The build-time renderer (issue 15, docs/decisions/0011-prerendering.md). `vite build --ssr src/entry-prerender.tsx`
 * bundles it for Node; scripts/prerender.ts calls renderPage for each pre-rendered page in each language and writes
 * the result into the page's HTML file. It renders the same App, routes and styles as the browser, with React's
 * static renderer, React Router's static handler and styled-components' server style sheet.
 */
import type { ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App, createQueryClient } from './app/app';
import { i18next, i18nReady } from './app/i18n';
import { defaultLanguage, languageOfPath, languagePrefix } from './app/languages';
import { appRoutes } from './app/router';
import { takeRenderedParts } from './app/ui/lazy-part';
import type { PrerenderedPage } from './app/prerender-state';

/**
 * Texts the browser has without a request: Croatian `common` is in the app's entry chunk (not in the light start's,
 * docs/decisions/0022-light-start.md); `meta` is read after hydration.
 */
const notInlined = (language: string, namespace: string, light: boolean) =>
  namespace === 'meta' || (namespace === 'common' && language === defaultLanguage && !light);

/** Which namespaces react-i18next was asked for since the last reset (it records them on the instance). */
const reportedNamespaces = () =>
  (i18next as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;

/**
 * Renders one page. Pages are rendered one after another on one i18next instance, so each starts by switching it to
 * the page's language and forgetting the namespaces the previous page used.
 */
export async function renderPage(path: string, { light }: { light: boolean }): Promise<PrerenderedPage> {
  const language = languageOfPath(path);
  await i18nReady;
  await i18next.changeLanguage(language);
  const report = reportedNamespaces();
  if (report) report.usedNamespaces = {};
  takeRenderedParts();

  const handler = createStaticHandler(appRoutes, { basename: languagePrefix(language) || undefined });
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect or a response`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App queryClient={createQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </StrictMode>,
      ),
      {
        // Otherwise React streams a large Suspense boundary (the home page below its hero) as a hidden template that
        // a script moves into place: invisible without JavaScript, and an inline script the CSP would block.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // An error inside a Suspense boundary is not fatal to React: it writes the fallback and leaves the rest to
        // the browser. The build must not ship that silently.
        onError(error) {
          errors.push(error);
        },
      },
    );
    if (errors.length) throw new AggregateError(errors, `${path}: ${errors.map(String).join('; ')}`);
    const html = await new Response(prelude as ReadableStream).text();
    const used = Object.keys(reportedNamespaces()?.usedNamespaces ?? {});
    const texts = Object.fromEntries(
      used
        .filter(
          (namespace) => !notInlined(language, namespace, light) && i18next.hasResourceBundle(language, namespace),
        )
        .map((namespace) => [namespace, i18next.getResourceBundle(language, namespace) as ResourceKey]),
    );
    return {
      html,
      styleTags: sheet.getStyleTags(),
      state: {
        path,
        language,
        texts,
        parts: takeRenderedParts(),
        hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      },
    };
  } finally {
    sheet.seal();
  }
}
