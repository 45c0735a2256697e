import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { apiPrefix } from './functions/src/contracts/call-names.ts';
import { functionsRegion } from './functions/src/contracts/platform.ts';
import { projectId, stackUrls } from './scripts/stack-config.ts';
import { claimsOfflinePlugin } from './scripts/vite-plugin-claims-offline.ts';
import { documentsPlugin } from './scripts/vite-plugin-documents.ts';
import { styledIdsPlugin } from './scripts/vite-plugin-styled-ids.ts';

export default defineConfig({
  // The prerender's SSR build (scripts/prerender.ts) renders pages, not PDFs.
  plugins: [
    styledIdsPlugin(),
    react(),
    { ...documentsPlugin(), apply: (_config, env) => !env.isSsrBuild },
    // The claims area's service worker, in the SPA's build only (docs/decisions/0027-claims-offline.md).
    claimsOfflinePlugin(),
  ],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('./functions/src/contracts', import.meta.url)) },
    // Contracts live in functions/ and would otherwise pull that package's own copy of yup into the bundle.
    dedupe: ['yup'],
  },
  // Node loads styled-components' CommonJS build, whose default export is not `styled`: bundle it into the SSR build.
  ssr: { noExternal: ['styled-components'] },
  server: {
    // `npm run dev` has no Hosting emulator in front: forward /api to the functions emulator the way the rewrite would.
    proxy: {
      [apiPrefix]: {
        target: stackUrls.functions,
        rewrite: (path) => `/${projectId}/${functionsRegion}/api${path}`,
      },
    },
  },
  build: {
    target: 'es2022',
    // Maps for error reporting, without the comment that points browsers at them: they are not deployed
    // (firebase.json hosting.ignore), so a reference would only be a request for a 404.
    sourcemap: 'hidden',
    // Read by `npm run bench` to add up what each route downloads.
    manifest: true,
    rolldownOptions: {
      // The SPA, and the tiny script that starts it on a pre-rendered page after its first paint (src/boot.ts).
      input: { main: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            {
              // React in one chunk: left to the automatic split, it moved between chunks as areas were added (into
              // a chunk of its own once a layout used JSX without i18n), and each move cost every page bytes.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // The libraries every page runs, a chunk each: src/boot.ts evaluates each preloaded chunk in a task of its
            // own, and in one chunk with the vehicle entry their evaluation (mostly compiling 180 kB) was a page's
            // longest task on a throttled phone, 90–100 ms, and most of Lighthouse's blocking time on `/` (168 ms; 57
            // split). Only the packages every page runs whole: a group also takes in the modules of a package that
            // only lazy chunks use (react-i18next's <Trans>), which would then ride on every page.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/ },
            { name: 'styles', test: /node_modules[\\/](styled-components|stylis)[\\/]/ },
            {
              // The vehicle entry the quote and registration share, and the hook every field of a pre-rendered form
              // uses: a handful of small modules that would otherwise each be a chunk of a few hundred bytes, with a
              // request and a preload entry apiece.
              name: 'vehicle-entry',
              test: /src[\\/](lib[\\/](device-type|flow|use-flow-step)\.ts|app[\\/]ui[\\/](vehicle[\\/]vehicle-(view|description)\.tsx?|typed-before-hydration\.ts))$|contracts[\\/](vin|vehicle-rules)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
