import { defineConfig, devices } from '@playwright/test';
import { stackUrls } from './scripts/stack-config.ts';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built SPA on the
 * Hosting emulator, with the whole emulator stack behind it (scripts/with-emulators.ts starts it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: stackUrls.hosting,
    trace: 'retain-on-failure',
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    // The site honours reduced motion by dropping transitions, so the accessibility audit never measures a colour
    // half-way through one.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
