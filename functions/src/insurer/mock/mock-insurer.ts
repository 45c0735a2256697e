/**
 * The insurer's operations over already-parsed JSON bodies, free of HTTP so the server only does transport.
 * Policies and calculations are kept in memory for the life of one instance.
 */
import { createHash } from 'node:crypto';
import { coverCodes, coverSelectionProblem, type CoverCode } from '../../contracts/covers.js';
import { registrationAreaOf } from '../../contracts/registration-areas.js';
import { isValidOib } from '../../contracts/oib.js';
import {
  insurerPaths,
  type InsurerClaimSnapshot,
  type InsurerDiscountStatusResponse,
  type InsurerOfferResponse,
  type InsurerPolicyResponse,
  type InsurerPremiumCover,
  type InsurerPricingResponse,
  type InsurerVehicleLookupResponse,
  type MockFault,
} from '../insurer-api.js';
import type { InsurerFixtures, MockVehicle } from './fixtures.js';
import {
  FieldError,
  asArray,
  asObject,
  isJsonObject,
  nullableIsoDate,
  nullableString,
  optionalNumber,
  optionalString,
  readPaymentPlan,
  requiredBoolean,
  requiredInstant,
  requiredIsoDate,
  requiredNumber,
  requiredString,
  type JsonObject,
} from './json-fields.js';
import { errorAnswer, type MockAnswer } from './mock-answer.js';
import { createMockCancellations } from './mock-cancellations.js';
import { createMockEndorsements } from './mock-endorsements.js';
import { createMockClaims, defaultClaimStepMs, readPolicies } from './mock-claims.js';
import { ageOn, priceQuote } from './tariff.js';

export type InsurerPath = (typeof insurerPaths)[keyof typeof insurerPaths];

export interface MockInsurer {
  /** The fault a fixture vehicle named by this request carries (lookup and pricing only). */
  vehicleFault(path: InsurerPath, body: unknown): MockFault | undefined;
  answer(path: InsurerPath, body: unknown): MockAnswer;
  /** `POST /_mock/claims/advance { claimNumber }`. */
  advanceClaim(body: unknown): MockAnswer;
  /** Stops the claims' clocks. */
  stop(): void;
}

export interface MockInsurerOptions {
  /** How long a claim stays in a state before its clock moves it on. */
  claimStepMs?: number;
  /** Every change of a claim, its first state included (the server sends it as a notification). */
  onClaimChange?: (claim: InsurerClaimSnapshot) => void;
  now?: () => Date;
}

export function isInsurerPath(path: string): path is InsurerPath {
  return (Object.values(insurerPaths) as string[]).includes(path);
}

type VehicleKey = { licensePlate: string; vin?: undefined } | { vin: string; licensePlate?: undefined };

interface Calculation {
  premiumCovers: InsurerPremiumCover[];
}

/** How many days after today the insurer holds a calculation's price, as a Croatian insurer's offer does. */
const calculationValidDays = 7;

function calculationValidUntil(now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + calculationValidDays);
  return day.toISOString().slice(0, 10);
}

