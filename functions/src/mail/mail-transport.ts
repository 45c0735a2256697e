import { FieldValue } from 'firebase-admin/firestore';
import { isEmulator, sendgridApiKey } from '../config.js';
import { collections } from '../store/collection-names.js';
import { db } from '../store/firestore.js';

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export class MailNotSent extends Error {}

/** SendGrid's v3 send endpoint; 202 means accepted for delivery. */
async function sendWithSendgrid(message: MailMessage): Promise<void> {
  const response = await fetch('https://api.sendgrid.com/v3/mail/send', {
    method: 'POST',
    headers: { authorization: `Bearer ${sendgridApiKey.value()}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: message.to }] }],
      from: { email: message.from },
      ...(message.replyTo ? { reply_to: { email: message.replyTo } } : {}),
      subject: message.subject,
      content: [{ type: 'text/plain', value: message.text }],
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new MailNotSent(`SendGrid unreachable: ${String(error)}`);
  });
  if (response.status !== 202) throw new MailNotSent(`SendGrid answered ${response.status}`);
}

/** In the emulator mail lands in the `mailOutbox` collection, where developers and tests read it; nothing is sent. */
async function writeToOutbox(message: MailMessage): Promise<void> {
  await db()
    .collection(collections.mailOutbox)
    .add({ ...message, createdAt: FieldValue.serverTimestamp() });
}

export const sendMail = (message: MailMessage): Promise<void> =>
  isEmulator ? writeToOutbox(message) : sendWithSendgrid(message);
