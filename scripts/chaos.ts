/**
 * `npm run chaos`: faults lose nothing. Starts its own stack (Firestore, Functions, the three mocks and the local
 * scheduler) and runs 20 guest purchases, each as one driver from an address of its own (look the car up, price, read
 * the summary, start the payment, pay on the mock gateway, come back through our return endpoint), in turn under:
 *   1. crash: the Firebase emulators' process group is SIGKILLed while a paid order's policy issue is in flight (the
 *      mock insurer holds each issue a little, so the kill lands between the payment and the policy) and restarted;
 *      the flows go on, calling again what got no answer, as a driver reloads a page;
 *   2. dropped, duplicated, late, replayed: test cards whose notification never comes (the gateway delivers it later
 *      on our request: about when the scheduler settles the order through the status API, or after it is
 *      fulfilled), comes twice at once, or comes after the buyer's return; and an approved payment whose notification
 *      the gateway delivers again once the order is fulfilled;
 *   3. sendgrid-503, sendgrid-timeout: the mock SendGrid answers 503 to two sends, then holds two without an answer;
 *   4. insurer-500: the mock insurer answers 500 to the next three policy issues;
 *   5. endings: once every policy is out, four guests withdraw from theirs from the policy e-mail's link (the date of
 *      birth proven, as on the page): one sends the request ten times at once, two meet a gateway that answers 503 to
 *      the next three refunds, and the emulators are SIGKILLed while the fourth is with the insurer, then restarted.
 * The mocks' faults hit the next calls whoever makes them, so they are armed only once every earlier paid order is
 * fulfilled: each meets its own flows. Then the faults stop and the product recovers by itself (the gateway's
 * notification retries, the scheduler's settlePayments every 20 s, fulfilment's own retries) for at most 3 minutes,
 * and the run reads back Firestore's orders and policies, the mock gateway's transactions and the mock SendGrid's
 * messages and holds them to:
 *   - every paid order has exactly one policy and exactly one policy e-mail;
 *   - every charge (an approved transaction at the gateway) has a policy, or was refunded;
 *   - every policy has a charge that was not refunded, and every policy e-mail a policy;
 *   - every flow paid, and every fault hit as planned (a fault that missed proves nothing);
 *   - every withdrawal has exactly one ending, ended, its refund paid only where the gateway refunded the charge, once,
 *     and exactly one confirmation e-mail.
 * Prints a row per flow, a line per fault and how long it took; exits non-zero on any failure. It talks to 127.0.0.1
 * only, stops itself within 12 minutes and stops every process it started, on a failure or Ctrl-C too.
 * Usage: npm run chaos   (builds the functions first; takes the stack's fixed ports, so run it under the stack lock)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callNames } from '../functions/src/contracts/call-names.ts';
import type { PricingResponse } from '../functions/src/contracts/get-groupama-pricing-for-options.ts';
import type { OrderSummary } from '../functions/src/contracts/get-order-summary.ts';
import type { Policyholder } from '../functions/src/contracts/policyholder.ts';
import { sitePaths } from '../functions/src/contracts/site-paths.ts';
import type { StartPaymentResponse } from '../functions/src/contracts/start-payment.ts';
import { insurerPaths, mockRequestsPath, type InsurerVehicleInfo } from '../functions/src/insurer/insurer-api.ts';
import { collections } from '../functions/src/store/collection-names.ts';
import type { OrderDocument } from '../functions/src/store/orders.ts';
import type { PolicyDocument } from '../functions/src/store/policies.ts';
import type { PolicyEndingRecord } from '../functions/src/store/policy-endings.ts';
import type { GetPolicyResponse } from '../functions/src/contracts/get-policy.ts';
import { policyLinkParam } from '../functions/src/contracts/site-paths.ts';
import { firestore } from '../functions/test/admin.ts';
import { call, peerHeader, randomIp, web, type CallOutcome } from '../functions/test/callable.ts';
import { functionsOrigin, gatewayOrigin, insurerOrigin, sendgridOrigin } from '../functions/test/emulator-env.ts';
import { mailTo, type ReceivedMail } from '../functions/test/mailbox.ts';
import {
  apiUrl,
  failGatewayApi,
  failInsurer,
  gatewayTransactions,
  payOnGateway,
  policyholder,
  quoteFormOf,
  testCards,
  tryPayment,
  type GatewayTransaction,
} from '../functions/test/payment-kit.ts';
import { startStack, StackError, stopOnSignals, type Stack } from './emulator-stack.ts';
import { logDir, stackEnv, stackUrls } from './stack-config.ts';
import { ownedCars } from './fixture-cars.ts';

/** Stack start, the faults and the recovery together; the run stops itself here whatever happens. */
const runCapMs = 12 * 60_000;
/** How long the product gets to recover once the faults stop. */
const recoveryMs = 3 * 60_000;
/** How long a call is tried again while nothing answers (the functions emulator down or starting). */
const outageMs = 90_000;
/** How long a phase waits for its fault to be met, or for an order to be fulfilled before it is notified again. */
const phaseWaitMs = 90_000;
/** Under the functions' insurer timeout (1.5 s locally): an issue held but not cut by the kill still succeeds. */
const issueHoldMs = 800;
/** After the dropped notification's buyer is back: about when the scheduler asks the status API (10 s after, 20 s beat). */
const nearSettleMs = 12_000;
/** Refunds the gateway answers 503 while the endings run: the schedule (every 20 s here) sends them again. */
const refundFaults = 3;
/** The withdrawal sent ten times at once. */
const sameRequests = 10;

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
const say = (line: string) => console.info(`[${seconds().padStart(6)} s] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isLoopback = (url: string) => /^127(\.\d{1,3}){3}$/.test(new URL(url).hostname);
// Faults aimed at a deployed project, or at the insurer and gateway behind one, would be an attack on them.
const remote = Object.entries({ functionsOrigin, gatewayOrigin, insurerOrigin, sendgridOrigin, ...stackUrls }).filter(
  ([, url]) => !isLoopback(url),
);
if (remote.length > 0) {
  console.error(`The chaos run stays on 127.0.0.1; refusing ${remote.map(([who, url]) => `${who} ${url}`).join(', ')}`);
  process.exit(2);
}
// The Admin SDK reads these when first used.
Object.assign(process.env, stackEnv);

type Scenario =
  'crash' | 'insurer-500' | 'sendgrid-503' | 'sendgrid-timeout' | 'dropped' | 'duplicated' | 'late' | 'replayed';

/** The flows of each scenario, with the card each pays with: 20 in all. */
const plan: { scenario: Scenario; card: string; count: number }[] = [
  { scenario: 'crash', card: testCards.approved, count: 5 },
  { scenario: 'dropped', card: testCards.neverNotified, count: 2 },
  { scenario: 'duplicated', card: testCards.notifiedTwice, count: 2 },
  { scenario: 'late', card: testCards.notifiedLate, count: 2 },
  { scenario: 'replayed', card: testCards.approved, count: 1 },
  { scenario: 'sendgrid-503', card: testCards.approved, count: 2 },
  { scenario: 'sendgrid-timeout', card: testCards.approved, count: 2 },
  { scenario: 'insurer-500', card: testCards.approved, count: 4 },
];
const insurerFaults = 3;

const runId = `chaos${Date.now().toString(36)}`;
const emailPrefix = `chaos.${runId}.`;

interface Flow {
  index: number;
  scenario: Scenario;
  card: string;
  ip: string;
  email: string;
  licensePlate: string;
  holder: Policyholder;
  start: StartPaymentResponse | null;
  paid: boolean;
  /** The step that failed and why; the flow stopped there. */
  error: string | null;
  /** What the run saw happen to it on the way (the crash, a notification sent again…). */
  notes: string[];
  /** Calls made again because nothing answered (the crash). */
  calledAgain: number;
  /** Set for the flows that withdraw from their policy afterwards (phase 5), and how. */
  ending: 'ten-at-once' | 'refund-503' | 'crash' | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

function newFlows(): Flow[] {
  const scenarios = plan.flatMap(({ scenario, card, count }) =>
    Array.from({ length: count }, () => ({ scenario, card })),
  );
  if (ownedCars.length < scenarios.length) throw new Error(`The fixtures have ${ownedCars.length} owned cars only`);
  return scenarios.map(({ scenario, card }, index) => {
    const car = ownedCars[index] as InsurerVehicleInfo;
    const email = `${emailPrefix}${index}@primjer.hr`;
    const [firstName = 'Ivana', ...lastNames] = car.ownerName?.split(' ') ?? [];
    return {
      index,
      scenario,
      card,
      ip: randomIp(),
      email,
      licensePlate: car.licensePlate ?? '',
      holder: {
        ...policyholder(email),
        firstName,
        lastName: lastNames.join(' ') || 'Horvat',
        personalIdentificationNumber: car.ownerPersonalIdentificationNumber ?? '',
        dateOfBirth: `${pad(1 + (index % 28))}/${pad(1 + (index % 12))}/${1955 + (index % 45)}`,
      },
      start: null,
      paid: false,
      error: null,
      notes: [],
      calledAgain: 0,
      ending: null,
    };
  });
}

/** A refusal: an answer that calling again would not change. Anything else thrown means nothing answered. */
class Refused extends Error {}

/**
 * Runs `attempt` again while nothing answers, for at most `outageMs`, as a driver reloads a page that did not come
 * back; a refusal is final.
 */
async function throughOutage<T>(flow: Flow, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + outageMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof Refused || Date.now() > deadline) throw error;
      flow.calledAgain += 1;
      await sleep(1000);
    }
  }
}

/**
 * A callable's result, or a refusal. INTERNAL counts as no answer, as a driver presses again on "something went
 * wrong", but is noted: it is what a driver sees of a crash.
 */
function resultOf<T>(flow: Flow, name: string, outcome: CallOutcome<T>): T {
  if (!outcome.ok) {
    const answer = `${name} answered ${outcome.error.status} ${outcome.error.details?.errorKey ?? ''}`.trim();
    if (outcome.error.status !== 'INTERNAL') throw new Refused(answer);
    flow.notes.push(answer);
    throw new Error(answer);
  }
  // The emulator answers a worker that died with neither a result nor an error.
  if (outcome.result === undefined) throw new Error(`HTTP ${outcome.httpStatus} without a result`);
  return outcome.result;
}

const callable = <T>(flow: Flow, name: string, data: object) =>
  throughOutage(flow, async () => resultOf(flow, name, await call<T>(name, { ...web, ...data }, { ip: flow.ip })));

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.message.split('\n')[0]?.slice(0, 90)}` : String(error);

/** Runs a flow's step; a failure is noted on the flow, which stops. */
async function step(flow: Flow, name: string, run: () => Promise<void>): Promise<void> {
  if (flow.error) return;
  try {
    await run();
  } catch (error) {
    flow.error = `${name}: ${reasonOf(error)}`;
    say(`flow ${flow.index} (${flow.scenario}) stopped at ${flow.error}`);
  }
}

/** The driver's quote up to the gateway's form, in the SPA's order of calls. */
const quote = (flow: Flow) =>
  step(flow, 'quote', async () => {
    const vehicle = { licensePlate: flow.licensePlate, vin: null };
    await callable(flow, callNames.getGroupamaVehicleInfo, vehicle);
    const pricing = await callable<PricingResponse>(flow, callNames.getGroupamaPricingForOptions, {
      ...vehicle,
      ...quoteFormOf(flow.holder),
    });
    const coverCodes = ['MTPL', 'MTPL_ACC'];
    const summary = await callable<OrderSummary>(flow, callNames.getOrderSummary, {
      quoteId: pricing.quoteId,
      coverCodes,
      discountCode: null,
    });
    // A start whose answer the crash took may have opened an order all the same; the read-back counts every order.
    flow.start = await throughOutage(flow, async () =>
      resultOf(
        flow,
        callNames.startPayment,
        await tryPayment(pricing, { holder: flow.holder, coverCodes, expectedTotal: summary.total, ip: flow.ip }),
      ),
    );
  });

/**
 * The buyer's browser at our return URL: sent on to the success page. A 5xx is the front end with nobody behind it, a
 * 404 the emulator starting up before it has loaded the function.
 */
async function comeBack(flow: Flow, returnUrl: string): Promise<void> {
  const url = new URL(returnUrl);
  await throughOutage(flow, async () => {
    const response = await fetch(apiUrl(`${url.pathname}${url.search}`), {
      redirect: 'manual',
      headers: { [peerHeader]: flow.ip },
    });
    await response.body?.cancel();
    const location = response.headers.get('location') ?? '';
    if (response.status >= 500 || response.status === 404) throw new Error(`HTTP ${response.status}`);
    if (response.status !== 303 || !location.startsWith(sitePaths.paymentSuccess))
      throw new Refused(`HTTP ${response.status} to ${location.split('?')[0] || 'nowhere'}`);
  });
}

const payAndReturn = (flow: Flow) =>
  step(flow, 'pay', async () => {
    if (!flow.start) return;
    const returnUrl = await payOnGateway(flow.start, flow.card);
    flow.paid = true;
    await comeBack(flow, returnUrl);
  });

const orderOf = async (flow: Flow) =>
  flow.start
    ? ((await firestore().collection(collections.orders).doc(flow.start.orderNumber).get()).data() as
        OrderDocument | undefined)
    : undefined;
const isFulfilled = (order: OrderDocument | undefined) =>
  order?.state === 'paid' && order.policyState === 'issued' && order.emailState === 'sent';
const eventsOf = (order: OrderDocument | undefined, event: OrderDocument['history'][number]['event']) =>
  order?.history.filter((entry) => entry.event === event).length ?? 0;

/** Polls until `done` holds or `withinMs` passes; answers whether it held. */
async function until(done: () => Promise<boolean>, withinMs: number, everyMs = 500): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

const ordersOf = (flows: Flow[]) => Promise.all(flows.map(orderOf));

const policyIssuesReceived = async () => {
  const response = await fetch(`${insurerOrigin}${mockRequestsPath}`);
  return ((await response.json()) as Record<string, number>)[insurerPaths.policies] ?? 0;
};

async function armSendgrid(status: 503 | 'timeout', count: number): Promise<void> {
  const response = await fetch(`${sendgridOrigin}/_mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, count }),
  });
  if (!response.ok) throw new Error(`The mock SendGrid refused the fault: HTTP ${response.status}`);
}

/** Has the mock gateway deliver the order's notification (again), now or after `delayMs`. */
async function notifyAgain(orderNumber: string, delayMs = 0): Promise<void> {
  const response = await fetch(`${gatewayOrigin}/_mock/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_number: orderNumber, delay_ms: delayMs }),
  });
  if (response.status !== 202) throw new Error(`The mock gateway refused to notify: HTTP ${response.status}`);
}

