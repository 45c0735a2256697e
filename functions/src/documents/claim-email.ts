/**
 * The e-mail a claim's change sends the drivers when it needs them or decides their money (contracts/claim.ts
 * `claimStatesThatEmail`), in the language the statement was reported in, as plain text and HTML, with the link to
 * the claim's page. The insurer's own words (an offer's reckoning) are not repeated: the page shows them.
 *
 * Each driver reads it for their side (`ClaimView.you`), as the page words it: the claimant is offered and paid the
 * money; the other driver, whose policy pays, is told what the other's claim did and what that means for the
 * policy's bonus-malus, and never sees where the money went (the IBAN, masked or not).
 */
import type { ClaimState, ClaimView } from '../contracts/claim.js';
import {
  emailButton,
  emailColor,
  emailDocument,
  emailFacts,
  emailList,
  emailParagraph,
  escapeHtml,
} from './email-frame.js';
import { fill, formatDate, formatInstant, formatMoney } from './policy-texts.js';
import en from './locales/claim-email.en.json' with { type: 'json' };
import hr from './locales/claim-email.hr.json' with { type: 'json' };

/** Croatian is the product's language: its file is the shape the English one must match. */
type ClaimEmailTexts = typeof hr;
const claimEmailTexts: Readonly<Record<'hr' | 'en', ClaimEmailTexts>> = { hr, en };

export type EmailingClaimState = Extract<
  ClaimState,
  'documents-missing' | 'assessor-appointed' | 'offer' | 'paid' | 'declined'
>;

export interface ClaimEmail {
  subject: string;
  text: string;
  html: string;
}

function factsOf(claim: ClaimView, state: EmailingClaimState, t: ClaimEmailTexts) {
  const money = (amount: number) => formatMoney(amount, claim.language);
  const facts = [{ label: t.claimNumber, value: claim.claimNumber }];
  switch (state) {
    case 'assessor-appointed':
      if (claim.appointment)
        facts.push(
          { label: t.appointmentAt, value: formatInstant(claim.appointment.at) },
          {
            label: t.appointmentPlace,
            value: claim.appointment.photoAssessment ? t.photoAssessment : (claim.appointment.place ?? '—'),
          },
        );
      break;
    case 'offer':
      if (claim.offer) {
        facts.push({ label: t.offerAmount, value: money(claim.offer.amount) });
        for (const item of claim.offer.items) facts.push({ label: t.items[item.code], value: money(item.amount) });
      }
      break;
    case 'paid':
      if (claim.payment) {
        const { amount, paidOn, paidAt, transferReference, ibanMasked } = claim.payment;
        facts.push({ label: t.paidAmount, value: money(amount) });
        // An instant transfer: the minute it left (Zagreb time) and its reference, which the driver's bank shows too.
        if (paidAt) facts.push({ label: t.paidAt, value: formatInstant(paidAt) });
        else facts.push({ label: t.paidOn, value: formatDate(paidOn) });
        // Where the money went is the claimant's to know; the other driver's view carries neither (claim-view.ts).
        if (transferReference) facts.push({ label: t.transferReference, value: transferReference });
        if (ibanMasked) facts.push({ label: t.iban, value: ibanMasked });
      }
      break;
    case 'declined':
      if (claim.decline) facts.push({ label: t.reason, value: t.declineReasons[claim.decline.reason] });
      break;
    case 'documents-missing':
      break;
  }
  return facts;
}

/** What the change means for the driver whose policy pays the claim: the other's claim, and the policy's bonus-malus. */
function atFaultIntro(claim: ClaimView, state: EmailingClaimState, t: ClaimEmailTexts, photoAssessment: boolean) {
  const a = t.atFault;
  const plate = claim.plates.find((party) => party.role === claim.you)?.plate;
  // A plate reads as one word: "ZG 1234-AB" broken across two lines is two.
  const vehicle = plate ? fill(a.vehicle, { plate: plate.replaceAll(' ', '\u00a0') }) : a.ownVehicle;
  const lead = fill(a.lead, { claimant: claim.claimantRole, date: claim.accident.date ?? '—', vehicle });
  const news = photoAssessment ? a.introPhotoAssessment : a.intro[state];
  // A policy that was not in force has no bonus-malus for the claim to leave alone.
  const bonusMalus =
    state === 'offer' || state === 'paid' || (state === 'declined' && claim.decline?.reason !== 'policy-not-in-force')
      ? [fill(a.bonusMalus[state], { vehicle })]
      : [];
  return [`${lead} ${news}`, ...bonusMalus];
}

/** The claimant's payout by instant transfer: when it left, on Zagreb's clock, and how their bank shows it. */
function instantPayout(claim: ClaimView, state: EmailingClaimState, t: ClaimEmailTexts): string[] {
  const payment = claim.payment;
  if (state !== 'paid' || !payment?.paidAt || !payment.transferReference) return [];
  const [date = '', time = ''] = formatInstant(payment.paidAt).split(' ');
  return [fill(t.instantPaid, { date, time, reference: payment.transferReference })];
}

export function composeClaimEmail(claim: ClaimView, state: EmailingClaimState, link: string): ClaimEmail {
  const t = claimEmailTexts[claim.language];
  const claimant = claim.you === claim.claimantRole;
  const subject = fill((claimant ? t.subject : t.atFault.subject)[state], { claimNumber: claim.claimNumber });
  const photoAssessment = state === 'assessor-appointed' && claim.appointment?.photoAssessment === true;
  const intro = claimant
    ? [
        fill(photoAssessment ? t.introPhotoAssessment : t.intro[state], { date: claim.accident.date ?? '—' }),
        ...instantPayout(claim, state, t),
      ]
    : atFaultIntro(claim, state, t, photoAssessment);
  const facts = factsOf(claim, state, t);
  const missing = state === 'documents-missing' ? claim.missingDocuments.map((code) => t.documents[code]) : [];

  const text = [
    t.greeting,
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    ...(missing.length > 0 ? ['', `${t.missing}:`, ...missing.map((item) => `- ${item}`)] : []),
    '',
    `${t.button}: ${link}`,
    t.identityHint,
    '',
    t.closing,
    t.signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = emailDocument(claim.language, subject, [
    emailParagraph(e(t.greeting)),
    ...intro.map((paragraph) => emailParagraph(e(paragraph))),
    emailFacts(facts),
    ...(missing.length > 0 ? [emailParagraph(e(`${t.missing}:`), 'margin:0 0 8px;'), emailList(missing)] : []),
    emailButton(link, t.button),
    emailParagraph(
      `${e(t.linkHint)}<br><a href="${e(link)}" style="color:${emailColor.link};">${e(link)}</a><br>${e(t.identityHint)}`,
      `font-size:14px;color:${emailColor.muted};`,
    ),
    emailParagraph(`${e(t.closing)}<br>${e(t.signature)}`),
  ]);
  return { subject, text, html };
}
