/**
 * `npm run load`: a bounded load run of the guest purchase against the local stack. N flows (default 50) run at once,
 * each doing what the SPA does for one driver from an address of its own: look the car up, save the work-in-progress
 * record at each step, price, read the order summary, start the payment, pay on the mock gateway with the approved test
 * card (the gateway notifies us before it sends the buyer back) and come back through our return endpoint. Then it
 * reads Firestore and the mock gateway back: per flow exactly one work-in-progress record at the flow's last step, and
 * per paid flow exactly one order (paid, policy issued, e-mail sent), one policy and one card charge.
 * Prints p50/p95/max per call and the errors by kind; exits non-zero on any error or any lost, duplicated or stray
 * record. It talks to this machine only, and stops itself if the warm-up or the flows take over 4 minutes. The
 * emulator is not production: the figure to hold is 0 lost and 0 errors, the p95 is for comparing versions on the
 * same machine.
 *
 * `--pace driver` (the default): the flows arrive within the first 10 s and pause 4–10 s before each page's calls, as
 * a driver reading and typing would, if faster than most (a fixed pattern, so runs compare); all of them are in flight
 * together.
 * `--pace lockstep`: all start at once and call without pauses, so every call meets 49 others in the same function.
 * The functions emulator starts a Node worker for each concurrent request a function has no idle worker for (about a
 * second of CPU and 90 MB each, kept until the stack stops), so the run first gives each function a few warm workers,
 * and stops early, like at the cap, when the machine runs short of memory: lockstep at 50 flows asks for some 300
 * workers, which a 24 GB machine does not have.
 * Usage: npm run load [-- --flows 50] [--pace driver|lockstep]   (at most 200 flows; the npm script builds the
 * functions and starts the stack)
 */
import { freemem } from 'node:os';
import { parseArgs } from 'node:util';
import { apiPaths, callNames, type CallName } from '../functions/src/contracts/call-names.ts';
import type { CoverCode } from '../functions/src/contracts/covers.ts';
import type { PricingResponse } from '../functions/src/contracts/get-groupama-pricing-for-options.ts';
import type { VehicleInfoResponse } from '../functions/src/contracts/get-groupama-vehicle-info.ts';
import type { OrderSummary } from '../functions/src/contracts/get-order-summary.ts';
import { isValidOib } from '../functions/src/contracts/oib.ts';
import { sitePaths } from '../functions/src/contracts/site-paths.ts';
import type { Policyholder } from '../functions/src/contracts/policyholder.ts';
import {
  serverSteps,
  type ClientProgressStep,
  type ClientStep,
  type SaveWorkInProgressResponse,
  type WorkInProgressFields,
} from '../functions/src/contracts/work-in-progress.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import type { OrderDocument } from '../functions/src/store/orders.ts';
import type { PolicyDocument } from '../functions/src/store/policies.ts';
import type { WorkInProgressDocument } from '../functions/src/store/work-in-progress.ts';
import { firestore } from '../functions/test/admin.ts';
import { call, peerHeader, randomIp, web, type CallOutcome } from '../functions/test/callable.ts';
import { functionsOrigin, gatewayOrigin } from '../functions/test/emulator-env.ts';
import {
  apiUrl,
  gatewayTransactions,
  payOnGateway,
  cardGatewayOf,
  policyholder,
  priceFor,
  quoteFormOf,
  readOrder,
  startPayment,
  testCards,
  tryPayment,
} from '../functions/test/payment-kit.ts';
import { fixtureVehicles, ownedCars } from './fixture-cars.ts';
import { percentile } from './percentile.ts';
import { stackUrls } from './stack-config.ts';

const maxFlows = 200;
/**
 * For the warm-up, and then for the flows. One cap for both was spent on the warm-up alone on the slowest machines of
 * the project's kind, where starting some seventy emulator workers takes minutes; the flows' own time is what the
 * run measures.
 */
