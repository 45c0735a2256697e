import { sendgridApiKey, sendgridBaseUrl } from '../config.js';
import { createMailClient, type MailClient } from './mail-client.js';

let client: MailClient | undefined;

/** The SendGrid client configured from params and the API key secret (readable only once a function runs). */
export function mail(): MailClient {
  client ??= createMailClient({ baseUrl: sendgridBaseUrl.value(), apiKey: sendgridApiKey.value(), timeoutMs: 10_000 });
  return client;
}
