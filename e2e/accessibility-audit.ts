import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, the level the product promises; best-practice rules are the linter's business. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AccessibilityViolation {
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector, the start of its HTML and what axe measured (a contrast ratio, say). */
  targets: string[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    __newAccessibilityState?: (state: string) => Promise<string | null>;
    __reportAccessibility?: (stateKey: string, violations: AccessibilityViolation[]) => Promise<void>;
    __auditAccessibilityNow?: () => Promise<void>;
  }
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * The page states already audited by this worker (the suite runs in one): the home page, the quote's steps and the
 * account's pages are passed through by dozens of journeys, and a state is audited once, by the first test that reaches
 * it, which is also the test that fails if it has a violation. A state is the page's markup with the driver's data
 * left out (text only as "there is text here", no input values) at the viewport's width: the same elements, classes and
 * attributes are the same audit.
 */
const auditedStates = new Set<string>();
const stateKey = (state: string) => createHash('sha256').update(state).digest('base64');

/**
 * Runs axe-core inside every page of the site the test visits, each time the page settles after a change: an error
 * message that appears on the same URL (the home page's plate error was grey on white) is audited too, not only the
 * first render. Serious and critical violations are reported to the test, which fails at its end with the list. axe
 * (650 kB) is put into a page only when it has a state no test has audited yet.
 */
export async function auditAccessibility(page: Page, siteOrigin: string): Promise<() => AccessibilityViolation[]> {
  const found = new Map<string, AccessibilityViolation>();
  // A new state's key, or null; the page hands the key back with the audit's result, so the markup crosses over once.
  await page.exposeBinding('__newAccessibilityState', async ({ frame }, state: string) => {
    const key = stateKey(state);
    if (auditedStates.has(key)) return null;
    if (!(await frame.evaluate(() => window.axe !== undefined))) await frame.evaluate(axeSource);
    return key;
  });
  await page.exposeFunction('__reportAccessibility', async (key: string, violations: AccessibilityViolation[]) => {
    auditedStates.add(key);
    for (const violation of violations)
      found.set(`${violation.page} ${violation.rule} ${violation.targets.join(' ')}`, violation);
  });
  await page.addInitScript(
    ({ origin, tags }) => {
      if (window.top !== window || location.origin !== origin) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let firstChange = 0;
      let running: Promise<void> | null = null;
      let again = false;
      // Whether the DOM changed since the last audit began: an unchanged page is not audited twice (axe takes about
      // a second a page on a CI machine, and the end of every test asks for an audit).
      let changed = true;

      // The markup without the driver's data: which elements hold text, not what it says; no input values.
      const currentState = () =>
        `${innerWidth} ${document.documentElement.lang} ${document.body.outerHTML}`
          .replace(/>([^<]*)</g, (_, text: string) => (/\S/.test(text) ? '>T<' : '><'))
          .replace(/ value="[^"]*"/g, '');

      /** Runs axe on the page as it is, and hands the test the serious and critical violations. */
      const report = async (key: string) => {
        const { violations } = await window.axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        // Axe measures a target's uncovered area at the current scroll. A full-size button that the sticky top bar
        // covers for the moment a test has scrolled it there is not a small target (WCAG 2.5.8 is about size,
        // and the driver scrolls the bar off it), so those nodes are dropped; a target that is small, or that
        // something in the page's own flow covers, is still reported.
        const stuck = [...document.querySelectorAll('body *')].filter((element) =>
          ['sticky', 'fixed'].includes(getComputedStyle(element).position),
        );
        const overlaps = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const coveredOnlyByStuckBar = (node: AxeViolation['nodes'][number]) => {
          const selector = node.target.at(-1);
          const element = typeof selector === 'string' ? document.querySelector(selector) : null;
          if (!element) return false;
          const rect = element.getBoundingClientRect();
          if (rect.width < 24 || rect.height < 24) return false;
          return stuck.some(
            (bar) => !bar.contains(element) && !element.contains(bar) && overlaps(rect, bar.getBoundingClientRect()),
          );
        };
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => (v.id === 'target-size' ? { ...v, nodes: v.nodes.filter((n) => !coveredOnlyByStuckBar(n)) } : v))
          .filter((v) => v.nodes.length > 0);
        await window.__reportAccessibility?.(
          key,
          serious.map((v) => ({
            page: location.pathname + location.search,
            rule: v.id,
            impact: v.impact ?? '',
            help: v.help,
            targets: v.nodes
              .slice(0, 5)
              .map(
                (node) =>
                  `${node.target.join(' ')} ${node.html.slice(0, 100)} ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
              ),
          })),
        );
      };

      const audit = async (): Promise<void> => {
        if (running) {
          again = true;
          return running;
        }
        running = (async () => {
          try {
            changed = false;
            const key = await window.__newAccessibilityState?.(currentState());
            if (key) await report(key);
          } finally {
            running = null;
          }
          if (again) {
            again = false;
            if (changed) await audit();
          }
        })();
        return running;
      };

      // Wait for a quiet moment (no DOM change for 300 ms), but never more than a second behind a page that keeps
      // changing, so a spinner cannot postpone the audit for ever.
      const schedule = () => {
        changed = true;
        const now = Date.now();
        if (timer === undefined) firstChange = now;
        clearTimeout(timer);
        timer = setTimeout(
          () => {
            timer = undefined;
            void audit();
          },
          now - firstChange > 1000 ? 0 : 300,
        );
      };
      new MutationObserver(schedule).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      window.__auditAccessibilityNow = async () => {
        clearTimeout(timer);
        timer = undefined;
        if (running) await running;
        if (changed) await audit();
      };
      schedule();
    },
    { origin: siteOrigin, tags: wcagTags },
  );
  return () => [...found.values()];
}

/** Audits the page as it is at the end of a test, then answers everything found during the test. */
export async function finishAccessibilityAudit(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page.evaluate(() => window.__auditAccessibilityNow?.()).catch(() => undefined);
}

/**
 * WCAG 2.4.11 (focus not obscured): presses Tab `stops` times and answers the first focused element that something
 * else covers at its centre, or null. A styled checkbox draws its box over the real input beside it, in the same
 * parent: that is the control's own drawing, not something covering it.
 */
export async function firstCoveredFocusStop(page: Page, stops: number): Promise<string | null> {
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const ownArea = focused.parentElement ?? focused;
      return atCentre && (ownArea.contains(atCentre) || atCentre.contains(focused)) ? null : focused.outerHTML;
    });
    if (covered) return `stop ${stop + 1}: ${covered.slice(0, 200)}`;
  }
  return null;
}
