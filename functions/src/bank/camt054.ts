/**
 * The bank's notification of entries on an account, ISO 20022 camt.054.001.08 (BkToCstmrDbtCdtNtfctn): built by the
 * mock bank, read by our server. Only the elements below are written; reading takes what a Croatian bank sends for a
 * SEPA (instant) credit transfer and ignores the rest:
 *
 *   Document/BkToCstmrDbtCdtNtfctn
 *     GrpHdr/MsgId, GrpHdr/CreDtTm
 *     Ntfctn+ /Id, /CreDtTm, /Acct/Id/IBAN
 *       Ntry* /NtryRef, /Amt@Ccy, /CdtDbtInd, /Sts/Cd, /BookgDt/DtTm, /ValDt/Dt, /AcctSvcrRef, /BkTxCd
 *         NtryDtls/TxDtls* /Refs/(AcctSvcrRef, EndToEndId), /Amt@Ccy, /RltdPties/(Dbtr|Cdtr)/Pty/Nm,
 *           /RltdPties/(DbtrAcct|CdtrAcct)/Id/IBAN, /RmtInf/Ustrd, /RmtInf/Strd/CdtrRefInf/(Tp/CdOrPrtry/Prtry, Ref)
 *
 * Reading is for a body from the internet: it never throws, refuses a DOCTYPE (so no entity is ever defined, let
 * alone expanded), decodes only XML's own five entities and character references, refuses a body over
 * `maxCamt054Bytes`, and turns amounts into cents on the digits, never through a float. Debits and entries that are
 * not booked (PDNG, INFO) are skipped: only booked money is money received.
 */
import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import { zagrebDate } from '../contracts/policy-dates.js';
import type { BankCreditEntry } from './bank-api.js';
import { isSepaIban, normaliseIban } from '../contracts/iban-rules.js';

export const camt054Namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';
/** Far above a notification of one day's credits on a collection account, far below what would tie up a function. */
export const maxCamt054Bytes = 1024 * 1024;

export type CreditDebit = 'CRDT' | 'DBIT';
/** Booked, pending, or information only. */
export type EntryStatus = 'BOOK' | 'PDNG' | 'INFO';

/** One entry as the document carries it, credit or debit. */
export interface Camt054Entry {
  entryReference: string;
  creditDebit: CreditDebit;
  status: EntryStatus;
  bookedAt: string;
  valueDate: string;
  amountCents: number;
  currency: string;
  /** The other side: the debtor of a credit, the creditor of a debit. */
  counterparty: { name: string | null; iban: string | null };
  reference: string | null;
  remittanceText: string | null;
  endToEndId: string | null;
}

export interface Camt054Document {
  messageId: string;
  createdAt: Date;
  accountIban: string;
  entries: Camt054Entry[];
}

/** A booked credit as its notification's entry. */
export const creditEntryOf = (credit: BankCreditEntry): Camt054Entry => ({
  entryReference: credit.entryReference,
  creditDebit: 'CRDT',
  status: 'BOOK',
  bookedAt: credit.bookedAt,
  valueDate: credit.valueDate,
  amountCents: credit.amountCents,
  currency: credit.currency,
  counterparty: credit.debtor,
  reference: credit.reference,
  remittanceText: credit.remittanceText,
  endToEndId: credit.endToEndId,
});

// Building ─────────────────────────────────────────────────────────────────────────────────────────────

interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  content: string | readonly (XmlElement | null)[];
}

