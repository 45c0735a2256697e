import { defineConfig } from 'vitest/config';

// The tests beside the code need no emulator: each starts the mock it talks to on a port of its own, so the files run
// at once, away from the integration tests' stack (`npm run test:unit`).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/setup-runtime.ts'],
    testTimeout: 20_000,
  },
});
