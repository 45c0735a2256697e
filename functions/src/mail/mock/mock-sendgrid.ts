/**
 * SendGrid's Mail Send as the mock acts it out, free of HTTP so the server only does transport: who may send, what
 * SendGrid refuses (all problems at once, each naming its field, as SendGrid does), the faults a test arms, and the
 * messages received, kept in memory for the life of one instance.
 */
import { randomBytes } from 'node:crypto';
import { messageIdHeader, reservedHeaders, type SendgridError, type SendgridErrors } from '../sendgrid-api.js';

/** The newest messages kept; older ones are dropped, so a long session cannot exhaust memory. */
export const maxStoredMessages = 500;

/** Most sends one armed fault applies to; more would only be a typo. */
const maxFaultCount = 1000;

/** SendGrid's own limits on categories. */
const maxCategories = 10;
const maxCategoryLength = 255;

const errorsHelp = 'https://www.twilio.com/docs/sendgrid/api-reference/mail-send/errors';

export interface MockAddress {
  email: string;
  name: string | null;
}

export interface MockAttachment {
  filename: string;
  type: string;
  disposition: 'attachment' | 'inline';
  contentId: string | null;
  content: Buffer;
}

export interface MockMessage {
  id: string;
  receivedAt: Date;
  from: MockAddress;
  to: MockAddress[];
  replyTo: MockAddress | null;
  subject: string;
  /** SendGrid needs one content block, not both, so either may be missing. */
  text: string | null;
  html: string | null;
  attachments: MockAttachment[];
  customArgs: Record<string, string>;
  categories: string[];
  /** Header fields the sender added, as sent (names as given). */
  headers: Record<string, string>;
}

/** What the JSON API (mock-only) shows of a message. */
export interface ApiMessage {
  id: string;
  receivedAt: string;
  to: string[];
  from: MockAddress;
  replyTo: MockAddress | null;
  subject: string;
  text: string | null;
  html: string | null;
  customArgs: Record<string, string>;
  categories: string[];
  headers: Record<string, string>;
  attachments: { filename: string; type: string; disposition: 'attachment' | 'inline'; size: number; url: string }[];
}

export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for an empty body (a 202). */
  body: SendgridErrors | null;
}

export type MockSendgridFault = 500 | 503 | 429 | 'timeout';

export interface ArmedFault {
  status: MockSendgridFault;
  count: number;
}

export interface MockSendgrid {
  /** Checks a parsed `POST /v3/mail/send` body; stores the message and answers 202, or answers 400. */
  receive(body: unknown): MockAnswer;
  /** Newest first; only those addressed to `to` (any case) when it is given. */
  messages(to?: string): MockMessage[];
  message(id: string): MockMessage | undefined;
  clear(): void;
  /** Replaces whatever fault is armed; a count of 0 disarms. */
  armFault(fault: ArmedFault): void;
  /** The fault the next send must suffer, counted as used. */
  takeFault(): MockSendgridFault | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const problem = (field: string | null, message: string): SendgridError => ({
  message,
  field,
  help: field === null ? null : errorsHelp,
});

export function errorAnswer(status: number, message: string, field: string | null = null): MockAnswer {
  return { status, headers: {}, body: { errors: [problem(field, message)] } };
}

/** SendGrid's answers to a request without usable credentials (401) and to a key that may not send (403). */
export function authorizationProblem(header: string | undefined, apiKey: string): MockAnswer | undefined {
  const token = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1];
  if (token === undefined) return errorAnswer(401, 'The provided authorization grant is invalid, expired, or revoked');
  if (token !== apiKey) return errorAnswer(403, 'access forbidden');
  return undefined;
}

/** The answer to a send that suffers an armed status fault. */
export function faultAnswer(status: Exclude<MockSendgridFault, 'timeout'>): MockAnswer {
  if (status === 429) {
    const answer = errorAnswer(429, 'too many requests');
    // As SendGrid does, so a caller that schedules a later attempt can read when the limit resets.
    answer.headers = {
      'x-ratelimit-limit': '600',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 60),
    };
    return answer;
  }
  return errorAnswer(status, `${status === 500 ? 'Internal server error' : 'Service unavailable'} (injected fault)`);
}

/** The fault a `POST /_mock/faults` body arms, or the 400 answer naming what is wrong with it. */
export function readFaultRequest(body: unknown): ArmedFault | MockAnswer {
  if (!isObject(body)) return errorAnswer(400, 'The body must be a JSON object { "status", "count" }');
  const { status, count = 1 } = body;
  if (status !== 500 && status !== 503 && status !== 429 && status !== 'timeout')
    return errorAnswer(400, 'status must be 500, 503, 429 or "timeout"', 'status');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > maxFaultCount)
    return errorAnswer(400, `count must be a whole number from 0 to ${maxFaultCount}`, 'count');
  return { status, count };
}