const timeCapMs = 4 * 60_000;
/** How long a step may take before it counts as an error (a paid flow's wait for its policy and e-mail included). */
const stepTimeoutMs = 60_000;

const arrivalWindowMs = 10_000;
const warmWorkers = 10;
/**
 * The `api` function takes each payment twice, the gateway's notification (which holds its worker through the whole
 * fulfilment: the insurer, the PDF, the mail) and the buyer's return, so it is given twice the workers.
 */
const warmApiWorkers = 2 * warmWorkers;
/** Below this much available memory the run stops: the emulator's workers would take the machine down. */
const minFreeMemory = 3 * 1024 ** 3;

const { values } = parseArgs({
  options: { flows: { type: 'string', default: '50' }, pace: { type: 'string', default: 'driver' } },
});
const flowCount = Number(values.flows);
if (!Number.isInteger(flowCount) || flowCount < 1 || flowCount > maxFlows) {
  console.error(`--flows takes a whole number from 1 to ${maxFlows}, not ${values.flows}`);
  process.exit(2);
}
if (values.pace !== 'driver' && values.pace !== 'lockstep') {
  console.error(`--pace is driver or lockstep, not ${values.pace}`);
  process.exit(2);
}
const lockstep = values.pace === 'lockstep';

const isLoopback = (url: string) => {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
};
// A load run aimed at a deployed project would be an attack on it (and on the insurer and gateway behind it).
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!firestoreHost) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run the load as `npm run load`, which starts the local stack.');
  process.exit(2);
}
const targets: Record<string, string> = {
  'the functions': functionsOrigin,
  'the card gateway': gatewayOrigin,
  Firestore: `http://${firestoreHost}`,
  // Where the functions under load send their own calls (functions/.env.local).
  "the functions' insurer": stackUrls.insurer,
  "the functions' gateway": stackUrls.gateway,
  "the functions' SendGrid": stackUrls.mail,
};
const remote = Object.entries(targets).filter(([, url]) => !isLoopback(url));
if (remote.length > 0) {
  console.error(
    `The load run stays on this machine; refusing ${remote.map(([who, url]) => `${who} at ${url}`).join(', ')}`,
  );
  process.exit(2);
}

/** New cars found by VIN, not registered yet: anyone may insure one, so each further flow is a driver of its own. */
const newCars = fixtureVehicles.filter(
  (vehicle) =>
    !vehicle.licensePlate && vehicle.vin && vehicle.enginePowerInKw && !vehicle.ownerPersonalIdentificationNumber,
);
const coverChoices: CoverCode[][] = [
  ['MTPL'],
  ['MTPL', 'MTPL_ACC'],
  ['MTPL', 'MTPL_ASS'],
  ['MTPL', 'MTPL_ACC_EXT', 'MTPL_ASS_EUR'],
  ['MTPL', 'MTPL_BP'],
];

/** A valid OIB of nobody in the fixtures (none starts with 99): a new driver, priced in the entry class. */
function newDriverOib(index: number): string {
  const body = `99${String(index).padStart(8, '0')}`;
  const oib = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).find(isValidOib);
  if (!oib) throw new Error(`No check digit makes ${body} an OIB`);
  return oib;
}

const runId = `load${Date.now().toString(36)}`;
const pad = (value: number) => String(value).padStart(2, '0');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A driver's pause before a page's calls: 4–10 s, the same for the same flow and page in every run. */
const pause = (flowIndex: number, page: number) =>
  lockstep ? Promise.resolve() : sleep(4000 + ((flowIndex * 7919 + page * 104_729) % 6000));

interface Flow {
  index: number;
  id: string;
  email: string;
  licensePlate: string | null;
  vin: string | null;
  holder: Policyholder;
  coverCodes: CoverCode[];
  /**
   * How far it got, which is what its records are held to. `…Asked`: the call went out, so a record may exist even
   * when no answer came back (at most one, though).
   */
  wipAsked: boolean;
  wipId: string | null;
  wipToken: string | null;
  orderAsked: boolean;
  orderNumber: string | null;
  payAsked: boolean;
  paidOnGateway: boolean;
  fulfilled: boolean;
}

