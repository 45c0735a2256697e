import { test as base, expect, type Response } from '@playwright/test';
import { consentStorageKey } from '../src/app/consent.ts';
import { stackUrls } from '../scripts/stack-config.ts';
import { auditAccessibility, finishAccessibilityAudit } from './accessibility-audit.ts';
import { standAtAddressOfOwn } from './client-address.ts';

const loadFailure = /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_\w+)/;
const sandboxRefusal = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * A callable answering with a structured error (`{"error": {"status": …}}`, HTTP 4xx), or Firebase Auth refusing a
 * password or a code, is the app's error protocol working: the journey asserts what the driver sees. Anything else at 4xx/5xx, and `INTERNAL` above all, is a fault.
 */
async function isExpectedCallableError(response: Response): Promise<boolean> {
  if (response.status() >= 500) return false;
  if (response.url().startsWith(`${stackUrls.auth}/identitytoolkit.googleapis.com/`)) {
    // Firebase Auth answers a refused sign-in or a used code with HTTP 400 and `{"error": {"message": "…"}}`.
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    return typeof body?.error?.message === 'string';
  }
  if (!response.url().startsWith(stackUrls.functions)) return false;
  const body = (await response.json().catch(() => undefined)) as { error?: { status?: string } } | undefined;
  return typeof body?.error?.status === 'string' && body.error.status !== 'INTERNAL';
}

/**
 * A page fixture that fails the test on any console error, uncaught exception or failed request,
 * so a journey cannot pass while the app is quietly broken.
 */
export const test = base.extend<{
  problems: string[];
  consentDecided: boolean;
  decideConsent: undefined;
  excusedRequests: RegExp[];
  excusedConsoleErrors: RegExp[];
  accessibility: undefined;
  clientAddress: string;
  waitForApp: undefined;
}>({
  /**
   * A pre-rendered page shows its HTML before its code runs; a click or a submit then is lost, or is the browser's own.
   * A page load on the site (goto, reload) therefore returns once the app is running (`data-app-ready`, src/app/app.tsx),
   * unless the test asks for an earlier moment (`waitUntil: 'commit'`) or runs without JavaScript.
   */
  waitForApp: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled) {
        const ready = async (response: Response | null, waitUntil?: string) => {
          if (waitUntil === 'commit' || !page.url().startsWith(stackUrls.hosting)) return response;
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
          return response;
        };
        const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
        page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
        page.reload = async (options) => ready(await reload(options), options?.waitUntil);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  /** Each test is a driver at an address of its own (client-address.ts). */
  clientAddress: [async ({ context }, use) => use(await standAtAddressOfOwn(context)), { auto: true }],
  /** Every page of the site a test visits is audited with axe-core; serious and critical violations fail it. */
  accessibility: [
    async ({ page, javaScriptEnabled }, use) => {
      // axe runs as a script in the page; the same pages are audited by the tests that run with JavaScript.
      if (!javaScriptEnabled) {
        await use(undefined);
        return;
      }
      const violations = await auditAccessibility(page, stackUrls.hosting);
      await use(undefined);
      await finishAccessibilityAudit(page);
      expect(violations(), 'axe-core found serious or critical WCAG 2.2 AA violations').toEqual([]);
    },
    { auto: true },
  ],
  /** Requests a test breaks on purpose (to show the visitor a failure); their failure is not a fault. */
  excusedRequests: [[], { option: true }],
  /** Console errors a test provokes on purpose and asserts on itself (the CSP refusing a hostile banner's handler). */
  excusedConsoleErrors: [[], { option: true }],
  /** Most journeys are not about cookies: they start as a visitor who already chose "necessary only". */
  consentDecided: [true, { option: true }],
  decideConsent: [
    async ({ page, consentDecided }, use) => {
      if (consentDecided) {
        await page.addInitScript((key) => {
          try {
            if (localStorage.getItem(key) === null)
              localStorage.setItem(key, JSON.stringify({ analytics: false, decidedAt: '2026-11-21T08:00:00.000Z' }));
          } catch {
            // A sandboxed frame (the mock inbox shows e-mails in one) has no storage and no consent to decide.
          }
        }, consentStorageKey);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  problems: [
    async ({ page, excusedRequests, excusedConsoleErrors }, use) => {
      const problems: string[] = [];
      const excused = (url: string) => excusedRequests.some((pattern) => pattern.test(url));
      const consoleErrors: string[] = [];
      const checks: Promise<void>[] = [];
      let callableErrors = 0;
      page.on('console', (message) => {
        // The accessibility audit's init scripts are offered to every frame; a sandboxed one (the mail mock shows
        // each message's HTML in one) refuses them, as it should, and says so.
        const text = message.text();
        const provoked = sandboxRefusal.test(text) || excusedConsoleErrors.some((pattern) => pattern.test(text));
        if (message.type() === 'error' && !provoked) consoleErrors.push(text);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // The browser cancels what is still loading when the page navigates or reloads; that is not a fault.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (excused(request.url())) callableErrors += 1;
        else problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
      });
      page.on('response', (response) => {
        if (response.status() < 400) return;
        if (excused(response.url())) {
          callableErrors += 1;
          return;
        }
        checks.push(
          isExpectedCallableError(response).then(async (expected) => {
            if (expected) callableErrors += 1;
            else
              problems.push(
                `HTTP ${response.status()}: ${response.url()} ${(await response.text().catch(() => '')).slice(0, 300)}`,
              );
          }),
        );
      });
      await use(problems);
      await Promise.all(checks);
      // The browser logs every 4xx as "Failed to load resource"; the ones for expected callable errors are not faults.
      let excusable = callableErrors;
      for (const text of consoleErrors) {
        if (excusable > 0 && loadFailure.test(text)) excusable -= 1;
        else problems.push(`console error: ${text}`);
      }
      expect(problems, 'the page logged errors or had failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
