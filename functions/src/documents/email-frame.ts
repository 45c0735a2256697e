/**
 * The house style of our e-mails' HTML (the site's theme colours of src/app/theme.ts, one 600 px column, Arial), for
 * the messages composed since the accident statement's: each says its own words and this lays them out the same way.
 */
const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything a driver typed or an insurer sent goes through this: nothing reaches the HTML unescaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

// Each pairing meets WCAG AA for its text size.
export const emailColor = {
  text: '#1b2631',
  heading: '#073447',
  link: '#0b4f6c',
  muted: '#4a5a68',
  surface: '#f3f6f8',
};
const font = 'font-family:Arial,Helvetica,sans-serif;';

/** A paragraph of HTML already escaped. */
export const emailParagraph = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;

export const emailHeading = (content: string) =>
  `<h2 style="margin:24px 0 8px;${font}font-size:18px;line-height:1.3;color:${emailColor.heading};">${escapeHtml(content)}</h2>`;

/**
 * Label and value pairs as a two-column table, the labels as row headers for screen readers. `breakAll` lets a long
 * unbroken value (a hash) wrap on a phone.
 */
export function emailFacts(facts: readonly { label: string; value: string }[], breakAll = false): string {
  const rows = facts
    .map(
      (fact) =>
        `<tr><th scope="row" style="padding:6px 16px 6px 0;text-align:left;vertical-align:top;font-weight:normal;color:${emailColor.muted};">${escapeHtml(fact.label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top;font-weight:bold;${breakAll ? 'word-break:break-all;' : ''}">${escapeHtml(fact.value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:0 0 16px;${font}font-size:16px;line-height:1.4;color:${emailColor.text};">${rows}</table>`;
}

export const emailList = (items: readonly string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px;">${items.map((item) => `<li style="margin:0 0 8px;">${escapeHtml(item)}</li>`).join('')}</ul>`;

export const emailButton = (href: string, label: string) =>
  emailParagraph(
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${emailColor.heading};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a>`,
  );

/** The whole document around the message's blocks (each already HTML). */
export const emailDocument = (language: string, subject: string, blocks: readonly string[]) =>
  [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${emailColor.surface};">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${font}font-size:16px;line-height:1.5;color:${emailColor.text};">`,
    ...blocks,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