export function createMockInsurer(fixtures: InsurerFixtures, options: MockInsurerOptions = {}): MockInsurer {
  const byPlate = new Map<string, MockVehicle>();
  const byVin = new Map<string, MockVehicle>();
  for (const vehicle of fixtures.vehicles) {
    if (vehicle.plate !== null) byPlate.set(vehicle.plate, vehicle);
    if (vehicle.info.vin !== null) byVin.set(vehicle.info.vin, vehicle);
  }
  const calculations = new Map<string, Calculation>();
  const policies = new Map<string, InsurerPolicyResponse>();

  const find = (key: VehicleKey): MockVehicle | undefined =>
    key.licensePlate !== undefined ? byPlate.get(key.licensePlate) : byVin.get(key.vin);

  /** 404 or 422 when the named vehicle cannot be priced or shown, else the vehicle. */
  const findInsurable = (key: VehicleKey): MockVehicle | MockAnswer => {
    const vehicle = find(key);
    const named = key.licensePlate !== undefined ? `licence plate ${key.licensePlate}` : `VIN ${key.vin}`;
    if (!vehicle) return errorAnswer(404, 'vehicle-not-found', `No vehicle with ${named} in the register`);
    if (vehicle.highRisk)
      return errorAnswer(422, 'high-risk-vehicle', `The vehicle with ${named} cannot be insured online`);
    return vehicle;
  };

  const lookup = (body: JsonObject): MockAnswer => {
    const found = findInsurable(readVehicleKey(body));
    if (!('info' in found)) return found;
    const response: InsurerVehicleLookupResponse = { responseStatus: 'success', vehicleInfos: [found.info] };
    return { status: 200, body: response };
  };

  const pricing = (body: JsonObject): MockAnswer => {
    const key = readVehicleKey(body);
    const details = readVehicleDetails(body);
    const driver = asObject(body.driver, 'driver');
    const dateOfBirth = requiredIsoDate(driver, 'dateOfBirth', 'driver');
    const pin = readOib(driver, 'personalIdentificationNumber', 'driver');
    const policyStartDate = requiredIsoDate(body, 'policyStartDate', 'request');

    const found = findInsurable(key);
    if (!('info' in found)) return found;
    const { info } = found;
    const enginePowerInKw = info.enginePowerInKw ?? details.enginePowerInKw;
    if (enginePowerInKw === undefined)
      throw new FieldError('The register has no engine power for this vehicle: send vehicleDetails.enginePowerInKw');
    const driverAge = ageOn(dateOfBirth, policyStartDate);
    if (driverAge < fixtures.tariff.mtpl.minimumDriverAge)
      throw new FieldError(`The driver must be at least ${fixtures.tariff.mtpl.minimumDriverAge} on policyStartDate`);

    const plate = found.plate ?? key.licensePlate ?? null;
    const quote = priceQuote(fixtures.tariff, {
      manufacturer: info.manufacturer ?? details.manufacturer ?? null,
      yearOfManufacture: info.yearOfManufacture ?? details.yearOfManufacture ?? null,
      enginePowerInKw,
      categoryDesc: info.categoryDesc,
      historic: found.historic,
      registrationArea: plate === null ? null : (registrationAreaOf(plate) ?? null),
      driverAge,
      bonusMalusClass: fixtures.drivers.get(pin) ?? fixtures.tariff.mtpl.defaultBonusMalusClass,
      policyStartYear: Number(policyStartDate.slice(0, 4)),
    });
    const calculationId = `CALC-${digest([key, details, dateOfBirth, pin, policyStartDate]).slice(0, 20)}`;
    calculations.set(calculationId, { premiumCovers: quote.premiumCovers });
    const response: InsurerPricingResponse = {
      responseStatus: 'success',
      premiumCovers: quote.premiumCovers,
      discountZone: quote.discountZone,
      discountOptions: plate !== null && fixtures.vehicleDiscounts.has(plate) ? ['code', 'vehicle'] : ['code'],
      bonusMalusClass: quote.bonusMalusClass,
      bonusMalusPercent: quote.bonusMalusPercent,
      estimatedVehicleValueInEuros: quote.estimatedVehicleValueInEuros,
      calculationId,
      validUntil: calculationValidUntil(new Date()),
      vehicle: { categoryDesc: info.categoryDesc, licensePlateType: info.licensePlateType },
    };
    return { status: 200, body: response };
  };

  const offerRequest = (body: JsonObject): MockAnswer => {
    const where = 'request';
    const request = {
      vin: nullableString(body, 'vin', where),
      licensePlate: nullableString(body, 'licensePlate', where),
      driverBirthDate: requiredIsoDate(body, 'driverBirthDate', where),
      driverPin: readOib(body, 'driverPin', where),
      driverPhone: requiredString(body, 'driverPhone', where),
      driverEmail: readEmail(body, 'driverEmail', where),
      platform: body.platform,
      referrerId: nullableString(body, 'referrerId', where),
      referralIndividualId: nullableString(body, 'referralIndividualId', where),
      registrationExpiryDate: nullableIsoDate(body, 'registrationExpiryDate', where),
      isLicensePlateTypePROBA: requiredBoolean(body, 'isLicensePlateTypePROBA', where),
      policyAccepted: requiredBoolean(body, 'policyAccepted', where),
      wipId: nullableString(body, 'wipId', where),
    };
    if (request.platform !== 'web') throw new FieldError('request.platform must be "web"');
    if (request.vin === null && request.licensePlate === null)
      throw new FieldError('An offer request needs a vin or a licensePlate');
    const response: InsurerOfferResponse = {
      responseStatus: 'success',
      offerRequestId: `OR-${digest(request).slice(0, 16)}`,
    };
    return { status: 201, body: response };
  };

  const issuePolicy = (body: JsonObject): MockAnswer => {
    const where = 'request';
    const calculationId = requiredString(body, 'calculationId', where);
    const coverCodesWanted = readCoverCodes(body);
    const policyStartsAt = requiredInstant(body, 'policyStartsAt', where);
    const policyEndsAt = requiredInstant(body, 'policyEndsAt', where);
    const paidAmount = requiredNumber(body, 'paidAmount', where);
    const paymentReference = requiredString(body, 'paymentReference', where);
    const paymentPlan = readPaymentPlan(body);
    readPolicyholder(body);
    if (policyEndsAt <= policyStartsAt) throw new FieldError('policyEndsAt must be after policyStartsAt');

    const issued = policies.get(paymentReference);
    if (issued) return { status: 201, body: issued };

    const calculation = calculations.get(calculationId);
    if (!calculation) throw new FieldError(`Unknown calculationId ${calculationId}: price the quote first`);
    // Paid at once, the one-payment price is the most that may be paid; in instalments, the tariff's price.
    const priceOf = (cover: InsurerPremiumCover) =>
      paymentPlan.kind === 'single' ? cover.singlePaymentPrice : cover.discountedPrice;
    const totalCents = calculation.premiumCovers
      .filter((cover) => coverCodesWanted.includes(cover.coverCode))
      .reduce((sum, cover) => sum + Math.round(priceOf(cover) * 100), 0);
    const paidCents = Math.round(paidAmount * 100);
    if (paidCents <= 0 || paidCents > totalCents)
      throw new FieldError(
        `paidAmount must be more than 0 and at most ${(totalCents / 100).toFixed(2)} for these covers paid ${
          paymentPlan.kind === 'single' ? 'at once' : 'in instalments'
        }`,
      );

    const hash = digest(paymentReference);
    const { policy: terms } = fixtures.tariff;
    const serial = (BigInt(`0x${hash.slice(32, 47)}`) % 10_000_000n).toString().padStart(7, '0');
    const policy: InsurerPolicyResponse = {
      responseStatus: 'success',
      policyNumber: `${terms.policyNumberPrefix}-${policyStartsAt.getUTCFullYear()}-${serial}`,
      policyControlNumber: (BigInt(`0x${hash.slice(0, 15)}`) % 10_000_000_000n).toString().padStart(10, '0'),
      policyTransactionId: `TX-${hash.slice(16, 32)}`,
      productName: terms.productName,
      minimumSumsInsured: terms.minimumSumsInsured,
      territorialScope: terms.territorialScope,
      greenCard: {
        countryCode: 'HR',
        insurerCode: terms.greenCardInsurerCode,
        cardNumber: (BigInt(`0x${hash.slice(47, 62)}`) % 100_000_000n).toString().padStart(8, '0'),
      },
    };
    policies.set(paymentReference, policy);
    return { status: 201, body: policy };
  };

  const discountStatus = (body: JsonObject): MockAnswer => {
    const licensePlate = requiredString(body, 'licensePlate', 'request');
    const response: InsurerDiscountStatusResponse = {
      responseStatus: 'success',
      vehicleDiscount: fixtures.vehicleDiscounts.get(licensePlate) ?? null,
    };
    return { status: 200, body: response };
  };

  const claims = createMockClaims({
    fixtures: fixtures.claims,
    stepMs: options.claimStepMs ?? defaultClaimStepMs,
    onChange: options.onClaimChange ?? (() => undefined),
    now: options.now,
  });

  /**
   * A claim from a locked accident statement: one of its vehicles must be named by policy, and every photo's bytes
   * must match the hash the statement's lock covers. The same statement id answers the first claim number.
   */
  const submitClaim = (body: JsonObject): MockAnswer => {
    const where = 'request';
    const statementId = requiredString(body, 'statementId', where);
    if (!/^[A-Za-z0-9]{20}$/.test(statementId)) throw new FieldError('statementId must be 20 letters and digits');
    const lockHash = requiredString(body, 'lockHash', where);
    if (!/^[0-9a-f]{64}$/.test(lockHash)) throw new FieldError('lockHash must be a SHA-256 in hex');
    const lockedAt = requiredInstant(body, 'lockedAt', where);
    const policiesNamed = readPolicies(body);
    if (policiesNamed.length === 0) throw new FieldError('A claim names at least one of our policies');
    const statement = asObject(body.statement, 'request.statement');
    if (!requiredString(body, 'pdf', where).startsWith('JVBER')) throw new FieldError('pdf must be a PDF, base64');
    const photos = asArray(body.photos, 'request.photos');
    for (const [index, photo] of photos.entries()) {
      const at = `photos[${index}]`;
      const sent = asObject(photo, at);
      const sha256 = requiredString(sent, 'sha256', at);
      const bytes = Buffer.from(requiredString(sent, 'data', at), 'base64');
      if (createHash('sha256').update(bytes).digest('hex') !== sha256)
        throw new FieldError(`${at}.data does not match its sha256`);
    }
    const receipt = claims.submit({
      statementId,
      lockedAt,
      policies: policiesNamed,
      statement,
      photoCount: photos.length,
    });
    return { status: 201, body: receipt };
  };

  const cancellations = createMockCancellations({
    fixtures: fixtures.cancellations,
    // The class pricing gives the car's registered owner, the only driver who can have bought its policy online.
    bonusMalusClassOf({ licensePlate, vin }) {
      const vehicle =
        (licensePlate === null ? undefined : byPlate.get(licensePlate)) ?? (vin === null ? undefined : byVin.get(vin));
      const owner = vehicle?.info.ownerPersonalIdentificationNumber ?? null;
      return (owner === null ? undefined : fixtures.drivers.get(owner)) ?? fixtures.tariff.mtpl.defaultBonusMalusClass;
    },
    now: options.now,
  });

  const endorsements = createMockEndorsements({
    fixtures: fixtures.endorsements,
    hasEnded: cancellations.hasEnded,
    now: options.now,
  });

  const operations: Record<InsurerPath, (body: JsonObject) => MockAnswer> = {
    [insurerPaths.claims]: submitClaim,
    [insurerPaths.vehicleLookup]: lookup,
    [insurerPaths.pricing]: pricing,
    [insurerPaths.offerRequests]: offerRequest,
    [insurerPaths.policies]: issuePolicy,
    [insurerPaths.discountStatus]: discountStatus,
    [insurerPaths.claimStatus]: claims.status,
    [insurerPaths.claimDocuments]: claims.receiveDocument,
    [insurerPaths.claimAppointmentConfirmation]: claims.confirmAppointment,
    [insurerPaths.claimOfferAnswer]: claims.answerOffer,
    [insurerPaths.claimPayeeVerification]: claims.verifyPayee,
    [insurerPaths.policyCancellations]: cancellations.cancel,
    [insurerPaths.policyCancellationDocuments]: cancellations.receiveDocument,
    [insurerPaths.policyEndorsements]: endorsements.endorse,
  };

  const answerOrRefuse = (run: () => MockAnswer): MockAnswer => {
    try {
      return run();
    } catch (error) {
      if (error instanceof FieldError) return errorAnswer(400, 'invalid-request', error.message);
      throw error;
    }
  };

  return {
    vehicleFault(path, body) {
      if (path !== insurerPaths.vehicleLookup && path !== insurerPaths.pricing) return undefined;
      if (!isJsonObject(body)) return undefined;
      const { licensePlate, vin } = body;
      if (typeof licensePlate === 'string') return byPlate.get(licensePlate)?.fault;
      if (typeof vin === 'string') return byVin.get(vin)?.fault;
      return undefined;
    },
    answer: (path, body) => answerOrRefuse(() => operations[path](asObject(body, 'The request body'))),
    advanceClaim: (body) => answerOrRefuse(() => claims.advance(asObject(body, 'The request body'))),
    stop: () => claims.stop(),
  };
}

