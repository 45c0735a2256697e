/**
 * The e-mails a change to a running policy sends, in the policy's language, as plain text and HTML: the endorsement
 * that recorded a new address, with the e-policy's new version attached; and the note that the contact details
 * changed, to the new e-mail and, when the e-mail changed, to the old one. Ready for the mail client.
 */
import type { EPolicy } from './e-policy.js';
import { emailButton, emailColor, emailDocument, emailFacts, emailParagraph, escapeHtml } from './email-frame.js';
import en from './locales/policy-change.en.json' with { type: 'json' };
import hr from './locales/policy-change.hr.json' with { type: 'json' };
import { countryName, fill, formatInstant, identityLines, policyTexts } from './policy-texts.js';

const changeTexts: Readonly<Record<EPolicy['locale'], typeof hr>> = { hr, en };

export interface PolicyChangeEmailLinks {
  /** The policy's page; absent in the note to an old e-mail, whose links no longer open it. */
  manageUrl: string | null;
  contactUrl: string;
}

export interface PolicyChangeEmail {
  subject: string;
  text: string;
  html: string;
}

interface Fact {
  label: string;
  value: string;
}

/** The parts every change's e-mail has, laid out the same in text and HTML. */
function compose(
  locale: EPolicy['locale'],
  subject: string,
  paragraphs: string[],
  facts: Fact[],
  after: string[],
  links: PolicyChangeEmailLinks,
): PolicyChangeEmail {
  const texts = policyTexts[locale];
  const t = changeTexts[locale];
  const e = texts.email;
  const identity = identityLines(texts);
  const text = [
    e.greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    ...after.flatMap((paragraph) => [paragraph, '']),
    ...(links.manageUrl ? [t.manage, `${t.manageLink}: ${links.manageUrl}`, ''] : []),
    t.support,
    `${t.supportLink}: ${links.contactUrl}`,
    '',
    e.signature,
    '',
    identity.agent,
    identity.insurer,
    '',
  ].join('\n');
  const esc = escapeHtml;
  const html = emailDocument(locale, subject, [
    emailParagraph(esc(e.greeting)),
    ...paragraphs.map((paragraph) => emailParagraph(esc(paragraph))),
    emailFacts(facts),
    ...after.map((paragraph) => emailParagraph(esc(paragraph))),
    ...(links.manageUrl ? [emailParagraph(esc(t.manage)), emailButton(links.manageUrl, t.manageLink)] : []),
    emailParagraph(
      `${esc(t.support)} <a href="${esc(links.contactUrl)}" style="color:${emailColor.link};">${esc(t.supportLink)}</a>`,
    ),
    emailParagraph(esc(e.signature)),
    emailParagraph(
      [identity.agent, identity.insurer].map(esc).join('<br>'),
      `font-size:13px;color:${emailColor.muted};`,
    ),
  ]);
  return { subject, text, html };
}

const vehicleOf = (policy: EPolicy) =>
  [
    policy.vehicle.licensePlate ?? policy.vehicle.vin,
    [policy.vehicle.manufacturer, policy.vehicle.model].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ') || policyTexts[policy.locale].unknown;

/** `policy`: the new version (its `version` set), as its attached PDF was drawn. */
export function composeEndorsementEmail(policy: EPolicy, links: PolicyChangeEmailLinks): PolicyChangeEmail {
  const t = changeTexts[policy.locale];
  const version = policy.version;
  if (!version?.endorsementNumber) throw new Error(`Policy ${policy.policyNumber} has no endorsed version`);
  const effectiveAt = formatInstant(version.issuedAt);
  const holder = policy.policyholder;
  const address = `${holder.address} ${holder.houseNumber}, ${holder.postalCode} ${holder.city}, ${countryName(policyTexts[policy.locale], holder.country)}`;
  const values = { policyNumber: policy.policyNumber, version: String(version.number), effectiveAt };
  return compose(
    policy.locale,
    fill(t.endorsement.subject, values),
    [fill(t.endorsement.intro, { ...values, endorsementNumber: version.endorsementNumber })],
    [
      { label: t.policyNumber, value: policy.policyNumber },
      { label: t.vehicle, value: vehicleOf(policy) },
      { label: t.endorsement.address, value: address },
      { label: t.endorsement.version, value: fill(t.endorsement.versionValue, values) },
    ],
    [t.endorsement.keep],
    links,
  );
}

/** To the policy's e-mail now; `to: 'old'` for the address it had, which hears where the notices go now. */
export function composeContactChangeEmail(
  policy: EPolicy,
  to: 'new' | 'old',
  links: PolicyChangeEmailLinks,
): PolicyChangeEmail {
  const t = changeTexts[policy.locale];
  const { policyNumber, policyholder } = policy;
  const subject = fill(t.contact.subject, { policyNumber });
  if (to === 'old')
    return compose(
      policy.locale,
      subject,
      [fill(t.contact.oldIntro, { policyNumber, email: policyholder.email })],
      [{ label: t.policyNumber, value: policyNumber }],
      [t.contact.notYou],
      { ...links, manageUrl: null },
    );
  return compose(
    policy.locale,
    subject,
    [fill(t.contact.intro, { policyNumber })],
    [
      { label: t.policyNumber, value: policyNumber },
      { label: t.vehicle, value: vehicleOf(policy) },
      { label: t.contact.email, value: policyholder.email },
      { label: t.contact.phone, value: policyholder.phone },
    ],
    [t.contact.notYou],
    links,
  );
}
