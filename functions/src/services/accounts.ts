import { logger } from 'firebase-functions';
import type { AccountProfile } from '../contracts/account-profile.js';
import { errorKeys } from '../contracts/error-keys.js';
import type { AccountResponse } from '../contracts/get-account.js';
import type { SaveUserProfileRequest, SaveUserProfileResponse } from '../contracts/save-user-profile.js';
import { attachPoliciesByEmail, policiesOfAccount } from '../store/policies.js';
import { readUser, writeUserProfile } from '../store/users.js';
import { DomainError, type CallContext } from './domain-error.js';

interface SignedIn {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Account calls are for a signed-in user with an e-mail address (the product's only way to sign in). */
function signedIn(context: CallContext): SignedIn {
  if (!context.uid || !context.email) throw new DomainError('unauthenticated', { errorKey: errorKeys.signInRequired });
  return { uid: context.uid, email: context.email, emailVerified: context.emailVerified };
}

const cleanName = (value: string) => value.trim().replace(/\s+/g, ' ');

export async function saveUserProfile(
  input: SaveUserProfileRequest,
  context: CallContext,
): Promise<SaveUserProfileResponse> {
  const user = signedIn(context);
  const profile: AccountProfile = {
    firstName: cleanName(input.firstName),
    lastName: cleanName(input.lastName),
    address: cleanName(input.address),
    houseNumber: cleanName(input.houseNumber),
    postalCode: input.postalCode,
    city: cleanName(input.city),
    country: input.country,
    personalIdentificationNumber: input.personalIdentificationNumber,
    dateOfBirth: input.dateOfBirth,
    phoneNumberPrefix: input.phoneNumberPrefix,
    phoneNumber: input.phoneNumber,
    vehicles: input.vehicles,
  };
  await writeUserProfile(user.uid, user.email, profile, {
    referrerId: input.referrerId ?? null,
    referralIndividualId: input.referralIndividualId ?? null,
  });
  logger.info('User profile saved', { uid: user.uid });
  return { saved: true };
}

/**
 * The account, after letting the policies bought with its e-mail join it. Only a verified address joins anything:
 * whoever types someone else's e-mail into the registration form gets an account that never shows their policies.
 */
export async function getAccount(context: CallContext): Promise<AccountResponse> {
  const user = signedIn(context);
  if (user.emailVerified) {
    const attached = await attachPoliciesByEmail(user.email, user.uid);
    if (attached > 0) logger.info('Policies joined an account by its verified e-mail', { uid: user.uid, attached });
  }
  const [stored, policies] = await Promise.all([readUser(user.uid), policiesOfAccount(user.uid)]);
  const profile: AccountResponse['profile'] = stored
    ? {
        firstName: stored.firstName,
        lastName: stored.lastName,
        address: stored.address,
        houseNumber: stored.houseNumber,
        postalCode: stored.postalCode,
        city: stored.city,
        country: stored.country,
        personalIdentificationNumber: stored.personalIdentificationNumber,
        dateOfBirth: stored.dateOfBirth,
        phoneNumberPrefix: stored.phoneNumberPrefix,
        phoneNumber: stored.phoneNumber,
        vehicles: stored.vehicles,
        referrerId: stored.referrerId,
        referralIndividualId: stored.referralIndividualId,
      }
    : null;
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    profile,
    policies: policies.map((policy) => ({
      policyNumber: policy.policyNumber,
      licensePlate: policy.vehicle.licensePlate,
      startsAt: policy.startsAt.toDate().toISOString(),
      endsAt: policy.endsAt.toDate().toISOString(),
    })),
  };
}
