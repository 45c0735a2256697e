/**
 * The European accident statement (Europsko izvješće o prometnoj nezgodi) as data: the sections of the paper form in
 * its order, one shared part (when, where, witnesses, the sketch) and one side per vehicle (A, B). The SPA's forms and
 * the functions' input parsing use the same schemas; the PDF and the lock's hash read the same shape.
 *
 * Dates are dd/MM/yyyy and times HH:mm as the driver reads them (Zagreb's clock at the scene); countries are ISO 3166
 * alpha-2 codes. Every field may be empty while the statement is a draft: a driver fills it in any order, and the
 * review step names what is still missing before it lets them sign (`missingForSigning`).
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { normalizeLicensePlate } from './license-plate.js';
import { cityText, detailsErrors, isCroatianPostalCode, personNameText, streetText } from './policyholder.js';
import { printedLetter, printedMultilineTextSchema, printedTextSchema, vehicleTextSchema } from './printed-text.js';
import { displayDateSchema, emailSchema, textMatches, textSchema } from './validation.js';
import { accidentSketchSchema, type AccidentSketch } from './accident-sketch.js';
import { statementClientFields, statementIdPattern } from './statement-access.js';

export const partyRoles = ['A', 'B'] as const;
export type PartyRole = (typeof partyRoles)[number];

/**
 * How the statement is filled: each driver on their own phone (default), both on one phone handed over, or alone
 * (the other driver left the scene, or only one vehicle was involved).
 */
export const fillModes = ['two-phones', 'one-phone', 'alone'] as const;
export type FillMode = (typeof fillModes)[number];

/** In `alone` mode: was there a second vehicle whose driver left, or none at all. */
export const otherPartyKinds = ['left', 'none'] as const;
export type OtherPartyKind = (typeof otherPartyKinds)[number];

/** The 17 boxes of section 12 ("Okolnosti"), numbered as on the paper form. */
export const circumstanceNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type CircumstanceNumber = (typeof circumstanceNumbers)[number];

/**
 * The insurers that sell motor liability in Croatia (HUO members), for the list a driver picks from; a foreign car's
 * insurer is typed with its green card number instead. `groupama` is the insurer this product sells for.
 */
export const croatianInsurers = [
  { code: 'adriatic', name: 'Adriatic osiguranje d.d.' },
  { code: 'allianz', name: 'Allianz Hrvatska d.d.' },
  { code: 'croatia', name: 'Croatia osiguranje d.d.' },
  { code: 'euroherc', name: 'Euroherc osiguranje d.d.' },
  { code: 'generali', name: 'Generali osiguranje d.d.' },
  { code: 'grawe', name: 'GRAWE Hrvatska d.d.' },
  { code: 'groupama', name: 'Groupama osiguranje d.d.' },
  { code: 'hok', name: 'HOK osiguranje d.d.' },
  { code: 'jadransko', name: 'Jadransko osiguranje d.d.' },
  { code: 'triglav', name: 'Triglav osiguranje d.d.' },
  { code: 'uniqa', name: 'UNIQA osiguranje d.d.' },
  { code: 'wiener', name: 'Wiener osiguranje Vienna Insurance Group d.d.' },
] as const;
export type CroatianInsurerCode = (typeof croatianInsurers)[number]['code'];
export const ourInsurerCode = 'groupama' satisfies CroatianInsurerCode;

/** Driving licence categories a car accident involves (Zakon o sigurnosti prometa na cestama, čl. 215). */
export const licenceCategories = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
  'F',
  'G',
  'H',
] as const;

// Every text of the statement goes into its locked PDF: names, address, place and make by the purchase's rules (each
// prints there too), the rest any text the PDF's fonts print.
const longer = () => printedTextSchema().max(160, fieldErrors.tooLong);
/** The street and house number in one field, as on the paper form: the purchase's street rule takes both. */
const addressSchema = () => streetText(160).nullable();
/**
 * A Croatian postal code by the purchase's rule; a foreign one (the other car may be from anywhere, as may the place
 * of the accident) any country's letters, digits, spaces and hyphens.
 */
const postalCodeSchema = () =>
  textSchema()
    .max(10, fieldErrors.tooLong)
    .nullable()
    .when('country', {
      is: 'HR',
      then: (schema) => schema.test('croatian', detailsErrors.postalCode, textMatches({ test: isCroatianPostalCode })),
      otherwise: (schema) =>
        schema.test('postal-code', fieldErrors.invalid, textMatches(/^[A-Za-z0-9][A-Za-z0-9 -]*$/)),
    });
const countrySchema = () =>
  textSchema()
    .matches(/^[A-Z]{2}$/, fieldErrors.invalid)
    .nullable();
