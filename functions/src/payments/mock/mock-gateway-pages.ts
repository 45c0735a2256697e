/**
 * The hosted pages of the mock gateway, in Croatian and English: payment, 3-D Secure challenge, the page of a
 * session that no longer takes payment, and the checkout error page. Plain HTML forms and one inline style sheet,
 * no script: the pages work with JavaScript off and under a CSP that allows nothing but that style sheet.
 */
import { createHash } from 'node:crypto';
import type { CardBrand } from '../../contracts/payment-plan.js';
import type { GatewayLanguage } from '../gateway-api.js';
import type { CardError, CardField, CardInput, CheckoutProblem, Session } from './mock-gateway.js';
import { threeDSecureCode } from './test-cards.js';

const euros: Record<GatewayLanguage, Intl.NumberFormat> = {
  hr: new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** "1.234,56 €" in Croatian, "€1,234.56" in English: as the shop's own pages wrote it the moment before. */
const formatAmount = (cents: number, language: GatewayLanguage): string => euros[language].format(cents / 100);

/** Brands by the names on the cards, the same in both languages. */
const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  maestro: 'Maestro',
  diners: 'Diners Club',
  amex: 'American Express',
};

const croatianPlural = new Intl.PluralRules('hr');
/** "rate" after 2–4 (and 22–24), "ratu" after 1 (and 21), "rata" after the rest. */
const croatianInstalments: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'ratu', few: 'rate' };

const texts = {
  hr: {
    title: 'Plaćanje karticom',
    testMode: 'Testno okruženje: nijedna kartica se ne tereti.',
    order: 'Narudžba',
    cart: 'Opis',
    amount: 'Iznos',
    cardNumber: 'Broj kartice',
    expiry: 'Datum isteka (MM/GG)',
    cvc: 'CVC',
    cvcHint: 'Tri znamenke na poleđini kartice.',
    cardholder: 'Ime i prezime na kartici',
    plan: (count: number) => `Plaćanje u ${count} ${croatianInstalments[croatianPlural.select(count)] ?? 'rata'}`,
    planCards: (brands: string) => `Na rate se može platiti karticama ${brands}.`,
    planBank: 'Banka iznos dijeli na rate prema uvjetima vaše kartice.',
    pay: 'Plati',
    cancel: 'Odustani',
    checkFields: 'Provjerite označena polja',
    errors: {
      cardNumber: {
        required: 'Upišite broj kartice.',
        invalid: 'Broj kartice nije ispravan.',
        'no-instalments': 'Ovom karticom nije moguće platiti na rate. Upotrijebite drugu karticu ili odustanite.',
      },
      expiry: {
        required: 'Upišite datum isteka.',
        invalid: 'Upišite datum isteka u obliku MM/GG, npr. 08/29.',
        expired: 'Kartica je istekla.',
      },
      cvc: { required: 'Upišite CVC.', invalid: 'CVC ima tri znamenke.' },
      cardholder: { required: 'Upišite ime i prezime kako piše na kartici.' },
    },
    challengeTitle: 'Potvrda plaćanja',
    challengeText: (amount: string, shop: string, pan: string) =>
      `Vaša banka traži potvrdu plaćanja od ${amount} trgovcu ${shop} karticom ${pan}.`,
    code: 'Jednokratni kod',
    codeHint: `Testni kod je ${threeDSecureCode}.`,
    wrongCode: 'Kod nije ispravan. Pokušajte ponovno.',
    confirm: 'Potvrdi',
    finishedTitle: 'Narudžba je već obrađena',
    finishedText: 'Ova narudžba je već plaćena ili otkazana i ne može se ponovno platiti.',
    expiredTitle: 'Vrijeme za plaćanje je isteklo',
    expiredText: 'Ništa nije naplaćeno. Vratite se u trgovinu i pokušajte ponovno.',
    supersededTitle: 'Ova stranica za plaćanje više ne vrijedi',
    supersededText: 'Za ovu narudžbu otvorena je nova stranica za plaćanje. Ništa nije naplaćeno.',
    backToShop: 'Povratak u trgovinu',
    errorTitle: 'Plaćanje nije moguće',
    errorText: 'Trgovina je poslala neispravan zahtjev za plaćanje. Ništa nije naplaćeno.',
    errorReason: 'Razlog',
    notFoundTitle: 'Stranica za plaćanje ne postoji',
    notFoundText: 'Provjerite adresu ili se vratite u trgovinu.',
  },
  en: {
    title: 'Card payment',
    testMode: 'Test environment: no card is charged.',
    order: 'Order',
    cart: 'Description',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    cvcHint: 'The three digits on the back of the card.',
    cardholder: 'Name on card',
    plan: (count: number) => `Payment in ${count} instalments`,
    planCards: (brands: string) => `Cards that allow it: ${brands}.`,
    planBank: "Your bank splits the amount into instalments on your card's terms.",
    pay: 'Pay',
    cancel: 'Cancel',
    checkFields: 'Check the marked fields',
    errors: {
      cardNumber: {
        required: 'Enter the card number.',
        invalid: 'The card number is not valid.',
        'no-instalments': 'This card cannot be used to pay in instalments. Use another card or cancel.',
      },
      expiry: {
        required: 'Enter the expiry date.',
        invalid: 'Enter the expiry date as MM/YY, e.g. 08/29.',
        expired: 'The card has expired.',
      },
      cvc: { required: 'Enter the CVC.', invalid: 'The CVC has three digits.' },
      cardholder: { required: 'Enter the name as it is written on the card.' },
    },
    challengeTitle: 'Confirm payment',
    challengeText: (amount: string, shop: string, pan: string) =>
      `Your bank asks you to confirm the payment of ${amount} to ${shop} with card ${pan}.`,
    code: 'One-time code',
    codeHint: `The test code is ${threeDSecureCode}.`,
    wrongCode: 'The code is not correct. Try again.',
    confirm: 'Confirm',
    finishedTitle: 'This order has been processed',
    finishedText: 'This order has already been paid or cancelled and cannot be paid again.',
    expiredTitle: 'The time to pay has run out',
    expiredText: 'Nothing was charged. Go back to the shop and try again.',
    supersededTitle: 'This payment page is no longer valid',
    supersededText: 'A new payment page was opened for this order. Nothing was charged.',
    backToShop: 'Back to the shop',
    errorTitle: 'Payment is not possible',
    errorText: 'The shop sent a payment request that is not valid. Nothing was charged.',
    errorReason: 'Reason',
    notFoundTitle: 'This payment page does not exist',
    notFoundText: 'Check the address or go back to the shop.',
  },
} as const satisfies Record<GatewayLanguage, unknown>;

