import { logger } from 'firebase-functions/logger';
import { maxAccountVehicles, type AccountProfile } from '../contracts/account-profile.js';
import type { PolicyDocumentKind } from '../contracts/download-policy.js';
import { errorKeys } from '../contracts/error-keys.js';
import { greenCardNumber } from '../contracts/green-card-countries.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { cleanText } from '../contracts/policyholder.js';
import { hasVehicleDetails } from '../contracts/vehicle-rules.js';
import { normalizeVin } from '../contracts/vin.js';
import type { InsurerVehicleInfo } from '../insurer/insurer-api.js';
import { insurer } from '../insurer/insurer.js';
import { telematicsOnlyOwnerEmail } from '../store/telematics-only-vehicles.js';
import type { AccountResponse } from '../contracts/get-account.js';
import type { SaveUserProfileRequest, SaveUserProfileResponse } from '../contracts/save-user-profile.js';
import { readPolicyEndings } from '../store/policy-endings.js';
import { attachPoliciesByEmail, policiesOfAccount, readPolicy, type PolicyDocument } from '../store/policies.js';
import { readUser, writeUserProfile, type UserDocument } from '../store/users.js';
import { renewedPolicies } from './covered-car.js';
import { DomainError, type CallContext } from './domain-error.js';
import { insurerFailureToDomainError } from './insurer-errors.js';
import { toVehicleInfo } from './vehicle-lookup.js';
import { signedIn, type SignedIn } from './signed-in.js';
import { policyDocumentFile } from './fulfilment.js';

type AccountVehicle = AccountProfile['vehicles'][number];

const vehicleKey = (vehicle: Pick<AccountVehicle, 'licensePlate' | 'vin'>) =>
  `${vehicle.licensePlate ? normalizeLicensePlate(vehicle.licensePlate) : ''}|${vehicle.vin ? normalizeVin(vehicle.vin) : ''}`;

/**
 * A car the profile did not hold yet, checked as registration checks it (spec §5), since a client can send anything:
 * the register must know it and call it a personal car, and a plate added for telematics only is refused. Its
 * category is the register's, not the client's. A car the profile holds already keeps what was checked then.
 */
async function checkedVehicle(vehicle: AccountVehicle, known: Map<string, AccountVehicle>): Promise<AccountVehicle> {
  const stored = known.get(vehicleKey(vehicle));
  if (stored) return { ...vehicle, categoryDesc: stored.categoryDesc };
  const licensePlate = vehicle.licensePlate ? normalizeLicensePlate(vehicle.licensePlate) : null;
  const vin = vehicle.vin ? normalizeVin(vehicle.vin) : null;
  if (licensePlate && (await telematicsOnlyOwnerEmail(licensePlate)))
    throw new DomainError('failed-precondition', { errorKey: errorKeys.vehicleWithTelematicsOnlyAlreadyExists });
  let record: InsurerVehicleInfo | undefined;
  try {
    record = (await insurer().lookupVehicle(licensePlate ? { licensePlate } : { vin: vin ?? undefined }))
      .vehicleInfos[0];
  } catch (error) {
    throw insurerFailureToDomainError(error, { licensePlate, vin });
  }
  const found = record ? toVehicleInfo(record) : undefined;
  if (!found || !hasVehicleDetails(found)) throw new DomainError('not-found', { errorKey: errorKeys.noVehicle });
  if (!found.isPersonalVehicle) throw new DomainError('failed-precondition', { errorKey: errorKeys.noPersonalVehicle });
  return { ...vehicle, categoryDesc: found.categoryDesc };
}