function readVehicleKey(body: JsonObject): VehicleKey {
  const licensePlate = optionalString(body, 'licensePlate', 'request');
  const vin = optionalString(body, 'vin', 'request');
  if (licensePlate !== undefined && vin === undefined) return { licensePlate };
  if (vin !== undefined && licensePlate === undefined) return { vin };
  throw new FieldError('Send exactly one of licensePlate and vin');
}

function readVehicleDetails(body: JsonObject): {
  manufacturer?: string;
  model?: string;
  yearOfManufacture?: number;
  enginePowerInKw?: number;
} {
  if (body.vehicleDetails === undefined) return {};
  const where = 'vehicleDetails';
  const details = asObject(body.vehicleDetails, where);
  const yearOfManufacture = optionalNumber(details, 'yearOfManufacture', where);
  if (yearOfManufacture !== undefined && (!Number.isInteger(yearOfManufacture) || yearOfManufacture < 1900))
    throw new FieldError('vehicleDetails.yearOfManufacture must be a whole year from 1900');
  const enginePowerInKw = optionalNumber(details, 'enginePowerInKw', where);
  if (enginePowerInKw !== undefined && (enginePowerInKw <= 0 || enginePowerInKw > 1500))
    throw new FieldError('vehicleDetails.enginePowerInKw must be between 0 and 1500 kW');
  return {
    manufacturer: optionalString(details, 'manufacturer', where),
    model: optionalString(details, 'model', where),
    yearOfManufacture,
    enginePowerInKw,
  };
}

