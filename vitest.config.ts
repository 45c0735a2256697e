import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Vitest keeps a core for itself by default, but its main process idles while the files run: on the two-core
      // machines the suite ran in one worker (227 s); two take 158 s.
      maxWorkers: availableParallelism(),
    },
  }),
);
