/**
 * The seeded stack's bulk records, so the support console's funnel and lists show real shapes: quotes in progress
 * over the last 30 days with a realistic drop-off at each step, offer requests and contact messages in every state,
 * and a month of orders with their policies.
 * A pure function of a seed and "now": the same stack every time, its dates moving with the day it is started.
 * Documents are in the seed's JSON form (`{ $timestamp: ISO }` for timestamps, scripts/seed.ts) and have the shapes
 * the functions write (functions/src/store/*.ts), `expireAt` included.
 */
import type { InboxState } from '../functions/src/contracts/admin-inbox.ts';
import type { CoverCode } from '../functions/src/contracts/covers.ts';
import type { InsuredVehicle } from '../functions/src/contracts/insured-vehicle.ts';
import type { Policyholder } from '../functions/src/contracts/policyholder.ts';
import { zagrebDate } from '../functions/src/contracts/policy-dates.ts';
import { purchaseDocumentsVersion } from '../functions/src/contracts/start-payment.ts';
import { platform, platformVersion } from '../functions/src/contracts/platform.ts';
import {
  onboardingProgressSteps,
  pricingFailureSteps,
  serverSteps,
  type OnboardingProgress,
} from '../functions/src/contracts/work-in-progress.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import type { OrderEvent } from '../functions/src/store/orders.ts';
import {
  retentionOfPaidRecord,
  retentionOfRequest,
  retentionOfUnpaidOrder,
  retentionOfWorkInProgress,
} from '../functions/src/store/retention.ts';
import { policyPeriod } from '../functions/src/services/zagreb-time.ts';

type SeedDocument = Record<string, unknown>;
export type SeedCollections = Record<string, Record<string, SeedDocument>>;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** mulberry32: small, fast and good enough to make test data; never Math.random, so every seeding is the same. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    let chosen = items[0]?.[0] as T;
    for (const [item, weight] of items) {
      chosen = item;
      left -= weight;
      if (left < 0) break;
    }
    return chosen;
  };
  const chance = (probability: number) => next() < probability;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return { next, int, pick, weighted, chance, chars };
}

type Random = ReturnType<typeof generator>;

const timestamp = (at: Date | number) => ({ $timestamp: new Date(at).toISOString() });
const expiry = (retention: { toDate(): Date }) => timestamp(retention.toDate());
const pad = (value: number) => String(value).padStart(2, '0');

// prettier-ignore
const firstNames = [
  'Ivana', 'Ana', 'Marija', 'Petra', 'Martina', 'Maja', 'Lucija', 'Kristina', 'Nikolina', 'Tea', 'Mia', 'Sara',
  'Ivan', 'Marko', 'Luka', 'Josip', 'Tomislav', 'Ante', 'Matej', 'Filip', 'Domagoj', 'Nikola', 'Stjepan', 'Dario',
];
// prettier-ignore
const lastNames = [
  'Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Marković',
  'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Božić', 'Blažević', 'Grgić', 'Pavić', 'Radić', 'Perić', 'Šarić',
  'Lovrić', 'Vidović', 'Perković', 'Popović', 'Šimić', 'Bošnjak', 'Barišić', 'Jukić', 'Mikulić',
];
/** Where plates come from, roughly as many as live there. */
const plateAreas = [
  ['ZG', 30],
  ['ST', 12],
  ['RI', 8],
  ['OS', 7],
  ['ZD', 5],
  ['VŽ', 4],
  ['PU', 4],
  ['SB', 4],
  ['KA', 3],
  ['ČK', 3],
  ['DU', 3],
  ['BJ', 2],
  ['KC', 2],
  ['KR', 2],
  ['ŠI', 2],
  ['VK', 2],
  ['VU', 2],
  ['SK', 2],
  ['PŽ', 1],
  ['NG', 1],
] as const;
const plateLetters = 'ABCDEFGHIJKLMNOPRSTUVZ';
/** Addresses under the project's example domains: a seeded record can never mail a real person. */
const mailDomains = ['primjer.hr', 'primjer.com.hr', 'mail.primjer.hr'];
const mobilePrefixes = ['91', '92', '95', '97', '98', '99'];

const ascii = (text: string) =>
  text.toLowerCase().replace(/[čć]/g, 'c').replace(/š/g, 's').replace(/ž/g, 'z').replace(/đ/g, 'd');

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** National number without the trunk 0, as the quote form stores it. */
  phone: string;
  prefix: string;
  dateOfBirth: string;
  oib: string;
}

/** An OIB with a valid ISO 7064 MOD 11,10 check digit. */
function oib(random: Random): string {
  const digits = random.chars('0123456789', 10);
  let remainder = 10;
  for (const digit of digits) {
    remainder = (remainder + Number(digit)) % 10;
    if (remainder === 0) remainder = 10;
    remainder = (remainder * 2) % 11;
  }
  return digits + String(11 - remainder === 10 ? 0 : 11 - remainder);
}

