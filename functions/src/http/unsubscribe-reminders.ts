import { ValidationError } from 'yup';
import { unsubscribeRemindersPath } from '../contracts/call-names.js';
import { sitePathIn } from '../contracts/site-paths.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { unsubscribeRemindersQuerySchema } from '../contracts/unsubscribe-reminders.js';
import { unsubscribePage } from '../documents/renewal-reminder-email.js';
import { withinLimits } from '../services/limit-tokens.js';
import { unsubscribeByToken, unsubscribeLocale } from '../services/renewal-reminders.js';
import type { ApiHandler } from './api-handler.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { queryFields } from './form-body.js';

function tokenOf(query: Record<string, string> | null): string | null {
  try {
    return unsubscribeRemindersQuerySchema.validateSync(query, { strict: true }).t;
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
}

/**
 * A reminder's unsubscribe (docs/decisions/0020-renewal-reminders.md). A POST unsubscribes at once: a mail program's
 * one-click (RFC 8058, `List-Unsubscribe=One-Click`) or the page's button, which sends the same. A GET only shows
 * that button, as link checkers and mail scanners open links by themselves. The token is the authority; the body
 * adds nothing a sender could use.
 */
export const unsubscribeReminders: ApiHandler = async (req, res) => {
  res.set('Cache-Control', 'no-store');
  res.set('Content-Type', 'text/html; charset=utf-8');
  const page = (status: number, html: string) => res.status(status).send(html);
  const home = (locale: PurchaseLocale) => sitePathIn(locale, '/');
  if (!(await withinLimits([{ limit: 'workInProgressReadAddress', subject: rateLimitSubject(clientIp(req)) }]))) {
    page(429, unsubscribePage('hr', { kind: 'unknown', homeUrl: home('hr') }));
    return;
  }
  const token = tokenOf(queryFields(req));
  if (!token) {
    page(400, unsubscribePage('hr', { kind: 'unknown', homeUrl: home('hr') }));
    return;
  }
  const locale = req.method === 'POST' ? await unsubscribeByToken(token) : await unsubscribeLocale(token);
  if (!locale) {
    page(404, unsubscribePage('hr', { kind: 'unknown', homeUrl: home('hr') }));
    return;
  }
  if (req.method === 'POST') {
    page(200, unsubscribePage(locale, { kind: 'done', homeUrl: home(locale) }));
    return;
  }
  const action = `${unsubscribeRemindersPath}?t=${encodeURIComponent(token)}`;
  page(200, unsubscribePage(locale, { kind: 'ask', action }));
};
