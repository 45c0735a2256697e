import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ResourceKey } from 'i18next';
import { addLocaleLoaders, i18nReady } from '../app/i18n';
import { server } from './msw-server';
import { settleOpenApps } from './open-apps';

// The accident statement's texts come with its area (claims-pages.ts); a test that renders one of its parts alone
// (the photo strip, the offline notice) finds their loaders here.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../locales/*/claims*.json'));

// Lazy pages and their locale files load on first use; on a busy two-core CI machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// A component test fails on any request it did not declare a handler for…
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
});

// …and on anything React or the app logs as an error (failed prop types, act() warnings, caught render errors).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  await settleOpenApps();
  // What a test added outside React's roots (the gateway's form a payment submits) goes too: most files share one
  // window (vitest.config.ts).
  document.body.replaceChildren();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // Nor does a test that accepted analytics leave events for the next file.
  delete window.dataLayer;
  const logged = consoleErrors;
  consoleErrors = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

afterAll(() => server.close());