function person(random: Random, now: Date): Person {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const birthYear = now.getUTCFullYear() - random.int(19, 78);
  const local = random.weighted([
    [`${ascii(firstName)}.${ascii(lastName)}`, 5],
    [`${ascii(firstName)}.${ascii(lastName)}${String(birthYear).slice(2)}`, 3],
    [`${ascii(firstName)[0]}${ascii(lastName)}`, 2],
  ]);
  const foreign = random.chance(0.05);
  return {
    firstName,
    lastName,
    email: `${local}@${random.pick(mailDomains)}`,
    phone: foreign
      ? `${random.pick(['31', '40', '41'])}${random.chars('0123456789', 6)}`
      : `${random.pick(mobilePrefixes)}${random.chars('0123456789', 7)}`,
    prefix: foreign ? random.pick(['+386', '+387']) : '+385',
    dateOfBirth: `${pad(random.int(1, 28))}/${pad(random.int(1, 12))}/${birthYear}`,
    oib: oib(random),
  };
}

const plate = (random: Random) =>
  `${random.weighted(plateAreas)}${random.int(100, 9999)}${random.chars(plateLetters, random.int(1, 2))}`;
const vin = (random: Random) =>
  `${random.pick(['WVW', 'TMB', 'VF1', 'WF0', 'ZFA', 'VSS', 'WBA'])}${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}`;
const documentId = (random: Random) =>
  random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 20);

/**
 * When a record was started, `daysBack` days at most before `now`: evenings busier than nights, weekends quieter
 * than weekdays (Zagreb time, roughly: one hour ahead of UTC).
 */
function startedAt(random: Random, now: Date, daysBack: number): number {
  for (;;) {
    const dayStart =
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - random.int(0, daysBack - 1) * day;
    const weekday = new Date(dayStart).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.chance(0.3)) continue;
    const zagrebHour = random.weighted([
      [random.int(0, 6), 1],
      [random.int(7, 11), 5],
      [random.int(12, 17), 6],
      [random.int(18, 22), 8],
      [23, 1],
    ]);
    const at = dayStart + (zagrebHour - 1) * hour + random.int(0, 59) * minute + random.int(0, 59) * 1000;
    if (at < now.getTime()) return at;
  }
}

/** Of the drivers at a step, how many go on to the next: the quote form loses the most, payment the fewest. */
const goesOn: Record<Exclude<OnboardingProgress, 'paid'>, number> = {
  started: 0.65,
  'calculate-price': 0.7,
  'insurance-plans': 0.5,
  summary: 0.65,
  'personal-details': 0.75,
  payment: 0.8,
};

const lastStepAt: Record<OnboardingProgress, string> = {
  started: '01: Vehicle found',
  'calculate-price': 'calculate-price',
  'insurance-plans': 'insurance-plans',
  summary: 'summary',
  'personal-details': 'personal-details',
  payment: 'payment',
  paid: serverSteps.paid,
};

function workInProgress(random: Random, now: Date, count: number): Record<string, SeedDocument> {
  const records: Record<string, SeedDocument> = {};
  for (let index = 0; index < count; index += 1) {
    const created = startedAt(random, now, 30);
    let progress: OnboardingProgress = 'started';
    let lastStep = lastStepAt.started;
    // A few quotes the insurer cannot price, a few vans sent on as offer requests, both at the quote form.
    let stoppedBy: string | null = null;
    for (const step of onboardingProgressSteps.slice(1)) {
      const from = progress as Exclude<OnboardingProgress, 'paid'>;
      if (!random.chance(goesOn[from])) break;
      progress = step;
      lastStep = lastStepAt[step];
      if (step === 'calculate-price') {
        stoppedBy = random.weighted([
          [pricingFailureSteps.premiumError, 3],
          [pricingFailureSteps.lowPremium, 1.5],
          [serverSteps.offerRequestSent, 3],
          [null, 92.5],
        ]);
        if (stoppedBy) {
          lastStep = stoppedBy;
          break;
        }
      }
      if (step === 'payment' && random.chance(0.4)) lastStep = serverSteps.paymentStarted;
    }
    const driver = person(random, now);
    const byVin = random.chance(0.05);
    const reachedQuoteForm = progress !== 'started';
    const lastSeen = Math.min(
      created + (onboardingProgressSteps.indexOf(progress) * random.int(2, 6) + random.int(0, 3)) * minute,
      now.getTime(),
    );
    const utm = random.weighted<Record<string, string>>([
      [{}, 50],
      [{ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'ao-online' }, 25],
      [{ utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'ao-online' }, 15],
      [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'obnova-police' }, 10],
    ]);
    records[documentId(random)] = {
      fields: {
        licensePlate: byVin ? null : plate(random),
        vin: byVin ? vin(random) : null,
        ...(reachedQuoteForm
          ? {
              dateOfBirth: driver.dateOfBirth,
              PIN: driver.oib,
              email: driver.email,
              phone: driver.phone,
              prefix: driver.prefix,
              policyAccepted: stoppedBy !== serverSteps.offerRequestSent || random.chance(0.5),
              contactConsent: random.chance(progress === 'paid' ? 0.3 : 0.4),
            }
          : {}),
      },
      lastStep,
      onboardingProgress: progress,
      platform,
      platformVersion,
      utmTags: utm,
      deviceType: random.weighted([
        ['mobile', 58],
        ['desktop', 36],
        ['tablet', 6],
      ]),
      referrerId: null,
      referralIndividualId: null,
      tokenHash: random.chars('0123456789abcdef', 64),
      createdAt: timestamp(created),
      lastSeenAt: timestamp(lastSeen),
      updatedAt: timestamp(lastSeen),
      expireAt: expiry(retentionOfWorkInProgress(new Date(lastSeen))),
    };
  }
  return records;
}