export async function saveUserProfile(
  input: SaveUserProfileRequest,
  context: CallContext,
): Promise<SaveUserProfileResponse> {
  const user = signedIn(context);
  const stored = await readUser(user.uid);
  if (stored && stored.personalIdentificationNumber !== input.personalIdentificationNumber) {
    const policies = await policiesOfAccount(user.uid);
    if (policies.length > 0) throw new DomainError('failed-precondition', { errorKey: errorKeys.oibLockedByPolicies });
  }
  const known = new Map((stored?.vehicles ?? []).map((vehicle) => [vehicleKey(vehicle), vehicle]));
  const profile: AccountProfile = {
    firstName: cleanText(input.firstName),
    lastName: cleanText(input.lastName),
    address: cleanText(input.address),
    houseNumber: cleanText(input.houseNumber),
    postalCode: input.postalCode,
    city: cleanText(input.city),
    country: input.country,
    personalIdentificationNumber: input.personalIdentificationNumber,
    dateOfBirth: input.dateOfBirth,
    phoneNumberPrefix: input.phoneNumberPrefix,
    phoneNumber: input.phoneNumber,
    vehicles: await Promise.all(input.vehicles.map((vehicle) => checkedVehicle(vehicle, known))),
  };
  await writeUserProfile(user.uid, user.email, profile, {
    referrerId: input.referrerId ?? null,
    referralIndividualId: input.referralIndividualId ?? null,
  });
  logger.info('User profile saved', { uid: user.uid });
  return { saved: true };
}

/**
 * An account opened after a guest purchase has no profile yet, but its policies name the policyholder: with the
 * e-mail verified they are this person's, so the newest one's details (and the insured vehicles) become the profile
 * instead of asking for them again.
 */
async function profileFromPolicies(user: SignedIn, policies: PolicyDocument[]): Promise<UserDocument | undefined> {
  const [newest] = policies;
  if (!newest) return undefined;
  const holder = newest.policyholder;
  const vehicles = policies
    .map((policy) => ({ ...policy.vehicle, registrationExpiryDate: null }))
    .filter(
      (vehicle, index, all) =>
        all.findIndex((other) => other.licensePlate === vehicle.licensePlate && other.vin === vehicle.vin) === index,
    )
    .slice(0, maxAccountVehicles);
  const profile: AccountProfile = {
    firstName: holder.firstName,
    lastName: holder.lastName,
    address: holder.address,
    houseNumber: holder.houseNumber,
    postalCode: holder.postalCode,
    city: holder.city,
    country: holder.country,
    personalIdentificationNumber: holder.personalIdentificationNumber,
    dateOfBirth: holder.dateOfBirth,
    phoneNumberPrefix: holder.phoneNumberPrefix,
    phoneNumber: holder.phoneNumber,
    vehicles,
  };
  await writeUserProfile(user.uid, user.email, profile, { referrerId: null, referralIndividualId: null });
  logger.info("User profile taken from the account's policies", { uid: user.uid });
  return readUser(user.uid);
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
  const [found, policies] = await Promise.all([readUser(user.uid), policiesOfAccount(user.uid)]);
  const [stored, renewed, endings] = await Promise.all([
    found ?? profileFromPolicies(user, policies),
    renewedPolicies(policies, user.uid),
    readPolicyEndings(policies.map((policy) => policy.orderNumber)),
  ]);
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
      orderNumber: policy.orderNumber,
      policyNumber: policy.policyNumber,
      licensePlate: policy.vehicle.licensePlate,
      vehicle: { vin: policy.vehicle.vin, manufacturer: policy.vehicle.manufacturer, model: policy.vehicle.model },
      startsAt: policy.startsAt.toDate().toISOString(),
      endsAt: policy.endsAt.toDate().toISOString(),
      covers: (policy.covers ?? []).map(({ coverCode, premium }) => ({ coverCode, premium })),
      total: policy.total,
      greenCardNumber: policy.greenCard ? greenCardNumber(policy.greenCard) : null,
      renewed: renewed.has(policy.orderNumber),
      ended: policy.ended
        ? { reason: policy.ended.reason, coverEndsAt: policy.ended.coverEndsAt.toDate().toISOString() }
        : null,
      endingState: endings.get(policy.orderNumber)?.state ?? null,
    })),
  };
}

/** The PDF of one of the account's policies; another account's policy is as unknown as one that does not exist. */
export async function accountPolicyPdf(
  { orderNumber, document }: { orderNumber: string; document?: PolicyDocumentKind },
  context: CallContext,
): Promise<{ fileName: string; pdfBase64: string }> {
  const user = signedIn(context);
  const policy = await readPolicy(orderNumber);
  if (!policy || policy.uid !== user.uid) throw new DomainError('not-found', { errorKey: errorKeys.orderNotFound });
  const { fileName, pdf } = await policyDocumentFile(policy, document);
  return { fileName, pdfBase64: Buffer.from(pdf).toString('base64') };
}