/**
 * A plate as on any European car, in letters the PDF prints: Croatian plates are not checked against the registration
 * areas here (foreign cars).
 */
const anyPlatePattern = new RegExp(String.raw`^(?:${printedLetter}|[\d -])*$`, 'u');
const anyPlateSchema = () =>
  textSchema().max(16, fieldErrors.tooLong).test('plate', fieldErrors.invalid, textMatches(anyPlatePattern)).nullable();
const timeSchema = () =>
  textSchema()
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, fieldErrors.invalid)
    .nullable();
const phoneSchema = () =>
  textSchema()
    .max(24, fieldErrors.tooLong)
    .matches(/^\+?[0-9 ()/-]*$/, fieldErrors.invalid)
    .nullable();

export const personSchema = yup
  .object({
    firstName: personNameText().nullable(),
    lastName: personNameText().nullable(),
    address: addressSchema(),
    postalCode: postalCodeSchema(),
    place: cityText().nullable(),
    country: countrySchema(),
    phone: phoneSchema(),
    email: emailSchema().nullable(),
  })
  .noUnknown(fieldErrors.invalid);
export type StatementPerson = yup.InferType<typeof personSchema>;

export const coordinatesSchema = yup
  .object({
    latitude: yup.number().min(-90).max(90).required(),
    longitude: yup.number().min(-180).max(180).required(),
    /** Metres, as the phone reported it. */
    accuracy: yup.number().min(0).max(100_000).required(),
  })
  .noUnknown(fieldErrors.invalid);

export const witnessSchema = yup
  .object({ name: longer().nullable(), address: longer().nullable(), phone: phoneSchema() })
  .noUnknown(fieldErrors.invalid);

/** Section 2, where it happened. */
const accidentPlaceSchema = yup
  .object({
    country: countrySchema(),
    /** Street and number, or a road and kilometre mark ("A1, km 45+300"): not a postal address. */
    address: longer().nullable(),
    postalCode: postalCodeSchema(),
    /** The town or village (settlement): what an insurer files the accident under, abroad as at home. */
    place: cityText().nullable(),
    /** Only when the driver asked for the phone's location. */
    coordinates: coordinatesSchema.nullable().default(null),
  })
  .noUnknown(fieldErrors.invalid);

/** Sections 1–5 of the paper form and the sketch (13): written by driver A's phone only. */
export const statementCommonSchema = yup
  .object({
    date: displayDateSchema().nullable(),
    time: timeSchema(),
    place: accidentPlaceSchema,
    /** Section 4: material damage to vehicles other than A and B, and to objects other than vehicles. */
    otherVehiclesDamaged: yup.boolean().nullable(),
    objectsDamaged: yup.boolean().nullable(),
    witnesses: yup.array(witnessSchema).max(3).required(),
    sketch: accidentSketchSchema.nullable().default(null),
  })
  .noUnknown(fieldErrors.invalid);
export type StatementCommon = yup.InferType<typeof statementCommonSchema> & { sketch: AccidentSketch | null };

/**
 * The shared part as its step leaves it: a draft's rules, and the town the signatures need (`missingForSigning`)
 * asked for there already, where the driver is typing the place. The other saves of the shared part (the sketch, a
 * phone's outbox) stay a draft's: they must never be lost for a field of another step.
 */
export const whenWhereStepSchema = statementCommonSchema.shape({
  place: accidentPlaceSchema.shape({ place: cityText().nullable().required(fieldErrors.required) }),
});

/**
 * A plate as the statement keeps it, on the server and on the phone alike: a Croatian one in the normalised form every
 * record of ours uses ("zg 4242-sp" is ZG4242SP, `normalizeLicensePlate`), so both sides of one statement read the
 * same way; a foreign one as its country writes it, in capitals (a Slovenian "LJ 12-ABC" keeps its hyphen, and its
 * first letters are no Croatian area code to restore).
 */
function keptPlate(plate: string | null | undefined, country: string | null | undefined): string | null {
  const typed = plate?.replace(/\s+/g, ' ').trim().toLocaleUpperCase('hr');
  if (!typed) return null;
  return country === 'HR' ? normalizeLicensePlate(typed) : typed;
}

/** The vehicle's plates as the statement keeps them (`keptPlate`). */
export const statementVehicle = (vehicle: StatementSide['vehicle']): StatementSide['vehicle'] => ({
  ...vehicle,
  plate: keptPlate(vehicle.plate, vehicle.registrationCountry),
  trailerPlate: keptPlate(vehicle.trailerPlate, vehicle.trailerCountry),
});

