import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import type { SendAccountEmailRequest, SendAccountEmailResponse } from '../contracts/send-account-email.js';
import type { AccountActionMode } from '../contracts/account-actions.js';
import { mailFrom } from '../config.js';
import { composeAccountEmail } from '../documents/account-email.js';
import { MailNotSent } from '../mail/mail-client.js';
import { mail } from '../mail/mail.js';
import { actionCodeFor } from '../store/auth-accounts.js';
import { DomainError, type CallContext } from './domain-error.js';
import { accountActionLink } from './email-links.js';
import { siteOriginFor } from './site-origins.js';

/**
 * Sends the e-mail of an account action with a link to our own action page. A reset for an address without an
 * account sends nothing and answers exactly as one that has it, so the form cannot be used to find out who has an
 * account. A verification needs a signed-in caller whose address is not verified yet.
 */
export async function sendAccountEmail(
  input: SendAccountEmailRequest,
  context: CallContext,
): Promise<SendAccountEmailResponse> {
  const mode: AccountActionMode = input.kind === 'password-reset' ? 'resetPassword' : 'verifyEmail';
  const email = mode === 'resetPassword' ? input.email?.toLowerCase() : context.email;
  if (!email) throw new DomainError('unauthenticated', { errorKey: errorKeys.signInRequired });
  if (mode === 'verifyEmail' && context.emailVerified) return { accepted: true };

  const code = await actionCodeFor(mode, email);
  if (code === null) {
    logger.info('Account e-mail for an unknown address not sent', { kind: input.kind });
    return { accepted: true };
  }
  const link = accountActionLink(siteOriginFor(context.origin), input.locale, mode, code);
  const message = composeAccountEmail(input.kind, input.locale, link);
  try {
    await mail().send({
      to: email,
      from: { email: mailFrom.value(), name: 'AO online' },
      subject: message.subject,
      text: message.text,
      html: message.html,
      categories: ['account', input.kind],
    });
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    logger.error('Account e-mail not sent', { kind: input.kind, error: error.message });
    throw new DomainError('unavailable', { errorKey: errorKeys.generic });
  }
  logger.info('Account e-mail sent', { kind: input.kind });
  return { accepted: true };
}