function newFlow(index: number): Flow {
  const email = `load.${runId}.${index}@primjer.hr`;
  const owned = ownedCars[index];
  const car = owned ?? newCars[index % newCars.length];
  if (!car) throw new Error('fixtures/insurer/vehicles.json has no new car found by VIN');
  const [firstName = 'Ivana', ...lastNames] = owned?.ownerName?.split(' ') ?? [];
  return {
    index,
    id: String(index),
    email,
    licensePlate: owned ? owned.licensePlate : null,
    vin: owned ? null : car.vin,
    holder: {
      ...policyholder(email),
      ...(owned ? { firstName, lastName: lastNames.join(' ') || 'Horvat' } : {}),
      personalIdentificationNumber: owned?.ownerPersonalIdentificationNumber ?? newDriverOib(index),
      dateOfBirth: `${pad(1 + (index % 28))}/${pad(1 + (index % 12))}/${1955 + (index % 45)}`,
    },
    coverCodes: coverChoices[index % coverChoices.length] ?? ['MTPL'],
    wipAsked: false,
    wipId: null,
    wipToken: null,
    orderAsked: false,
    orderNumber: null,
    payAsked: false,
    paidOnGateway: false,
    fulfilled: false,
  };
}

const steps = {
  pay: 'gateway: pay (our notification inside)',
  return: 'payment return (api)',
  fulfilment: 'pay → policy issued and e-mailed',
  flow: lockstep ? 'whole flow' : 'whole flow, pauses included',
};
const tableOrder: string[] = [
  callNames.getGroupamaVehicleInfo,
  callNames.saveWorkInProgress,
  callNames.getGroupamaPricingForOptions,
  callNames.getOrderSummary,
  callNames.startPayment,
  steps.pay,
  steps.return,
  steps.fulfilment,
  steps.flow,
];

const timings = new Map<string, number[]>();
/** `step|kind` → how many times. */
const errors = new Map<string, number>();
const tally = (step: string, kind: string) => errors.set(`${step}|${kind}`, (errors.get(`${step}|${kind}`) ?? 0) + 1);
const record = (step: string, ms: number) => timings.set(step, [...(timings.get(step) ?? []), ms]);

/** A refusal with a known kind (a callable's status and errorKey); anything else thrown is described as it comes. */
class Refused extends Error {}
/** The flow stopped at a step that failed; the failure is already tallied. */
class FlowStopped extends Error {}

function describe(error: unknown): string {
  if (error instanceof Refused) return error.message;
  if (!(error instanceof Error)) return String(error);
  const cause = (error.cause as { code?: string } | undefined)?.code;
  return `${error.name}: ${error.message.split('\n')[0]?.slice(0, 100)}${cause ? ` (${cause})` : ''}`;
}

/**
 * Times a step from `startedAt` (by default its own start); a failure, or no answer within `stepTimeoutMs`, is tallied
 * and stops the flow.
 */
async function measure<T>(step: string, run: () => Promise<T>, startedAt = performance.now()): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Refused(`no answer in ${stepTimeoutMs / 1000} s`)), stepTimeoutMs);
  });
  try {
    const result = await Promise.race([run(), timeout]);
    record(step, performance.now() - startedAt);
    return result;
  } catch (error) {
    tally(step, describe(error));
    throw new FlowStopped(step);
  } finally {
    clearTimeout(timer);
  }
}

const answer = <T>(outcome: CallOutcome<T>): T => {
  if (!outcome.ok) throw new Refused(`${outcome.error.status} ${outcome.error.details?.errorKey ?? '(no errorKey)'}`);
  // The emulator answers a worker that died or timed out with neither a result nor an error.
  if (outcome.result === undefined) throw new Refused(`HTTP ${outcome.httpStatus} without a result`);
  return outcome.result;
};

