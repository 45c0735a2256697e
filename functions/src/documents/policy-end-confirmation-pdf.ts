/**
 * The confirmation that a policy ended early (*potvrda o prestanku osiguranja*, docs/decisions/0031-policy-endings.md):
 * what the driver keeps and shows the next insurer, above all the bonus-malus class it states. Rendered from the
 * insurer's decision alone, never from the clock, so it can be downloaded again at any time and gives the same file.
 */
import { displayDateToIso } from '../contracts/field-rules.js';
import {
  withdrawalDays,
  type PolicyEndReason,
  type RefundMethod,
  type RefundState,
} from '../contracts/policy-ending.js';
import type { InsuredVehicle } from '../contracts/insured-vehicle.js';
import type { Policyholder } from '../contracts/policyholder.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { insurerIdentity } from '../contracts/trader-identity.js';
import en from './locales/policy-end.en.json' with { type: 'json' };
import hr from './locales/policy-end.hr.json' with { type: 'json' };
import { Layout, type HouseFonts } from './pdf-house-style.js';
import { countryName, fill, formatInstant, formatMoney, identityLines, policyTexts } from './policy-texts.js';

/** Croatian is the product's language: its file is the shape the English one must match. */
export type PolicyEndTexts = typeof hr;

/** The confirmation's texts; its e-mail says the same things in the same words. */
export const policyEndTexts: Readonly<Record<PurchaseLocale, PolicyEndTexts>> = { hr, en };

/** The unused premium going back, as the insurer decided it and as far as it has gone. */
export interface PolicyEndRefund {
  /** Euros, tax included; 0 when the insurer keeps the whole premium. */
  amount: number;
  /** Null while there is no way back yet (`needs-iban`) or nothing to send (`none`). */
  method: RefundMethod | null;
  /** As kept (contracts/iban.ts `maskIban`); required for a refund by `iban`. */
  ibanMasked: string | null;
  state: RefundState;
}

/** Everything the confirmation states: the ended policy's facts and the insurer's decision on it. */
export interface PolicyEndConfirmation {
  locale: PurchaseLocale;
  policyNumber: string;
  policyholder: Pick<
    Policyholder,
    | 'firstName'
    | 'lastName'
    | 'personalIdentificationNumber'
    | 'address'
    | 'houseNumber'
    | 'postalCode'
    | 'city'
    | 'country'
  >;
  vehicle: InsuredVehicle;
  /** ISO 8601 instants with an offset, shown in Europe/Zagreb as dd/MM/yyyy HH:mm: the policy's agreed term. */
  policyStartsAt: string;
  policyEndsAt: string;
  reason: PolicyEndReason;
  /** dd/MM/yyyy, as kept: the day the car was sold, deregistered…; for a withdrawal, the day it was asked. */
  effectiveDate: string;
  /** ISO 8601: when the insurer ended the cover. */
  coverEndsAt: string;
  refund: PolicyEndRefund;
  /** The class the policyholder takes to the next insurer. */
  bonusMalusClass: number;
  /** ISO 8601: when the insurer decided; the document's own date, so the same decision gives the same file. */
  issuedAt: string;
}

/** Which of the refund's wordings applies: where the money goes and whether it has gone. */
export type RefundCase = keyof PolicyEndTexts['refund']['methods'];

export function refundCase(refund: PolicyEndRefund): RefundCase {
  if (refund.state === 'none' || refund.amount === 0) return 'none';
  if (refund.state === 'needs-iban') return 'needs-iban';
  if (refund.method === null) throw new Error(`A ${refund.state} refund without a method`);
  if (refund.method === 'iban' && !refund.ibanMasked) throw new Error('A refund by IBAN without the IBAN');
  return `${refund.method}-${refund.state}` as const;
}

/** The refund in the reader's words: how much, how it comes back, and its state while the money has not gone. */
export function refundWording(confirmation: Pick<PolicyEndConfirmation, 'locale' | 'refund'>) {
  const t = policyEndTexts[confirmation.locale].refund;
  const { refund } = confirmation;
  const kind = refundCase(refund);
  const amount = formatMoney(refund.amount, confirmation.locale);
  // A masked IBAN reads as one number: "HR** ****" broken across two lines looks like two.
  const iban = (refund.ibanMasked ?? '').replaceAll(' ', '\u00a0');
  return {
    kind,
    amount,
    iban,
    method: fill(t.methods[kind], { iban }),
    state:
      kind === 'needs-iban'
        ? t.states['needs-iban']
        : kind === 'card-pending' || kind === 'iban-pending'
          ? t.states.pending
          : null,
  };
}

/** As the policy's own files are named (services/fulfilment.ts): the language's word, then the policy number. */
export const policyEndConfirmationFileName = (confirmation: Pick<PolicyEndConfirmation, 'locale' | 'policyNumber'>) =>
  `${confirmation.locale === 'hr' ? 'potvrda-o-prestanku' : 'policy-end-confirmation'}-${confirmation.policyNumber}.pdf`;

