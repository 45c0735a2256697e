import type { Page } from '@playwright/test';

/**
 * Collects every report of the policy refusing something, from the page's own `securitypolicyviolation` events (which
 * name the directive and what was refused) and from the console, where Chromium also names the policy.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeBinding('__reportPolicyViolation', (_source, report: string) => refusals.push(report));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportPolicyViolation?: (report: string) => void })
          .__reportPolicyViolation;
        report?.(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
            `at ${event.sourceFile}:${event.lineNumber}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(`${page.url()}: ${message.text()}`);
  });
  return refusals;
}