export function createMockSendgrid(): MockSendgrid {
  // Insertion order is arrival order, so the first key is always the oldest message.
  const stored = new Map<string, MockMessage>();
  let armed: ArmedFault = { status: 500, count: 0 };

  return {
    receive(body): MockAnswer {
      const read = readMailSend(body);
      if ('errors' in read) return { status: 400, headers: {}, body: read };
      const message: MockMessage = { id: randomBytes(16).toString('base64url'), receivedAt: new Date(), ...read };
      stored.set(message.id, message);
      for (const oldest of stored.keys()) {
        if (stored.size <= maxStoredMessages) break;
        stored.delete(oldest);
      }
      return { status: 202, headers: { [messageIdHeader]: message.id }, body: null };
    },
    messages(to) {
      const newestFirst = [...stored.values()].reverse();
      const wanted = to?.trim().toLowerCase();
      if (!wanted) return newestFirst;
      return newestFirst.filter((message) => message.to.some((address) => address.email.toLowerCase() === wanted));
    },
    message: (id) => stored.get(id),
    clear: () => stored.clear(),
    armFault(fault) {
      armed = { ...fault };
    },
    takeFault() {
      if (armed.count === 0) return undefined;
      armed.count -= 1;
      return armed.status;
    },
  };
}

export const attachmentPath = (prefix: '/api/messages' | '/messages', id: string, index: number) =>
  `${prefix}/${encodeURIComponent(id)}/attachments/${index}`;

export function apiMessage(message: MockMessage): ApiMessage {
  return {
    id: message.id,
    receivedAt: message.receivedAt.toISOString(),
    to: message.to.map((address) => address.email),
    from: message.from,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    customArgs: message.customArgs,
    categories: message.categories,
    headers: message.headers,
    attachments: message.attachments.map((attachment, index) => ({
      filename: attachment.filename,
      type: attachment.type,
      disposition: attachment.disposition,
      size: attachment.content.length,
      url: attachmentPath('/api/messages', message.id, index),
    })),
  };
}

// Validation ─────────────────────────────────────────────────────────────────────────────────────────

type Received = Omit<MockMessage, 'id' | 'receivedAt'>;
type Problems = SendgridError[];

/** Loose on purpose, like SendGrid's own check: it catches typos, not every address RFC 5322 forbids. */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i;

/** The longest address SMTP allows; checked first, as the pattern backtracks badly on a huge string. */
const maxEmailLength = 254;

const isEmail = (text: string) => text.length <= maxEmailLength && emailPattern.test(text);

/**
 * Canonical padded base64, the only form SendGrid decodes (Buffer.from would silently skip bad characters). A plain
 * character class: a pattern with groups exhausts the regular-expression stack on a multi-megabyte attachment.
 */
const isBase64 = (text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);

/** A bare MIME type: it becomes a response header of the inbox, so parameters, line breaks and bulk are refused. */
const isMimeType = (text: string) => text.length <= 255 && /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i.test(text);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readAddress(value: unknown, field: string, problems: Problems, missing: string, invalid: string) {
  if (!isObject(value) || value.email === undefined) {
    problems.push(problem(`${field}.email`, missing));
    return undefined;
  }
  const { email, name } = value;
  if (typeof email !== 'string' || !isEmail(email)) {
    problems.push(problem(`${field}.email`, invalid));
    return undefined;
  }
  if (name !== undefined && typeof name !== 'string') {
    problems.push(problem(`${field}.name`, 'The name must be a string.'));
    return undefined;
  }
  return { email, name: name ?? null };
}

function readRecipients(value: unknown, problems: Problems): MockAddress[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(
      problem('personalizations', 'The personalizations field is required and must have at least one personalization.'),
    );
    return [];
  }
  return value.flatMap((personalization: unknown, i) => {
    const to = isObject(personalization) ? personalization.to : undefined;
    if (!Array.isArray(to) || to.length === 0) {
      problems.push(
        problem(
          `personalizations.${i}.to`,
          'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        ),
      );
      return [];
    }
    return to.flatMap((address: unknown, j) => {
      const field = `personalizations.${i}.to.${j}`;
      const read = readAddress(
        address,
        field,
        problems,
        'The to email is required.',
        'Does not contain a valid address.',
      );
      return read === undefined ? [] : [read];
    });
  });
}

function readContent(value: unknown, problems: Problems): { text: string | null; html: string | null } {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(
      problem(
        'content',
        'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block.',
      ),
    );
    return { text: null, html: null };
  }
  const types: string[] = [];
  const values = new Map<string, string>();
  value.forEach((block: unknown, i) => {
    const { type, value: text } = isObject(block) ? block : { type: undefined, value: undefined };
    if (type !== 'text/plain' && type !== 'text/html') {
      problems.push(problem(`content.${i}.type`, 'The content type must be text/plain or text/html.'));
      return;
    }
    types.push(type);
    if (!nonEmptyString(text)) {
      problems.push(
        problem(`content.${i}.value`, 'The content value must be a string at least one character in length.'),
      );
      return;
    }
    values.set(type, text);
  });
  if (new Set(types).size < types.length)
    problems.push(problem('content', 'If present, text/plain and text/html may only be provided once.'));
  if (types.includes('text/plain') && types[0] !== 'text/plain')
    problems.push(
      problem(
        'content',
        'If present, text/plain content must be first, followed by text/html, and then any other content.',
      ),
    );
  return { text: values.get('text/plain') ?? null, html: values.get('text/html') ?? null };
}

