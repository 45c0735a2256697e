/** The e-mail that carries the e-policy to the policyholder, in the policy's language, as plain text and HTML. */
import type { EPolicy } from './e-policy.js';
import type { LabelledValue } from './pdf-house-style.js';
import { greenCardCountries } from '../contracts/green-card-countries.js';
import { insurerIdentity } from '../contracts/trader-identity.js';
import { greenCardTexts } from './green-card-texts.js';
import { fill, formatMoney, identityLines, policyPeriod, policyTexts } from './policy-texts.js';

export interface PolicyEmailLinks {
  /** The policy's own page: withdraw, end it when the car is sold, change the details. */
  manageUrl: string;
  registerUrl: string;
  contactUrl: string;
  siteUrl: string;
}

export interface PolicyEmail {
  subject: string;
  text: string;
  html: string;
}

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names, addresses and even the texts go through this: nothing reaches the HTML unescaped. */
const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

// The site's theme colours (src/app/theme.ts); each pairing meets WCAG AA for its text size.
const color = { text: '#1b2631', heading: '#073447', link: '#0b4f6c', muted: '#4a5a68', surface: '#f3f6f8' };
const font = 'font-family:Arial,Helvetica,sans-serif;';

/** Where a Croatian car needs the green card it carries, in the reader's language, from the one list. */
const cardCountries = (locale: EPolicy['locale']) =>
  greenCardCountries.countries
    .filter((country) => country.entry === 'card')
    .map((country) => country.name[locale])
    .join(', ');

/** `withGreenCard`: the green card PDF rides along (every policy issued since the insurer sends one). */
export function composePolicyEmail(policy: EPolicy, links: PolicyEmailLinks, withGreenCard = false): PolicyEmail {
  const texts = policyTexts[policy.locale];
  const t = texts.email;
  const { vehicle, policyholder } = policy;

  const subjectVehicle =
    vehicle.licensePlate ?? (vehicle.vin === null ? t.anyVehicle : fill(t.vehicleByVin, { vin: vehicle.vin }));
  const subject = fill(t.subject, { policyNumber: policy.policyNumber, vehicle: subjectVehicle });
  const vehicleName =
    [vehicle.licensePlate ?? vehicle.vin, [vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ') || texts.unknown;
  const facts: LabelledValue[] = [
    { label: t.policyNumber, value: policy.policyNumber },
    { label: t.policyholder, value: `${policyholder.firstName} ${policyholder.lastName}` },
    { label: t.vehicle, value: vehicleName },
    { label: t.period, value: policyPeriod(texts, policy) },
    { label: t.total, value: formatMoney(policy.total, policy.locale) },
    { label: t.insurer, value: insurerIdentity.name },
  ];
  const greenCard = withGreenCard
    ? fill(greenCardTexts[policy.locale].email.attached, { countries: cardCountries(policy.locale) })
    : t.greenCard;
  const next = [t.keep, greenCard, t.accident, t.withdrawal];
  const account = fill(t.account, { email: policyholder.email });
  const identity = identityLines(texts);

  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    t.factsHeading,
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    t.nextHeading,
    ...next.map((item) => `- ${item}`),
    '',
    t.manageHeading,
    t.manage,
    `${t.manageLink}: ${links.manageUrl}`,
    '',
    t.accountHeading,
    account,
    `${t.accountLink}: ${links.registerUrl}`,
    '',
    t.support,
    `${t.supportLink}: ${links.contactUrl}`,
    '',
    t.closing,
    t.signature,
    links.siteUrl,
    '',
    t.footer,
    identity.agent,
    identity.insurer,
    '',
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const heading = (content: string) =>
    `<h2 style="margin:24px 0 8px;${font}font-size:18px;line-height:1.3;color:${color.heading};">${e(content)}</h2>`;
  const factRows = facts
    .map(
      (fact) =>
        `<tr><th scope="row" style="padding:6px 16px 6px 0;text-align:left;vertical-align:top;font-weight:normal;color:${color.muted};">${e(fact.label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top;font-weight:bold;">${e(fact.value)}</td></tr>`,
    )
    .join('');

  const html = [
    '<!doctype html>',
    `<html lang="${policy.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${color.surface};">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${font}font-size:16px;line-height:1.5;color:${color.text};">`,
    paragraph(e(t.greeting)),
    paragraph(e(t.intro)),
    heading(t.factsHeading),
    `<table style="border-collapse:collapse;margin:0 0 16px;${font}font-size:16px;line-height:1.4;color:${color.text};">${factRows}</table>`,
    heading(t.nextHeading),
    `<ul style="margin:0 0 16px;padding-left:20px;">${next.map((item) => `<li style="margin:0 0 8px;">${e(item)}</li>`).join('')}</ul>`,
    heading(t.manageHeading),
    paragraph(e(t.manage)),
    paragraph(`<a href="${e(links.manageUrl)}" style="color:${color.link};font-weight:bold;">${e(t.manageLink)}</a>`),
    heading(t.accountHeading),
    paragraph(e(account)),
    paragraph(
      `<a href="${e(links.registerUrl)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${color.heading};color:#ffffff;font-weight:bold;text-decoration:none;">${e(t.accountLink)}</a>`,
    ),
    paragraph(`${e(t.support)} <a href="${e(links.contactUrl)}" style="color:${color.link};">${e(t.supportLink)}</a>`),
    paragraph(
      `${e(t.closing)}<br>${e(t.signature)}<br><a href="${e(links.siteUrl)}" style="color:${color.link};">${e(links.siteUrl)}</a>`,
    ),
    paragraph([t.footer, identity.agent, identity.insurer].map(e).join('<br>'), `font-size:13px;color:${color.muted};`),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
