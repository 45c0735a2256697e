import { defineConfig } from 'vitest/config';

// Security rules tests run in Node against the Firestore emulator started by scripts/with-emulators.ts.
export default defineConfig({
  test: {
    include: ['rules-tests/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
