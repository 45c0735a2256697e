/**
 * The e-mail that carries the signed accident statement's PDF to each driver, in the statement's language, as plain
 * text and HTML. Its texts are here rather than in documents/locales: this one message uses them, and the PDF's
 * texts there belong to its layout.
 */
import type { AccidentStatementView } from '../contracts/accident-statement.js';

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

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Everything a driver typed goes through this: nothing reaches the HTML unescaped. */
const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

// The site's theme colours (src/app/theme.ts), as the policy e-mail uses them.
const color = { text: '#1b2631', heading: '#073447', muted: '#4a5a68', surface: '#f3f6f8' };
const font = 'font-family:Arial,Helvetica,sans-serif;';

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
          { label: t.lock, value: lock.lockedAt },
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
  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${content}</p>`;
  const heading = (content: string) =>
    `<h2 style="margin:24px 0 8px;${font}font-size:18px;line-height:1.3;color:${color.heading};">${e(content)}</h2>`;
  const rows = facts
    .map(
      (fact) =>
        `<tr><th scope="row" style="padding:6px 16px 6px 0;text-align:left;vertical-align:top;font-weight:normal;color:${color.muted};">${e(fact.label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top;font-weight:bold;word-break:break-all;">${e(fact.value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${color.surface};">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${font}font-size:16px;line-height:1.5;color:${color.text};">`,
    paragraph(e(t.greeting)),
    paragraph(e(t.intro)),
    heading(t.factsHeading),
    `<table style="border-collapse:collapse;margin:0 0 16px;${font}font-size:16px;line-height:1.4;color:${color.text};">${rows}</table>`,
    heading(t.nextHeading),
    paragraph(e(next)),
    paragraph(`${e(t.closing)}<br>${e(t.signature)}`),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