/** How staff left an item: most recent ones still new, older ones answered or closed, with a note. */
function handling(random: Random, received: number, now: Date, notes: Record<Exclude<InboxState, 'new'>, string[]>) {
  const ageDays = (now.getTime() - received) / day;
  const state = random.weighted<InboxState>([
    ['new', ageDays < 3 ? 8 : 2],
    ['in-progress', 3],
    ['answered', ageDays < 3 ? 1 : 4],
    ['closed', ageDays < 3 ? 0.2 : 2],
  ]);
  if (state === 'new') return { state, note: null, updatedBy: null, updatedAt: null };
  const updatedAt = Math.min(received + random.int(20, 36 * 60) * minute, now.getTime());
  return {
    state,
    note: random.chance(0.85) ? random.pick(notes[state]) : null,
    updatedBy: random.pick(['podrska@primjer.hr', 'marina.tomic@primjer.hr']),
    updatedAt: timestamp(updatedAt),
  };
}

const offerNotes = {
  'in-progress': [
    'Zatražena ponuda od prodaje za gospodarska vozila.',
    'Nazvao klijenta, ne javlja se. Pokušati ponovno sutra.',
    'Čekamo presliku prometne dozvole.',
  ],
  answered: [
    'Ponuda poslana e-poštom.',
    'Ponuda poslana; klijent traži i kasko, proslijeđeno prodaji.',
    'Telefonski dogovoreno, ponuda poslana za probne pločice na 30 dana.',
  ],
  closed: ['Klijent odustao.', 'Klijent ugovorio policu u poslovnici.', 'Dvostruki upit, odgovoreno na prvi.'],
};

