/**
 * The seeded stack's bulk records, so the support console's funnel and lists show real shapes: quotes in progress
 * over the last 30 days with a realistic drop-off at each step, offer requests and contact messages in every state.
 * A pure function of a seed and "now": the same stack every time, its dates moving with the day it is started.
 * Documents are in the seed's JSON form (`{ $timestamp: ISO }` for timestamps, scripts/seed.ts) and have the shapes
 * the functions write (functions/src/store/*.ts), `expireAt` included.
 */
import type { InboxState } from '../functions/src/contracts/admin-inbox.ts';
import { platform, platformVersion } from '../functions/src/contracts/platform.ts';
import {
  onboardingProgressSteps,
  pricingFailureSteps,
  serverSteps,
  type OnboardingProgress,
} from '../functions/src/contracts/work-in-progress.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import { retentionOfRequest, retentionOfWorkInProgress } from '../functions/src/store/retention.ts';

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

export function seedRecords(seed: number, now: Date): SeedCollections {
  const random = generator(seed);
  return {
    [collections.workInProgress]: workInProgress(random, now, 600),
    [collections.offerRequests]: offerRequests(random, now, 60),
    [collections.contactMessages]: contactMessages(random, now, 40),
  };
}
