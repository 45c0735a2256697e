/**
 * The inbox pages of the mock SendGrid, for the team and the product owner trying the product locally, hence in
 * Croatian. Every piece of a message is untrusted (a form field ends up in a subject or a body), so all of it is
 * escaped, the HTML body is shown only in a sandboxed frame, and no page runs or loads anything.
 */
import { createHash } from 'node:crypto';
import {
  attachmentPath,
  maxStoredMessages,
  type MockAddress,
  type MockAttachment,
  type MockMessage,
} from './mock-sendgrid.js';

export interface Page {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

const stylesheet = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #515a65; --line: #d5dae0; --accent: #0b5cad; --danger: #a4161a; }
* { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7f9; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, iframe:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.bar { background: #1b1f24; color: #fff; padding: 0.75rem 1rem; }
.bar p { margin: 0; max-width: 60rem; margin-inline: auto; }
.bar a { color: #fff; font-weight: 600; text-decoration: none; }
.bar .note { color: #d5dae0; font-size: 0.875rem; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0.5rem 0; overflow-wrap: anywhere; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0.5rem 0 1rem; }
.toolbar p { margin: 0; color: var(--muted); flex: 1 1 auto; }
.toolbar form { margin: 0; }
button, .button { font: inherit; padding: 0.5rem 0.9rem; border-radius: 0.375rem; border: 1px solid var(--line); background: #fff; color: var(--ink); cursor: pointer; text-decoration: none; display: inline-block; }
button.danger { border-color: var(--danger); color: var(--danger); }
.messages { list-style: none; margin: 0; padding: 0; background: #fff; border: 1px solid var(--line); border-radius: 0.5rem; }
.messages li { padding: 0.75rem 1rem; border-top: 1px solid var(--line); }
.messages li:first-child { border-top: 0; }
.messages .subject { font-weight: 600; overflow-wrap: anywhere; }
.meta { margin: 0.25rem 0 0; color: var(--muted); font-size: 0.875rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.meta span { overflow-wrap: anywhere; }
.empty { background: #fff; border: 1px dashed var(--line); border-radius: 0.5rem; padding: 1.5rem 1rem; }
.empty h2 { margin-top: 0; }
.headers { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.75rem 1rem; }
.headers dt { color: var(--muted); }
.headers dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; font: 0.9375rem/1.5 ui-monospace, Menlo, Consolas, monospace; background: #fff; border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0; }
iframe { display: block; width: 100%; height: 32rem; resize: vertical; border: 1px solid var(--line); border-radius: 0.5rem; background: #fff; }
.attachments { margin: 0; padding-left: 1.25rem; }
.attachments li { margin: 0.25rem 0; overflow-wrap: anywhere; }
.attachments .details { color: var(--muted); font-size: 0.875rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 30rem) { .headers { grid-template-columns: 1fr; } .headers dd { margin-bottom: 0.5rem; } }
`;

const basePolicy =
  "default-src 'none'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const strictPolicy = `${basePolicy}; style-src 'sha256-${createHash('sha256').update(stylesheet).digest('base64')}'`;
/**
 * A srcdoc frame inherits the policy of its page, and mail HTML is styled with inline styles; a page that shows an
 * HTML body therefore allows inline styles. Scripts stay forbidden and nothing outside the mock is loaded.
 */
const mailPolicy = `${basePolicy}; style-src 'unsafe-inline'`;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => entities[character] ?? '');

const zagrebTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/MM/yyyy HH:mm` in Zagreb, the product's date format, whatever the machine's time zone. */
export function formatZagrebTime(date: Date): string {
  const parts = zagrebTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

const plural = new Intl.PluralRules('hr');
type PluralForms = Record<'one' | 'few' | 'other', string>;

/** `1 privitak`, `3 privitka`, `5 privitaka`: Croatian nouns agree with the number. */
function counted(count: number, forms: PluralForms): string {
  const form = plural.select(count);
  return `${count} ${form === 'one' || form === 'few' ? forms[form] : forms.other}`;
}

const messageForms: PluralForms = { one: 'poruka', few: 'poruke', other: 'poruka' };
const attachmentForms: PluralForms = { one: 'privitak', few: 'privitka', other: 'privitaka' };

const sizeFormat = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

const address = ({ email, name }: MockAddress): string =>
  escapeHtml(name === null || name === '' ? email : `${name} <${email}>`);

const time = (date: Date): string => `<time datetime="${date.toISOString()}">${formatZagrebTime(date)}</time>`;

const messagePath = (id: string) => `/messages/${encodeURIComponent(id)}`;

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="hr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Testni SendGrid</title>
<style>${stylesheet}</style>
</head>
<body>
<header class="bar">
<p><a href="/">Testni SendGrid</a></p>
<p class="note">Lokalna pošta aplikacije: ništa od ovoga nije poslano stvarnim primateljima.</p>
</header>
<main>
${main}
</main>
</body>
</html>
`;
}

function inboxItem(message: MockMessage): string {
  const recipients = message.to.map(address).join(', ');
  const attachments =
    message.attachments.length === 0 ? 'bez privitaka' : counted(message.attachments.length, attachmentForms);
  return `<li>
<a class="subject" href="${messagePath(message.id)}">${escapeHtml(message.subject)}</a>
<p class="meta"><span><span class="visually-hidden">Primljeno: </span>${time(message.receivedAt)}</span> <span><span class="visually-hidden">Primatelj: </span>${recipients}</span> <span>${attachments}</span></p>
</li>`;
}

export function inboxPage(messages: MockMessage[]): Page {
  const content =
    messages.length === 0
      ? `<div class="empty">
<h2>Nema poruka</h2>
<p>Kad aplikacija pošalje e-poruku, pojavit će se ovdje. Poruke se čuvaju samo dok je testni poslužitelj pokrenut.</p>
</div>`
      : `<ol class="messages" aria-label="Poruke, najnovije prve">
${messages.map(inboxItem).join('\n')}
</ol>`;
  // The count and the clear button only make sense with something to count and clear.
  const [summary, clear] =
    messages.length === 0
      ? ['', '']
      : [
          `<p>${counted(messages.length, messageForms)}; čuva se najviše ${maxStoredMessages} najnovijih.</p>`,
          '<form method="post" action="/clear"><button type="submit" class="danger">Obriši sve poruke</button></form>',
        ];
  const main = `<h1>Pristigla pošta</h1>
<div class="toolbar">
${summary}
<a class="button" href="/">Osvježi</a>
${clear}
</div>
${content}`;
  return { status: 200, html: layout('Pristigla pošta', main), contentSecurityPolicy: strictPolicy };
}

function attachmentItem(messageId: string, attachment: MockAttachment, index: number): string {
  const path = attachmentPath('/messages', messageId, index);
  const filename = escapeHtml(attachment.filename);
  return `<li><a href="${path}">${filename}</a> <span class="details">${escapeHtml(attachment.type)}, ${formatSize(attachment.content.length)}</span> · <a href="${path}?download=1">Preuzmi<span class="visually-hidden"> ${filename}</span></a></li>`;
}

export function messagePage(message: MockMessage): Page {
  const rows: [string, string][] = [
    ['Od', address(message.from)],
    ['Za', message.to.map(address).join(', ')],
    ...(message.replyTo === null ? [] : [['Odgovor na', address(message.replyTo)] as [string, string]]),
    ['Predmet', escapeHtml(message.subject)],
    ['Primljeno', time(message.receivedAt)],
  ];
  const text =
    message.text === null
      ? '<p>Poruka nema tekstualni dio.</p>'
      : `<pre class="text">${escapeHtml(message.text)}</pre>`;
  // Links in the mail open in a new tab, outside the sandbox, so following one works as it would in a mail program.
  const html =
    message.html === null
      ? ''
      : `<section aria-labelledby="html-heading">
<h2 id="html-heading">HTML prikaz</h2>
<iframe title="HTML prikaz poruke" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>
</section>`;
  const attachments =
    message.attachments.length === 0
      ? ''
      : `<section aria-labelledby="attachments-heading">
<h2 id="attachments-heading">Privitci (${message.attachments.length})</h2>
<ul class="attachments">
${message.attachments.map((attachment, index) => attachmentItem(message.id, attachment, index)).join('\n')}
</ul>
</section>`;
  const main = `<nav aria-label="Povratak"><a href="/">← Sve poruke</a></nav>
<h1>${escapeHtml(message.subject)}</h1>
<dl class="headers">
${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<section aria-labelledby="text-heading">
<h2 id="text-heading">Tekst poruke</h2>
${text}
</section>
${html}
${attachments}`;
  return {
    status: 200,
    html: layout(message.subject, main),
    contentSecurityPolicy: message.html === null ? strictPolicy : mailPolicy,
  };
}

const notFound = {
  message: [
    'Poruka nije pronađena',
    `Možda je obrisana ili ju je istisnula novija poruka (čuva se najviše ${maxStoredMessages} najnovijih).`,
  ],
  attachment: ['Privitak nije pronađen', 'Poruka nema privitak s tim brojem, ili je poruka obrisana.'],
  page: ['Stranica ne postoji', 'Na ovoj adresi nema ničega.'],
} as const;

export function notFoundPage(kind: keyof typeof notFound): Page {
  const [heading, text] = notFound[kind];
  const main = `<h1>${heading}</h1>
<p>${text}</p>
<p><a href="/">← Sve poruke</a></p>`;
  return { status: 404, html: layout(heading, main), contentSecurityPolicy: strictPolicy };
}
