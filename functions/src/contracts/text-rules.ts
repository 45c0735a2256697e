/**
 * What counts as text in a request (spec §5 says nothing of it; these are the product's rules): no control characters,
 * no broken UTF-16, and one line unless a field is declared multi-line. Free of Yup, like field-rules.ts.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one: not text, and unstorable. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. Nobody types them; terminals and mail obey them. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What breaks a line, tab included: CR/LF in a name that becomes a mail subject forges headers. */
const lineBreak = /[\t\n\r\u2028\u2029]/;

/**
 * Unicode's format characters (general category Cf), all of them: invisible, yet they steer the text around them. The
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the direction marks (U+200E, U+200F,
 * U+061C) reorder it ("racun\u202Efdp.exe" shows as "racunexe.pdf"); the zero-width space and joiners, the word joiner
 * and invisible operators (U+200B–U+200D, U+2060–U+2064), the BOM (U+FEFF), the soft hyphen and the tag characters
 * (U+E0000 block) hide what is there. Nobody types them into a name: they come with pasted text, or with intent.
 */
const formatCharacter = /\p{Cf}/u;

/** Whether the text holds a format character: one-line text refuses them (`textSchema`), with their own reason. */
export const hasFormatCharacter = (text: string): boolean => formatCharacter.test(text);

/**
 * One line of text set apart from what is written around it, as `<bdi>` sets it apart in HTML: between a first strong
 * isolate (U+2068) and a pop directional isolate (U+2069), so nothing in it (right-to-left letters) can reorder what
 * follows it. For plain text, where no element can set it apart: a mail's subject.
 */
export const isolated = (line: string): string => `\u2068${line}\u2069`;

/** Text that may run over lines (a message's body): well-formed, and no control characters but tab and line breaks. */
export const isMultilineText = (text: string): boolean => !loneSurrogate.test(text) && !controlCharacter.test(text);

/** Text on one line, as every field is unless its contract allows lines: a name, a plate, a subject, a tag. */
export const isSingleLineText = (text: string): boolean => isMultilineText(text) && !lineBreak.test(text);

/** At most this many query parameters are kept as utm tags. */
export const maxUtmTags = 20;
/** Keys that mean something to JavaScript objects; a client has no business sending them. */
const reservedUtmKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A query parameter the product keeps as a utm tag (spec §7): a short name that can be a stored field name (Firestore
 * reserves `__…__`) and a short value on one line. The SPA drops the others; the server refuses a request with them.
 */
export const isUtmTag = (key: string, value: unknown): value is string =>
  /^[\w.-]{1,64}$/.test(key) &&
  !reservedUtmKeys.has(key) &&
  !/^__.*__$/.test(key) &&
  typeof value === 'string' &&
  value.length <= 256 &&
  isSingleLineText(value);

/**
 * Spec §7: a link's query parameters as the utm tags sent with a lookup, only those the server keeps as tags: one odd
 * parameter in a link must not cost the driver the call.
 */
export const utmTagsOf = (query: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...query.entries()].filter(([key, value]) => isUtmTag(key, value)).slice(0, maxUtmTags));