/** Sections 6–11, 14 and 15 for one vehicle: written by that vehicle's driver only (both, on one phone). */
export const statementSideSchema = yup
  .object({
    policyholder: personSchema,
    vehicle: yup
      .object({
        make: vehicleTextSchema().nullable(),
        model: vehicleTextSchema().nullable(),
        plate: anyPlateSchema(),
        registrationCountry: countrySchema(),
        trailerPlate: anyPlateSchema(),
        trailerCountry: countrySchema(),
      })
      .noUnknown(fieldErrors.invalid),
    insurance: yup
      .object({
        /** One of `croatianInsurers`, or null for a foreign insurer named in `insurerName`. */
        insurerCode: textSchema()
          .nullable()
          .oneOf([...croatianInsurers.map((insurer) => insurer.code), null]),
        insurerName: longer().nullable(),
        policyNumber: printedTextSchema().max(40, fieldErrors.tooLong).nullable(),
        /** A foreign car's international motor insurance card (green card) number. */
        greenCardNumber: printedTextSchema().max(40, fieldErrors.tooLong).nullable(),
        validFrom: displayDateSchema().nullable(),
        validUntil: displayDateSchema().nullable(),
        /** Whether the vehicle's own damage is insured (kasko), as the paper form asks. */
        ownDamageCovered: yup.boolean().nullable(),
      })
      .noUnknown(fieldErrors.invalid),
    driver: personSchema
      .shape({
        dateOfBirth: displayDateSchema().nullable(),
        licenceNumber: printedTextSchema().max(30, fieldErrors.tooLong).nullable(),
        licenceCategory: textSchema()
          .nullable()
          .oneOf([...licenceCategories, null]),
        licenceValidUntil: displayDateSchema().nullable(),
      })
      .noUnknown(fieldErrors.invalid),
    /** Section 12: the numbers of the ticked boxes. */
    circumstances: yup
      .array(
        yup
          .number()
          .oneOf([...circumstanceNumbers])
          .required(),
      )
      .max(17)
      .required(),
    /** Section 10: the point of initial impact on the vehicle's top view, 0–1 across and along (front at 0). */
    impact: yup
      .object({ x: yup.number().min(0).max(1).required(), y: yup.number().min(0).max(1).required() })
      .noUnknown(fieldErrors.invalid)
      .nullable()
      .default(null),
    /** Section 11: the visible damage in words. */
    damage: printedMultilineTextSchema().max(500, fieldErrors.tooLong).nullable(),
    /** Section 14: the driver's remarks. */
    remarks: printedMultilineTextSchema().max(1000, fieldErrors.tooLong).nullable(),
  })
  .noUnknown(fieldErrors.invalid);
export type StatementSide = yup.InferType<typeof statementSideSchema>;

const emptyPerson = (): StatementPerson => ({
  firstName: null,
  lastName: null,
  address: null,
  postalCode: null,
  place: null,
  country: null,
  phone: null,
  email: null,
});

/** A side nobody has written yet: every field empty, as a new statement starts and a phone's form begins. */
export const emptyStatementSide = (): StatementSide => ({
  policyholder: emptyPerson(),
  vehicle: {
    make: null,
    model: null,
    plate: null,
    registrationCountry: null,
    trailerPlate: null,
    trailerCountry: null,
  },
  insurance: {
    insurerCode: null,
    insurerName: null,
    policyNumber: null,
    greenCardNumber: null,
    validFrom: null,
    validUntil: null,
    ownDamageCovered: null,
  },
  driver: { ...emptyPerson(), dateOfBirth: null, licenceNumber: null, licenceCategory: null, licenceValidUntil: null },
  circumstances: [],
  impact: null,
  damage: null,
  remarks: null,
});

/** A photo as the statement lists it; its bytes are read through `getAccidentPhoto`. */
export interface StatementPhoto {
  /** Chosen by the phone (a UUID), so a retried upload stores the photo once. */
  photoId: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';
  bytes: number;
  /** ISO 8601. */
  uploadedAt: string;
}
export const maxPhotosPerSide = 8;

/** A drawn signature: strokes of points, 0–1 across and down the signing box. */
export interface DrawnSignature {
  strokes: [number, number][][];
}
export type SignatureState =
  | { kind: 'signed'; signature: DrawnSignature; signedAt: string }
  | { kind: 'declined'; reason: string; declinedAt: string };

export type StatementState = 'draft' | 'locked' | 'sent';

/** A side as the statement shows it: what its driver wrote, and our policy when the side was linked to one. */
export interface StatementSideView extends StatementSide {
  /** Set when the vehicle's policy is one of ours, checked by plate and policy number (`linkAccidentPolicy`). */
  linkedPolicy: { policyNumber: string; plate: string } | null;
  photos: StatementPhoto[];
  signature: SignatureState | null;
}

