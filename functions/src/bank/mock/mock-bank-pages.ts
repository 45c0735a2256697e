/**
 * The driver's test mobile bank (mock-bank-server.ts): upload a screenshot of a HUB-3 slip or paste its barcode's
 * text, check what was read, and pay it by instant transfer. Croatian, with an English line under each heading for
 * the team. Plain HTML forms and one inline style sheet, no script, readable on a 375 px phone.
 */
import { createHash } from 'node:crypto';
import type { Hub3Slip } from '../../contracts/payment-slip.js';
import type { BankCreditEntry } from '../bank-api.js';
import { ibanInGroups } from '../../contracts/iban-rules.js';

export interface Payer {
  name: string;
  iban: string;
}

export type PayField = 'amount' | 'payerName' | 'payerIban';

const euros = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
/** "193,56 €", as a Croatian bank app writes it. */
export const formatEuros = (cents: number): string => euros.format(cents / 100);
/** "193,56": what the amount field holds, for the tester to change. */
export const amountFieldValue = (cents: number): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

const zagrebTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "12/05/2026 10:15", Zagreb time. */
const formatTime = (iso: string): string => zagrebTime.format(new Date(iso)).replace(',', '');

// 16 px inputs keep iOS from zooming; every colour pair is at least 4.5:1 (text) or 3:1 (borders, focus ring).
const styleSheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#eef3f1;color:#1b1f24;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:30rem;margin:0 auto;padding:1rem}
.panel{background:#fff;border:1px solid #c5ccd6;border-radius:.5rem;padding:1.25rem;margin:0 0 1rem}
.bank{margin:0;font-weight:700;font-size:1.125rem;color:#0d5c46}
.test{margin:.25rem 0 1rem;padding:.25rem .5rem;background:#fff4ce;color:#4d3800;border-radius:.25rem;font-size:.875rem}
h1{font-size:1.375rem;line-height:1.3;margin:0}
h2{font-size:1.0625rem;margin:0 0 .5rem}
.en{margin:0 0 1rem;color:#4b5563;font-size:.9375rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}
dd{margin:0;overflow-wrap:anywhere}
.total{font-weight:700;font-size:1.125rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{margin:0 0 .25rem;color:#4b5563;font-size:.9375rem}
.error{margin:0 0 .25rem;color:#b3261e;font-weight:600}
.notice{border:2px solid #b3261e;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1.25rem}
.notice p{margin:0}
.notice p+p{margin-top:.5rem}
.done{border:2px solid #0d5c46;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1.25rem;background:#e8f5ef}
.done p{margin:0}
input,textarea{display:block;width:100%;font:inherit;font-size:1rem;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#1b1f24}
textarea{min-height:6rem;font-family:ui-monospace,monospace;font-size:.875rem}
input[type=file]{padding:.5rem}
[aria-invalid=true]{border:2px solid #b3261e}
.or{text-align:center;color:#4b5563;margin:0 0 1rem}
button{font:inherit;font-weight:600;width:100%;padding:.75rem 1rem;border-radius:.375rem;cursor:pointer;border:2px solid #0d5c46;background:#0d5c46;color:#fff}
fieldset{border:0;padding:0;margin:0 0 .5rem}
legend{font-weight:700;font-size:1.0625rem;padding:0;margin:0 0 .5rem}
ul.credits{list-style:none;margin:0;padding:0}
ul.credits li{border-top:1px solid #c5ccd6;padding:.5rem 0}
ul.credits li:first-child{border-top:0}
.amount{font-weight:700}
.muted{color:#4b5563;font-size:.9375rem}
a{color:#0d5c46}
:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
input:focus-visible,textarea:focus-visible{outline-offset:0}
code{overflow-wrap:anywhere}
@media (max-width:26rem){dl{grid-template-columns:1fr;gap:0}dd{margin:0 0 .5rem}}
`;

const styleHash = `'sha256-${createHash('sha256').update(styleSheet, 'utf8').digest('base64')}'`;

/** Nothing but the style sheet; forms post to the bank itself only. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

/** `after`: further panels below the main one. */
function page(title: string, body: string, after = ''): string {
  return `<!doctype html>
<html lang="hr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Testna banka</title>
<style>${styleSheet}</style>
</head>
<body>
<main>
<div class="panel">
<p class="bank">Testna mobilna banka</p>
<p class="test">Testno okruženje: novac se stvarno ne prenosi. <span lang="en">Test environment: no real money moves.</span></p>
${body}
</div>
${after}</main>
</body>
</html>
`;
}

const heading = (croatian: string, english: string) => `<h1>${croatian}</h1>\n<p class="en" lang="en">${english}</p>`;

interface FieldSpec {
  id: string;
  label: string;
  value: string;
  attributes: string;
  hint?: string;
  error?: string;
}

function inputField(spec: FieldSpec): string {
  const describedBy = [spec.hint ? `${spec.id}-hint` : '', spec.error ? `${spec.id}-error` : '']
    .filter((id) => id !== '')
    .join(' ');
  return `<div class="field">
<label for="${spec.id}">${spec.label}</label>
${spec.hint ? `<p class="hint" id="${spec.id}-hint">${spec.hint}</p>\n` : ''}${
    spec.error ? `<p class="error" id="${spec.id}-error">${escapeHtml(spec.error)}</p>\n` : ''
  }<input id="${spec.id}" name="${spec.id}" value="${escapeHtml(spec.value)}" ${spec.attributes}${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${spec.error ? ' aria-invalid="true"' : ''}>
</div>`;
}

function payerFields(payer: Payer, errors: Partial<Record<PayField, string>> = {}): string {
  return `<fieldset>
<legend>Platitelj <span class="muted" lang="en">(payer)</span></legend>
${inputField({
  id: 'payerName',
  label: 'Ime i prezime',
  value: payer.name,
  attributes: 'type="text" autocomplete="name" maxlength="70" required',
  error: errors.payerName,
})}
${inputField({
  id: 'payerIban',
  label: 'IBAN računa s kojeg plaćate',
  value: ibanInGroups(payer.iban),
  attributes: 'type="text" autocomplete="off" spellcheck="false" maxlength="42" required',
  error: errors.payerIban,
})}
</fieldset>`;
}

function latestCredits(accountIban: string, credits: readonly BankCreditEntry[]): string {
  if (credits.length === 0) return '';
  const items = credits
    .map(
      (credit) =>
        `<li><span class="amount">${formatEuros(credit.amountCents)}</span> · ${escapeHtml(
          credit.debtor.name ?? '—',
        )}<br><span class="muted">${formatTime(credit.bookedAt)} · ${escapeHtml(credit.reference ?? 'bez poziva na broj')}</span></li>`,
    )
    .join('\n');
  return `<div class="panel">
<h2>Zadnje uplate na račun ${escapeHtml(ibanInGroups(accountIban))}</h2>
<p class="en" lang="en">Latest credits on the insurer's collection account.</p>
<ul class="credits">
${items}
</ul>
</div>
`;
}

export interface HomeView {
  accountIban: string;
  payer: Payer;
  payload: string;
  error?: string;
  latest: readonly BankCreditEntry[];
}

/** The start: a slip's screenshot or barcode text, and who pays. */
export function homePage(view: HomeView): string {
  const error = view.error ? `<div class="notice" role="alert"><p>${escapeHtml(view.error)}</p></div>\n` : '';
  const body = `${heading('Plaćanje uplatnice', 'Pay a HUB-3 payment slip: upload a screenshot of its barcode or paste the barcode text.')}
${error}<form method="post" action="/procitaj" enctype="multipart/form-data" novalidate>
<div class="field">
<label for="slip">Snimka zaslona uplatnice (PNG)</label>
<p class="hint" id="slip-hint">Snimite zaslon na kojem se vidi barkod uplatnice i odaberite snimku.</p>
<input id="slip" name="slip" type="file" accept="image/png" aria-describedby="slip-hint">
</div>
<p class="or">ili <span lang="en">(or)</span></p>
<div class="field">
<label for="payload">Sadržaj barkoda</label>
<p class="hint" id="payload-hint">Tekst koji barkod nosi, od retka HRVHUB30 nadalje.</p>
<textarea id="payload" name="payload" spellcheck="false" aria-describedby="payload-hint">${escapeHtml(view.payload)}</textarea>
</div>
${payerFields(view.payer)}
<button type="submit">Pročitaj uplatnicu</button>
</form>`;
  return page('Plaćanje uplatnice', body, latestCredits(view.accountIban, view.latest));
}

export interface SlipView {
  accountIban: string;
  slip: Hub3Slip;
  /** The slip as barcode text, carried to the payment in a hidden field. */
  payload: string;
  amount: string;
  payer: Payer;
  errors?: Partial<Record<PayField, string>>;
}

function slipSummary(slip: Hub3Slip): string {
  const reference = slip.reference ? `${slip.model} ${slip.reference}` : slip.model;
  return `<dl>
<dt>Primatelj</dt><dd>${escapeHtml([slip.payee.name, slip.payee.street, slip.payee.place].filter(Boolean).join(', '))}</dd>
<dt>IBAN primatelja</dt><dd>${escapeHtml(ibanInGroups(slip.iban))}</dd>
<dt>Iznos</dt><dd class="total">${formatEuros(slip.amountCents)}</dd>
<dt>Model i poziv na broj</dt><dd>${escapeHtml(reference)}</dd>
<dt>Opis plaćanja</dt><dd>${escapeHtml(slip.description)}</dd>
<dt>Šifra namjene</dt><dd>${escapeHtml(slip.purposeCode)}</dd>
</dl>`;
}

/** What was read from the slip, and the payment to confirm (its amount open to change). */
export function slipPage(view: SlipView): string {
  const { slip, errors = {} } = view;
  const intro = heading('Provjerite uplatu', 'Check what was read from the slip, then pay by instant transfer.');
  const payable = slip.iban === view.accountIban;
  if (!payable) {
    const body = `${intro}
${slipSummary(slip)}
<div class="notice" role="alert"><p>Ova uplatnica plaća se na račun ${escapeHtml(ibanInGroups(slip.iban))}, a testna banka vodi samo račun osiguratelja ${escapeHtml(ibanInGroups(view.accountIban))}. Uplata nije moguća.</p>
<p lang="en">This slip pays another account than the insurer's collection account; the test bank cannot pay it.</p></div>
<p><a href="/">Nova uplata</a></p>`;
    return page('Uplata nije moguća', body);
  }
  const body = `${intro}
${slipSummary(slip)}
<form method="post" action="/plati" novalidate>
<input type="hidden" name="payload" value="${escapeHtml(view.payload)}">
${inputField({
  id: 'amount',
  label: 'Iznos koji plaćate (€)',
  value: view.amount,
  attributes: 'type="text" inputmode="decimal" autocomplete="off" maxlength="16" required',
  hint: 'Iznos s uplatnice; promijenite ga da isprobate manju ili veću uplatu.',
  error: errors.amount,
})}
${payerFields(view.payer, errors)}
<button type="submit">Plati instant</button>
</form>
<p><a href="/">Odustani</a></p>`;
  return page('Provjerite uplatu', body);
}

/** The booked payment. */
export function receiptPage(credit: BankCreditEntry): string {
  const body = `${heading('Uplata je izvršena', 'Paid by instant transfer: the money is on the payee’s account now.')}
<div class="done" role="status"><p>${formatEuros(credit.amountCents)} je odmah na računu primatelja.</p></div>
<dl>
<dt>Iznos</dt><dd class="total">${formatEuros(credit.amountCents)}</dd>
<dt>Na račun</dt><dd>${escapeHtml(ibanInGroups(credit.creditorIban))}</dd>
<dt>Model i poziv na broj</dt><dd>${escapeHtml(credit.reference ?? '—')}</dd>
<dt>Opis plaćanja</dt><dd>${escapeHtml(credit.remittanceText ?? '—')}</dd>
<dt>Platitelj</dt><dd>${escapeHtml(credit.debtor.name ?? '—')}<br>${escapeHtml(ibanInGroups(credit.debtor.iban ?? ''))}</dd>
<dt>Vrijeme</dt><dd>${formatTime(credit.bookedAt)}</dd>
<dt>Referenca banke</dt><dd><code>${escapeHtml(credit.entryReference)}</code></dd>
</dl>
<p><a href="/">Nova uplata</a></p>`;
  return page('Uplata je izvršena', body);
}

export function notFoundPage(): string {
  return page(
    'Stranica ne postoji',
    `${heading('Stranica ne postoji', 'There is nothing at this address.')}\n<p><a href="/">Na početak</a></p>`,
  );
}

/** A request the pages cannot serve (too large, not a form); `detail` is for the team. */
export function errorPage(detail: string): string {
  return page(
    'Zahtjev nije moguće obraditi',
    `${heading('Zahtjev nije moguće obraditi', 'The request could not be handled.')}
<p><code>${escapeHtml(detail)}</code></p>
<p><a href="/">Na početak</a></p>`,
  );
}
