/** The texts and formats the e-policy and the policy e-mail share, so both say the same thing the same way. */
import type { ReceiptDeduction, ReceiptPlan } from '../contracts/policy-receipt.js';
import { addressLine, insurerIdentity, traderIdentity } from '../contracts/trader-identity.js';
import type { EPolicy } from './e-policy.js';
import en from './locales/en.json' with { type: 'json' };
import hr from './locales/hr.json' with { type: 'json' };

/** Croatian is the product's language: its file is the shape the English one must match. */
export type PolicyTexts = typeof hr;

export const policyTexts: Readonly<Record<EPolicy['locale'], PolicyTexts>> = { hr, en };

/** Replaces every `{{name}}`; a placeholder without a value is a bug in the texts, never something to print. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in "${template}"`);
    return value;
  });
}

// Euros as the reader writes them, as the site does (src/lib/money.ts): 1.234,56 € in Croatian, €1,234.56 in English.
const euros: Readonly<Record<EPolicy['locale'], Intl.NumberFormat>> = {
  hr: new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

export const formatMoney = (amount: number, locale: EPolicy['locale']): string => euros[locale].format(amount);

/** Who insures and who sells, from the one source the site's footer also reads (contracts/trader-identity). */
export const identityLines = (texts: PolicyTexts): { insurer: string; agent: string } => ({
  insurer: fill(texts.policy.insurer, {
    name: insurerIdentity.name,
    address: addressLine(insurerIdentity.address),
    oib: insurerIdentity.oib,
  }),
  agent: fill(texts.policy.agent, {
    company: traderIdentity.company,
    address: addressLine(traderIdentity.address),
    oib: traderIdentity.oib,
  }),
});

const zagrebTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * dd/MM/yyyy HH:mm in Croatian time. An instant without an offset would be read in the server's own zone, and the
 * same stored policy could then print another hour, so one is required.
 */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (!/(Z|[+-]\d{2}:\d{2})$/i.test(iso) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not an ISO 8601 instant with an offset: ${iso}`);
  }
  const parts = zagrebTime.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A calendar date (YYYY-MM-DD) as dd/MM/yyyy; no time zone is involved. */
export function formatDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not an ISO 8601 date: ${isoDate}`);
  return isoDate.split('-').reverse().join('/');
}

export const policyPeriod = (texts: PolicyTexts, policy: EPolicy): string =>
  fill(texts.policy.periodValue, { start: formatInstant(policy.startsAt), end: formatInstant(policy.endsAt) });

const pluralRules: Readonly<Record<EPolicy['locale'], Intl.PluralRules>> = {
  hr: new Intl.PluralRules('hr'),
  en: new Intl.PluralRules('en'),
};

/** The words for a count: Croatian says 1 rata, 2–4 rate and 5–12 rata; English one or other. */
const pluralOf = (locale: EPolicy['locale'], count: number) =>
  pluralRules[locale].select(count) as 'one' | 'few' | 'other';

/**
 * "Način plaćanja: jednokratno." or "… u 6 rata, …: prva 34,00 €, a zatim mjesečno još 5 po 33,95 €.": the split is
 * the receipt's (contracts/policy-receipt.ts), the same the success page shows.
 */
export function paymentPlanLine(texts: PolicyTexts, plan: ReceiptPlan, locale: EPolicy['locale']): string {
  const { plan: words } = texts;
  if (plan.kind === 'single') return fill(words.method, { plan: words.single });
  const phrase = pluralOf(locale, plan.count) === 'few' ? words.instalments_few : words.instalments_other;
  const rest = plan.count - 1;
  return fill(words.method, {
    plan: fill(phrase, {
      count: String(plan.count),
      first: formatMoney(plan.first, locale),
      rest: String(rest),
      each: formatMoney(plan.each, locale),
    }),
  });
}

/** A deduction's label on the e-policy: the one-payment discount, a code's, the vehicle's, a referral's or points. */
export function deductionLabel(texts: PolicyTexts, deduction: ReceiptDeduction, locale: EPolicy['locale']): string {
  const premium = texts.policy.premium;
  switch (deduction.kind) {
    case 'single-payment':
      return texts.plan.singlePaymentDiscount;
    case 'coupon':
      return fill(premium.couponDiscount, { code: deduction.code });
    case 'vehicle':
      return premium.vehicleDiscount;
    case 'referral':
      return premium.referralDiscount;
    case 'points':
      // Croatian counts take one, few or other ("1 bod", "2 boda", "5 bodova"); English one or other.
      return fill(texts.points.paidWith[pluralOf(locale, deduction.points)], { points: String(deduction.points) });
  }
}

/** The country's name in the texts, or its ISO code for a country they do not name. */
export function countryName(texts: PolicyTexts, code: string): string {
  const names: Readonly<Record<string, string>> = texts.countries;
  return names[code.toUpperCase()] ?? code;
}
