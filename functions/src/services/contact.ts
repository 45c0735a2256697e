import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { ContactRequest, ContactResponse } from '../contracts/contact-us-sendgrid.js';
import { errorKeys } from '../contracts/error-keys.js';
import { isolated } from '../contracts/text-rules.js';
import { retentionOfRequest } from '../store/retention.js';
import { DomainError } from './domain-error.js';
import { keepRecord } from './record-keeping.js';
import { mailFrom, supportEmail } from '../config.js';
import { MailNotSent } from '../mail/mail-client.js';
import { mail } from '../mail/mail.js';
import { collections } from '../store/collection-names.js';
import { db } from '../store/firestore.js';
import { newInboxHandling } from '../store/inbox.js';

export async function sendContactMessage(input: ContactRequest): Promise<ContactResponse> {
  const { data, locale } = input;
  const email = data.email.toLowerCase();
  const ref = db().collection(collections.contactMessages).doc();
  await ref.set({
    ...data,
    email,
    locale,
    status: 'received',
    createdAt: FieldValue.serverTimestamp(),
    expireAt: retentionOfRequest(new Date()),
    handling: newInboxHandling(),
  });
  // The name isolated (FSI…PDI): right-to-left letters in it cannot reorder the reference after it in the subject. The
  // message goes as written: nothing of ours follows it on a line, and a line break ends any direction a line sets.
  const name = isolated(`${data.firstName} ${data.lastName}`);
  try {
    await mail().send({
      to: supportEmail.value(),
      from: { email: mailFrom.value(), name: 'AO online' },
      replyTo: email,
      subject: `Kontakt obrazac: ${name} [${ref.id}]`,
      text: [
        `Ime i prezime: ${name}`,
        `E-pošta: ${email}`,
        `Telefon: ${data.phoneNumber ?? '—'}`,
        `Jezik stranice: ${locale}`,
        `Referenca: ${ref.id}`,
        '',
        data.message,
      ].join('\n'),
      customArgs: { contactMessageId: ref.id },
      categories: ['contact'],
    });
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    logger.error('Contact message not sent', { id: ref.id, error: error.message });
    await keepRecord('contact-message-status', () => ref.update({ status: 'failed' }));
    throw new DomainError('unavailable', { errorKey: errorKeys.generic });
  }
  // The mail is on its way: a failed status write must not make the sender send it again.
  await keepRecord('contact-message-status', () => ref.update({ status: 'sent' }));
  return { sent: true, messageId: ref.id };
}