/** Offer requests of the three kinds the quote form sends, as `sendCreateOfferRequest` stores them. */
function offerRequests(random: Random, now: Date, count: number): Record<string, SeedDocument> {
  const requests: Record<string, SeedDocument> = {};
  for (let index = 0; index < count; index += 1) {
    const received = startedAt(random, now, 30);
    const driver = person(random, now);
    const kind = random.weighted([
      ['van', 55],
      ['trial-plate', 20],
      ['terms', 25],
    ] as const);
    const trialPlate = `${random.weighted(plateAreas)}${random.int(100, 999)}P`;
    const status = random.weighted([
      ['sent', 90],
      ['failed', 7],
      ['received', 3],
    ] as const);
    const repeated = random.chance(0.1);
    const sentAt = received + random.int(1, 4) * 1000;
    const expiryYear = now.getUTCFullYear() + random.int(0, 1);
    requests[random.chars('0123456789abcdef', 32)] = {
      vin: kind === 'van' ? vin(random) : null,
      licensePlate: kind === 'trial-plate' ? trialPlate : plate(random),
      driverBirthDate: driver.dateOfBirth.split('/').reverse().join('-'),
      driverPin: driver.oib,
      driverPhone: `${driver.prefix} ${driver.phone}`,
      driverEmail: driver.email,
      platform,
      referrerId: null,
      referralIndividualId: null,
      registrationExpiryDate:
        kind === 'trial-plate' ? null : `${expiryYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      isLicensePlateTypePROBA: kind === 'trial-plate',
      policyAccepted: kind !== 'terms',
      wipId: null,
      utmTags: {},
      deviceType: random.pick(['mobile', 'desktop']),
      platformVersion,
      status,
      requestCount: repeated ? 2 : 1,
      createdAt: timestamp(received),
      ...(repeated
        ? { lastRequestedAt: timestamp(Math.min(received + random.int(1, 90) * minute, now.getTime())) }
        : {}),
      ...(status === 'received'
        ? {}
        : {
            insurerOfferRequestId: status === 'sent' ? `OR-${random.chars('0123456789', 8)}` : null,
            updatedAt: timestamp(sentAt),
          }),
      expireAt: expiry(retentionOfRequest(new Date(received))),
      handling: handling(random, received, now, offerNotes),
    };
  }
  return requests;
}

const messages = {
  hr: [
    'Poštovani, vrijedi li polica i za vožnju u Bosni i Hercegovini? Idemo na ljeto u Neum.',
    'Platio sam policu, ali e-pošta s policom nije stigla. Molim da je pošaljete ponovno.',
    'Koliko bih platio za auto supruge ako ga prepišem na sebe? Imam maksimalni bonus.',
    'Mogu li promijeniti datum početka osiguranja nakon plaćanja? Pogriješio sam za jedan dan.',
    'Kupila sam novi auto, stara polica ističe tek u svibnju. Što trebam napraviti?',
    'Pokušavam izračunati cijenu, ali stranica javlja da vozilo nije pronađeno. Registracija je ispravna.',
    'Zanima me vrijedi li kupon i za obnovu police ili samo za novu.',
    'Trebam potvrdu o plaćenoj polici za tehnički pregled. Je li dovoljna e-polica?',
    'Imao sam nezgodu, kome se javljam za prijavu štete?',
    'Molim povrat novca, platio sam dvaput istu policu (kartica je terećena dva puta).',
    'Kada mi ističe polica? Ne mogu pronaći dokument.',
    'Možete li mi javiti cijenu za kombi, u obrascu ne mogu izračunati online.',
  ],
  en: [
    'Hello, does the policy cover driving in Slovenia and Austria? I am a foreign resident in Croatia.',
    'I paid but did not receive the policy by e-mail. Could you resend it, please?',
    'Can I insure a car registered in my company’s name online?',
  ],
};

const messageNotes = {
  'in-progress': ['Provjeravam s računovodstvom.', 'Proslijeđeno osiguratelju.', 'Čekam odgovor klijenta.'],
  answered: ['Odgovoreno e-poštom.', 'Polica ponovno poslana, klijent potvrdio primitak.', 'Odgovoreno telefonom.'],
  closed: ['Riješeno.', 'Spam.', 'Dvostruka poruka.'],
};

/** Contact form messages as `contactUsSendgrid` stores them. */
function contactMessages(random: Random, now: Date, count: number): Record<string, SeedDocument> {
  const stored: Record<string, SeedDocument> = {};
  for (let index = 0; index < count; index += 1) {
    const received = startedAt(random, now, 30);
    const sender = person(random, now);
    const locale = random.chance(0.12) ? 'en' : 'hr';
    stored[documentId(random)] = {
      firstName: sender.firstName,
      lastName: sender.lastName,
      email: sender.email,
      phoneNumber: random.chance(0.6) ? sender.phone : null,
      message: random.pick(messages[locale]),
      locale,
      status: random.chance(0.95) ? 'sent' : 'failed',
      createdAt: timestamp(received),
      expireAt: expiry(retentionOfRequest(new Date(received))),
      handling: handling(random, received, now, messageNotes),
    };
  }
  return stored;
}

/** Where the seeded buyers live: a registration area, its town and postal code, and a few of its streets. */
const buyerPlaces = [
  ['ZG', 'Zagreb', '10000', ['Ilica', 'Vukovarska ulica', 'Ulica grada Vukovara', 'Savska cesta', 'Maksimirska cesta']],
  ['ZG', 'Velika Gorica', '10410', ['Zagrebačka ulica', 'Trg kralja Tomislava', 'Ulica Matice hrvatske']],
  ['ST', 'Split', '21000', ['Domovinskog rata', 'Poljička cesta', 'Ulica Ruđera Boškovića']],
  ['RI', 'Rijeka', '51000', ['Korzo', 'Ulica Franje Čandeka', 'Zvonimirova ulica']],
  ['OS', 'Osijek', '31000', ['Europska avenija', 'Ulica Stjepana Radića', 'Vukovarska cesta']],
  ['ZD', 'Zadar', '23000', ['Put Puntamike', 'Ulica Ante Starčevića']],
  ['VŽ', 'Varaždin', '42000', ['Kapucinski trg', 'Zagrebačka ulica']],
  ['PU', 'Pula', '52100', ['Ulica Sergijevaca', 'Ulica Tome Strižića']],
  ['DU', 'Dubrovnik', '20000', ['Ulica Vukovarska', 'Put Republike']],
  ['SB', 'Slavonski Brod', '35000', ['Ulica Petra Krešimira IV.', 'Trg pobjede']],
] as const;

/** Cars people insure online: make, model, the register's variant, power, and the maker's VIN prefix. */
const cars = [
  ['Škoda', 'Octavia', '1.6 TDI Ambition', 85, 'TMB'],
  ['Škoda', 'Fabia', '1.0 TSI Style', 70, 'TMB'],
  ['Volkswagen', 'Golf', '2.0 TDI Highline', 110, 'WVW'],
  ['Volkswagen', 'Polo', '1.0 Trendline', 48, 'WVW'],
  ['Renault', 'Clio', '1.5 dCi Limited', 66, 'VF1'],
  ['Renault', 'Captur', '1.3 TCe Intens', 96, 'VF1'],
  ['Ford', 'Focus', '1.0 EcoBoost Titanium', 92, 'WF0'],
  ['Fiat', 'Punto', '1.2 Easy', 51, 'ZFA'],
  ['Seat', 'Ibiza', '1.0 TSI Style', 70, 'VSS'],
  ['Opel', 'Corsa', '1.2 Edition', 55, 'W0L'],
  ['Peugeot', '208', '1.2 PureTech Active', 75, 'VF3'],
  ['Dacia', 'Sandero', '1.0 SCe Essential', 54, 'UU1'],
  ['Toyota', 'Yaris', '1.5 Hybrid Style', 85, 'VNK'],
  ['Hyundai', 'i30', '1.6 CRDi Comfort', 85, 'TMA'],
  ['BMW', 'Serija 3', '320d', 140, 'WBA'],
] as const;

/** How a seeded order ended, in the proportions a month of the shop has. */
type OrderFate =
  | 'fulfilled'
  | 'pending'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'refunded-duplicate'
  | 'email-failed'
  | 'issue-failed'
  | 'refund-required';

// prettier-ignore
const orderFates: readonly OrderFate[] = [
  ...Array<OrderFate>(28).fill('fulfilled'),
  'pending', 'pending', 'declined', 'declined', 'declined', 'cancelled', 'cancelled', 'expired', 'expired',
  'refunded-duplicate', 'email-failed', 'issue-failed', 'refund-required',
];

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const hex = '0123456789abcdef';
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const euros = (cents: number) => cents / 100;
const yearLater = (isoDate: string) => `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;

/** What the insurer prices (tariff.json: MTPL and bonus protection 15 % tax, casco 10 %, accident and assistance none). */
function orderItems(random: Random): { coverCode: CoverCode; price: number; taxBasisAmt: number }[] {
  const mtplBasis = random.int(11_000, 36_000);
  const item = (coverCode: CoverCode, basisCents: number, taxPercent: number) => ({
    coverCode,
    price: euros(Math.round((basisCents * (100 + taxPercent)) / 100)),
    taxBasisAmt: euros(basisCents),
  });
  const items = [item('MTPL', mtplBasis, 15)];
  const accident = random.weighted([
    [null, 6],
    ['MTPL_ACC', 3],
    ['MTPL_ACC_EXT', 1],
  ] as const);
  if (accident) items.push(item(accident, accident === 'MTPL_ACC' ? 1400 : 2700, 0));
  const assistance = random.weighted([
    [null, 5],
    ['MTPL_ASS', 3],
    ['MTPL_ASS_EUR', 2],
  ] as const);
  if (assistance) items.push(item(assistance, assistance === 'MTPL_ASS' ? 1200 : 2400, 0));
  if (random.chance(0.25)) items.push(item('MTPL_BP', Math.round(mtplBasis / 10), 15));
  if (random.chance(0.08)) items.push(item('MOD_FULL', random.int(38_000, 110_000), 10));
  return items;
}

interface Buyer {
  policyholder: Policyholder;
  vehicle: InsuredVehicle;
  registeredOwner: boolean;
}

/**
 * A buyer with an address that exists and a car the register knows. E-mails under `demo-kupac.hr` and these plates
 * are used by no test, and no seeded account has them: searching the console for a test's buyer finds only theirs.
 */
function buyer(random: Random, now: Date, index: number): Buyer {
  const someone = person(random, now);
  const [area, city, postalCode, streets] = random.pick(buyerPlaces);
  const [manufacturer, model, variant, enginePowerInKw, vinPrefix] = random.pick(cars);
  // Now and then a new car the register names no owner of yet: found by its VIN.
  const unregistered = random.chance(0.05);
  return {
    policyholder: {
      firstName: someone.firstName,
      lastName: someone.lastName,
      address: random.pick(streets),
      houseNumber: random.weighted([
        [String(random.int(1, 180)), 8],
        [`${random.int(1, 60)}${random.pick(['A', 'B', 'C'])}`, 2],
      ]),
      postalCode,
      city,
      country: 'HR',
      personalIdentificationNumber: someone.oib,
      dateOfBirth: someone.dateOfBirth,
      contactEmail: `${ascii(someone.firstName)}.${ascii(someone.lastName)}.${pad(index + 1)}@demo-kupac.hr`,
      phoneNumberPrefix: '+385',
      phoneNumber: `${random.pick(mobilePrefixes)}${random.chars('0123456789', 7)}`,
    },
    vehicle: {
      licensePlate: unregistered ? null : `${area}${random.int(100, 999)}${random.chars(plateLetters, 2)}`,
      vin: `${vinPrefix}${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}`,
      manufacturer,
      model,
      variant,
      yearOfManufacture: unregistered ? now.getUTCFullYear() : now.getUTCFullYear() - random.int(1, 18),
      enginePowerInKw,
      categoryDesc: 'M1',
    },
    registeredOwner: !unregistered,
  };
}

/** The insurer's policy terms (fixtures/insurer/tariff.json), as every issued policy states them. */
const policyTerms = {
  productName: 'Obvezno osiguranje od automobilske odgovornosti AO online',
  minimumSumsInsured: { personalInjury: 6450000, propertyDamage: 1300000 },
  territorialScope: 'green-card-system',
};

const declines = [
  ['51', 'insufficient funds'],
  ['43', 'stolen card'],
  ['05', 'do not honour'],
] as const;

/**
 * A month of orders as the shop leaves them, and the policies of those that were issued: mostly paid, issued and
 * mailed; some refused, abandoned or still on the payment page; a duplicate payment given back; and three that wait
 * for staff (an e-mail that failed, a policy the insurer failed to issue, a duplicate payment to refund). None is due
 * (`nextAttemptAt` and `leaseUntil` null), so the local scheduler never settles or fulfils a seeded order.
 */
function seedOrders(
  random: Random,
  now: Date,
): { orders: Record<string, SeedDocument>; policies: Record<string, SeedDocument> } {
  const orders: Record<string, SeedDocument> = {};
  const policies: Record<string, SeedDocument> = {};
  const newOrderNumber = () => `AO-${random.chars(crockford, 10)}`;
  // Drawn before any time, so the buyers (their plates above all) are the same whatever day the stack starts.
  const buyers = orderFates.map((_, index) => buyer(random, now, index));
  const itemLists = orderFates.map(() => orderItems(random));

  orderFates.forEach((fate, index) => {
    const { policyholder, vehicle, registeredOwner } = buyers[index] as Buyer;
    const items = itemLists[index] as ReturnType<typeof orderItems>;
    const recent = fate === 'pending' || fate === 'refund-required';
    // Still on the payment page: started minutes ago. A duplicate to refund is today's. The rest: the last 30 days.
    const created =
      fate === 'pending'
        ? now.getTime() - random.int(3, 25) * minute
        : fate === 'refund-required'
          ? now.getTime() - random.int(40, 180) * minute
          : // Two hours old at least, so each step of its story lies in the past.
            Math.min(startedAt(random, now, 30), now.getTime() - 2 * hour);
    const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
    const withCoupon = !recent && random.chance(0.15);
    const discountCents = withCoupon ? 1000 : 0;
    const totalCents = subtotalCents - discountCents;
    const total = euros(totalCents);
    // A renewal starts the day the old policy ends; most cover starts the day it is paid.
    const startDate = random.chance(0.3)
      ? zagrebDate(new Date(created + random.int(1, 25) * day))
      : zagrebDate(new Date(created));
    const quoteId = documentId(random);
    const locale = random.chance(0.1) ? 'en' : 'hr';
    const at = { t: created };
    const later = (minMs: number, maxMs: number) => {
      at.t = Math.min(at.t + random.int(minMs, maxMs), now.getTime() - 1000);
      return new Date(at.t);
    };
    const event = (name: OrderEvent['event'], when: Date, detail?: string) => ({
      at: timestamp(when),
      event: name,
      ...(detail ? { detail } : {}),
    });

    const order = (orderNumber: string, started: number): SeedDocument => ({
      orderNumber,
      quoteId,
      wipId: null,
      uid: null,
      locale,
      // The local front end, the first of functions/.env.local's SITE_ORIGINS.
      siteOrigin: 'http://127.0.0.1:5000',
      state: 'pending',
      policyState: null,
      emailState: null,
      refundState: null,
      duplicateOf: null,
      refusal: null,
      amountCents: totalCents,
      currency: 'EUR',
      items,
      coverCodes: items.map((item) => item.coverCode),
      subtotal: euros(subtotalCents),
      discountAmount: euros(discountCents),
      referralDiscountAmount: 0,
      total,
      discount: withCoupon ? { code: 'DOBRODOSLI10', discountInEuros: 10, licensePlate: null, type: 'coupon' } : null,
      reservedCoupon: null,
      policyholder,
      policyholderIsRegisteredOwner: registeredOwner,
      vehicle,
      policyStartDate: startDate,
      policyEndDate: yearLater(startDate),
      calculationId: `CALC-${random.chars(hex, 20)}`,
      consents: {
        preContractInformation: true,
        generalTerms: true,
        documentsVersion: purchaseDocumentsVersion,
        at: timestamp(started),
      },
      tokenHash: random.chars(hex, 64),
      payment: null,
      returnedAt: null,
      lastStatusCheckAt: null,
      nextAttemptAt: null,
      attempts: 0,
      lastError: null,
      leaseUntil: null,
      history: [event('started', new Date(started), `${total.toFixed(2)} EUR`)],
      createdAt: timestamp(started),
      updatedAt: timestamp(started),
      expireAt: expiry(retentionOfUnpaidOrder(new Date(started))),
    });

    /** The card payment the gateway approved, its notification and the buyer's return. */
    const pay = (document: SeedDocument) => {
      const notified = later(40_000, 4 * minute);
      const paidAt = new Date(notified.getTime() + random.int(50, 400));
      at.t = paidAt.getTime();
      const approvalCode = random.chars('0123456789ABCDEF', 6);
      const returned = later(1500, 6000);
      const { endsAt } = policyPeriod(startDate, paidAt);
      Object.assign(document, {
        state: 'paid',
        payment: {
          transactionId: random.chars('0123456789ABCDEF', 16),
          approvalCode,
          maskedPan: `${random.pick(['411111', '434179', '520000', '545454'])}******${random.chars('0123456789', 4)}`,
          responseCode: '00',
          responseMessage: 'approved',
          at: timestamp(paidAt),
          source: 'notification',
        },
        returnedAt: timestamp(returned),
        expireAt: expiry(retentionOfPaidRecord(endsAt)),
      });
      return { notified, paidAt, approvalCode, returned, endsAt };
    };

    const policyOf = (document: SeedDocument, paidAt: Date, approvalCode: string, issuedAt: Date) => {
      const orderNumber = document.orderNumber as string;
      const { startsAt, endsAt } = policyPeriod(startDate, paidAt);
      const policy: SeedDocument = {
        orderNumber,
        quoteId,
        uid: null,
        email: policyholder.contactEmail,
        locale,
        policyNumber: `10-${startsAt.getUTCFullYear()}-${random.chars('0123456789', 7)}`,
        policyControlNumber: random.chars('0123456789', 10),
        policyTransactionId: `TX-${random.chars(hex, 16)}`,
        ...policyTerms,
        startsAt: timestamp(startsAt),
        endsAt: timestamp(endsAt),
        issuedAt: timestamp(issuedAt),
        policyholder,
        policyholderIsRegisteredOwner: registeredOwner,
        vehicle,
        covers: items.map((item) => ({
          coverCode: item.coverCode,
          premium: item.price,
          premiumTax: euros(Math.round(item.price * 100) - Math.round(item.taxBasisAmt * 100)),
        })),
        discount: withCoupon ? { code: 'DOBRODOSLI10', amount: euros(discountCents) } : null,
        referralDiscount: 0,
        total,
        payment: {
          method: 'card',
          orderNumber,
          approvalCode,
          maskedPan: (document.payment as { maskedPan: string }).maskedPan,
          paidAt: timestamp(paidAt),
        },
        createdAt: timestamp(issuedAt),
        expireAt: expiry(retentionOfPaidRecord(endsAt)),
      };
      policies[orderNumber] = policy;
      return policy;
    };

    /** Paid, the policy issued and (unless `mail` says otherwise) e-mailed: the story of most orders. */
    const fulfil = (document: SeedDocument, mail: 'sent' | 'failed') => {
      const { notified, paidAt, approvalCode, returned } = pay(document);
      const issuedAt = later(2000, 9000);
      const policy = policyOf(document, paidAt, approvalCode, issuedAt);
      const mailedAt = later(1500, 5000);
      const history = document.history as SeedDocument[];
      history.push(
        event('notification', notified, 'approved'),
        event('paid', paidAt, approvalCode),
        event('returned', returned, 'approved'),
        event('policy-issued', issuedAt, policy.policyNumber as string),
      );
      if (mail === 'sent') {
        history.push(event('email-sent', mailedAt, random.chars(base64url, 22)));
        Object.assign(document, { policyState: 'issued', emailState: 'sent' });
      } else {
        const attempts = random.int(2, 4);
        history.push(event('email-failed', mailedAt));
        for (let attempt = 1; attempt < attempts; attempt += 1)
          history.push(event('email-failed', later(attempt * 2 * minute, attempt * 4 * minute)));
        Object.assign(document, {
          policyState: 'issued',
          emailState: 'failed',
          attempts,
          lastError: 'SendGrid answered 550: The recipient address does not exist',
        });
      }
      document.updatedAt = timestamp(at.t);
    };

    const orderNumber = newOrderNumber();
    const document = order(orderNumber, created);
    const history = document.history as SeedDocument[];
    switch (fate) {
      case 'fulfilled':
        fulfil(document, 'sent');
        break;
      case 'email-failed':
        fulfil(document, 'failed');
        break;
      case 'pending':
        break;
      case 'declined': {
        const [responseCode, responseMessage] = random.pick(declines);
        const notified = later(40_000, 3 * minute);
        const returned = later(1500, 6000);
        history.push(
          event('notification', notified, 'declined'),
          event('declined', new Date(notified.getTime() + 120), responseCode),
          event('returned', returned, 'declined'),
        );
        Object.assign(document, {
          state: 'declined',
          refusal: { outcome: 'declined', responseCode, responseMessage },
          returnedAt: timestamp(returned),
          updatedAt: timestamp(returned),
        });
        break;
      }
      case 'cancelled': {
        const notified = later(30_000, 5 * minute);
        const returned = later(1500, 6000);
        history.push(
          event('notification', notified, 'cancelled'),
          event('cancelled', new Date(notified.getTime() + 120), '17'),
          event('returned', returned, 'cancelled'),
        );
        Object.assign(document, {
          state: 'cancelled',
          refusal: { outcome: 'cancelled', responseCode: '17', responseMessage: 'cancelled by the buyer' },
          returnedAt: timestamp(returned),
          updatedAt: timestamp(returned),
        });
        break;
      }
      case 'expired': {
        // The buyer never reached the gateway's page: after half an hour the gateway knows nothing, so it ends.
        const given = later(30 * minute, 31 * minute);
        history.push(event('expired', given));
        Object.assign(document, { state: 'expired', lastStatusCheckAt: timestamp(given), updatedAt: timestamp(given) });
        break;
      }
      case 'issue-failed': {
        const { notified, paidAt, approvalCode, returned } = pay(document);
        const attempts = random.int(2, 5);
        history.push(
          event('notification', notified, 'approved'),
          event('paid', paidAt, approvalCode),
          event('returned', returned, 'approved'),
        );
        for (let attempt = 0; attempt < attempts; attempt += 1)
          history.push(
            event(
              'policy-issue-failed',
              later(attempt === 0 ? 2000 : attempt * 3 * minute, attempt === 0 ? 9000 : attempt * 5 * minute),
              'unavailable',
            ),
          );
        Object.assign(document, {
          policyState: 'issue-failed',
          emailState: 'pending',
          attempts,
          lastError: 'The insurer answered 503 to POST /v1/policies',
          updatedAt: timestamp(at.t),
        });
        break;
      }
      case 'refunded-duplicate':
      case 'refund-required': {
        // Two tabs, one quote: the first payment got the policy, the second is money to give back.
        fulfil(document, 'sent');
        const second = newOrderNumber();
        const duplicate = order(second, created + random.int(20, 90) * 1000);
        duplicate.calculationId = document.calculationId;
        at.t = Math.max(at.t, created + 2 * minute);
        const { notified, paidAt, returned } = pay(duplicate);
        const duplicateHistory = duplicate.history as SeedDocument[];
        duplicateHistory.push(
          event('notification', notified, 'approved'),
          event('paid', paidAt),
          event('duplicate-payment', new Date(paidAt.getTime() + 1), orderNumber),
          event('returned', returned, 'approved'),
        );
        Object.assign(duplicate, { refundState: 'required', duplicateOf: orderNumber, updatedAt: timestamp(returned) });
        if (fate === 'refunded-duplicate') {
          const refunded = later(5000, 20_000);
          duplicateHistory.push(event('refunded', refunded, `R${random.chars('0123456789ABCDEF', 16)}`));
          Object.assign(duplicate, { state: 'refunded', refundState: 'refunded', updatedAt: timestamp(refunded) });
        }
        orders[second] = duplicate;
        break;
      }
    }
    orders[orderNumber] = document;
  });
  return { orders, policies };
}

export function seedRecords(seed: number, now: Date): SeedCollections {
  const random = generator(seed);
  const sales = seedOrders(generator(seed + 1), now);
  return {
    [collections.workInProgress]: workInProgress(random, now, 600),
    [collections.offerRequests]: offerRequests(random, now, 60),
    [collections.contactMessages]: contactMessages(random, now, 40),
    // A stream of their own, so the buyers and plates stay the same whatever day the stack starts.
    [collections.orders]: sales.orders,
    [collections.policies]: sales.policies,
  };
}
