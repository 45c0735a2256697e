/**
 * `npm run bench:purchase`: how long a paid order takes to become a policy in the driver's inbox. For each order it
 * times the gateway's notification, from the moment it is sent until our endpoint answers, by which time the order is
 * paid, the insurer has issued the policy, it is stored, rendered as a PDF and accepted by (the mock) SendGrid. Beside
 * it, the mock insurer's own policy issue time, so what is ours can be read off. Prints p50/p95 of both and of the
 * difference. Starts its own stack unless one is running (`--running`); needs `npm run build` first.
 * Usage: tsx scripts/bench-purchase.ts [--orders 30] [--running]
 */
import { parseArgs } from 'node:util';
import { apiPaths, callNames, type CallName } from '../functions/src/contracts/call-names.ts';
import { callOk, web } from '../functions/test/callable.ts';
import { functionsRegion } from '../functions/src/contracts/platform.ts';
import { insurerPaths } from '../functions/src/insurer/insurer-api.ts';
import { signFields } from '../functions/src/payments/gateway-signature.ts';
import { forgetPoliciesOf } from '../functions/test/renewal-kit.ts';
import { startStack, StackError, type Stack } from './emulator-stack.ts';
import { percentile } from './percentile.ts';
import { gatewayStore, projectId, stackEnv, stackUrls } from './stack-config.ts';

// The Admin SDK that forgets the policies finds the emulators by these.
for (const [name, value] of Object.entries(stackEnv)) process.env[name] ??= value;

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '30' }, running: { type: 'boolean', default: false } },
});
const orders = Number(values.orders);
const warmUp = 5;

/** Through the functions tests' kit: the SPA's protocol, its App Check token, the caller's own address. */
const callable = <T>(name: CallName, data: object, ip: string) => callOk<T>(name, { ...web, ...data }, { ip });

const driver = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  address: 'Ulica kralja Zvonimira',
  houseNumber: '12',
  postalCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  personalIdentificationNumber: '27182818283',
  // The kits' guest Ivana (functions/test/payment-kit.ts), not the seeded demo account whose policy covers the car.
  dateOfBirth: '14/05/1981',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
};

/**
 * An order of Ivana's for ZG5678CD, opened as the SPA opens it; answers its number and amount. The previous order's
 * policy would refuse it (the same person paying twice for the same days), so her policies are forgotten first.
 */
async function openOrder(index: number, ip: string) {
  await forgetPoliciesOf(driver);
  const contactEmail = `bench.${Date.now()}.${index}@primjer.hr`;
  const pricing = await callable<{ quoteId: string }>(
    callNames.getGroupamaPricingForOptions,
    {
      licensePlate: 'ZG5678CD',
      dateOfBirth: driver.dateOfBirth,
      personalIdentificationNumber: driver.personalIdentificationNumber,
      contactEmail,
      phoneNumberPrefix: driver.phoneNumberPrefix,
      phoneNumber: driver.phoneNumber,
      policyAccepted: true,
    },
    ip,
  );
  const coverCodes = ['MTPL', 'MTPL_ACC', 'MTPL_ASS'];
  const summary = await callable<{ total: number }>(
    callNames.getOrderSummary,
    { quoteId: pricing.quoteId, coverCodes, discountCode: null },
    ip,
  );
  const started = await callable<{ orderNumber: string; amount: number }>(
    callNames.startPayment,
    {
      quoteId: pricing.quoteId,
      coverCodes,
      discountCode: null,
      expectedTotal: summary.total,
      wipId: null,
      policyholder: { ...driver, contactEmail },
      consents: { preContractInformation: true, generalTerms: true },
      locale: 'hr',
    },
    ip,
  );
  return started;
}

/** The gateway's approved notification for an order, signed with the store's demo secret. */
function notification(orderNumber: string, amount: number): Record<string, string> {
  const fields = {
    store_id: gatewayStore.id,
    order_number: orderNumber,
    transaction_id: `BENCH-${orderNumber}`,
    status: 'approved',
    amount: amount.toFixed(2),
    currency: 'EUR',
    approval_code: '424242',
    response_code: '00',
    response_message: 'Approved',
    masked_pan: '411111******1111',
    transaction_time: new Date().toISOString(),
    installments: '1',
  };
  return { ...fields, signature: signFields(fields, gatewayStore.secret) };
}

