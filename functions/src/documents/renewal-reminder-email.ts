/**
 * The renewal reminder (docs/decisions/0020-renewal-reminders.md): 30 or 7 days before a policy ends, in the
 * language of the purchase, with next year's price and the link that opens the renewal; and the small page the
 * reminder's unsubscribe link shows.
 */
import type { CoverCode } from '../contracts/covers.js';
import { oneClickField, type RenewalReminderDays } from '../contracts/renewal-reminder-rules.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { emailButton, emailColor, emailDocument, emailFacts, emailParagraph, escapeHtml } from './email-frame.js';
import { fill, formatMoney, policyTexts } from './policy-texts.js';
import en from './locales/renewal-reminder-email.en.json' with { type: 'json' };
import hr from './locales/renewal-reminder-email.hr.json' with { type: 'json' };

type ReminderTexts = typeof hr;
const reminderTexts: Readonly<Record<PurchaseLocale, ReminderTexts>> = { hr, en };

export interface RenewalReminderFacts {
  locale: PurchaseLocale;
  days: RenewalReminderDays;
  /** The plate, or the VIN of a car without one. */
  vehicle: string;
  policyNumber: string;
  /** dd/MM/yyyy */
  endDate: string;
  startDate: string;
  coverCodes: readonly CoverCode[];
  /** Euros, paid at once. */
  total: number;
  /** The account's policy opens after signing in; a guest's asks the date of birth. */
  signedIn: boolean;
  renewUrl: string;
  unsubscribeUrl: string;
}

export interface RenewalReminderEmail {
  subject: string;
  text: string;
  html: string;
}

export function composeRenewalReminderEmail(facts: RenewalReminderFacts): RenewalReminderEmail {
  const t = reminderTexts[facts.locale];
  const coverNames = policyTexts[facts.locale].covers;
  const values = { vehicle: facts.vehicle, endDate: facts.endDate };
  const subject = fill(t.subject[facts.days], values);
  const intro = fill(t.intro[facts.days], values);
  const rows = [
    { label: t.vehicle, value: facts.vehicle },
    { label: t.policyNumber, value: facts.policyNumber },
    { label: t.endsOn, value: facts.endDate },
    { label: t.startsOn, value: facts.startDate },
    { label: t.covers, value: facts.coverCodes.map((code) => coverNames[code]).join(', ') },
    { label: t.price, value: formatMoney(facts.total, facts.locale) },
  ];
  const hint = facts.signedIn ? t.signedInHint : t.guestHint;

  const text = [
    t.greeting,
    '',
    intro,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    t.priceNote,
    '',
    `${t.button}: ${facts.renewUrl}`,
    hint,
    '',
    t.closing,
    t.signature,
    '',
    `${t.unsubscribe} ${facts.unsubscribeUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const small = `font-size:14px;color:${emailColor.muted};`;
  const link = (href: string) => `<a href="${e(href)}" style="color:${emailColor.link};">${e(href)}</a>`;
  const html = emailDocument(facts.locale, subject, [
    emailParagraph(e(t.greeting)),
    emailParagraph(e(intro)),
    emailFacts(rows),
    emailParagraph(e(t.priceNote), small),
    emailButton(facts.renewUrl, t.button),
    emailParagraph(`${e(t.linkHint)}<br>${link(facts.renewUrl)}<br>${e(hint)}`, small),
    emailParagraph(`${e(t.closing)}<br>${e(t.signature)}`),
    emailParagraph(
      `${e(t.unsubscribe)} <a href="${e(facts.unsubscribeUrl)}" style="color:${emailColor.link};">${e(facts.unsubscribeUrl)}</a>`,
      small,
    ),
  ]);
  return { subject, text, html };
}

/** The unsubscribe link's page: the question with its button, the answer once honoured, or an unknown link. */
export function unsubscribePage(
  locale: PurchaseLocale,
  state: { kind: 'ask'; action: string } | { kind: 'done' | 'unknown'; homeUrl: string },
): string {
  const t = reminderTexts[locale].page;
  const e = escapeHtml;
  const body =
    state.kind === 'ask'
      ? [
          emailParagraph(e(t.ask)),
          // The same field a mail program's one-click sends (RFC 8058), so the endpoint has one way in.
          `<form method="post" action="${e(state.action)}"><input type="hidden" name="${oneClickField.name}" value="${oneClickField.value}">` +
            `<button type="submit" style="padding:12px 20px;border:0;border-radius:6px;background:${emailColor.heading};color:#ffffff;font:inherit;font-weight:bold;cursor:pointer;">${e(t.button)}</button></form>`,
        ]
      : [
          `<p role="status" style="margin:0 0 16px;">${e(state.kind === 'done' ? t.done : t.unknown)}</p>`,
          emailParagraph(`<a href="${e(state.homeUrl)}" style="color:${emailColor.link};">${e(t.home)}</a>`),
        ];
  return emailDocument(locale, t.title, [
    `<h1 style="font-size:22px;color:${emailColor.heading};">${e(t.title)}</h1>`,
    ...body,
  ]);
}