const callable = <T>(name: CallName, data: object, ip: string) =>
  measure(name, async () => answer(await call<T>(name, { ...web, ...data }, { ip })));

/**
 * The buyer's browser arriving at our return URL from its own address (the return is limited per address): it must be
 * sent on to the success page.
 */
async function comeBack(returnUrl: string, ip: string): Promise<void> {
  const url = new URL(returnUrl);
  const response = await fetch(apiUrl(`${url.pathname}${url.search}`), {
    redirect: 'manual',
    headers: { [peerHeader]: ip },
  });
  await response.body?.cancel();
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303 || !location.startsWith(sitePaths.paymentSuccess))
    throw new Refused(`HTTP ${response.status} to ${location.split('?')[0] || 'nowhere'}`);
}

async function untilFulfilled(orderNumber: string): Promise<void> {
  const deadline = Date.now() + stepTimeoutMs - 1000;
  for (;;) {
    const order = await readOrder(orderNumber);
    if (order?.state === 'paid' && order.policyState === 'issued' && order.emailState === 'sent') return;
    if (Date.now() > deadline)
      throw new Refused(
        `not issued and e-mailed in ${stepTimeoutMs / 1000} s: ${order?.state}/${order?.policyState}/${order?.emailState}`,
      );
    await sleep(250);
  }
}

/** One driver's quote and purchase, in the SPA's order of calls and saves (src/features/quote/flow/). */
async function runFlow(flow: Flow, arrived: () => void): Promise<void> {
  const ip = randomIp();
  if (!lockstep) await sleep((flow.index * arrivalWindowMs) / flowCount);
  arrived();
  const startedAt = performance.now();
  const context = { utmTags: { utm_source: 'load', utm_campaign: runId, utm_content: flow.id }, deviceType: 'desktop' };
  const vehicle = { licensePlate: flow.licensePlate, vin: flow.vin };
  const save = async (
    lastStep: ClientStep,
    progress: ClientProgressStep,
    fields: Partial<WorkInProgressFields> = {},
  ) => {
    flow.wipAsked = true;
    const saved = await callable<SaveWorkInProgressResponse>(
      callNames.saveWorkInProgress,
      { ...context, wipId: flow.wipId, wipToken: flow.wipToken, lastStep, onboardingProgress: progress, fields },
      ip,
    );
    flow.wipId = saved.wipId;
    flow.wipToken ??= saved.wipToken ?? null;
  };
  const { holder } = flow;

  await callable<VehicleInfoResponse>(callNames.getGroupamaVehicleInfo, { ...context, ...vehicle }, ip);
  await save('01: Vehicle found', 'started', vehicle);
  await pause(flow.index, 1);
  await save('calculate-price', 'calculate-price', {
    dateOfBirth: holder.dateOfBirth,
    PIN: holder.personalIdentificationNumber,
    email: holder.contactEmail,
    phone: holder.phoneNumber,
    prefix: holder.phoneNumberPrefix,
    policyAccepted: true,
  });
  const pricing = await callable<PricingResponse>(
    callNames.getGroupamaPricingForOptions,
    {
      ...context,
      ...vehicle,
      wipId: flow.wipId,
      ...quoteFormOf(holder),
    },
    ip,
  );
  await pause(flow.index, 2);
  await save('insurance-plans', 'insurance-plans');
  await pause(flow.index, 3);
  await save('summary', 'summary');
  const summary = await callable<OrderSummary>(
    callNames.getOrderSummary,
    { quoteId: pricing.quoteId, coverCodes: flow.coverCodes, discountCode: null },
    ip,
  );
  await pause(flow.index, 4);
  await save('personal-details', 'personal-details');
  await pause(flow.index, 5);
  await save('payment', 'payment');
  flow.orderAsked = true;
  const start = await measure(callNames.startPayment, async () =>
    answer(
      await tryPayment(pricing, {
        holder,
        coverCodes: flow.coverCodes,
        expectedTotal: summary.total,
        wipId: flow.wipId,
        ip,
      }),
    ),
  );
  flow.orderNumber = start.orderNumber;
  const { url } = cardGatewayOf(start);
  if (!isLoopback(url)) {
    tally(callNames.startPayment, `gateway form posts off this machine, to ${url}`);
    throw new FlowStopped(callNames.startPayment);
  }
  await pause(flow.index, 6);
  const payStartedAt = performance.now();
  flow.payAsked = true;
  const returnUrl = await measure(steps.pay, () => payOnGateway(start, testCards.approved));
  flow.paidOnGateway = true;
  // The browser's return and the order's fulfilment go on side by side: neither waits for the other.
  const [back, fulfilled] = await Promise.allSettled([
    measure(steps.return, () => comeBack(returnUrl, ip)),
    // Timed from the pay button, so it holds the notification's work and any retry of it.
    measure(steps.fulfilment, () => untilFulfilled(start.orderNumber), payStartedAt),
  ]);
  flow.fulfilled = fulfilled.status === 'fulfilled';
  if (back.status === 'rejected' || !flow.fulfilled) throw new FlowStopped(steps.return);
  record(steps.flow, performance.now() - startedAt);
}