/** The mock insurer issuing one policy, asked directly: the part of fulfilment that is the insurer's. */
async function insurerIssue(index: number): Promise<number> {
  const post = (path: string, body: object) =>
    fetch(`${stackUrls.insurer}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pricing = (await (
    await post(insurerPaths.pricing, {
      licensePlate: 'ZG5678CD',
      driver: { dateOfBirth: '1981-05-14', personalIdentificationNumber: '27182818283' },
      policyStartDate: new Date().toISOString().slice(0, 10),
    })
  ).json()) as { calculationId: string };
  const startedAt = performance.now();
  const response = await post(insurerPaths.policies, {
    calculationId: pricing.calculationId,
    coverCodes: ['MTPL'],
    policyStartsAt: '2026-12-01T00:00:00+01:00',
    policyEndsAt: '2027-12-01T00:00:00+01:00',
    paidAmount: 50,
    paymentReference: `BENCH-INSURER-${Date.now()}-${index}`,
    policyholder: {
      ...driver,
      dateOfBirth: '1981-05-14',
      email: 'bench@primjer.hr',
      phone: '+385912345678',
    },
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`The mock insurer answered ${response.status}`);
  return performance.now() - startedAt;
}

/** The order as stored: a timing only counts when the policy really was issued and e-mailed within it. */
async function assertFulfilled(orderNumber: string) {
  const response = await fetch(
    `${stackUrls.firestore}/v1/projects/${projectId}/databases/(default)/documents/orders/${orderNumber}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const { fields } = (await response.json()) as { fields: Record<string, { stringValue?: string }> };
  const policyState = fields.policyState?.stringValue;
  const emailState = fields.emailState?.stringValue;
  if (policyState !== 'issued' || emailState !== 'sent')
    throw new Error(`${orderNumber} was answered before it was fulfilled: policy ${policyState}, e-mail ${emailState}`);
}

const line = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `  ${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(sorted, 95)
    .toFixed(0)
    .padStart(5)} ms`;
};

let stack: Stack | undefined;
try {
  if (!values.running) stack = await startStack({ only: ['firestore', 'auth', 'functions'], seed: true });
  const fulfilment: number[] = [];
  const insurer: number[] = [];
  for (let i = 0; i < orders + warmUp; i += 1) {
    const ip = `2001:db8::b0b:${i.toString(16)}`;
    const started = await openOrder(i, ip);
    const body = new URLSearchParams(notification(started.orderNumber, started.amount)).toString();
    const startedAt = performance.now();
    const response = await fetch(
      `${stackUrls.functions}/${projectId}/${functionsRegion}/api${apiPaths.paymentNotify}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      },
    );
    await response.text();
    const took = performance.now() - startedAt;
    if (response.status !== 200) throw new Error(`The notification answered ${response.status}`);
    await assertFulfilled(started.orderNumber);
    const issueTime = await insurerIssue(i);
    // The first orders warm up the functions runtime (a cold worker, the fonts); they are not counted.
    if (i >= warmUp) {
      fulfilment.push(took);
      insurer.push(issueTime);
    }
  }
  const ours = fulfilment.map((total, index) => total - (insurer[index] ?? 0));
  console.info(`purchase fulfilment, ${fulfilment.length} orders through the functions emulator and the mocks:`);
  console.info(line('notification → policy stored, e-mail accepted', fulfilment));
  console.info(line("the mock insurer's own policy issue", insurer));
  console.info(line('ours (the difference, per order)', ours));
  const p95 = percentile(
    [...ours].sort((a, b) => a - b),
    95,
  );
  console.info(`  target: ours p95 ≤ 1000 ms — ${p95 <= 1000 ? 'met' : 'NOT met'}`);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
