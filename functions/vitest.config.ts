import { defineConfig } from 'vitest/config';

// Integration tests talk to the running emulator stack (started by ../scripts/with-emulators.ts),
// which is shared state: run files one after another.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    fileParallelism: false,
    setupFiles: ['test/setup-runtime.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
