/**
 * The payload of a HUB-3 slip's PDF417 barcode (`HRVHUB30`, the Croatian Banking Association's HUB 3 standard): the
 * fields a mobile bank fills its payment form with, each ended by a line feed, carried as ISO 8859-2 bytes. The
 * payer's lines are the driver's and are cut to fit; everything else is ours, so a value that breaks the standard is a
 * bug here and throws rather than print a slip the driver's bank refuses.
 */
import { isCroatianIban } from '../contracts/iban-rules.js';
import type { Hub3Slip, SlipParty } from '../contracts/payment-slip.js';
import { hr01ControlDigit } from './slip-reference.js';

export const hub3Header = 'HRVHUB30';

/** The order of the fields in the payload. */
const fieldOrder = [
  'header',
  'currency',
  'amount',
  'payerName',
  'payerStreet',
  'payerPlace',
  'payeeName',
  'payeeStreet',
  'payeePlace',
  'iban',
  'model',
  'reference',
  'purposeCode',
  'description',
] as const;
type Hub3Field = (typeof fieldOrder)[number];

/** The standard's longest values, in characters: one byte each in ISO 8859-2. */
const payerLengths: Readonly<Record<keyof SlipParty, number>> = { name: 30, street: 27, place: 27 };
const payeeLengths: Readonly<Record<keyof SlipParty, number>> = { name: 25, street: 25, place: 27 };
const maxReferenceLength = 22;
const maxDescriptionLength = 35;
const amountDigits = 15;
const amountPattern = /^\d{15}$/;
const maxAmountCents = 10 ** amountDigits - 1;

/** ISO 8859-2 from byte 0xA0 on; below 0x80 it is ASCII. Croatian's č ć đ š ž and their capitals are among these. */
const upperHalf =
  '\u00a0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00adŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙';
const upperHalfStart = 0xa0;
const byteOf = new Map(Array.from(upperHalf, (character, index) => [character, upperHalfStart + index]));

/**
 * What a field may hold: ASCII's printable characters and ISO 8859-2's letters and signs. The no-break space and the
 * soft hyphen are carried by the code page but read as a space and as nothing on a bank's form, so they are not.
 */
const isPrintable = (character: string) =>
  (character >= ' ' && character <= '~') || (byteOf.has(character) && character !== '\u00a0' && character !== '\u00ad');

/** A phone's typography, which ISO 8859-2 does not have, as the plain characters a typewriter would use. */
const plainPunctuation: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/**
 * Free text as a field can carry it: line breaks and other white space as single spaces, control characters out, a
 * letter the code page lacks as its base letter ("ñ" as "n"), and whatever has no such form left out.
 */