/** Deliveries of each order's notifications that our endpoint answered 2xx, from the mock gateway's log. */
function notificationsDelivered(): Map<string, number> {
  const delivered = new Map<string, number>();
  const log = readFileSync(join(logDir, 'mock-gateway.log'), 'utf8');
  for (const [, orderNumber = ''] of log.matchAll(/^Notification \S+ \((\S+), \w+\) to \S+: delivered$/gm))
    delivered.set(orderNumber, (delivered.get(orderNumber) ?? 0) + 1);
  return delivered;
}

/** What each fault did, for the summary: a fault that did not hit fails the run. */
const hits: { fault: string; hit: boolean; detail: string }[] = [];

/**
 * Kills the functions while a policy issue is held by the insurer, restarts them and lets the flows (these and the
 * `alongside` ones) go on; the fault hit when some order was paid with no policy yet at the kill.
 */
async function crash(stack: Stack, flows: Flow[], alongside: Promise<unknown>): Promise<void> {
  await failInsurer(insurerPaths.policies, flows.length, `latency=${issueHoldMs}`);
  const before = await policyIssuesReceived();
  const paying = Promise.all(flows.map(payAndReturn));
  // Often enough to catch an issue the insurer holds for issueHoldMs.
  const issuing = await until(async () => (await policyIssuesReceived()) > before, phaseWaitMs, 25);
  const killedAt = performance.now();
  const restarted = stack.crashAndRestartFirebase();
  // Read as the kill left them: the restart takes seconds, in which a notification retry could finish an order.
  const atKill = await ordersOf(flows);
  await restarted;
  say(
    `crash: killed the Firebase emulators ${issuing ? 'with a policy issue in flight' : 'though no issue had started'}` +
      `; back in ${((performance.now() - killedAt) / 1000).toFixed(1)} s`,
  );
  await failInsurer(insurerPaths.policies, 0, '500');
  const caught: string[] = [];
  for (const [index, order] of atKill.entries()) {
    const flow = flows[index] as Flow;
    const at = !order
      ? 'no order'
      : order.state !== 'paid'
        ? `${order.state} at the kill`
        : order.policyState === 'issued'
          ? 'issued before the kill'
          : 'paid, not issued at the kill';
    flow.notes.push(at);
    if (order?.state === 'paid' && order.policyState !== 'issued') caught.push(order.orderNumber);
  }
  hits.push({
    fault: 'functions killed mid-fulfilment, restarted',
    hit: caught.length > 0,
    detail: `${caught.length} order(s) paid with no policy yet at the kill: ${caught.join(', ') || 'none'}`,
  });
  await Promise.all([paying, alongside]);
}