/**
 * Gives each function the run calls `warmWorkers` emulator workers before the clock starts, so the figures are of our
 * code rather than of process start-up, which a deployed instance serving many requests at once pays once and the
 * emulator, one worker per concurrent request, pays per worker.
 *
 * 1. Calls each schema refuses (nothing stored, no limit taken) start the workers and load each function's code
 *    (scripts/bench-cold-start.ts), the `api`'s on the routes the flows take: a notification without a signature and a
 *    return without its query. Ten workers loading the fulfilment's PDF and mail code at once in the middle of the run
 *    starved the mock insurer until its answers missed their 1.5 s deadline (pay → policy p50 34 s).
 * 2. `warmApiWorkers` purchases at once, not counted, run the fulfilment once in each `api` worker: its first run in a
 *    process costs CPU the next ones do not (the first e-policy and green card render in about 520 ms against 190 ms
 *    warm, and the first Firestore, Storage and mail clients start). The emulator hands a request to the first idle
 *    worker in its list, so at low load the first few workers take everything and the rest stay cold until a burst,
 *    which then paid that cost in up to twenty workers at once: the notifications behind them waited past the
 *    gateway's 10 s, and the emulator's own limit of 50 requests in flight queued the rest (pay → policy p95 25 s in
 *    one run of two, seen in firebase-debug.log).
 */
