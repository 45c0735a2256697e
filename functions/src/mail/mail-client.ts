/**
 * Typed client of SendGrid's v3 Mail Send API (sendgrid-api.ts). One request per message with a timeout and never a
 * retry: SendGrid may have accepted a request whose answer we did not get, and sending it again could deliver the
 * message twice. Any outcome but 202 becomes a MailNotSent; the caller decides what a lost message means.
 */
import {
  messageIdHeader,
  sendgridPaths,
  type SendgridAttachment,
  type SendgridContent,
  type SendgridMailSendRequest,
} from './sendgrid-api.js';

export interface MailClientOptions {
  /** `https://api.sendgrid.com` in production, the mock's URL locally. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  toName?: string;
  from: { email: string; name?: string };
  replyTo?: string;
  subject: string;
  text: string;
  /** When given, recipients whose mail program shows HTML see it instead of `text`. */
  html?: string;
  attachments?: MailAttachment[];
  customArgs?: Record<string, string>;
  categories?: string[];
  /** Header fields to add, such as `List-Unsubscribe` and `List-Unsubscribe-Post` on a reminder. */
  headers?: Record<string, string>;
}

export interface MailSent {
  /** SendGrid's `X-Message-Id`; null in the unlikely case that a 202 came without it. */
  messageId: string | null;
}

export class MailNotSent extends Error {
  constructor(
    message: string,
    /** SendGrid's HTTP status, or null when there was no answer (timeout, network error). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'MailNotSent';
  }
}

/** Enough of SendGrid's error text to say why; an error page from a proxy in between could be any length. */
const maxReasonLength = 300;

function toSendgridRequest(message: MailMessage): SendgridMailSendRequest {
  const content: SendgridContent[] = [{ type: 'text/plain', value: message.text }];
  if (message.html !== undefined) content.push({ type: 'text/html', value: message.html });
  const attachments = message.attachments?.map((attachment): SendgridAttachment => ({
    content: Buffer.from(
      attachment.content.buffer,
      attachment.content.byteOffset,
      attachment.content.byteLength,
    ).toString('base64'),
    filename: attachment.filename,
    type: attachment.contentType,
    disposition: 'attachment',
  }));
  return {
    personalizations: [
      { to: [{ email: message.to, ...(message.toName === undefined ? {} : { name: message.toName }) }] },
    ],
    from: message.from,
    ...(message.replyTo === undefined ? {} : { reply_to: { email: message.replyTo } }),
    subject: message.subject,
    content,
    ...(attachments === undefined ? {} : { attachments }),
    ...(message.customArgs === undefined ? {} : { custom_args: message.customArgs }),
    ...(message.categories === undefined ? {} : { categories: message.categories }),
    ...(message.headers === undefined ? {} : { headers: message.headers }),
  };
}

/** SendGrid's first error as `message (field)`, or undefined when the body is not SendGrid's error shape. */
function firstError(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const errors = typeof parsed === 'object' && parsed !== null ? (parsed as { errors?: unknown }).errors : undefined;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const { message, field } = first as { message?: unknown; field?: unknown };
  if (typeof message !== 'string') return undefined;
  return typeof field === 'string' && field !== '' ? `${message} (${field})` : message;
}

export function createMailClient(options: MailClientOptions) {
  const { baseUrl, apiKey, timeoutMs } = options;
  // Built once, so a malformed base URL fails when the client is configured rather than on the first message.
  const url = new URL(sendgridPaths.mailSend, baseUrl);

  /** Errors travel to logs; whatever a server or a proxy echoes, the key must not travel with them. */
  const redact = (text: string) => (apiKey === '' ? text : text.replaceAll(apiKey, '[API key]'));

  const failure = (error: unknown): string => {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `SendGrid did not answer within ${timeoutMs} ms`;
    // fetch reports every network failure as "fetch failed"; the cause says which (refused, DNS, reset…).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (!(cause instanceof Error)) return `SendGrid unreachable: ${String(cause)}`;
    const { code } = cause as { code?: unknown };
    return `SendGrid unreachable: ${cause.message || (typeof code === 'string' ? code : cause.name)}`;
  };

  async function send(message: MailMessage): Promise<MailSent> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(toSendgridRequest(message)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read even the empty body of a 202, within the same timeout, so the connection is free for the next send.
      body = await response.text();
    } catch (error) {
      throw new MailNotSent(redact(failure(error)), null);
    }
    if (response.status === 202) return { messageId: response.headers.get(messageIdHeader) };
    const reason = firstError(body)?.slice(0, maxReasonLength);
    throw new MailNotSent(
      redact(`SendGrid answered ${response.status}${reason === undefined ? '' : `: ${reason}`}`),
      response.status,
    );
  }

  return { send };
}

export type MailClient = ReturnType<typeof createMailClient>;
