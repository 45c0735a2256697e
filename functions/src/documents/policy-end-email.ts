/**
 * The e-mail that tells the policyholder their policy ended early and carries the confirmation's PDF, in the
 * policy's language, as plain text and HTML: from when, the refund and how it comes (paid, or still to follow), and
 * the bonus-malus class the next insurer asks for. Ready for the mail client; it sends nothing itself.
 */
import { emailColor, emailDocument, emailFacts, emailHeading, emailParagraph, escapeHtml } from './email-frame.js';
import {
  effectiveDay,
  formatBonusMalusClass,
  policyEndConfirmationFileName,
  policyEndTexts,
  reasonName,
  refundWording,
  type PolicyEndConfirmation,
} from './policy-end-confirmation-pdf.js';
import { fill, formatInstant, identityLines, policyTexts } from './policy-texts.js';

export interface PolicyEndEmailLinks {
  contactUrl: string;
}

export interface PolicyEndEmail {
  subject: string;
  text: string;
  html: string;
  /** The confirmation itself, in the shape of the mail client's attachments. */
  attachments: [{ filename: string; contentType: 'application/pdf'; content: Uint8Array }];
}

/** `pdf`: the confirmation rendered from the same `confirmation` (renderPolicyEndConfirmationPdf). */
export function composePolicyEndEmail(
  confirmation: PolicyEndConfirmation,
  pdf: Uint8Array,
  links: PolicyEndEmailLinks,
): PolicyEndEmail {
  const texts = policyTexts[confirmation.locale];
  const t = policyEndTexts[confirmation.locale];
  const e = t.email;
  const { vehicle, policyNumber } = confirmation;
  const coverEndsAt = formatInstant(confirmation.coverEndsAt);
  const refund = refundWording(confirmation);
  const bonusMalusClass = formatBonusMalusClass(confirmation.bonusMalusClass, confirmation.locale);

  const subjectVehicle =
    vehicle.licensePlate ??
    (vehicle.vin === null ? texts.email.anyVehicle : fill(texts.email.vehicleByVin, { vin: vehicle.vin }));
  const subject = fill(e.subject, { policyNumber, vehicle: subjectVehicle });
  const intro = fill(e.intro, { policyNumber, coverEndsAt });
  const vehicleName =
    [vehicle.licensePlate ?? vehicle.vin, [vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ') || texts.unknown;
  const facts = [
    { label: t.policyNumber, value: policyNumber },
    { label: e.vehicle, value: vehicleName },
    { label: t.ending.reason, value: reasonName(t, confirmation.reason) },
    { label: t.effectiveDate[confirmation.reason], value: effectiveDay(confirmation) },
    { label: t.coverEndsAt, value: coverEndsAt },
    { label: t.bonusMalusClass, value: bonusMalusClass },
  ];
  const refundFacts = [
    { label: t.refund.amount, value: refund.amount },
    { label: t.refund.method, value: refund.method },
    ...(refund.state ? [{ label: t.refund.state, value: refund.state }] : []),
  ];
  const bonusMalus = fill(e.bonusMalus, { class: bonusMalusClass });
  const refundNote = fill(e.refundNotes[refund.kind], { amount: refund.amount, iban: refund.iban });
  const insured = `${t.insured.always} ${t.insured.reasons[confirmation.reason]}`;
  const identity = identityLines(texts);
  const line = (fact: { label: string; value: string }) => `${fact.label}: ${fact.value}`;

  const text = [
    e.greeting,
    '',
    intro,
    '',
    t.ending.heading,
    ...facts.map(line),
    '',
    t.refund.heading,
    ...refundFacts.map(line),
    refundNote,
    '',
    t.bonusMalusClass,
    bonusMalus,
    '',
    t.insured.heading,
    insured,
    '',
    e.support,
    `${e.supportLink}: ${links.contactUrl}`,
    '',
    e.closing,
    e.signature,
    '',
    e.footer,
    identity.agent,
    identity.insurer,
    '',
  ].join('\n');

  const esc = escapeHtml;
  const html = emailDocument(confirmation.locale, subject, [
    emailParagraph(esc(e.greeting)),
    emailParagraph(esc(intro)),
    emailHeading(t.ending.heading),
    emailFacts(facts),
    emailHeading(t.refund.heading),
    emailFacts(refundFacts),
    emailParagraph(esc(refundNote)),
    emailHeading(t.bonusMalusClass),
    emailParagraph(esc(bonusMalus)),
    emailHeading(t.insured.heading),
    emailParagraph(esc(insured)),
    emailParagraph(
      `${esc(e.support)} <a href="${esc(links.contactUrl)}" style="color:${emailColor.link};">${esc(e.supportLink)}</a>`,
    ),
    emailParagraph(`${esc(e.closing)}<br>${esc(e.signature)}`),
    emailParagraph(
      [e.footer, identity.agent, identity.insurer].map(esc).join('<br>'),
      `font-size:13px;color:${emailColor.muted};`,
    ),
  ]);

  return {
    subject,
    text,
    html,
    attachments: [
      { filename: policyEndConfirmationFileName(confirmation), contentType: 'application/pdf', content: pdf },
    ],
  };
}