function readCoverCodes(body: JsonObject): CoverCode[] {
  const codes = asArray(body.coverCodes, 'request.coverCodes').map((code) => {
    if (!isCoverCode(code)) throw new FieldError(`Unknown cover code ${String(code)}`);
    return code;
  });
  const problem = coverSelectionProblem(codes);
  if (problem !== undefined) throw new FieldError(`coverCodes: ${problem}`);
  return codes;
}

function isCoverCode(value: unknown): value is CoverCode {
  return (coverCodes as readonly unknown[]).includes(value);
}

function readPolicyholder(body: JsonObject): void {
  const where = 'policyholder';
  const holder = asObject(body.policyholder, where);
  for (const key of ['firstName', 'lastName', 'phone', 'address', 'houseNumber', 'city', 'country'])
    requiredString(holder, key, where);
  readOib(holder, 'personalIdentificationNumber', where);
  requiredIsoDate(holder, 'dateOfBirth', where);
  readEmail(holder, 'email', where);
  if (!/^\d{5}$/.test(requiredString(holder, 'postalCode', where)))
    throw new FieldError('policyholder.postalCode must be five digits');
}

function readOib(object: JsonObject, key: string, where: string): string {
  const value = requiredString(object, key, where);
  if (!isValidOib(value)) throw new FieldError(`${where}.${key} is not a valid OIB`);
  return value;
}

function readEmail(object: JsonObject, key: string, where: string): string {
  const value = requiredString(object, key, where);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) throw new FieldError(`${where}.${key} is not an e-mail address`);
  return value;
}

/** Identifiers derived from the request itself, so a repeated request gets the same one. */
function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').toUpperCase();
}