// XML 1.0 has no way to write these control characters at all.
// eslint-disable-next-line no-control-regex
const unwritable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escapeXml = (text: string): string =>
  text.replace(unwritable, '').replace(/[&<>"']/g, (char) => escapes[char] ?? '');

function render(element: XmlElement, indent: string): string {
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const open = `${indent}<${element.name}${attributes}>`;
  if (typeof element.content === 'string') return `${open}${escapeXml(element.content)}</${element.name}>`;
  const children = element.content.filter((child): child is XmlElement => child !== null);
  const inner = children.map((child) => render(child, `${indent}  `)).join('\n');
  return `${open}\n${inner}\n${indent}</${element.name}>`;
}

const el = (name: string, content: XmlElement['content'], attributes?: Record<string, string>): XmlElement => ({
  name,
  content,
  attributes,
});

/** Cents as ISO 20022 writes an amount: "193.56". */
function decimalOf(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`Not a positive number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "HR01 1234-567890123456-7" as the model (a proprietary type) and the reference. */
function creditorReference(reference: string): XmlElement {
  const [, model, rest] = /^([A-Z]{2}\d{2})(?: (.+))?$/.exec(reference) ?? [];
  if (model === undefined) return el('CdtrRefInf', [el('Ref', reference)]);
  return el('CdtrRefInf', [el('Tp', [el('CdOrPrtry', [el('Prtry', model)])]), rest ? el('Ref', rest) : null]);
}

function entryElement(entry: Camt054Entry): XmlElement {
  const credit = entry.creditDebit === 'CRDT';
  const amount = () => el('Amt', decimalOf(entry.amountCents), { Ccy: entry.currency });
  const { name, iban } = entry.counterparty;
  const party = credit ? 'Dbtr' : 'Cdtr';
  const remittance = [
    entry.remittanceText === null ? null : el('Ustrd', entry.remittanceText),
    entry.reference === null ? null : el('Strd', [creditorReference(entry.reference)]),
  ];
  return el('Ntry', [
    el('NtryRef', entry.entryReference),
    amount(),
    el('CdtDbtInd', entry.creditDebit),
    el('Sts', [el('Cd', entry.status)]),
    el('BookgDt', [el('DtTm', entry.bookedAt)]),
    el('ValDt', [el('Dt', entry.valueDate)]),
    el('AcctSvcrRef', entry.entryReference),
    el('BkTxCd', [
      el('Domn', [el('Cd', 'PMNT'), el('Fmly', [el('Cd', credit ? 'RCDT' : 'ICDT'), el('SubFmlyCd', 'ESCT')])]),
    ]),
    el('NtryDtls', [
      el('TxDtls', [
        el('Refs', [el('AcctSvcrRef', entry.entryReference), el('EndToEndId', entry.endToEndId ?? 'NOTPROVIDED')]),
        amount(),
        el('CdtDbtInd', entry.creditDebit),
        el('RltdPties', [
          name === null ? null : el(party, [el('Pty', [el('Nm', name)])]),
          iban === null ? null : el(`${party}Acct`, [el('Id', [el('IBAN', iban)])]),
        ]),
        remittance.some((part) => part !== null) ? el('RmtInf', remittance) : null,
      ]),
    ]),
  ]);
}

/** The camt.054 document of `document`'s entries on one account, UTF-8 XML. */
export function buildCamt054(document: Camt054Document): string {
  const createdAt = document.createdAt.toISOString();
  const root = el(
    'Document',
    [
      el('BkToCstmrDbtCdtNtfctn', [
        el('GrpHdr', [el('MsgId', document.messageId), el('CreDtTm', createdAt)]),
        el('Ntfctn', [
          el('Id', document.messageId),
          el('CreDtTm', createdAt),
          el('Acct', [el('Id', [el('IBAN', document.accountIban)])]),
          ...document.entries.map(entryElement),
        ]),
      ]),
    ],
    { xmlns: camt054Namespace },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, '')}\n`;
}

// Reading ──────────────────────────────────────────────────────────────────────────────────────────────

export type Camt054Reading =
  { ok: true; messageId: string; createdAt: string; credits: BankCreditEntry[] } | { ok: false; error: string };

/** Why a document is refused; thrown inside the reader only, and always caught there. */
class Malformed extends Error {}

const refuse = (message: string): never => {
  throw new Malformed(message);
};

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's occurrences: the parser gives one as a value and several as an array. */
function all(node: XmlNode, name: string): unknown[] {
  if (!Object.hasOwn(node, name)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : [value];
}

function one(node: XmlNode, name: string, path: string): unknown {
  const values = all(node, name);
  if (values.length > 1) refuse(`${path}/${name} occurs more than once`);
  return values[0];
}

/** An element that holds elements; an empty one (`<Pty/>`) holds none. */
function child(node: XmlNode, name: string, path: string): XmlNode | undefined {
  const value = one(node, name, path);
  if (value === undefined) return undefined;
  if (value === '') return {};
  if (!isNode(value)) return refuse(`${path}/${name} must hold elements`);
  return value;
}

function textOf(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  if (isNode(value) && !Object.keys(value).some((key) => !key.startsWith('@') && key !== '#text')) {
    const text = value['#text'] ?? '';
    if (typeof text === 'string') return text;
  }
  return refuse(`${path} must hold text`);
}

function text(node: XmlNode | undefined, name: string, path: string): string | undefined {
  if (node === undefined) return undefined;
  const value = one(node, name, path);
  return value === undefined ? undefined : textOf(value, `${path}/${name}`);
}

function required(node: XmlNode | undefined, name: string, path: string): string {
  const value = text(node, name, path);
  return value === undefined || value === '' ? refuse(`${path}/${name} is missing`) : value;
}

/** Follows `names` down from `node`; undefined as soon as one is absent. */
function descend(node: XmlNode | undefined, path: string, ...names: string[]): XmlNode | undefined {
  let current = node;
  let at = path;
  for (const name of names) {
    if (current === undefined) return undefined;
    current = child(current, name, at);
    at = `${at}/${name}`;
  }
  return current;
}

const amountPattern = /^(\d{1,13})(?:\.(\d{1,5}))?$/;

/** An ISO 20022 amount ("193.56", "0.5", "10") in cents; refused when it has a non-zero third decimal. */
function centsOf(amount: unknown, path: string): { cents: number; currency: string } {
  const match = amountPattern.exec(textOf(amount, path));
  if (!match) return refuse(`${path} is not an amount`);
  const [, euros = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) refuse(`${path} has more than two decimals`);
  const cents = Number(euros) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents === 0) refuse(`${path} is zero`);
  const currency = isNode(amount) ? amount['@Ccy'] : undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return refuse(`${path} has no currency`);
  return { cents, currency };
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** An ISO date-time with its offset, as an instant in UTC; one without an offset could be any of 24 instants. */
function instantOf(value: string, path: string): string {
  const match = dateTimePattern.exec(value);
  const [, year, month, day, hour, minute, second] = (match ?? []).map(Number);
  const time = new Date(value);
  // Date rolls 30 February over into March rather than refusing it.
  const asWritten = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0));
  if (!match || Number.isNaN(time.getTime()) || asWritten.getUTCDate() !== day || (hour ?? 0) > 23)
    return refuse(`${path} is not a date and time with an offset`);
  return time.toISOString();
}

function dateOf(value: string, path: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (date === null || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return refuse(`${path} is not a date`);
  return value;
}

const nonEmpty = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

interface TransactionFields {
  entryReference: string | undefined;
  amount: { cents: number; currency: string } | undefined;
  debtor: { name: string | null; iban: string | null };
  reference: string | null;
  remittanceText: string | null;
  endToEndId: string | null;
}

function referenceOf(remittance: XmlNode | undefined, path: string): string | null {
  if (remittance === undefined) return null;
  for (const [index, structured] of all(remittance, 'Strd').entries()) {
    const at = `${path}/Strd[${index + 1}]`;
    if (!isNode(structured)) continue;
    const info = child(structured, 'CdtrRefInf', at);
    const model = nonEmpty(text(descend(info, at, 'Tp', 'CdOrPrtry'), 'Prtry', `${at}/CdtrRefInf/Tp/CdOrPrtry`));
    const reference = nonEmpty(text(info, 'Ref', `${at}/CdtrRefInf`));
    if (model !== null || reference !== null) return [model, reference].filter((part) => part !== null).join(' ');
  }
  return null;
}

function transactionOf(details: unknown, path: string): TransactionFields {
  if (!isNode(details)) return refuse(`${path} must hold elements`);
  const refs = child(details, 'Refs', path);
  const parties = child(details, 'RltdPties', path);
  const debtor = child(parties ?? {}, 'Dbtr', `${path}/RltdPties`);
  // v08 names the party in Pty; earlier versions, which some banks still send, straight under Dbtr.
  const name = text(child(debtor ?? {}, 'Pty', `${path}/RltdPties/Dbtr`), 'Nm', `${path}/RltdPties/Dbtr/Pty`);
  const debtorIban = text(descend(parties, `${path}/RltdPties`, 'DbtrAcct', 'Id'), 'IBAN', `${path}/DbtrAcct/Id`);
  const remittance = child(details, 'RmtInf', path);
  const unstructured = all(remittance ?? {}, 'Ustrd').map((line, index) =>
    textOf(line, `${path}/RmtInf/Ustrd[${index + 1}]`),
  );
  const amount = one(details, 'Amt', path);
  return {
    entryReference: nonEmpty(text(refs, 'AcctSvcrRef', `${path}/Refs`)) ?? undefined,
    amount: amount === undefined ? undefined : centsOf(amount, `${path}/Amt`),
    debtor: {
      name: nonEmpty(name ?? text(debtor, 'Nm', `${path}/RltdPties/Dbtr`)),
      iban: debtorIban === undefined || debtorIban === '' ? null : normaliseIban(debtorIban),
    },
    reference: referenceOf(remittance, `${path}/RmtInf`),
    remittanceText: nonEmpty(unstructured.filter((line) => line !== '').join(' ')),
    endToEndId: nonEmpty(text(refs, 'EndToEndId', `${path}/Refs`)),
  };
}

const noTransaction: TransactionFields = {
  entryReference: undefined,
  amount: undefined,
  debtor: { name: null, iban: null },
  reference: null,
  remittanceText: null,
  endToEndId: null,
};

/** The credits of one booked credit entry: one per transaction, as a batch booking carries several. */
function creditsOf(entry: XmlNode, accountIban: string, path: string): BankCreditEntry[] {
  const entryAmount = centsOf(one(entry, 'Amt', path) ?? refuse(`${path}/Amt is missing`), `${path}/Amt`);
  const bookedAt = instantOf(required(child(entry, 'BookgDt', path), 'DtTm', `${path}/BookgDt`), `${path}/BookgDt`);
  const valueDateText = text(child(entry, 'ValDt', path), 'Dt', `${path}/ValDt`);
  const valueDate = valueDateText ? dateOf(valueDateText, `${path}/ValDt/Dt`) : zagrebDate(new Date(bookedAt));
  const entryReference = nonEmpty(text(entry, 'AcctSvcrRef', path));
  const details = all(entry, 'NtryDtls').flatMap((block, index) =>
    isNode(block) ? all(block, 'TxDtls') : refuse(`${path}/NtryDtls[${index + 1}] must hold elements`),
  );
  const transactions = details.map((tx, index) => transactionOf(tx, `${path}/NtryDtls/TxDtls[${index + 1}]`));
  if (transactions.length === 0) transactions.push(noTransaction);
  const single = transactions.length === 1;
  let total = 0;
  const credits = transactions.map((tx, index): BankCreditEntry => {
    const amount = tx.amount ?? (single ? entryAmount : refuse(`${path}: transaction ${index + 1} has no Amt`));
    if (amount.currency !== entryAmount.currency) refuse(`${path}: transaction ${index + 1} is in another currency`);
    total += amount.cents;
    const reference = tx.entryReference ?? (single ? entryReference : null);
    return {
      entryReference: reference ?? refuse(`${path}: transaction ${index + 1} has no AcctSvcrRef`),
      bookedAt,
      valueDate,
      amountCents: amount.cents,
      currency: amount.currency,
      debtor: tx.debtor,
      creditorIban: accountIban,
      reference: tx.reference,
      remittanceText: tx.remittanceText,
      endToEndId: tx.endToEndId,
    };
  });
  if (total !== entryAmount.cents) refuse(`${path}: the transactions do not add up to the entry's amount`);
  return credits;
}

function statusOf(entry: XmlNode, path: string): string {
  // v08 wraps the code in Cd; earlier versions write it as the element's text.
  const status = one(entry, 'Sts', path);
  if (isNode(status) && Object.hasOwn(status, 'Cd')) return required(status, 'Cd', `${path}/Sts`);
  return status === undefined ? refuse(`${path}/Sts is missing`) : textOf(status, `${path}/Sts`);
}

function notificationCredits(notification: unknown, path: string): BankCreditEntry[] {
  if (!isNode(notification)) return refuse(`${path} must hold elements`);
  const ibanText = required(descend(notification, path, 'Acct', 'Id'), 'IBAN', `${path}/Acct/Id`);
  const accountIban = normaliseIban(ibanText);
  if (!isSepaIban(accountIban)) refuse(`${path}/Acct/Id/IBAN is not a valid IBAN`);
  return all(notification, 'Ntry').flatMap((entry, index) => {
    const at = `${path}/Ntry[${index + 1}]`;
    if (!isNode(entry)) return refuse(`${at} must hold elements`);
    const creditDebit = required(entry, 'CdtDbtInd', at);
    if (creditDebit !== 'CRDT' && creditDebit !== 'DBIT') return refuse(`${at}/CdtDbtInd must be CRDT or DBIT`);
    const status = statusOf(entry, at);
    if (creditDebit === 'DBIT' || status !== 'BOOK') return [];
    return creditsOf(entry, accountIban, at);
  });
}

/**
 * XML's own entities and character references, nothing else: any other reference, or a bare `&`, marks the document
 * as not well-formed (the parser itself would leave it in the text).
 */
function strictEntityDecoder(): EntityDecoderOptions & { invalid: boolean } {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decoder = {
    invalid: false,
    setExternalEntities: () => undefined,
    addInputEntities: () => undefined,
    reset: () => undefined,
    setXmlVersion: () => undefined,
    decode: (value: string) =>
      value.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|([A-Za-z]+))?;?/g, (reference, hex, decimal, name) => {
        const code = hex !== undefined ? Number.parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : NaN;
        const known = name !== undefined ? named[name] : undefined;
        const valid = reference.endsWith(';') && (known !== undefined || (code > 0 && code <= 0x10ffff));
        if (!valid) {
          decoder.invalid = true;
          return reference;
        }
        return known ?? String.fromCodePoint(code);
      }),
  };
  return decoder;
}