function readAttachments(value: unknown, problems: Problems): MockAttachment[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(problem('attachments', 'The attachments must be an array of attachment objects.'));
    return [];
  }
  return value.flatMap((attachment: unknown, i): MockAttachment[] => {
    const field = `attachments.${i}`;
    if (!isObject(attachment)) {
      problems.push(problem(field, 'An attachment must be an object.'));
      return [];
    }
    const { content, filename, type = 'application/octet-stream', disposition = 'attachment' } = attachment;
    const contentId = attachment.content_id ?? null;
    const before = problems.length;
    if (!nonEmptyString(filename))
      problems.push(problem(`${field}.filename`, 'The attachment filename parameter is required.'));
    if (!nonEmptyString(content)) problems.push(problem(`${field}.content`, 'The attachment content is required.'));
    else if (!isBase64(content))
      problems.push(problem(`${field}.content`, 'The attachment content must be base64 encoded.'));
    if (typeof type !== 'string' || !isMimeType(type))
      problems.push(
        problem(
          `${field}.type`,
          'The attachment type must be a MIME type such as application/pdf, without parameters.',
        ),
      );
    if (disposition !== 'attachment' && disposition !== 'inline')
      problems.push(problem(`${field}.disposition`, 'The disposition must be inline or attachment.'));
    if (contentId !== null && !nonEmptyString(contentId))
      problems.push(problem(`${field}.content_id`, 'The content_id must be a non-empty string.'));
    if (problems.length > before) return [];
    return [
      {
        filename: filename as string,
        type: (type as string).toLowerCase(),
        disposition: disposition as MockAttachment['disposition'],
        contentId: contentId as string | null,
        content: Buffer.from(content as string, 'base64'),
      },
    ];
  });
}

function readCustomArgs(value: unknown, problems: Problems): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value) || !Object.values(value).every((arg) => typeof arg === 'string')) {
    problems.push(problem('custom_args', 'custom_args must be an object whose values are strings.'));
    return {};
  }
  return { ...(value as Record<string, string>) };
}

function readCategories(value: unknown, problems: Problems): string[] {
  if (value === undefined) return [];
  const valid =
    Array.isArray(value) &&
    value.length <= maxCategories &&
    value.every((category) => nonEmptyString(category) && category.length <= maxCategoryLength);
  if (!valid) {
    problems.push(
      problem(
        'categories',
        `categories must be an array of at most ${maxCategories} strings of at most ${maxCategoryLength} characters.`,
      ),
    );
    return [];
  }
  return [...(value as string[])];
}

/** A header name as RFC 5322 allows it (printable ASCII but the colon) and a value on one line. */
const isHeaderName = (name: string) => /^[!-9;-~]+$/.test(name);
const isHeaderValue = (value: unknown): value is string => typeof value === 'string' && !/[\r\n]/.test(value);

function readHeaders(value: unknown, problems: Problems): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value)) {
    problems.push(problem('headers', 'headers must be an object whose values are strings.'));
    return {};
  }
  const reserved: readonly string[] = reservedHeaders;
  for (const [name, text] of Object.entries(value)) {
    if (!isHeaderName(name) || !isHeaderValue(text))
      problems.push(problem(`headers.${name}`, 'A header must have a valid name and a one-line string value.'));
    else if (reserved.includes(name.toLowerCase()))
      problems.push(problem(`headers.${name}`, `The header ${name} is reserved and cannot be set.`));
  }
  return { ...(value as Record<string, string>) };
}

/** The message a body describes, or every problem SendGrid would name. */
export function readMailSend(body: unknown): Received | SendgridErrors {
  if (!isObject(body)) return { errors: [problem(null, 'Bad Request')] };
  const problems: Problems = [];
  const to = readRecipients(body.personalizations, problems);
  const from = readAddress(
    body.from,
    'from',
    problems,
    'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
    'The from email does not contain a valid address.',
  );
  const replyTo =
    body.reply_to === undefined
      ? null
      : readAddress(
          body.reply_to,
          'reply_to',
          problems,
          'The reply_to object must contain the email parameter.',
          'The reply_to email does not contain a valid address.',
        );
  const { subject } = body;
  if (!nonEmptyString(subject))
    problems.push(
      problem(
        'subject',
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      ),
    );
  const { text, html } = readContent(body.content, problems);
  const attachments = readAttachments(body.attachments, problems);
  const customArgs = readCustomArgs(body.custom_args, problems);
  const categories = readCategories(body.categories, problems);
  const headers = readHeaders(body.headers, problems);
  if (problems.length > 0 || from === undefined || replyTo === undefined || !nonEmptyString(subject))
    return { errors: problems };
  return { from, to, replyTo, subject, text, html, attachments, customArgs, categories, headers };
}
