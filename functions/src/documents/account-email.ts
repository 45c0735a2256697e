/** Our e-mails for an account's actions (a new password, a confirmed address), as plain text and HTML. */
import type { AccountEmailKind } from '../contracts/send-account-email.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { identityLines, policyTexts } from './policy-texts.js';

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const font = 'font-family:Arial,Helvetica,sans-serif;';

export function composeAccountEmail(kind: AccountEmailKind, locale: PurchaseLocale, link: string): AccountEmail {
  const texts = policyTexts[locale];
  const t = texts.accountEmail;
  const words =
    kind === 'password-reset'
      ? { subject: t.resetSubject, intro: t.resetIntro, button: t.resetButton, ignore: t.resetIgnore }
      : { subject: t.verifySubject, intro: t.verifyIntro, button: t.verifyButton, ignore: t.verifyIgnore };
  const greeting = texts.email.greeting;
  const { agent } = identityLines(texts);
  const text = [
    greeting,
    '',
    words.intro,
    '',
    `${words.button}: ${link}`,
    '',
    words.ignore,
    '',
    t.signature,
    agent,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#ffffff;color:#1b2631;${font}">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(words.button)}</a></p>
<p style="color:#4a5a68;font-size:14px">${escapeHtml(t.linkHint)}<br><a href="${escapeHtml(link)}" style="color:#0b4f6c">${escapeHtml(link)}</a></p>
<p>${escapeHtml(words.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
<p style="color:#4a5a68;font-size:13px">${escapeHtml(agent)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
}