async function warmUp(): Promise<string[]> {
  const names = [
    callNames.getGroupamaVehicleInfo,
    callNames.saveWorkInProgress,
    callNames.getGroupamaPricingForOptions,
    callNames.getOrderSummary,
    callNames.startPayment,
  ];
  for (const name of names) await Promise.all(Array.from({ length: warmWorkers }, () => call(name, web)));
  const warmApi = (path: string, init: RequestInit = {}) =>
    Promise.all(
      Array.from({ length: warmApiWorkers }, async () => {
        const headers = { ...init.headers, [peerHeader]: randomIp() };
        (await fetch(apiUrl(path), { ...init, headers, redirect: 'manual' })).body?.cancel();
      }),
    );
  await warmApi(apiPaths.paymentNotify, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  await warmApi(apiPaths.paymentReturn);
  const purchases = await Promise.allSettled(Array.from({ length: warmApiWorkers }, (_, index) => warmPurchase(index)));
  return purchases.flatMap((purchase) => (purchase.status === 'rejected' ? [describe(purchase.reason)] : []));
}

/**
 * A purchase outside the run: a new driver's new car, an e-mail address outside the run's (`load.<run>.`), so the
 * read-back neither expects nor finds its records.
 */
async function warmPurchase(index: number): Promise<void> {
  const car = newCars[index % newCars.length];
  if (!car?.vin) throw new Error('fixtures/insurer/vehicles.json has no new car found by VIN');
  const ip = randomIp();
  const holder = {
    ...policyholder(`warm.${runId}.${index}@primjer.hr`),
    personalIdentificationNumber: newDriverOib(maxFlows + index),
  };
  const pricing = await priceFor({ vin: car.vin }, holder);
  const start = await startPayment(pricing, { holder, coverCodes: ['MTPL'], ip });
  await comeBack(await payOnGateway(start, testCards.approved), ip);
  await untilFulfilled(start.orderNumber);
}

let settledFlows = 0;
let inFlight = 0;
let peakInFlight = 0;
async function settle(flow: Flow): Promise<void> {
  try {
    await runFlow(flow, () => {
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
    });
  } catch (error) {
    if (!(error instanceof FlowStopped)) tally('flow', describe(error));
  }
  inFlight -= 1;
  settledFlows += 1;
}

interface Holding {
  what: string;
  expected: number;
  found: number;
  lost: number;
  duplicated: number;
  stray: number;
  wrong: number;
}

/** What a flow must have of a kind of record: one, none, or (a call went out and no answer came) none or one. */
type Expectation = 'one' | 'none' | 'at-most-one';

/**
 * Holds one kind of record to the flows: `expectation` says what each flow must have, `wrongIn` what is wrong with the
 * one found (null when nothing). Problems go to `problems` for the report.
 */
function hold<T>(
  what: string,
  flows: Flow[],
  records: { flowId: string | undefined; record: T }[],
  expectation: (flow: Flow) => Expectation,
  wrongIn: (flow: Flow, record: T) => string | null,
  problems: string[],
): Holding {
  const byFlow = new Map<string, T[]>();
  const holding: Holding = { what, expected: 0, found: records.length, lost: 0, duplicated: 0, stray: 0, wrong: 0 };
  for (const { flowId, record: found } of records) {
    if (flowId === undefined || !flows.some((flow) => flow.id === flowId)) {
      holding.stray += 1;
      problems.push(`${what}: a record of no flow of this run`);
    } else byFlow.set(flowId, [...(byFlow.get(flowId) ?? []), found]);
  }
  for (const flow of flows) {
    const mine = byFlow.get(flow.id) ?? [];
    const expected = expectation(flow);
    if (expected === 'one') holding.expected += 1;
    const [only] = mine;
    if (mine.length > 1) {
      holding.duplicated += 1;
      problems.push(`${what}: flow ${flow.id} has ${mine.length}`);
    } else if (only === undefined) {
      if (expected === 'one') {
        holding.lost += 1;
        problems.push(`${what}: flow ${flow.id} has none`);
      }
    } else if (expected === 'none') {
      holding.stray += 1;
      problems.push(`${what}: flow ${flow.id} has one though it never asked for it`);
    } else if (expected === 'one') {
      const wrong = wrongIn(flow, only);
      if (wrong) {
        holding.wrong += 1;
        problems.push(`${what}: flow ${flow.id}: ${wrong}`);
      }
    }
  }
  return holding;
}

const owed = (done: boolean, asked: boolean): Expectation => (done ? 'one' : asked ? 'at-most-one' : 'none');

/** What Firestore and the mock gateway hold for this run's flows, against what each flow got to. */
async function readBack(flows: Flow[], problems: string[]): Promise<Holding[]> {
  const flowOfEmail = new Map(flows.map((flow) => [flow.email, flow.id]));
  const emailPrefix = `load.${runId}.`;
  const byEmail = (collection: string, field: string) =>
    firestore().collection(collection).where(field, '>=', emailPrefix).where(field, '<', `${emailPrefix}\uf8ff`).get();
  const [wips, orders, policies, charges] = await Promise.all([
    firestore().collection(collections.workInProgress).where('utmTags.utm_campaign', '==', runId).get(),
    byEmail(collections.orders, 'policyholder.contactEmail'),
    byEmail(collections.policies, 'email'),
    gatewayTransactions({}),
  ]);
  return [
    hold(
      'work-in-progress records',
      flows,
      wips.docs.map((doc) => ({
        flowId: (doc.data() as WorkInProgressDocument).utmTags.utm_content,
        record: { id: doc.id, ...(doc.data() as WorkInProgressDocument) },
      })),
      (flow) => owed(flow.wipId !== null, flow.wipAsked),
      (flow, wip) => {
        if (wip.id !== flow.wipId) return `record ${wip.id}, not the ${flow.wipId} it saved`;
        if (flow.fulfilled && (wip.lastStep !== serverSteps.paid || wip.onboardingProgress !== 'paid'))
          return `last step ${wip.lastStep} (${wip.onboardingProgress}), not ${serverSteps.paid} (paid)`;
        return null;
      },
      problems,
    ),
    hold(
      'orders',
      flows,
      orders.docs.map((doc) => {
        const order = doc.data() as OrderDocument;
        return { flowId: flowOfEmail.get(order.policyholder.contactEmail), record: order };
      }),
      (flow) => owed(flow.orderNumber !== null, flow.orderAsked),
      (flow, order) => {
        if (order.orderNumber !== flow.orderNumber) return `order ${order.orderNumber}, not ${flow.orderNumber}`;
        const state = `${order.state}/${order.policyState}/${order.emailState}`;
        if (flow.fulfilled && state !== 'paid/issued/sent') return `${state}, not paid/issued/sent`;
        return null;
      },
      problems,
    ),
    hold(
      'policies',
      flows,
      policies.docs.map((doc) => {
        const policy = doc.data() as PolicyDocument;
        return { flowId: flowOfEmail.get(policy.email), record: policy };
      }),
      (flow) => owed(flow.fulfilled, flow.paidOnGateway),
      (flow, policy) =>
        policy.orderNumber === flow.orderNumber ? null : `for order ${policy.orderNumber}, not ${flow.orderNumber}`,
      problems,
    ),
    hold(
      'card charges (mock gateway)',
      flows,
      charges
        .filter((charge) => charge.status === 'approved' && charge.cardholder_email.startsWith(emailPrefix))
        .map((charge) => ({ flowId: flowOfEmail.get(charge.cardholder_email), record: charge })),
      (flow) => owed(flow.paidOnGateway, flow.payAsked),
      (flow, charge) =>
        charge.order_number === flow.orderNumber ? null : `for order ${charge.order_number}, not ${flow.orderNumber}`,
      problems,
    ),
  ];
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0)).padStart(8);