async function insurerDown(flows: Flow[]): Promise<void> {
  await failInsurer(insurerPaths.policies, insurerFaults, '500');
  await Promise.all(flows.map(payAndReturn));
  // Every earlier order has its policy, so the faults go to these flows' issues.
  await until(
    async () =>
      (await ordersOf(flows)).filter((order) => order?.policyState === 'issue-failed').length >= insurerFaults,
    phaseWaitMs,
  );
  await failInsurer(insurerPaths.policies, 0, '500');
}

/** Fails the flows' e-mails with the fault (one per flow), then waits until each order has tried to send its own. */
async function mailDown(flows: Flow[], status: 503 | 'timeout'): Promise<void> {
  await armSendgrid(status, flows.length);
  await Promise.all(flows.map(payAndReturn));
  await until(
    async () =>
      (await ordersOf(flows)).every((order) => order?.emailState === 'failed' || order?.emailState === 'sent'),
    phaseWaitMs,
  );
  await armSendgrid(503, 0);
}

/** The notification cards, then notifications the gateway sends again, at the moments that reorder them. */
async function notificationsAmiss(flows: Flow[]): Promise<void> {
  await Promise.all(flows.map(payAndReturn));
  const [nearSettle, afterFulfilment] = flows.filter((flow) => flow.scenario === 'dropped' && flow.start);
  if (nearSettle?.start) {
    await notifyAgain(nearSettle.start.orderNumber, nearSettleMs);
    nearSettle.notes.push(`notified ${nearSettleMs / 1000} s after the return`);
  }
  const again = [
    afterFulfilment,
    ...flows.filter((flow) => flow.scenario === 'duplicated' || flow.scenario === 'replayed'),
  ];
  const notifiedAgain = await Promise.all(
    again.map(async (flow) => {
      if (!flow?.start) return false;
      const { orderNumber } = flow.start;
      if (!(await until(async () => isFulfilled(await orderOf(flow)), phaseWaitMs))) return false;
      const before = notificationsDelivered().get(orderNumber) ?? 0;
      await notifyAgain(orderNumber);
      if (!(await until(async () => (notificationsDelivered().get(orderNumber) ?? 0) > before, 20_000))) return false;
      flow.notes.push('notified again after fulfilment');
      return true;
    }),
  );
  hits.push({
    fault: 'notification again after fulfilment',
    hit: notifiedAgain.every(Boolean),
    detail: `${notifiedAgain.filter(Boolean).length} of ${again.length} fulfilled orders notified again`,
  });
}

