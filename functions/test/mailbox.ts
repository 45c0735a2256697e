import { sendgridOrigin } from './emulator-env.js';

/** A message as the mock SendGrid's JSON API lists it. */
export interface ReceivedMail {
  id: string;
  receivedAt: string;
  to: string[];
  from: { email: string; name: string | null };
  replyTo: { email: string; name: string | null } | null;
  subject: string;
  text: string;
  html: string | null;
  customArgs: Record<string, string>;
  categories: string[];
  headers: Record<string, string>;
  attachments: { filename: string; type: string; disposition: string; size: number; url: string }[];
}

/** What the mock SendGrid received for one address, newest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${sendgridOrigin}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mock SendGrid answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

export async function attachmentBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, sendgridOrigin));
  return new Uint8Array(await response.arrayBuffer());
}

/** Makes the mock SendGrid refuse the next `count` sends. */
export async function failNextMails(count: number, status: 500 | 503 | 429 = 503): Promise<void> {
  const response = await fetch(`${sendgridOrigin}/_mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, count }),
  });
  if (!response.ok) throw new Error(`The mock SendGrid refused the fault: ${response.status}`);
}