function readDocument(xml: string): Camt054Reading {
  // A notification never needs a document type; refusing it leaves no entity to define, expand or fetch.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) refuse('A document type declaration is not allowed');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) refuse(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const decoder = strictEntityDecoder();
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    entityDecoder: decoder,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: 32,
  });
  const parsed: unknown = parser.parse(xml);
  if (decoder.invalid) refuse('Not well-formed XML: an unknown entity or a bare &');
  if (!isNode(parsed) || Object.keys(parsed).join() !== 'Document') refuse('The root element must be Document');
  // Prefixes are dropped for reading (banks write both `<Document xmlns=…>` and `<ns2:Document xmlns:ns2=…>`).
  if (!/\sxmlns(?::[\w.-]+)?=["']urn:iso:std:iso:20022:tech:xsd:camt\.054\./.test(xml))
    refuse('Not a camt.054 document');
  const document = child(parsed as XmlNode, 'Document', '') ?? {};
  const root = child(document, 'BkToCstmrDbtCdtNtfctn', '/Document') ?? refuse('Not a camt.054 notification');
  const path = '/Document/BkToCstmrDbtCdtNtfctn';
  const header = child(root, 'GrpHdr', path);
  const messageId = required(header, 'MsgId', `${path}/GrpHdr`);
  const createdAt = instantOf(required(header, 'CreDtTm', `${path}/GrpHdr`), `${path}/GrpHdr/CreDtTm`);
  const notifications = all(root, 'Ntfctn');
  if (notifications.length === 0) refuse(`${path}/Ntfctn is missing`);
  const credits = notifications.flatMap((notification, index) =>
    notificationCredits(notification, `${path}/Ntfctn[${index + 1}]`),
  );
  return { ok: true, messageId, createdAt, credits };
}

/** The booked credits of a camt.054 document, or why it is refused. Never throws. */
export function parseCamt054(xml: string | Buffer): Camt054Reading {
  const size = typeof xml === 'string' ? Buffer.byteLength(xml, 'utf8') : xml.length;
  if (size > maxCamt054Bytes) return { ok: false, error: `The document exceeds ${maxCamt054Bytes} bytes` };
  try {
    return readDocument(typeof xml === 'string' ? xml : xml.toString('utf8'));
  } catch (error) {
    // The parser's own refusals (nesting too deep, a __proto__ element) end up here too.
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
