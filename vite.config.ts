import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { apiPrefix } from './functions/src/contracts/call-names.ts';
import { functionsRegion } from './functions/src/contracts/platform.ts';
import { projectId, stackUrls } from './scripts/stack-config.ts';
import { documentsPlugin } from './scripts/vite-plugin-documents.ts';

export default defineConfig({
  plugins: [react(), documentsPlugin()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('./functions/src/contracts', import.meta.url)) },
    // Contracts live in functions/ and would otherwise pull that package's own copy of yup into the bundle.
    dedupe: ['yup'],
  },
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
    sourcemap: true,
    // Read by `npm run bench` to add up what each route downloads.
    manifest: true,
  },
});
