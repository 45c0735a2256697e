import { test as base, expect } from '@playwright/test';

/**
 * A page fixture that fails the test on any console error, uncaught exception or failed request,
 * so a journey cannot pass while the app is quietly broken.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) =>
        problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(problems);
      expect(problems, 'the page logged errors or had failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
