import { defineConfig } from 'vitest/config';

// The security probes (`npm run test:security`) replay attacks against the running emulator stack.
export default defineConfig({
  test: {
    include: ['test/security/**/*.test.ts'],
    fileParallelism: false,
    setupFiles: ['test/setup-runtime.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
