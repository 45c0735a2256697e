import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const testFiles = ['src', 'eslint-rules'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);

/**
 * Test files that load modules afresh (`vi.resetModules`, as a reloaded page does), replace them (`vi.mock`), or need
 * Firebase Auth to start with the test: they share no modules with other files.
 */
const freshModuleFiles = testFiles.filter((file) =>
  /vi\.(resetModules|mock|doMock)\(|import\('firebase\/auth'\)/.test(readFileSync(file, 'utf8')),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Vitest keeps a core for itself by default, but its main process idles while the files run: on the two-core
      // machines the suite ran in one worker (227 s); two take 158 s.
      maxWorkers: availableParallelism(),
      // A page test types and clicks through a whole form in jsdom: 1–3 s on a fast two-core machine, and up to three
      // times that on the slow ones while the rules tests share the cores. Vitest's 5 s default failed CI there.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: testFiles.filter((file) => !freshModuleFiles.includes(file)),
            // A fresh jsdom and a fresh module graph for each of some hundred files was most of the run on the slow
            // two-core machines (325 s; 95 s shared). The setup file empties the DOM, storage and msw after each
            // test, so a file must also stop what it started (a queue waiting for the network).
            isolate: false,
          },
        },
        { extends: true, test: { name: 'fresh modules', include: freshModuleFiles } },
      ],
    },
  }),
);
