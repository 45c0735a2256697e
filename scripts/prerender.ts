/**
 * Runs after generate-seo-files (which wrote each pre-rendered page's HTML file with its head). Renders every
 * pre-rendered page in every language with the SSR bundle (dist-ssr/entry-prerender.js, built by
 * `vite build --ssr src/entry-prerender.tsx`) into its file: the markup into #root, the page's styles into <head>, and
 * the state the browser needs to hydrate it (src/app/prerender-state.ts). docs/decisions/0011-prerendering.md says why.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderStateId, prerenderStateJson, type PrerenderedPage } from '../src/app/prerender-state.ts';
import { lightStarts } from '../src/app/light-starts.ts';
import { routeTable, type AppRoute, type RouteId } from '../src/app/route-table.ts';
import { lightEntryKey, manifestChunks, readManifest } from './build-manifest.ts';
import { pageFile, publicPages } from './generate-seo-files.ts';
import { rootDir } from './stack-config.ts';

const dist = join(rootDir, 'dist');
const ssrDir = join(rootDir, 'dist-ssr');
const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as {
  renderPage: (path: string, options: { light: boolean }) => Promise<PrerenderedPage>;
};

const manifest = readManifest();
if (!manifest) throw new Error('The build has no manifest');
const bootFile = manifest['src/boot.ts']?.file;
if (!bootFile) throw new Error('The build has no src/boot.ts chunk');
const app = manifestChunks(manifest);
const appEntryChunks = app.staticClosure(['index.html']);
const lightManifest = readManifest('light');
if (!lightManifest) throw new Error('The build has no light start (vite.light.config.ts)');
const light = manifestChunks(lightManifest);
const lightEntryChunks = light.staticClosure([lightEntryKey]);

const routeOf = (routeId: RouteId): AppRoute => {
  const route = routeTable.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  return route;
};

/**
 * The chunks of the page's route that the entry does not hold. Fetched with the entry's own, they are in the browser
 * when the app's code matches the route, instead of being asked for only then, a round trip later.
 */
function routeChunkFiles(route: AppRoute): string[] {
  return [...app.staticClosure(app.pageChunks(route.area, route.id))]
    .filter((key) => !appEntryChunks.has(key))
    .map((key) => `/${app.chunk(key).file}`);
}

/** The light start's entry and preloads, and the page's chunks when the page hydrates (`page`, not `layout`). */
function lightStartAttributes(route: AppRoute): string {
  const mode = lightStarts[route.id];
  if (!mode) return '';
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${light.chunk(key).file}`).join(' ');
  const preloads = [...lightEntryChunks].filter((key) => key !== lightEntryKey);
  const pageChunks =
    mode === 'page'
      ? [...light.staticClosure(light.pageChunks(route.area, route.id))].filter((key) => !lightEntryChunks.has(key))
      : [];
  return ` data-light="${mode}" data-light-entry="/${light.chunk(lightEntryKey).file}" data-light-preload="${files(preloads)}" data-light-prefetch="${files(pageChunks)}"`;
}

/**
 * The page paints from its HTML, so its code starts after the first frame: Vite's entry script and module preloads
 * are replaced by src/boot.ts, which loads them then, and fetches the route's chunks alongside (`data-prefetch`).
 */
function startAfterFirstPaint(html: string, route: AppRoute): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in the page');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const boot = `<script type="module" src="/${bootFile}" data-entry="${entry}" data-preload="${preloads.map((m) => m[1]).join(' ')}" data-prefetch="${routeChunkFiles(route).join(' ')}"${lightStartAttributes(route)}></script>`;
  return preloads
    .reduce((page, [tag]) => page.replace(tag, ''), html)
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => boot);
}

const started = performance.now();
const pages = publicPages();
let bytes = 0;
for (const { path, routeId } of pages) {
  const file = join(dist, pageFile(path));
  const head = readFileSync(file, 'utf8');
  if (!head.includes('<div id="root"></div>')) throw new Error(`${file}: no empty #root to render into`);
  const route = routeOf(routeId);
  const page = await renderPage(path, { light: lightStarts[route.id] !== undefined });
  // Replacer functions: a `$&` or `$'` in a page's text must stay text, not become a replacement pattern.
  const html = startAfterFirstPaint(head, route)
    .replace('</head>', () => `${page.styleTags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${prerenderStateId}">${prerenderStateJson(page.state)}</script>`,
    );
  writeFileSync(file, html);
  bytes += html.length;
}
// The SSR bundle is a build tool, not something to deploy or keep.
rmSync(ssrDir, { recursive: true, force: true });
console.info(
  `prerender: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} kB of HTML`,
);
