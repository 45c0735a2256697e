/**
 * The production build's chunk graph (dist/.vite/manifest.json), as `npm run bench` weighs it and the pre-renderer
 * names a page's chunks for the browser to fetch early: which chunks a page of a route area loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteArea } from '../src/app/route-table.ts';
import { rootDir } from './stack-config.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const distDir = join(rootDir, 'dist');

/**
 * The app's build's manifest, or the light start's (vite.light.config.ts), or undefined before `npm run build`.
 */
export function readManifest(build: 'app' | 'light' = 'app'): Manifest | undefined {
  const path = join(distDir, '.vite', build === 'app' ? 'manifest.json' : 'light-manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

/** The light start's entry in its build's manifest (docs/decisions/0022-light-start.md). */
export const lightEntryKey = 'src/light-main.tsx';

/** The feature folder an area's pages live in, where it is not the area's own (src/app/router.tsx). */
const areaFolders: Partial<Record<RouteArea, string>> = { onboarding: 'quote', 'new-policy': 'quote' };

export function manifestChunks(manifest: Manifest) {
  function chunk(key: string): ManifestChunk {
    const found = manifest[key];
    if (!found) throw new Error(`The manifest has no chunk ${key}`);
    return found;
  }

  function chunkKeyEndingWith(suffix: string): string {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`No chunk for ${suffix}`);
    return key;
  }

  /** The chunks and everything they import statically: what the browser loads with them. */
  function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      staticClosure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  }

  /** The code chunks a first visit to a page of the area fetches; content pages are one chunk each (router.tsx). */
  function pageChunks(area: RouteArea, routeId: string): string[] {
    if (area !== 'content') {
      // An area with a layout (router.tsx areaLayouts) loads it with its pages: the guard, the flow's state.
      const folder = `src/features/${areaFolders[area] ?? area}`;
      const layout = Object.keys(manifest).find((key) => key.endsWith(`${folder}/${area}-layout.tsx`));
      return [chunkKeyEndingWith(`${folder}/${area}-pages.ts`), ...(layout ? [layout] : [])];
    }
    return [
      chunkKeyEndingWith('src/features/content/content-pages.ts'),
      chunkKeyEndingWith(routeId === 'blog-article' ? '/blog/blog-article-page.tsx' : `/${routeId}-page.tsx`),
    ];
  }

  return { chunk, chunkKeyEndingWith, staticClosure, pageChunks };
}
