import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Hub3Slip } from '../../contracts/payment-slip.js';
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import { hub3BarcodePng } from '../../payments/hub3-barcode.js';
import { hub3Payload } from '../../payments/hub3-payload.js';
import { sampleSlip } from '../../payments/sample-slip-harness.js';
import { bankSignatureHeader, type BankCreditEntry } from '../bank-api.js';
import { BankFailure, createBankClient, type BankClient, type InstantTransfer } from '../bank-client.js';
import { signBankRequest } from '../bank-signature.js';
import { parseCamt054 } from '../camt054.js';
import type { MockTransferRow } from './mock-bank.js';
import { createMockBankServer } from './mock-bank-server.js';

const accountIban = 'HR1723600001101234565';
const secret = 'test-bank-secret';
const retryDelaysMs = [50, 100, 150];

/** The slip the product would print for an order: payable to the collection account. */
const slip: Hub3Slip = { ...sampleSlip, iban: accountIban };
const payload = hub3Payload(slip);

interface Delivery {
  signature: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** Our server's notify endpoint: records every attempt, answers with the statuses it is told to, then 200. */
class Receiver {
  readonly received: Delivery[] = [];
  readonly failures: number[] = [];
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers[bankSignatureHeader];
      this.received.push({
        signature: typeof signature === 'string' ? signature : undefined,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(this.failures.shift() ?? 200).end();
    });
  });

  /** The attempts whose camt.054 carries this credit. */
  of(entryReference: string): Delivery[] {
    return this.received.filter((delivery) => {
      const reading = parseCamt054(delivery.body);
      return reading.ok && reading.credits.some((credit) => credit.entryReference === entryReference);
    });
  }

  async awaitCount(entryReference: string, count: number, withinMs = 3000): Promise<Delivery[]> {
    const deadline = Date.now() + withinMs;
    while (this.of(entryReference).length < count) {
      if (Date.now() > deadline)
        throw new Error(`${this.of(entryReference).length} of ${count} deliveries of ${entryReference}`);
      await sleep(10);
    }
    return this.of(entryReference);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let receiver: Receiver;
let bank: Server;
let baseUrl: string;
let client: BankClient;

beforeAll(async () => {
  receiver = new Receiver();
  const receiverUrl = await listen(receiver.server);
  bank = createMockBankServer({
    accountIban,
    secret,
    notifyUrl: `${receiverUrl}/api/bank/notify`,
    notificationRetryDelaysMs: retryDelaysMs,
    notificationTimeoutMs: 1000,
  });
  baseUrl = await listen(bank);
  client = createBankClient({ baseUrl, accountIban, secret, timeoutMs: 1000, backoffMs: 10 });
});

afterEach(async () => {
  await fetch(`${baseUrl}/v1/test/faults`, { method: 'DELETE' });
  receiver.failures.length = 0;
});

afterAll(async () => {
  await stop(bank);
  await stop(receiver.server);
});

async function testPay(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/v1/test/pay`, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function pay(body: Record<string, unknown> = { payload }): Promise<BankCreditEntry> {
  const answer = await testPay(body);
  expect(answer.status).toBe(201);
  return answer.body as unknown as BankCreditEntry;
}

const setFaults = async (faults: Record<string, unknown>) => {
  const res = await fetch(`${baseUrl}/v1/test/faults`, { method: 'POST', body: JSON.stringify(faults) });
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
};

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('a slip paid from the test API', () => {
  it('books the credit and delivers it as a signed camt.054 that our client reads back', async () => {
    const before = new Date();
    const credit = await pay();
    expect(credit).toMatchObject({
      amountCents: slip.amountCents,
      currency: 'EUR',
      debtor: { name: 'Ivana Horvat', iban: 'HR8024840081107654325' },
      creditorIban: accountIban,
      reference: `HR01 ${slip.reference}`,
      remittanceText: slip.description,
    });
    const [delivery] = await receiver.awaitCount(credit.entryReference, 1);
    expect(delivery?.contentType).toBe('application/xml; charset=utf-8');
    expect(client.readNotification(delivery?.body ?? '', delivery?.signature)).toEqual([credit]);
    expect(await client.listCredits(before)).toContainEqual(credit);
  });

  it('takes the amount and payer a test gives, so a driver can under- or overpay', async () => {
    const credit = await pay({
      payload,
      amountCents: 10_000,
      debtorName: 'Žarko Đukić',
      debtorIban: 'SI56263300012039086',
    });
    expect(credit).toMatchObject({ amountCents: 10_000, debtor: { name: 'Žarko Đukić', iban: 'SI56263300012039086' } });
  });

  it('retries the notification after a 500, with the very bytes it signed', async () => {
    receiver.failures.push(500);
    const credit = await pay();
    const [first, second] = await receiver.awaitCount(credit.entryReference, 2);
    expect(second?.body).toBe(first?.body);
    expect(client.readNotification(second?.body ?? '', second?.signature)).toEqual([credit]);
  });

  it('a notification that is tampered with or signed with another secret is not read', async () => {
    const credit = await pay();
    const [delivery] = await receiver.awaitCount(credit.entryReference, 1);
    const body = delivery?.body ?? '';
    expect(client.readNotification(body.replace('>193.56<', '>293.56<'), delivery?.signature)).toBeNull();
    expect(client.readNotification(body, undefined)).toBeNull();
    const other = createBankClient({ baseUrl, accountIban, secret: 'other', timeoutMs: 1000 });
    expect(other.readNotification(body, delivery?.signature)).toBeNull();
  });

  it('refuses a slip to another account, and books and notifies nothing', async () => {
    const before = new Date();
    const answer = await testPay({ payload: hub3Payload(sampleSlip) });
    expect(answer).toMatchObject({ status: 422, body: { error: 'wrong-account' } });
    expect(await client.listCredits(before)).toEqual([]);
  });

  it.each([
    ['no slip', {}],
    ['both forms of the slip', { payload, barcodePngBase64: 'iVBORw0KGgo=' }],
    ['an unknown field', { payload, amount: 1 }],
    ['an amount that is not a number', { payload, amountCents: '100' }],
  ])('refuses %s', async (_, body) => {
    expect(await testPay(body)).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('refuses a payload that is no slip, and a payer IBAN that is not valid', async () => {
    expect(await testPay({ payload: 'HRVHUB30\nEUR\n' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-slip' },
    });
    expect(await testPay({ payload, debtorIban: 'HR8024840081107654326' })).toMatchObject({
      status: 422,
      body: { error: 'invalid-debtor-iban' },
    });
  });

  it('reads the barcode of a PNG', async () => {
    const png = await hub3BarcodePng(slip);
    const credit = await pay({ barcodePngBase64: png.toString('base64') });
    expect(credit).toMatchObject({ amountCents: slip.amountCents, reference: `HR01 ${slip.reference}` });
  });
});

describe('notification faults', () => {
  it('duplicate sends each affected notification twice, the same message both times', async () => {
    expect(await setFaults({ duplicate: 1 })).toMatchObject({ duplicate: 1 });
    const credit = await pay();
    const [first, second] = await receiver.awaitCount(credit.entryReference, 2);
    expect(second?.body).toBe(first?.body);
    const next = await pay();
    await receiver.awaitCount(next.entryReference, 1);
    await sleep(100);
    expect(receiver.of(next.entryReference)).toHaveLength(1);
  });

  it('drop sends nothing, and the credits listing still has the credit', async () => {
    const before = new Date();
    await setFaults({ drop: 1 });
    const credit = await pay();
    await sleep(200);
    expect(receiver.of(credit.entryReference)).toEqual([]);
    expect(await client.listCredits(before)).toEqual([credit]);
  });

  it('a dropped notification can be sent later on request', async () => {
    await setFaults({ drop: 1 });
    const credit = await pay();
    expect(receiver.of(credit.entryReference)).toEqual([]);
    const res = await fetch(`${baseUrl}/v1/test/notifications`, {
      method: 'POST',
      body: JSON.stringify({ entryReference: credit.entryReference }),
    });
    expect(res.status).toBe(202);
    const [delivery] = await receiver.awaitCount(credit.entryReference, 1);
    expect(client.readNotification(delivery?.body ?? '', delivery?.signature)).toEqual([credit]);
  });

  it('reorder sends two notifications newest first', async () => {
    await setFaults({ reorder: true });
    const older = await pay();
    await sleep(50);
    expect(receiver.of(older.entryReference)).toEqual([]);
    const newer = await pay();
    await receiver.awaitCount(older.entryReference, 1);
    const order = receiver.received
      .map((delivery) => parseCamt054(delivery.body))
      .flatMap((reading) => (reading.ok ? reading.credits.map((credit) => credit.entryReference) : []));
    expect(order.indexOf(newer.entryReference)).toBeLessThan(order.indexOf(older.entryReference));
  });

  it('delayMs holds each notification back', async () => {
    await setFaults({ delayMs: 300 });
    const credit = await pay();
    await sleep(150);
    expect(receiver.of(credit.entryReference)).toEqual([]);
    await receiver.awaitCount(credit.entryReference, 1);
  });

  it('refuses a fault it does not know, and clears them all on DELETE', async () => {
    for (const body of [{ drop: 1.5 }, { lose: 1 }, { transfers: { fault: '418', next: 1 } }, [1]]) {
      const res = await fetch(`${baseUrl}/v1/test/faults`, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
    }
    await setFaults({ drop: 3, reorder: true });
    const cleared = await fetch(`${baseUrl}/v1/test/faults`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({
      drop: 0,
      duplicate: 0,
      delayMs: 0,
      reorder: false,
      transfers: null,
      credits: null,
    });
  });
});

describe('instant transfers', () => {
  let sequence = 0;
  const transfer = (change: Partial<InstantTransfer> = {}): InstantTransfer => ({
    endToEndId: `REFUND-${Date.now().toString(36)}-${(sequence += 1)}`,
    creditor: { name: 'Đurđica Šimić-Čačić', iban: 'HR80 2484 0081 1076 5432 5' },
    amountCents: 4_567,
    remittance: { reference: 'HR00 AO-7K3M9Q2XWB', text: 'Povrat premije AO ZG1234AB' },
    ...change,
  });

  const transfers = async (): Promise<MockTransferRow[]> =>
    (await (await fetch(`${baseUrl}/v1/transfers`)).json()) as MockTransferRow[];

  it('settles at once and is idempotent on the end-to-end id', async () => {
    const refund = transfer();
    const first = await client.sendInstantTransfer(refund);
    expect(first).toMatchObject({ endToEndId: refund.endToEndId, status: 'ACSC', rejectReason: null });
    expect(Math.abs(first.acceptedAt.getTime() - Date.now())).toBeLessThan(5000);
    const again = await client.sendInstantTransfer(refund);
    expect(again).toEqual(first);
    const rows = (await transfers()).filter((row) => row.endToEndId === refund.endToEndId);
    expect(rows).toEqual([
      expect.objectContaining({
        transactionId: first.transactionId,
        debtorIban: accountIban,
        creditor: { name: 'Đurđica Šimić-Čačić', iban: 'HR8024840081107654325' },
        amountCents: 4_567,
        currency: 'EUR',
      }),
    ]);
  });

  it('refuses another transfer under an end-to-end id already used', async () => {
    const refund = transfer();
    await client.sendInstantTransfer(refund);
    const other = client.sendInstantTransfer({ ...refund, amountCents: 9_999 });
    await expect(other).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/409 idempotency-conflict/),
    });
  });

  it('rejects a creditor IBAN that is not valid with AC01, and keeps that answer', async () => {
    const refund = transfer({ creditor: { name: 'Ivo Ivić', iban: 'HR8024840081107654326' } });
    const answer = await client.sendInstantTransfer(refund);
    expect(answer).toMatchObject({ status: 'RJCT', rejectReason: 'AC01' });
    expect(await client.sendInstantTransfer(refund)).toEqual(answer);
  });

  it('sends to any valid IBAN in SEPA', async () => {
    const answer = await client.sendInstantTransfer(
      transfer({ creditor: { name: 'Hans', iban: 'DE89370400440532013000' } }),
    );
    expect(answer.status).toBe('ACSC');
  });

  it('after a lost answer, the retry gets the first answer and no money moves twice', async () => {
    await setFaults({ transfers: { fault: 'lost-answer', next: 1 } });
    const refund = transfer();
    const answer = await client.sendInstantTransfer(refund);
    expect(answer.status).toBe('ACSC');
    expect((await transfers()).filter((row) => row.endToEndId === refund.endToEndId)).toHaveLength(1);
  });

  it('gives up with unavailable after a 503 on every attempt', async () => {
    await setFaults({ transfers: { fault: '503', next: 3 } });
    await expect(client.sendInstantTransfer(transfer())).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses a request that is not signed, or signed for another path', async () => {
    const body = JSON.stringify({ ...transfer(), debtorIban: accountIban, currency: 'EUR' });
    const unsigned = await fetch(`${baseUrl}/v1/transfers`, { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    const elsewhere = await fetch(`${baseUrl}/v1/transfers`, {
      method: 'POST',
      headers: { [bankSignatureHeader]: signBankRequest('POST', '/v1/other', body, secret) },
      body,
    });
    expect(elsewhere.status).toBe(401);
  });

  it('refuses a transfer from another account', async () => {
    const body = JSON.stringify({ ...transfer(), debtorIban: 'HR8024840081107654325', currency: 'EUR' });
    const res = await fetch(`${baseUrl}/v1/transfers`, {
      method: 'POST',
      headers: { [bankSignatureHeader]: signBankRequest('POST', '/v1/transfers', body, secret) },
      body,
    });
    expect(res.status).toBe(403);
  });

  it('the client refuses a transfer the bank would not take before sending it', async () => {
    const before = (await transfers()).length;
    await expect(client.sendInstantTransfer(transfer({ amountCents: 0 }))).rejects.toThrow(RangeError);
    await expect(client.sendInstantTransfer(transfer({ endToEndId: 'has space' }))).rejects.toThrow(RangeError);
    expect(await transfers()).toHaveLength(before);
  });
});

describe('the credits listing', () => {
  it('lists the credits from an instant, oldest first', async () => {
    const first = await pay();
    const second = await pay({ payload, amountCents: 1 });
    const credits = await client.listCredits(new Date(first.bookedAt));
    expect(credits.slice(0, 2)).toEqual([first, second]);
    expect(await client.listCredits(new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('is retried by the client through a 503', async () => {
    const credit = await pay();
    await setFaults({ credits: { fault: '503', next: 1 } });
    expect(await client.listCredits(new Date(credit.bookedAt))).toContainEqual(credit);
  });

  it('refuses an unsigned request, another account and a missing from', async () => {
    const path = `/v1/accounts/${accountIban}/credits?from=2026-01-01T00:00:00Z`;
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(401);
    const signedGet = (target: string) =>
      fetch(`${baseUrl}${target}`, { headers: { [bankSignatureHeader]: signBankRequest('GET', target, '', secret) } });
    expect((await signedGet(path)).status).toBe(200);
    expect((await signedGet(path.replace('4565', '4556'))).status).toBe(404);
    expect((await signedGet(`/v1/accounts/${accountIban}/credits`)).status).toBe(400);
  });

  it('is not taken from a bank that signs with another secret', async () => {
    const other = createBankClient({ baseUrl, accountIban, secret: 'other', timeoutMs: 1000, retries: 0 });
    await expect(other.listCredits(new Date())).rejects.toBeInstanceOf(BankFailure);
  });
});

describe('the test mobile bank', () => {
  it('starts with the slip upload, the barcode text and the payer', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);
    const page = await res.text();
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toMatch(/<form method="post" action="\/procitaj" enctype="multipart\/form-data"/);
    expect(page).toMatch(/<label for="slip">Snimka zaslona uplatnice \(PNG\)<\/label>/);
    expect(page).toMatch(/<input id="slip" name="slip" type="file" accept="image\/png"/);
    expect(page).toMatch(/<label for="payload">Sadržaj barkoda<\/label>/);
    expect(page).toMatch(/<textarea id="payload" name="payload"/);
    expect(page).toMatch(/<input id="payerName" name="payerName" value="Ivana Horvat"/);
    expect(page).toMatch(/<input id="payerIban" name="payerIban" value="HR80 2484 0081 1076 5432 5"/);
    expect(page).toContain('<button type="submit">Pročitaj uplatnicu</button>');
  });

  it('reads an uploaded screenshot, pays the amount the tester typed and shows the receipt', async () => {
    const form = new FormData();
    form.append('slip', new Blob([await hub3BarcodePng(slip)], { type: 'image/png' }), 'uplatnica.png');
    form.append('payload', '');
    form.append('payerName', 'Ivana Horvat');
    form.append('payerIban', 'HR80 2484 0081 1076 5432 5');
    const read = await fetch(`${baseUrl}/procitaj`, { method: 'POST', body: form });
    expect(read.status).toBe(200);
    const page = await read.text();
    expect(page).toContain('AO online d.o.o., Radnička cesta 80, 10000 Zagreb');
    expect(page).toContain('HR17 2360 0001 1012 3456 5');
    expect(page).toContain('193,56\u00a0€');
    expect(page).toContain(`HR01 ${slip.reference}`);
    expect(page).toContain('Polica AO ZG1234AB, vozač Đ. Žužić');
    expect(page).toMatch(/<input id="amount" name="amount" value="193,56"/);
    expect(page).toContain('<button type="submit">Plati instant</button>');

    const paid = await postForm('/plati', {
      payload,
      amount: '150,00',
      payerName: 'Ivana Horvat',
      payerIban: 'HR80 2484 0081 1076 5432 5',
    });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') ?? '';
    const entryReference = /^\/uplate\/(\w+)$/.exec(location)?.[1] ?? '';
    const [delivery] = await receiver.awaitCount(entryReference, 1);
    expect(client.readNotification(delivery?.body ?? '', delivery?.signature)).toEqual([
      expect.objectContaining({ entryReference, amountCents: 15_000 }),
    ]);
    const receipt = await (await fetch(`${baseUrl}${location}`)).text();
    expect(receipt).toContain('Uplata je izvršena');
    expect(receipt).toContain('150,00\u00a0€');
  });

  it('reads pasted barcode text with a browser’s CR LF line ends', async () => {
    const read = await postForm('/procitaj', {
      payload: payload.replaceAll('\n', '\r\n'),
      payerName: 'Ivana Horvat',
      payerIban: 'HR8024840081107654325',
    });
    expect(await read.text()).toContain('<button type="submit">Plati instant</button>');
  });

  it('tells the tester what it could not read', async () => {
    const form = new FormData();
    form.append('slip', new Blob([Buffer.from('not a png')], { type: 'image/png' }), 'x.png');
    const page = await (await fetch(`${baseUrl}/procitaj`, { method: 'POST', body: form })).text();
    expect(page).toContain('Na snimci nije pronađen barkod uplatnice');
    const empty = await (await postForm('/procitaj', { payload: '' })).text();
    expect(empty).toContain('Odaberite snimku zaslona uplatnice');
  });

  it('does not offer to pay a slip to another account', async () => {
    const page = await (await postForm('/procitaj', { payload: hub3Payload(sampleSlip) })).text();
    expect(page).toContain('testna banka vodi samo račun osiguratelja HR17 2360 0001 1012 3456 5');
    expect(page).not.toContain('Plati instant');
  });

  it('shows what is wrong with the amount or the payer, and books nothing', async () => {
    const before = new Date();
    const page = await (await postForm('/plati', { payload, amount: '0', payerName: ' ', payerIban: 'HR80' })).text();
    expect(page).toContain('Upišite iznos veći od nule');
    expect(await client.listCredits(before)).toEqual([]);
    const noName = await (
      await postForm('/plati', { payload, amount: '1,00', payerName: ' ', payerIban: 'HR8024840081107654325' })
    ).text();
    expect(noName).toMatch(/<input id="payerName"[^>]*aria-invalid="true"/);
  });

  it('does not take a payment posted from another site', async () => {
    const res = await postForm('/plati', { payload, amount: '1,00' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('refuses an upload over its limit with 413', async () => {
    const form = new FormData();
    form.append('slip', new Blob([Buffer.alloc(7 * 1024 * 1024)], { type: 'image/png' }), 'huge.png');
    const res = await fetch(`${baseUrl}/procitaj`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 and another method with 405 and Allow', async () => {
    expect((await fetch(`${baseUrl}/v1/nothing`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/nothing`)).status).toBe(404);
    const put = await fetch(`${baseUrl}/v1/transfers`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});
