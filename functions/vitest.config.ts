import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests talk to the running emulator stack (started by ../scripts/with-emulators.ts),
// which is shared state: run files one after another.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Run by `npm run test:security` (vitest.security.config.ts), a step of its own in `npm test`.
    exclude: [...configDefaults.exclude, 'test/security/**'],
    fileParallelism: false,
    setupFiles: ['test/setup-runtime.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
