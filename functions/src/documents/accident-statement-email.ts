/**
 * The e-mail that carries the signed accident statement's PDF to each driver, in the statement's language, as plain
 * text and HTML. Its texts are here rather than in documents/locales: this one message uses them, and the PDF's
 * texts there belong to its layout.
 */
import type { AccidentStatementView } from '../contracts/accident-statement.js';
import { emailDocument, emailFacts, emailHeading, emailParagraph, escapeHtml } from './email-frame.js';
import { formatInstant } from './policy-texts.js';

export interface AccidentStatementEmail {
  subject: string;
  text: string;
  html: string;
}

const texts = {
  hr: {
    subject: 'Europsko izvješće o prometnoj nezgodi od {date}',
    greeting: 'Poštovani,',
    intro:
      'u privitku je Europsko izvješće o prometnoj nezgodi koje ste potpisali. Sačuvajte ga: to je zapis okolnosti nezgode koji su potvrdili oba vozača, a ne priznanje krivnje.',
    factsHeading: 'Izvješće',
    when: 'Datum i vrijeme',
    where: 'Mjesto',
    vehicles: 'Vozila',
    lock: 'Zaključano',
    hash: 'Kontrolni zbroj (SHA-256)',
    claimNumber: 'Broj štete',
    nextHeading: 'Što slijedi',
    nextClaim:
      'Izvješće predajemo osiguratelju kao prijavu štete. Javit će vam se procjenitelj; u svakom kontaktu navedite broj štete.',
    nextNoClaim:
      'Izvješće predajte svojem osiguratelju ili osiguratelju drugog vozila (onome koji naknađuje štetu) u roku od 8 dana.',
    closing: 'Srdačan pozdrav,',
    signature: 'AO online',
  },
  en: {
    subject: 'European accident statement of {date}',
    greeting: 'Hello,',
    intro:
      'attached is the European accident statement you signed. Keep it: it records the circumstances of the accident as both drivers confirmed them, and is not an admission of fault.',
    factsHeading: 'The statement',
    when: 'Date and time',
    where: 'Place',
    vehicles: 'Vehicles',
    lock: 'Locked',
    hash: 'Checksum (SHA-256)',
    claimNumber: 'Claim number',
    nextHeading: 'What happens next',
    nextClaim:
      'We are submitting the statement to the insurer as a claim. A loss adjuster will contact you; quote the claim number whenever you are in touch.',
    nextNoClaim:
      'Give the statement to your insurer or to the other driver’s (the one paying for the damage) within 8 days.',
    closing: 'Kind regards,',
    signature: 'AO online',
  },
} as const;

export function composeAccidentStatementEmail(
  statement: AccidentStatementView,
  language: 'hr' | 'en',
): AccidentStatementEmail {
  const t = texts[language];
  const { common, sides, lock, sent } = statement;
  const date = common.date ?? '';
  const place = [common.place.address, common.place.postalCode, common.place.place, common.place.country]
    .filter(Boolean)
    .join(', ');
  const vehicles = [sides.A, sides.B]
    .filter((side) => side !== null)
    .map((side, index) => `${index === 0 ? 'A' : 'B'}: ${side.vehicle.plate ?? '—'}`)
    .join(', ');
  const facts = [
    { label: t.when, value: `${date} ${common.time ?? ''}`.trim() },
    { label: t.where, value: place || '—' },
    { label: t.vehicles, value: vehicles },
    ...(lock
      ? [
          // On Zagreb's clock as the PDF prints it, not the stored UTC instant.
          { label: t.lock, value: formatInstant(lock.lockedAt) },
          { label: t.hash, value: lock.hash },
        ]
      : []),
    ...(sent?.claimNumber ? [{ label: t.claimNumber, value: sent.claimNumber }] : []),
  ];
  const next = sides.A.linkedPolicy || sides.B?.linkedPolicy ? t.nextClaim : t.nextNoClaim;
  const subject = t.subject.replace('{date}', date);

  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    t.factsHeading,
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    t.nextHeading,
    next,
    '',
    t.closing,
    t.signature,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = emailDocument(language, subject, [
    emailParagraph(e(t.greeting)),
    emailParagraph(e(t.intro)),
    emailHeading(t.factsHeading),
    emailFacts(facts, true),
    emailHeading(t.nextHeading),
    emailParagraph(e(next)),
    emailParagraph(`${e(t.closing)}<br>${e(t.signature)}`),
  ]);
  return { subject, text, html };
}