/** The whole statement as either driver's phone sees it (`getAccidentStatement`). */
export interface AccidentStatementView {
  statementId: string;
  /** Grows with every change; a phone that knows the current version gets no statement back. */
  version: number;
  /**
   * The SHA-256 of what the review shows (both sides, the shared part, the sketch, the photos; no signature): what a
   * driver signs against. The other driver's signature or a join grows `version` and leaves this as it was.
   */
  contentDigest: string;
  state: StatementState;
  mode: FillMode;
  otherParty: OtherPartyKind | null;
  /** The language the statement was started in: the PDF and e-mails use it unless a driver's own side says otherwise. */
  language: 'hr' | 'en';
  /** The roles this phone may write: one in `two-phones`, both on one phone, A alone. */
  you: PartyRole[];
  common: StatementCommon;
  sides: { A: StatementSideView; B: StatementSideView | null };
  /** Driver B's phone has joined (two-phones only). */
  joined: boolean;
  /** The current join code's expiry, for A's phone while B has not joined (ISO 8601). The code itself is shown once. */
  joinExpiresAt: string | null;
  /** Once both have signed (or declined): the SHA-256 of the canonical content and when it was taken. */
  lock: { hash: string; lockedAt: string } | null;
  /** After the lock: the claim number the insurer answered, once it has, and whether the PDF went out. */
  sent: { claimNumber: string | null; emailed: boolean } | null;
  /** ISO 8601. */
  updatedAt: string;
}

/** Which roles must sign (or decline) before the statement locks. */
export function rolesThatSign(mode: FillMode, otherParty: OtherPartyKind | null): PartyRole[] {
  return mode === 'alone' || otherParty !== null ? ['A'] : ['A', 'B'];
}

/** Whether the statement has a side B at all (a single-vehicle accident has none). */
export const hasSideB = (otherParty: OtherPartyKind | null): boolean => otherParty !== 'none';

export type MissingItem =
  | { section: 'common'; field: 'date' | 'time' | 'place' | 'town' }
  | {
      section: PartyRole;
      field: 'plate' | 'registrationCountry' | 'insurer' | 'policyNumber' | 'driverName' | 'email';
    };

/**
 * What must be filled in before a driver may sign: the facts an insurer cannot settle a claim without. Everything
 * else on the paper form is welcome but optional, as it is on paper. Side B's details are required only when its
 * driver fills them (not when the other driver left the scene).
 */
export function missingForSigning(statement: Pick<AccidentStatementView, 'common' | 'sides' | 'mode' | 'otherParty'>) {
  const missing: MissingItem[] = [];
  const { common } = statement;
  if (!common.date) missing.push({ section: 'common', field: 'date' });
  if (!common.time) missing.push({ section: 'common', field: 'time' });
  if (!common.place.country || (!common.place.address && !common.place.coordinates))
    missing.push({ section: 'common', field: 'place' });
  if (!common.place.place) missing.push({ section: 'common', field: 'town' });
  const checked: PartyRole[] = statement.otherParty === null ? ['A', 'B'] : ['A'];
  for (const role of checked) {
    const side = statement.sides[role];
    if (!side) continue;
    if (!side.vehicle.plate) missing.push({ section: role, field: 'plate' });
    if (!side.vehicle.registrationCountry) missing.push({ section: role, field: 'registrationCountry' });
    if (!side.insurance.insurerCode && !side.insurance.insurerName) missing.push({ section: role, field: 'insurer' });
    if (!side.insurance.policyNumber && !side.insurance.greenCardNumber)
      missing.push({ section: role, field: 'policyNumber' });
    if (!side.driver.firstName || !side.driver.lastName) missing.push({ section: role, field: 'driverName' });
    if (!side.driver.email && !side.policyholder.email) missing.push({ section: role, field: 'email' });
  }
  return missing;
}

/** A phone's secret for one or both sides (base64url of 32 bytes); the statement's id is statement-access.ts's. */
export const partyTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Six characters without 0/O, 1/I/L: read aloud or typed from the other phone's screen. */
export const joinCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const joinCodePattern = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
/** A join code is good for two hours: long enough to fill a statement at the roadside, too short to be found later. */
export const joinCodeLifetimeMs = 2 * 60 * 60 * 1000;

/** Every call on an existing statement names it and proves the phone's access with its side's secret. */
export const statementAccessFields = {
  ...statementClientFields,
  statementId: textSchema()
    .max(20, fieldErrors.tooLong)
    .matches(statementIdPattern, fieldErrors.invalid)
    .required(fieldErrors.required),
  partyToken: textSchema()
    .max(43, fieldErrors.tooLong)
    .matches(partyTokenPattern, fieldErrors.invalid)
    .required(fieldErrors.required),
};

export const partyRoleSchema = () => textSchema().oneOf(partyRoles).required(fieldErrors.required);
