/**
 * SendGrid's v3 Mail Send API as this product uses it, typed as SendGrid documents it
 * (https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send). The typed client (mail-client.ts) and the
 * mock server (mock/) both follow this file; in production only the base URL differs.
 */

export const sendgridPaths = {
  mailSend: '/v3/mail/send',
} as const;

/** Header of a 202 that names the accepted message; SendGrid's event webhooks quote it. */
export const messageIdHeader = 'x-message-id';

/** SendGrid refuses a message larger than this, attachments and JSON included, with 413. */
export const maxMailSendBytes = 30 * 1024 * 1024;

export interface SendgridAddress {
  email: string;
  name?: string;
}

/** Each personalization is one copy of the message; we always send one, to one recipient. */
export interface SendgridPersonalization {
  to: SendgridAddress[];
}

/** SendGrid refuses the request unless text/plain, when present, comes first and text/html follows. */
export interface SendgridContent {
  type: 'text/plain' | 'text/html';
  value: string;
}

export interface SendgridAttachment {
  /** The file, base64-encoded. */
  content: string;
  filename: string;
  /** MIME type; SendGrid uses `application/octet-stream` when it is absent. */
  type?: string;
  /** `attachment` when absent. */
  disposition?: 'attachment' | 'inline';
  /** Lets an HTML body show an inline attachment as `cid:<content_id>`. */
  content_id?: string;
}

// POST /v3/mail/send ────────────────────────────────────────────────────────────────────────────────
/**
 * 202 Accepted with an empty body and `X-Message-Id`. Errors: 400 (invalid message), 401 (no or malformed
 * credentials), 403 (a key that may not send), 413 (over 30 MB), 429 (rate limit), 5xx; all with `SendgridErrors`.
 */
export interface SendgridMailSendRequest {
  personalizations: SendgridPersonalization[];
  from: SendgridAddress;
  reply_to?: SendgridAddress;
  subject: string;
  content: SendgridContent[];
  attachments?: SendgridAttachment[];
  /** Echoed in SendGrid's event webhooks, so an event can be matched to what we sent. */
  custom_args?: Record<string, string>;
  /** Groups messages in SendGrid's statistics. */
  categories?: string[];
  /**
   * Extra header fields of the message, e.g. `List-Unsubscribe` (RFC 2369) and `List-Unsubscribe-Post` (RFC 8058).
   * SendGrid refuses the ones it sets itself (`reservedHeaders`).
   */
  headers?: Record<string, string>;
}

/** Header fields SendGrid sets itself and refuses in `headers` (compared without case). */
export const reservedHeaders = [
  'x-sg-id',
  'x-sg-eid',
  'received',
  'dkim-signature',
  'content-type',
  'content-transfer-encoding',
  'to',
  'from',
  'subject',
  'reply-to',
  'cc',
  'bcc',
] as const;

export interface SendgridError {
  message: string;
  /** The offending field as a path (`personalizations.0.to.0.email`), null when the error is not about one. */
  field: string | null;
  /** A link to SendGrid's documentation of the error, when it has one. */
  help: string | null;
}

/** Body of every error answer. */
export interface SendgridErrors {
  errors: SendgridError[];
}