/** The guest's access token, as the policy's page gets it: the policy e-mail's link, then the date of birth. */
async function provenAccess(flow: Flow, orderNumber: string): Promise<string> {
  const mail = (await mailTo(flow.email)).find((each) => each.customArgs.orderNumber === orderNumber);
  const link = new URL(/https?:\/\/\S+\/policy\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://none');
  const answer = await callable<GetPolicyResponse>(flow, callNames.getPolicy, {
    orderNumber,
    accessToken: null,
    linkToken: link.searchParams.get(policyLinkParam),
    dateOfBirth: flow.holder.dateOfBirth,
  });
  if (answer.identityRequired || !answer.accessToken) throw new Refused('the date of birth gave no access');
  return answer.accessToken;
}

const withdraw = (flow: Flow, orderNumber: string, accessToken: string) =>
  callable(flow, callNames.endPolicy, { orderNumber, accessToken, reason: 'withdrawal', acknowledged: true });

const endingOf = async (orderNumber: string) =>
  (await firestore().collection(collections.policyEndings).doc(orderNumber).get()).data() as
    PolicyEndingRecord | undefined;

/** An ending with nothing left to do: the cover ended, the refund paid (or none owed), the confirmation sent. */
const isSettled = (ending: PolicyEndingRecord | undefined) =>
  ending?.state === 'ended' &&
  ending.emailedAt !== null &&
  (ending.refund?.state === 'paid' || ending.refund?.state === 'none');

/**
 * Four fulfilled guests withdraw from their policies: ten identical requests at once from one; two while the gateway
 * answers 503 to the next refunds; and one while the emulators are killed with its cancellation held at the insurer.
 */
async function endingsUnderFaults(stack: Stack, flows: Flow[]): Promise<void> {
  const [many, firstRefused, secondRefused, crashed] = flows;
  if (!many?.start || !firstRefused?.start || !secondRefused?.start || !crashed?.start)
    throw new Error('Four fulfilled flows are needed for the endings');
  many.ending = 'ten-at-once';
  firstRefused.ending = 'refund-503';
  secondRefused.ending = 'refund-503';
  crashed.ending = 'crash';
  const access = await Promise.all(flows.map((flow) => provenAccess(flow, flow.start?.orderNumber ?? '')));

  await failGatewayApi('refund', refundFaults);
  await Promise.all([
    ...Array.from({ length: sameRequests }, () => withdraw(many, many.start?.orderNumber ?? '', access[0] ?? '')),
    withdraw(firstRefused, firstRefused.start.orderNumber, access[1] ?? ''),
    withdraw(secondRefused, secondRefused.start.orderNumber, access[2] ?? ''),
  ]);
  const refused = (
    await Promise.all([many, firstRefused, secondRefused].map((flow) => endingOf(flow.start?.orderNumber ?? '')))
  ).filter((ending) => ending?.refund?.state === 'pending' && ending.refund.attempts > 0).length;
  hits.push({
    fault: `gateway 503 to refunds ×${refundFaults}`,
    hit: refused >= 2,
    detail: `${refused} ending(s) left with a card refund owed after a refused try`,
  });

  // The cancellation is held at the insurer long enough for the kill to land while it is asked.
  await failInsurer(insurerPaths.policyCancellations, 1, `latency=${issueHoldMs * 4}`);
  const withdrawing = step(crashed, 'withdraw', async () => {
    await withdraw(crashed, crashed.start?.orderNumber ?? '', access[3] ?? '');
  });
  const asked = await until(
    async () => (await endingOf(crashed.start?.orderNumber ?? '')) !== undefined,
    phaseWaitMs,
    25,
  );
  const atKill = await endingOf(crashed.start.orderNumber);
  await stack.crashAndRestartFirebase();
  hits.push({
    fault: 'functions killed mid-ending, restarted',
    hit: asked && atKill?.state === 'requested',
    detail: `the ending was ${atKill?.state ?? 'not there'} at the kill`,
  });
  await withdrawing;
}

/** The withdrawals' records against the gateway and the inbox: one ending, one refund, one confirmation each. */
async function endingProblems(flow: Flow, transactions: GatewayTransaction[]): Promise<string[]> {
  const orderNumber = flow.start?.orderNumber ?? '';
  const [ending, endings, mails] = await Promise.all([
    endingOf(orderNumber),
    firestore().collection(collections.policyEndings).where('orderNumber', '==', orderNumber).get(),
    mailTo(flow.email),
  ]);
  const problems: string[] = [];
  const charge = transactions.find((each) => each.order_number === orderNumber && each.status === 'approved');
  const confirmations = mails.filter((mail) => mail.customArgs.policyEnding === orderNumber).length;
  if (endings.size !== 1) problems.push(`${endings.size} endings`);
  if (!isSettled(ending))
    problems.push(
      `ending still ${ending?.state ?? 'missing'}, refund ${ending?.refund?.state ?? '—'}, e-mailed ${ending?.emailedAt ? 'yes' : 'no'}`,
    );
  if (ending?.refund?.state === 'paid' && !charge?.refunded)
    problems.push('refund said paid, the gateway did not refund');
  if (charge?.refunded && ending?.refund?.state !== 'paid') problems.push('refunded at the gateway, not on the ending');
  if (confirmations !== 1) problems.push(`${confirmations} confirmation e-mails`);
  flow.notes.push(`withdrawn (${flow.ending}): refund tries ×${ending?.refund?.attempts ?? 0}`);
  return problems;
}

interface Row {
  flow: Flow;
  order: string;
  charge: string;
  policies: number;
  emails: number;
  refund: string;
  seen: string;
  problems: string[];
}

/** Reads everything back and holds it to the invariants: a row per flow, with what is wrong with it. */
async function readBack(flows: Flow[]): Promise<{ rows: Row[]; strays: string[] }> {
  const byEmail = (collection: string, field: string) =>
    firestore().collection(collection).where(field, '>=', emailPrefix).where(field, '<', `${emailPrefix}\uf8ff`).get();
  const [orderDocs, policyDocs, transactions, mails] = await Promise.all([
    byEmail(collections.orders, 'policyholder.contactEmail'),
    byEmail(collections.policies, 'email'),
    gatewayTransactions({}),
    Promise.all(flows.map((flow) => mailTo(flow.email))),
  ]);
  const orders = orderDocs.docs.map((doc) => doc.data() as OrderDocument);
  const policies = policyDocs.docs.map((doc) => doc.data() as PolicyDocument);
  const charges = transactions.filter(
    (charge) => charge.status === 'approved' && charge.cardholder_email.startsWith(emailPrefix),
  );
  const delivered = notificationsDelivered();
  const strays: string[] = [];
  const flowEmails = new Set(flows.map((flow) => flow.email));
  for (const policy of policies)
    if (!flowEmails.has(policy.email)) strays.push(`policy ${policy.policyNumber} of no flow (${policy.email})`);

  const endingChecks = await Promise.all(
    flows.map((flow) => (flow.ending ? endingProblems(flow, transactions) : Promise.resolve([]))),
  );
  const rows = flows.map((flow, index): Row => {
    const mine = orders.filter((order) => order.policyholder.contactEmail === flow.email);
    const myCharges = charges.filter((charge) => charge.cardholder_email === flow.email);
    const myPolicies = policies.filter((policy) => policy.email === flow.email);
    const policyMails = (mails[index] ?? []).filter((mail: ReceivedMail) => mail.categories.includes('policy'));
    const problems: string[] = [];
    const chargeOf = (orderNumber: string): GatewayTransaction | undefined =>
      myCharges.find((charge) => charge.order_number === orderNumber);

    if (flow.error) problems.push(`did not finish: ${flow.error}`);
    if (!flow.paid && !flow.error) problems.push('never paid');
    for (const charge of myCharges) {
      const hasPolicy = myPolicies.some((policy) => policy.orderNumber === charge.order_number);
      if (!hasPolicy && !charge.refunded) problems.push(`charge of ${charge.order_number} without a policy or refund`);
    }
    for (const policy of myPolicies) {
      const charge = chargeOf(policy.orderNumber);
      if (!charge) problems.push(`policy ${policy.policyNumber} without a charge`);
      // A policy withdrawn from gets its premium back by its ending, which phase 5 checks.
      else if (charge.refunded && !policy.ended) problems.push(`policy ${policy.policyNumber} of a refunded charge`);
    }
    for (const order of mine.filter((candidate) => candidate.state === 'paid')) {
      const itsPolicies = myPolicies.filter((policy) => policy.orderNumber === order.orderNumber).length;
      const itsMails = policyMails.filter((mail) => mail.customArgs.orderNumber === order.orderNumber).length;
      if (order.refundState !== null) {
        problems.push(`duplicate payment ${order.orderNumber} not refunded (${order.refundState})`);
        continue;
      }
      if (itsPolicies !== 1) problems.push(`paid order ${order.orderNumber} has ${itsPolicies} policies`);
      if (itsMails !== 1) problems.push(`paid order ${order.orderNumber} has ${itsMails} policy e-mails`);
      if (!isFulfilled(order))
        problems.push(`order ${order.orderNumber} still ${order.policyState}/${order.emailState}: ${order.lastError}`);
    }
    for (const mail of policyMails)
      if (!myPolicies.some((policy) => policy.orderNumber === mail.customArgs.orderNumber))
        problems.push(`policy e-mail for ${mail.customArgs.orderNumber}, which has no policy`);
    if (myCharges.filter((charge) => !charge.refunded).length > 1) problems.push('charged more than once');
    problems.push(...(endingChecks[index] ?? []));

    const main = mine.find((order) => order.orderNumber === flow.start?.orderNumber);
    const charge = main ? chargeOf(main.orderNumber) : undefined;
    const seen = [
      ...new Set(flow.notes),
      eventsOf(main, 'policy-issue-failed') ? `issue failed ×${eventsOf(main, 'policy-issue-failed')}` : '',
      eventsOf(main, 'email-failed') ? `e-mail failed ×${eventsOf(main, 'email-failed')}` : '',
      main?.payment ? `paid by ${main.payment.source}` : '',
      main ? `notified ×${delivered.get(main.orderNumber) ?? 0}` : '',
      mine.length > 1 ? `${mine.length} orders opened` : '',
      flow.calledAgain > 0 ? `called again ×${flow.calledAgain}` : '',
    ].filter(Boolean);
    return {
      flow,
      order: main?.orderNumber ?? flow.start?.orderNumber ?? '—',
      charge: charge ? `${charge.amount} €` : myCharges.length > 0 ? `${myCharges.length} other` : 'none',
      policies: myPolicies.length,
      emails: policyMails.length,
      refund: myCharges.some((candidate) => candidate.refunded) ? 'yes' : 'no',
      seen: seen.join('; '),
      problems,
    };
  });
  return { rows, strays };
}

/** Whether the faults after the crash hit their flows, as the orders and the gateway's log show it. */
function laterHits(rows: Row[]): void {
  const of = (scenario: Scenario) => rows.filter((row) => row.flow.scenario === scenario);
  const seen = (scenario: Scenario, pattern: RegExp) => of(scenario).filter((row) => pattern.test(row.seen)).length;
  const share = (scenario: Scenario, pattern: RegExp) => `${seen(scenario, pattern)} of ${of(scenario).length}`;
  hits.push(
    {
      fault: 'notification dropped',
      hit: seen('dropped', /paid by status-api/) > 0,
      detail: `${share('dropped', /paid by status-api/)} paid through the status API`,
    },
    {
      fault: 'notification duplicated',
      hit: seen('duplicated', /notified ×([2-9]|\d\d)/) === of('duplicated').length,
      detail: `${share('duplicated', /notified ×([2-9]|\d\d)/)} delivered more than once`,
    },
    {
      fault: 'notification after the return',
      hit: seen('late', /paid by notification/) === of('late').length,
      detail: `${share('late', /paid by notification/)} paid by the notification that came after the return`,
    },
    {
      fault: 'SendGrid 503',
      hit: seen('sendgrid-503', /e-mail failed/) === of('sendgrid-503').length,
      detail: `${share('sendgrid-503', /e-mail failed/)} orders' e-mails refused, then sent`,
    },
    {
      fault: 'SendGrid timeout',
      hit: seen('sendgrid-timeout', /e-mail failed/) === of('sendgrid-timeout').length,
      detail: `${share('sendgrid-timeout', /e-mail failed/)} orders' e-mails unanswered, then sent`,
    },
    {
      fault: `insurer 500 to policy issue ×${insurerFaults}`,
      hit: seen('insurer-500', /issue failed/) >= insurerFaults,
      detail: `${share('insurer-500', /issue failed/)} orders failed an issue, then issued`,
    },
  );
}

function printTable(rows: Row[]): void {
  const columns = ['#', 'scenario', 'order', 'charge', 'policies', 'e-mails', 'refund', 'verdict'];
  const widths = [3, 17, 14, 10, 9, 8, 7, 7];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' ');
  console.info(`\n${line(columns)}  what happened`);
  for (const row of rows) {
    const verdict = row.problems.length === 0 ? 'ok' : 'FAIL';
    console.info(
      `${line([String(row.flow.index), row.flow.scenario, row.order, row.charge, String(row.policies), String(row.emails), row.refund, verdict])}  ${row.seen}`,
    );
    for (const problem of row.problems) console.info(`${''.padEnd(4)}✗ ${problem}`);
  }
}

