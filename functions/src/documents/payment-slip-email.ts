/**
 * The e-mail that carries the HUB-3 slip's PDF, in the order's language, as plain text and HTML: what to pay, to
 * whom, with which reference and by when, and that the policy starts only when the money arrives. Ready for the mail
 * client; it sends nothing itself.
 */
import { ibanInGroups } from '../contracts/iban-rules.js';
import { emailColor, emailDocument, emailFacts, emailParagraph, escapeHtml } from './email-frame.js';
import {
  modelAndReference,
  partyLine,
  paymentSlipFileName,
  paymentSlipTexts,
  slipAmount,
  type PaymentSlipDocument,
} from './payment-slip-pdf.js';
import { fill, formatDate, identityLines, policyTexts } from './policy-texts.js';

export interface PaymentSlipEmailLinks {
  contactUrl: string;
}

export interface PaymentSlipEmail {
  subject: string;
  text: string;
  html: string;
  /** The slip itself, in the shape of the mail client's attachments. */
  attachments: [{ filename: string; contentType: 'application/pdf'; content: Uint8Array }];
}

/** `pdf`: the slip rendered from the same `document` (paymentSlipPdf). */
export function composePaymentSlipEmail(
  document: PaymentSlipDocument,
  pdf: Uint8Array,
  links: PaymentSlipEmailLinks,
): PaymentSlipEmail {
  const { slip, locale, orderNumber } = document;
  const t = paymentSlipTexts[locale];
  const e = t.email;
  const identity = identityLines(policyTexts[locale]);

  const subject = fill(e.subject, { vehicle: document.vehicleLabel || orderNumber });
  const facts = [
    { label: t.amount, value: slipAmount(slip, locale) },
    { label: t.payee, value: partyLine(slip.payee) },
    { label: t.iban, value: ibanInGroups(slip.iban, '\u00a0') },
    { label: t.reference, value: modelAndReference(slip) },
    { label: t.description, value: slip.description },
    { label: t.payUntil, value: formatDate(document.validUntil) },
  ];
  const validUntil = fill(t.validUntil, { validUntil: formatDate(document.validUntil) });
  const support = fill(e.support, { orderNumber });

  const text = [
    e.greeting,
    '',
    e.intro,
    '',
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    e.startsOnPayment,
    validUntil,
    '',
    support,
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
  const html = emailDocument(locale, subject, [
    emailParagraph(esc(e.greeting)),
    emailParagraph(esc(e.intro)),
    emailFacts(facts),
    emailParagraph(esc(e.startsOnPayment), 'font-weight:bold;'),
    emailParagraph(esc(validUntil)),
    emailParagraph(
      `${esc(support)} <a href="${esc(links.contactUrl)}" style="color:${emailColor.link};">${esc(e.supportLink)}</a>`,
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
    attachments: [{ filename: paymentSlipFileName(document), contentType: 'application/pdf', content: pdf }],
  };
}