export function hub3Text(value: string): string {
  return Array.from(value.normalize('NFC').replace(/\s+/g, ' '), (character) => {
    if (isPrintable(character)) return character;
    const plain = plainPunctuation[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
    return Array.from(plain).filter(isPrintable).join('');
  })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const cut = (value: string, length: number) => hub3Text(value).slice(0, length).trimEnd();

function checkText(field: string, value: string, maxLength: number) {
  if (value.length > maxLength) throw new RangeError(`The HUB-3 ${field} is longer than ${maxLength} characters`);
  if (!Array.from(value).every(isPrintable)) {
    throw new RangeError(`The HUB-3 ${field} has a character ISO 8859-2 cannot carry, or a control character`);
  }
}

function checkParty(role: 'payer' | 'payee', party: SlipParty, lengths: Readonly<Record<keyof SlipParty, number>>) {
  for (const line of ['name', 'street', 'place'] as const) checkText(`${role} ${line}`, party[line], lengths[line]);
}

/**
 * HR01's reference: one to three groups of up to 12 digits joined by hyphens, 22 characters at most, whose last digit
 * is the control digit of the digits before it; the payer's bank refuses any other.
 */
function checkHr01Reference(reference: string) {
  if (reference.length > maxReferenceLength || !/^\d{1,12}(?:-\d{1,12}){0,2}$/.test(reference)) {
    throw new RangeError(`Not an HR01 reference: "${reference}"`);
  }
  const digits = reference.replaceAll('-', '');
  if (digits.length < 2 || hr01ControlDigit(digits.slice(0, -1)) !== Number(digits.slice(-1))) {
    throw new RangeError(`The HR01 reference "${reference}" has a wrong control digit`);
  }
}

/** Every rule of the standard the slip's values must keep, whether we write them or read them from a barcode. */
function checkSlip(slip: Hub3Slip) {
  if (slip.currency !== 'EUR') throw new RangeError(`A HUB-3 slip of ours is in EUR, not ${String(slip.currency)}`);
  if (!Number.isSafeInteger(slip.amountCents) || slip.amountCents <= 0 || slip.amountCents > maxAmountCents) {
    throw new RangeError(`A HUB-3 amount is a whole number of cents above zero, not ${slip.amountCents}`);
  }
  checkParty('payer', slip.payer, payerLengths);
  checkParty('payee', slip.payee, payeeLengths);
  if (slip.payee.name.trim() === '') throw new RangeError('A HUB-3 slip names its payee');
  if (!/^HR\d{19}$/.test(slip.iban) || !isCroatianIban(slip.iban)) {
    throw new RangeError(`The HUB-3 payee's IBAN is not HR and 19 digits with valid check digits: "${slip.iban}"`);
  }
  if (slip.model !== 'HR01') throw new RangeError(`A HUB-3 slip of ours uses model HR01, not "${String(slip.model)}"`);
  checkHr01Reference(slip.reference);
  if (!/^[A-Z]{4}$/.test(slip.purposeCode)) {
    throw new RangeError(`A purpose code is four capital letters, not "${slip.purposeCode}"`);
  }
  checkText('description', slip.description, maxDescriptionLength);
}

/**
 * The `HRVHUB30` payload of a slip. The payer's lines are cleaned and cut to the standard's lengths, and the
 * description cleaned; a description still too long, or a payee, IBAN, model, reference or purpose code that breaks
 * the standard, throws.
 */
export function hub3Payload(slip: Hub3Slip): string {
  const { payer } = slip;
  const written: Hub3Slip = {
    ...slip,
    payer: {
      name: cut(payer.name, payerLengths.name),
      street: cut(payer.street, payerLengths.street),
      place: cut(payer.place, payerLengths.place),
    },
    description: hub3Text(slip.description),
  };
  checkSlip(written);
  const fields: Readonly<Record<Hub3Field, string>> = {
    header: hub3Header,
    currency: written.currency,
    amount: String(written.amountCents).padStart(amountDigits, '0'),
    payerName: written.payer.name,
    payerStreet: written.payer.street,
    payerPlace: written.payer.place,
    payeeName: written.payee.name,
    payeeStreet: written.payee.street,
    payeePlace: written.payee.place,
    iban: written.iban,
    model: written.model,
    reference: written.reference,
    purposeCode: written.purposeCode,
    description: written.description,
  };
  return fieldOrder.map((name) => `${fields[name]}\n`).join('');
}

/** A payload as the ISO 8859-2 bytes the barcode carries; a character the code page lacks throws. */
export function hub3Bytes(payload: string): Uint8Array {
  const characters = Array.from(payload);
  const bytes = new Uint8Array(characters.length);
  characters.forEach((character, index) => {
    const code = character.charCodeAt(0);
    const byte = code < 0x80 ? code : byteOf.get(character);
    if (byte === undefined) throw new RangeError(`ISO 8859-2 has no "${character}"`);
    bytes[index] = byte;
  });
  return bytes;
}

/** ISO 8859-2 bytes as text. Bytes 0x80–0x9F are its control characters, which `readHub3Payload` refuses. */
export function textOfHub3Bytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) =>
    byte < upperHalfStart ? String.fromCharCode(byte) : upperHalf.charAt(byte - upperHalfStart),
  ).join('');
}

/** A `HRVHUB30` payload read back into its slip; a payload that breaks the standard, or our use of it, throws. */
export function readHub3Payload(text: string): Hub3Slip {
  const parts = text.split('\n');
  if (parts[0] !== hub3Header) throw new RangeError(`Not a ${hub3Header} payload`);
  // Every field ends with a line feed, the last one too; some generators leave that last one out.
  if (parts.at(-1) === '') parts.pop();
  if (parts.length !== fieldOrder.length) {
    throw new RangeError(`A HUB-3 payload has ${fieldOrder.length} fields, not ${parts.length}`);
  }
  const field = Object.fromEntries(fieldOrder.map((name, index) => [name, parts[index] ?? ''])) as Record<
    Hub3Field,
    string
  >;
  if (field.currency !== 'EUR') throw new RangeError(`A HUB-3 slip of ours is in EUR, not "${field.currency}"`);
  if (!amountPattern.test(field.amount)) {
    throw new RangeError(`A HUB-3 amount is ${amountDigits} digits of cents, not "${field.amount}"`);
  }
  if (field.model !== 'HR01') throw new RangeError(`A HUB-3 slip of ours uses model HR01, not "${field.model}"`);
  const slip: Hub3Slip = {
    currency: field.currency,
    amountCents: Number(field.amount),
    payer: { name: field.payerName, street: field.payerStreet, place: field.payerPlace },
    payee: { name: field.payeeName, street: field.payeeStreet, place: field.payeePlace },
    iban: field.iban,
    model: field.model,
    reference: field.reference,
    purposeCode: field.purposeCode,
    description: field.description,
  };
  checkSlip(slip);
  return slip;
}