// 16 px inputs keep iOS from zooming; every colour pair is at least 4.5:1 (text) or 3:1 (borders, focus ring).
const styleSheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1b1f24;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:30rem;margin:0 auto;padding:1rem}
.panel{background:#fff;border:1px solid #c5ccd6;border-radius:.5rem;padding:1.25rem}
.shop{margin:0;font-weight:700;font-size:1.125rem}
.test{margin:.25rem 0 1rem;padding:.25rem .5rem;background:#fff4ce;color:#4d3800;border-radius:.25rem;font-size:.875rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}
dd{margin:0;overflow-wrap:anywhere}
.total{font-weight:700;font-size:1.125rem}
.field{margin:0 0 1rem}
.row{display:flex;flex-wrap:wrap;gap:0 1rem}
.row .field{flex:1 1 9rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{margin:0 0 .25rem;color:#4b5563;font-size:.9375rem}
.error{margin:0 0 .25rem;color:#b3261e;font-weight:600}
input{display:block;width:100%;font:inherit;font-size:1rem;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#1b1f24}
input[aria-invalid=true]{border:2px solid #b3261e}
button{font:inherit;font-weight:600;width:100%;padding:.75rem 1rem;border-radius:.375rem;cursor:pointer;border:2px solid #0b5cad}
.primary{background:#0b5cad;color:#fff;margin-top:.25rem}
.secondary{background:#fff;color:#0b5cad;margin-top:.75rem}
.summary{border:2px solid #b3261e;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1.25rem}
.summary ul{margin:0;padding-left:1.25rem}
.plan{border:1px solid #0b5cad;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1.25rem;background:#eef5fc}
.plan p{margin:0}
a{color:#0b5cad}
:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
input:focus-visible{outline-offset:0}
code{overflow-wrap:anywhere}
`;

const styleHash = `'sha256-${createHash('sha256').update(styleSheet, 'utf8').digest('base64')}'`;

/**
 * The CSP of a page: nothing but its style sheet. `formTargets` are where its forms may lead: browsers check
 * `form-action` against the redirect that follows the POST too, so the shop's return URLs must be listed.
 */
export function contentSecurityPolicy(formTargets: readonly string[] | null): string {
  const formAction =
    formTargets === null ? "'none'" : ["'self'", ...new Set(formTargets.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

function page(language: GatewayLanguage, title: string, shopName: string | null, body: string): string {
  const t = texts[language];
  const shop = shopName === null ? '' : `<p class="shop">${escapeHtml(shopName)}</p>\n`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}${shopName === null ? '' : ` · ${escapeHtml(shopName)}`}</title>
<style>${styleSheet}</style>
</head>
<body>
<main>
<div class="panel">
${shop}<p class="test">${t.testMode}</p>
${body}
</div>
</main>
</body>
</html>
`;
}

function orderSummary(session: Session): string {
  const t = texts[session.language];
  return `<dl>
<dt>${t.order}</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>${t.cart}</dt><dd>${escapeHtml(session.cart)}</dd>
<dt>${t.amount}</dt><dd class="total">${formatAmount(session.amountCents, session.language)}</dd>
</dl>`;
}

/** The instalments the checkout offers and the cards that may pay them; nothing for one payment. */
function planSummary(session: Session): string {
  if (!session.instalments) return '';
  const t = texts[session.language];
  const brands = new Intl.ListFormat(session.language, { type: 'conjunction' }).format(
    session.instalments.brands.map((brand) => brandNames[brand]),
  );
  return `<section class="plan" aria-labelledby="plan-title">
<h2 id="plan-title">${t.plan(session.instalments.count)}</h2>
<p>${t.planCards(brands)}</p>
<p>${t.planBank}</p>
</section>
`;
}

interface InputSpec {
  id: string;
  name: string;
  label: string;
  value: string;
  attributes: string;
  hint?: { id: string; text: string };
  error?: { id: string; text: string };
}

function inputField(spec: InputSpec): string {
  const describedBy = [spec.hint?.id, spec.error?.id].filter((id) => id !== undefined).join(' ');
  return `<div class="field">
<label for="${spec.id}">${spec.label}</label>
${spec.hint ? `<p class="hint" id="${spec.hint.id}">${spec.hint.text}</p>\n` : ''}${
    spec.error ? `<p class="error" id="${spec.error.id}">${spec.error.text}</p>\n` : ''
  }<input id="${spec.id}" name="${spec.name}" type="text" value="${escapeHtml(spec.value)}" ${spec.attributes} required${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${spec.error ? ' aria-invalid="true"' : ''}>
</div>`;
}

function errorSummary(language: GatewayLanguage, errors: { href: string; text: string }[]): string {
  if (errors.length === 0) return '';
  const items = errors.map((error) => `<li><a href="#${error.href}">${error.text}</a></li>`).join('\n');
  return `<div class="summary" role="alert">
<h2>${texts[language].checkFields}</h2>
<ul>
${items}
</ul>
</div>
`;
}

const cancelForm = (session: Session) =>
  `<form method="post" action="/checkout/${session.id}/cancel">
<button type="submit" class="secondary">${texts[session.language].cancel}</button>
</form>`;

const cardFieldIds: Record<CardField, string> = {
  cardNumber: 'card-number',
  expiry: 'expiry',
  cvc: 'cvc',
  cardholder: 'cardholder',
};

/** The payment form; after a refused submission it shows the errors and what was typed, except the CVC. */
export function paymentPage(
  session: Session,
  shopName: string,
  submitted?: { input: CardInput; errors: Partial<Record<CardField, CardError>> },
): string {
  const t = texts[session.language];
  const errors = submitted?.errors ?? {};
  const errorOf = (field: CardField) => {
    const error = errors[field];
    if (error === undefined) return undefined;
    const messages: Partial<Record<CardError, string>> = t.errors[field];
    return { id: `${cardFieldIds[field]}-error`, text: messages[error] ?? messages.required ?? '' };
  };
  const summary = (Object.keys(cardFieldIds) as CardField[]).flatMap((field) => {
    const error = errorOf(field);
    return error ? [{ href: cardFieldIds[field], text: error.text }] : [];
  });
  const fields = [
    inputField({
      id: cardFieldIds.cardNumber,
      name: 'card_number',
      label: t.cardNumber,
      value: submitted?.input.cardNumber ?? '',
      attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"',
      error: errorOf('cardNumber'),
    }),
    `<div class="row">`,
    inputField({
      id: cardFieldIds.expiry,
      name: 'expiry',
      label: t.expiry,
      value: submitted?.input.expiry ?? '',
      attributes: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" spellcheck="false"',
      error: errorOf('expiry'),
    }),
    inputField({
      id: cardFieldIds.cvc,
      name: 'cvc',
      label: t.cvc,
      value: '',
      attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" spellcheck="false"',
      hint: { id: 'cvc-hint', text: t.cvcHint },
      error: errorOf('cvc'),
    }),
    `</div>`,
    inputField({
      id: cardFieldIds.cardholder,
      name: 'cardholder',
      label: t.cardholder,
      value: submitted?.input.cardholder ?? session.cardholderName,
      attributes: 'autocomplete="cc-name" spellcheck="false"',
      error: errorOf('cardholder'),
    }),
  ].join('\n');
  const body = `<h1>${t.title}</h1>
${orderSummary(session)}
${planSummary(session)}${errorSummary(session.language, summary)}<form method="post" action="/checkout/${session.id}/pay" novalidate>
${fields}
<button type="submit" class="primary">${t.pay} ${formatAmount(session.amountCents, session.language)}</button>
</form>
${cancelForm(session)}`;
  return page(session.language, t.title, shopName, body);
}

/** The bank's 3-D Secure step: a one-time code, whose test value the page shows. */
export function challengePage(session: Session, shopName: string, maskedPan: string, wrongCode: boolean): string {
  const t = texts[session.language];
  const error = wrongCode ? { id: 'code-error', text: t.wrongCode } : undefined;
  const body = `<h1>${t.challengeTitle}</h1>
<p>${escapeHtml(t.challengeText(formatAmount(session.amountCents, session.language), shopName, maskedPan))}</p>
${errorSummary(session.language, error ? [{ href: 'code', text: error.text }] : [])}<form method="post" action="/checkout/${session.id}/3ds" novalidate>
${inputField({
  id: 'code',
  name: 'code',
  label: t.code,
  value: '',
  attributes: 'inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false"',
  hint: { id: 'code-hint', text: t.codeHint },
  error,
})}
<button type="submit" class="primary">${t.confirm}</button>
</form>
${cancelForm(session)}`;
  return page(session.language, t.challengeTitle, shopName, body);
}

export type ClosedReason = 'finished' | 'expired' | 'superseded';

/** A session that takes no payment any more; `returnUrl` leads back to the shop with the signed outcome. */
export function closedPage(session: Session, shopName: string, reason: ClosedReason, returnUrl: string | null): string {
  const t = texts[session.language];
  const { title, text } = {
    finished: { title: t.finishedTitle, text: t.finishedText },
    expired: { title: t.expiredTitle, text: t.expiredText },
    superseded: { title: t.supersededTitle, text: t.supersededText },
  }[reason];
  const link = returnUrl === null ? '' : `\n<p><a href="${escapeHtml(returnUrl)}">${t.backToShop}</a></p>`;
  return page(session.language, title, shopName, `<h1>${title}</h1>\n${orderSummary(session)}\n<p>${text}</p>${link}`);
}

/** A checkout the gateway refused; `problem` and `detail` are for the shop's developers. */
export function checkoutErrorPage(
  language: GatewayLanguage,
  problem: CheckoutProblem | 'invalid-request' | 'internal-error',
  detail: string,
): string {
  const t = texts[language];
  return page(
    language,
    t.errorTitle,
    null,
    `<h1>${t.errorTitle}</h1>
<p>${t.errorText}</p>
<p>${t.errorReason}: <code>${problem}</code> — ${escapeHtml(detail)}</p>`,
  );
}

export function notFoundPage(): string {
  const t = texts.hr;
  return page('hr', t.notFoundTitle, null, `<h1>${t.notFoundTitle}</h1>\n<p>${t.notFoundText}</p>`);
}