/** Every paid order so far has its policy e-mailed (or its duplicate payment refunded). */
const allSettled = (flows: Flow[]) => async () =>
  (await ordersOf(flows.filter((flow) => flow.paid))).every(
    (order) => isFulfilled(order) || order?.refundState === 'refunded',
  );

async function run(stack: Stack): Promise<boolean> {
  const flows = newFlows();
  const of = (...scenarios: Scenario[]) => flows.filter((flow) => scenarios.includes(flow.scenario));
  say(`${flows.length} guest purchases (run ${runId}), each from its own address`);

  await Promise.all(of('crash').map(quote));
  say('crash: quoted; paying, and the notification flows start quoting meanwhile');
  await crash(stack, of('crash'), Promise.all(of('dropped', 'duplicated', 'late', 'replayed').map(quote)));

  say('notifications: dropped, duplicated, late; then sent again near the settle and after fulfilment');
  const laterQuotes = Promise.all(of('sendgrid-503', 'sendgrid-timeout', 'insurer-500').map(quote));
  await notificationsAmiss(of('dropped', 'duplicated', 'late', 'replayed'));
  await laterQuotes;

  // The mocks' faults go to the next calls whoever makes them: nothing else may be owed a policy or an e-mail then.
  say("waiting for every paid order to be fulfilled (the crash's are the scheduler's after 2 minutes)");
  await until(allSettled(flows), recoveryMs);
  say('sendgrid-503: the next 2 sends answer 503; paying');
  await mailDown(of('sendgrid-503'), 503);
  say('sendgrid-timeout: the next 2 sends get no answer; paying');
  await mailDown(of('sendgrid-timeout'), 'timeout');
  say(`insurer-500: the next ${insurerFaults} policy issues answer 500; paying`);
  await insurerDown(of('insurer-500'));

  say(`faults stopped; the product recovers on its own for at most ${recoveryMs / 60_000} minutes`);
  const recovered = await until(allSettled(flows), recoveryMs);
  say(recovered ? 'every paid order is fulfilled' : 'recovery time is up with paid orders still unfulfilled');

  say(
    `endings: 4 guests withdraw; ${sameRequests} requests at once, refunds refused ×${refundFaults}, a kill mid-ending`,
  );
  const enders = (await Promise.all(of('crash').map(async (flow) => (isFulfilled(await orderOf(flow)) ? flow : null))))
    .filter((flow): flow is Flow => flow !== null)
    .slice(0, 4);
  await endingsUnderFaults(stack, enders);
  const ended = await until(
    async () => (await Promise.all(enders.map((flow) => endingOf(flow.start?.orderNumber ?? '')))).every(isSettled),
    recoveryMs,
  );
  say(ended ? 'every withdrawal is settled: refunded and confirmed' : 'recovery time is up with withdrawals unsettled');
  // A late duplicate (an e-mail sent twice, a second policy) would show a little after the orders look done.
  await sleep(5000);

  const { rows, strays } = await readBack(flows);
  laterHits(rows);
  printTable(rows);
  for (const stray of strays) console.error(`✗ ${stray}`);

  console.info('\nfault                                        hit   evidence');
  for (const { fault, hit, detail } of hits)
    console.info(`${fault.padEnd(44)} ${(hit ? 'yes' : 'NO').padEnd(5)} ${detail}`);

  const failed = rows.filter((row) => row.problems.length > 0);
  const missed = hits.filter((hit) => !hit.hit);
  const charged = rows.filter((row) => row.charge.endsWith('€')).length;
  const ok = failed.length === 0 && missed.length === 0 && strays.length === 0;
  console.info(
    `\n${flows.length} flows, ${charged} charged, ${rows.reduce((sum, row) => sum + row.policies, 0)} policies, ` +
      `${rows.reduce((sum, row) => sum + row.emails, 0)} policy e-mails; ${failed.length} flows failing an invariant, ` +
      `${missed.length} faults that missed, ${strays.length} stray records — ${ok ? 'nothing lost' : 'FAILED'}`,
  );
  return ok;
}

let stack: Stack | undefined;
const cap = setTimeout(() => {
  console.error(`\nStopped by the ${runCapMs / 60_000}-minute cap after ${seconds()} s.`);
  void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
}, runCapMs);
let ok = false;
try {
  say('starting the stack (Firestore, Functions, the mocks, the scheduler)');
  stack = await startStack({ only: ['firestore', 'functions'], seed: true });
  stopOnSignals(stack, () => console.error(`\nInterrupted after ${seconds()} s: stopping the stack.`));
  ok = await run(stack);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
} finally {
  clearTimeout(cap);
  await stack?.stop();
}
console.info(`chaos run took ${seconds()} s`);
// The Admin SDK's channel would keep the process alive.
process.exit(ok ? 0 : 1);