function printTimings(): void {
  const errorsOf = (step: string) =>
    [...errors].filter(([key]) => key.startsWith(`${step}|`)).reduce((sum, [, count]) => sum + count, 0);
  console.info(
    `\n${'call'.padEnd(40)}${'ok'.padStart(6)}${'errors'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}`,
  );
  for (const step of tableOrder) {
    const sorted = [...(timings.get(step) ?? [])].sort((a, b) => a - b);
    console.info(
      `${step.padEnd(40)}${String(sorted.length).padStart(6)}${String(errorsOf(step)).padStart(8)}${ms(percentile(sorted, 50))}${ms(percentile(sorted, 95))}${ms(sorted.at(-1) ?? NaN)}`,
    );
  }
  if (errors.size === 0) {
    console.info('\nerrors: none');
    return;
  }
  console.info('\nerrors by kind (step, status and errorKey or what was thrown):');
  for (const [key, count] of [...errors].sort(([, a], [, b]) => b - a)) {
    const [step, kind] = key.split('|');
    console.info(`  ${String(count).padStart(4)} × ${step}: ${kind}`);
  }
}

const flows = Array.from({ length: flowCount }, (_, index) => newFlow(index));
const byVin = flows.filter((flow) => flow.vin).length;
console.info(
  `load: ${flowCount} concurrent guest flows (run ${runId}) against ${functionsOrigin}: ${flowCount - byVin} owners ` +
    `buying their own car by plate${byVin ? `, ${byVin} new drivers buying a new car by VIN` : ''}. Each flow ` +
    `has its own address and makes 1 lookup, 6 work-in-progress saves, 1 pricing, 1 summary, 1 payment; ` +
    (lockstep
      ? 'all start at once and call without pauses.'
      : `they arrive within ${arrivalWindowMs / 1000} s and pause 4–10 s before each page.`),
);
let memoryWatch: NodeJS.Timeout | undefined;
const shortOfMemory = new Promise<string>((resolve) => {
  memoryWatch = setInterval(() => {
    if (freemem() < minFreeMemory)
      resolve(`the machine running short of memory (under ${minFreeMemory / 1024 ** 3} GB available)`);
  }, 1000);
});
/** Whichever comes first: the work, the cap, or the machine running short of memory (a reason why it stopped). */
async function capped<T>(work: Promise<T>, what: string): Promise<{ done: T } | { stoppedBy: string }> {
  let capTimer: NodeJS.Timeout | undefined;
  const cap = new Promise<string>((resolve) => {
    capTimer = setTimeout(() => resolve(`the ${timeCapMs / 60_000}-minute cap on ${what}`), timeCapMs);
  });
  try {
    return await Promise.race([
      work.then((done) => ({ done })),
      cap.then((stoppedBy) => ({ stoppedBy })),
      shortOfMemory.then((stoppedBy) => ({ stoppedBy })),
    ]);
  } finally {
    clearTimeout(capTimer);
  }
}
const warmStartedAt = performance.now();
const warm = await capped(warmUp(), 'the warm-up');
console.info(
  `warm-up: ${warmWorkers} emulator workers for each of 5 callables and ${warmApiWorkers} for the api, then ` +
    `${warmApiWorkers} purchases at once, in ` +
    `${((performance.now() - warmStartedAt) / 1000).toFixed(1)} s (not counted)`,
);
// A warm-up purchase left unfulfilled is the scheduler's to retry, outside the run's records: said, and the run
// goes on.
if ('done' in warm && warm.done.length > 0)
  console.warn(
    `  ${warm.done.length} of ${warmApiWorkers} warm-up purchases not fulfilled: ${[...new Set(warm.done)].join('; ')}`,
  );
