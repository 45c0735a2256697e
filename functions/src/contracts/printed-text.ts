/**
 * What the documents print: the letters and signs their fonts hold (DejaVu Sans and Sans Bold), and the text rules
 * and schemas built on them. Apart from text-rules.ts and validation.ts, which the plate entry, the quote's state and
 * the sign-in form load: these are for the forms whose text a document prints, and their patterns are long.
 */
import { fieldErrors } from './field-rules.js';
import { hasFormatCharacter, isMultilineText } from './text-rules.js';
import { multilineTextSchema, textMatches, textSchema } from './validation.js';
import { vehicleTextMaxLength } from './vehicle-rules.js';

/**
 * A letter the documents' fonts print (DejaVu Sans and DejaVu Sans Bold, which every PDF embeds): a letter (`\p{L}`)
 * of Basic Latin to Latin Extended-B, Greek and Coptic, Cyrillic, or Latin Extended Additional but its last four
 * (medieval letters without a glyph). Every European alphabet, Vietnamese included; no script the fonts print in part
 * only (Arabic, Georgian, the Cyrillic Supplement's rarities). A pattern fragment, for `u` patterns:
 * `documents/printed-text.test.ts` checks every code point it takes against both fonts.
 */
export const printedLetter = String.raw`(?:(?=\p{L})[\u0041-\u024f\u0370-\u04ff\u1e00-\u1efb])`;

/**
 * What else a driver types that the fonts print: Basic Latin and Latin-1 (the soft hyphen, a format character, aside),
 * the dashes, quotes, bullet and ellipsis of General Punctuation (not its format characters, U+200B–U+200F and
 * U+202A–U+202E, nor U+2060 on), the euro sign, arrows and mathematical operators. Tabs and line breaks are laid out,
 * not printed.
 */
const printedText = new RegExp(
  String.raw`^(?:${printedLetter}|[\t\n\r\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u2010-\u2027\u2030-\u205e\u20ac\u2190-\u22ff])*$`,
  'u',
);

/** Whether the documents print every character of the text (no emoji, no script their fonts lack). */
export const isPrintedText = (text: string): boolean => printedText.test(text);

/**
 * A make or model as a driver types it where the register has none: letters the documents print, digits, and the
 * punctuation makes and models use ("Mercedes-Benz", "ID.3", "C 220 d", "Rolls-Royce", "Jumpy+"), at least one letter
 * or digit. No emoji, no markup: the e-policy and the accident statement print it.
 */
export const vehicleTextPattern = new RegExp(
  String.raw`^(?=.*(?:${printedLetter}|\d))(?:${printedLetter}|[\d .,'’()/&+-])+$`,
  'u',
);

/** One-line text that a document prints as typed (an accident statement's): every character in the PDF's fonts. */
export const printedTextSchema = () =>
  textSchema().test('printed', fieldErrors.unprintable, textMatches({ test: isPrintedText }));

/**
 * Text of several lines that a document prints (a statement's remarks): every character in the PDF's fonts. Format
 * characters, which such text may otherwise keep, print as nothing or a box, so they are refused here too, by name.
 */
export const printedMultilineTextSchema = () =>
  multilineTextSchema().test('printed', fieldErrors.unprintable, (value, context) => {
    // What is not text at all is multilineTextSchema's to refuse, with its reason.
    if (typeof value !== 'string' || !isMultilineText(value) || isPrintedText(value)) return true;
    return context.createError({
      message: hasFormatCharacter(value) ? fieldErrors.invisibleCharacters : fieldErrors.unprintable,
    });
  });

/** A make or model a driver types (the register lacks it, or an accident statement's other car): documents print it. */
export const vehicleTextSchema = () =>
  textSchema()
    .max(vehicleTextMaxLength, fieldErrors.tooLong)
    .test('make-or-model', fieldErrors.makeOrModel, textMatches(vehicleTextPattern));