/** The day as kept; anything else is a bug upstream, never something to print. */
export function effectiveDay(confirmation: Pick<PolicyEndConfirmation, 'effectiveDate'>): string {
  if (!displayDateToIso(confirmation.effectiveDate))
    throw new RangeError(`Not a dd/MM/yyyy date: ${confirmation.effectiveDate}`);
  return confirmation.effectiveDate;
}

/** The reason in its own plain words ("Prodaja vozila"). */
export const reasonName = (texts: PolicyEndTexts, reason: PolicyEndReason): string =>
  fill(texts.reasons[reason], { days: String(withdrawalDays) });

// A class below zero is a malus, written with the minus sign the site's bonus-malus table uses (−1).
const classFormats: Readonly<Record<PurchaseLocale, Intl.NumberFormat>> = {
  hr: new Intl.NumberFormat('hr-HR'),
  en: new Intl.NumberFormat('en-GB'),
};
export const formatBonusMalusClass = (value: number, locale: PurchaseLocale): string =>
  classFormats[locale].format(value);

export async function renderPolicyEndConfirmationPdf(
  confirmation: PolicyEndConfirmation,
  fonts: HouseFonts,
): Promise<Uint8Array> {
  const texts = policyTexts[confirmation.locale];
  const t = policyEndTexts[confirmation.locale];
  const { policyholder, vehicle } = confirmation;
  const known = (value: string | number | null) => (value === null || value === '' ? texts.unknown : String(value));
  const coverEndsAt = formatInstant(confirmation.coverEndsAt);
  const bonusMalusClass = formatBonusMalusClass(confirmation.bonusMalusClass, confirmation.locale);
  const refund = refundWording(confirmation);
  const identity = identityLines(texts);

  const layout = await Layout.create(fonts, {
    title: fill(t.documentTitle, { policyNumber: confirmation.policyNumber }),
    subject: t.subject,
    author: insurerIdentity.name,
    publisher: texts.publisher,
    language: confirmation.locale,
    createdAt: new Date(confirmation.issuedAt),
  });
  const { body, small, smallPrint } = layout.styles;

  layout.header(t.title, texts.policy.subtitle, [identity.insurer, identity.agent]);
  layout.text(
    fill(t.intro, { insurer: insurerIdentity.name, policyNumber: confirmation.policyNumber, coverEndsAt }),
    body,
  );
  layout.space(10);
  layout.highlight([
    [
      { label: t.policyNumber, value: confirmation.policyNumber },
      { label: t.coverEndsAt, value: coverEndsAt },
    ],
    [
      { label: t.bonusMalusClass, value: bonusMalusClass },
      { label: t.refund.heading, value: refund.amount },
    ],
  ]);
  layout.space(6);
  layout.text(t.bonusMalus, smallPrint);

  // The agreed term sits with the ending: the next insurer reads the two together.
  layout.section(t.ending.heading);
  layout.rows([
    { label: t.ending.reason, value: reasonName(t, confirmation.reason) },
    { label: t.effectiveDate[confirmation.reason], value: effectiveDay(confirmation) },
    {
      label: t.ending.period,
      value: fill(texts.policy.periodValue, {
        start: formatInstant(confirmation.policyStartsAt),
        end: formatInstant(confirmation.policyEndsAt),
      }),
    },
  ]);

  // The amount is in the box above; the rows say how it comes back, and what it waits for.
  layout.section(t.refund.heading);
  layout.rows([
    { label: t.refund.method, value: refund.method },
    ...(refund.state ? [{ label: t.refund.state, value: refund.state }] : []),
  ]);

  const p = texts.policy.policyholder;
  layout.section(p.heading);
  layout.rows([
    { label: p.name, value: `${policyholder.firstName} ${policyholder.lastName}` },
    {
      label: p.address,
      value: fill(p.addressValue, {
        street: [policyholder.address, policyholder.houseNumber].filter(Boolean).join(' '),
        postalCode: policyholder.postalCode,
        city: policyholder.city,
        country: countryName(texts, policyholder.country),
      }),
    },
    { label: p.oib, value: policyholder.personalIdentificationNumber },
  ]);

  const v = texts.policy.vehicle;
  layout.section(v.heading);
  // Two pairs a line, the plate and the VIN down the first column, where a reader looks for them.
  layout.rows(
    [
      { label: v.licensePlate, value: known(vehicle.licensePlate) },
      { label: v.manufacturer, value: known(vehicle.manufacturer) },
      { label: v.vin, value: known(vehicle.vin) },
      { label: v.model, value: known([vehicle.model, vehicle.variant].filter(Boolean).join(' ')) },
    ],
    2,
  );

  layout.section(t.insured.heading);
  layout.text(`${t.insured.always} ${t.insured.reasons[confirmation.reason]}`, smallPrint);

  layout.rule();
  layout.text(fill(t.issued, { issuedAt: formatInstant(confirmation.issuedAt) }), small);

  return layout.save({
    left: fill(t.footer, { publisher: texts.publisher, policyNumber: confirmation.policyNumber }),
    pageNumber: texts.pageNumber,
  });
}