const startedAt = performance.now();
const run = 'stoppedBy' in warm ? warm : await capped(Promise.all(flows.map(settle)), 'the flows');
const ending = 'stoppedBy' in run ? run.stoppedBy : null;
clearInterval(memoryWatch);
const runSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);
printTimings();

if (ending !== null) {
  console.error(
    `\nStopped by ${ending} with ${flows.length - settledFlows} of ${flows.length} flows unfinished ` +
      `(${peakInFlight} were in flight at the peak); their records are still changing, so nothing was counted. ` +
      'Try fewer --flows.',
  );
  process.exit(1);
}

const problems: string[] = [];
const holdings = await readBack(flows, problems);
console.info(
  `\n${'records read back'.padEnd(30)}${['expected', 'found', 'lost', 'duplicated', 'stray', 'wrong'].map((title) => title.padStart(11)).join('')}`,
);
for (const holding of holdings) {
  const columns = [holding.expected, holding.found, holding.lost, holding.duplicated, holding.stray, holding.wrong];
  console.info(`${holding.what.padEnd(30)}${columns.map((value) => String(value).padStart(11)).join('')}`);
}
for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
if (problems.length > 20) console.error(`  … and ${problems.length - 20} more`);

const completed = flows.filter((flow) => flow.fulfilled).length;
const failed = errors.size > 0 || problems.length > 0;
console.info(
  `\n${completed} of ${flows.length} flows bought their policy in ${runSeconds} s, ${peakInFlight} in flight at ` +
    `the peak; ` +
    `${failed ? 'FAILED: see the errors and records above' : '0 errors, 0 records lost or duplicated'}`,
);
// The Admin SDK's channel would keep the process alive.
process.exit(failed ? 1 : 0);
