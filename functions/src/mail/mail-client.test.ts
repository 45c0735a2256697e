import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, stop } from '../mocks/mock-server-test-kit.js';
import { createMailClient, MailNotSent, type MailMessage } from './mail-client.js';
import type { ApiMessage } from './mock/mock-sendgrid.js';
import { startMockSendgrid, type RunningMockSendgrid } from './mock/mock-sendgrid-harness.js';

const apiKey = 'SG.test-key.4f1c9a0b2e';

let sendgrid: RunningMockSendgrid;
let baseUrl: string;
beforeAll(async () => ({ baseUrl } = sendgrid = await startMockSendgrid(apiKey)));
afterAll(() => sendgrid.close());
beforeEach(() => sendgrid.reset());

const client = (change: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createMailClient({ baseUrl, apiKey, timeoutMs: 2000, ...change });

async function armFault(fault: { status: number | 'timeout'; count: number }): Promise<void> {
  const res = await fetch(`${baseUrl}/_mock/faults`, { method: 'POST', body: JSON.stringify(fault) });
  expect(res.status).toBe(200);
}

const inbox = async (): Promise<ApiMessage[]> =>
  (await fetch(`${baseUrl}/api/messages`)).json() as Promise<ApiMessage[]>;

/** A small but real PDF, plus every byte value, so a lossy encoding anywhere would show. */
const pdf = new Uint8Array([
  ...Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  ...Array.from({ length: 256 }, (_, byte) => byte),
]);

const message: MailMessage = {
  to: 'iva.horvat@primjer.hr',
  toName: 'Iva Horvat',
  from: { email: 'polica@primjer.hr', name: 'Online osiguranje' },
  replyTo: 'podrska@primjer.hr',
  subject: 'Vaša polica AO br. 1234567890',
  text: 'Poštovana gospođo Horvat,\n\nu privitku je Vaša polica.\n\nLijep pozdrav',
  html: '<p>Poštovana gospođo Horvat,</p><p>u privitku je Vaša polica.</p>',
  attachments: [{ filename: 'Polica_1234567890.pdf', contentType: 'application/pdf', content: pdf }],
  customArgs: { orderId: 'ORD-42' },
  categories: ['policy'],
};

async function failure(send: Promise<unknown>): Promise<MailNotSent> {
  const error: unknown = await send.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(MailNotSent);
  const notSent = error as MailNotSent;
  expect(notSent.name).toBe('MailNotSent');
  expect(notSent.message).not.toContain(apiKey);
  return notSent;
}

describe('a message SendGrid accepts', () => {
  it('resolves with the X-Message-Id of the 202 and arrives as it was sent', async () => {
    const { messageId } = await client().send(message);
    expect(messageId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const [received, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(received).toEqual({
      id: messageId,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      to: ['iva.horvat@primjer.hr'],
      from: { email: 'polica@primjer.hr', name: 'Online osiguranje' },
      replyTo: { email: 'podrska@primjer.hr', name: null },
      subject: message.subject,
      text: message.text,
      html: message.html,
      customArgs: { orderId: 'ORD-42' },
      categories: ['policy'],
      headers: {},
      attachments: [
        {
          filename: 'Polica_1234567890.pdf',
          type: 'application/pdf',
          disposition: 'attachment',
          size: pdf.length,
          url: `/api/messages/${messageId}/attachments/0`,
        },
      ],
    });
  });

  it('carries a PDF byte for byte, through the JSON API and the inbox', async () => {
    const { messageId } = await client().send(message);
    const [received] = await inbox();
    const fromApi = await fetch(`${baseUrl}${received?.attachments[0]?.url}`);
    expect(fromApi.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await fromApi.arrayBuffer())).toEqual(pdf);

    const fromInbox = await fetch(`${baseUrl}/messages/${messageId}/attachments/0`);
    expect(fromInbox.headers.get('content-type')).toBe('application/pdf');
    expect(fromInbox.headers.get('content-disposition')).toMatch(/^inline; filename="Polica_1234567890\.pdf"/);
    expect(new Uint8Array(await fromInbox.arrayBuffer())).toEqual(pdf);
  });

  it('sends only what is given: no reply-to, HTML, attachments, arguments or categories', async () => {
    await client().send({ to: 'a@primjer.hr', from: { email: 'b@primjer.hr' }, subject: 'S', text: 'T' });
    expect(await inbox()).toEqual([
      expect.objectContaining({
        to: ['a@primjer.hr'],
        from: { email: 'b@primjer.hr', name: null },
        replyTo: null,
        text: 'T',
        html: null,
        attachments: [],
        customArgs: {},
        categories: [],
        headers: {},
      }),
    ]);
  });

  it('carries the unsubscribe headers a reminder sets (RFC 2369, RFC 8058)', async () => {
    const headers = {
      'List-Unsubscribe': '<https://www.primjer.hr/api/reminders/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await client().send({ ...message, headers });
    const [received] = await inbox();
    expect(received?.headers).toEqual(headers);
  });

  it('accepts an attachment given as a view into a larger buffer', async () => {
    const whole = new Uint8Array([9, 9, 1, 2, 3, 9]);
    const content = whole.subarray(2, 5);
    await client().send({ ...message, attachments: [{ filename: 'a.bin', contentType: 'application/zip', content }] });
    const [received] = await inbox();
    const res = await fetch(`${baseUrl}${received?.attachments[0]?.url}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('a message that is not sent', () => {
  it('says what SendGrid refused, with the field', async () => {
    const error = await failure(client().send({ ...message, to: 'iva.horvat' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'SendGrid answered 400: Does not contain a valid address. (personalizations.0.to.0.email)',
    );
  });

  it('says which header SendGrid reserves for itself', async () => {
    const error = await failure(client().send({ ...message, headers: { 'Reply-To': 'x@primjer.hr' } }));
    expect(error.message).toBe(
      'SendGrid answered 400: The header Reply-To is reserved and cannot be set. (headers.Reply-To)',
    );
  });

  it('says so for an empty text, which SendGrid refuses', async () => {
    const error = await failure(client().send({ ...message, text: '' }));
    expect(error.message).toMatch(/^SendGrid answered 400: .* \(content\.0\.value\)$/);
  });

  it('says 401 without a key and 403 for a wrong one, never showing the key', async () => {
    expect((await failure(client({ apiKey: '' }).send(message))).message).toBe(
      'SendGrid answered 401: The provided authorization grant is invalid, expired, or revoked',
    );
    const wrong = await failure(client({ apiKey: 'SG.wrong-key' }).send(message));
    expect(wrong.status).toBe(403);
    expect(wrong.message).toBe('SendGrid answered 403: access forbidden');
    expect(wrong.message).not.toContain('SG.wrong-key');
  });

  it.each([
    [503, 'SendGrid answered 503: Service unavailable (injected fault)'],
    [500, 'SendGrid answered 500: Internal server error (injected fault)'],
    [429, 'SendGrid answered 429: too many requests'],
  ])('turns a %i into MailNotSent and never retries it', async (status, text) => {
    await armFault({ status, count: 1 });
    const error = await failure(client().send(message));
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    // The fault covered one request: had the client retried, the retry would have been accepted and stored.
    expect(await inbox()).toEqual([]);
    await expect(client().send(message)).resolves.toEqual({ messageId: expect.any(String) });
  });

  it('gives up after its timeout when SendGrid does not answer', async () => {
    await armFault({ status: 'timeout', count: 1 });
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 300 }).send(message));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect(error.status).toBeNull();
    expect(error.message).toBe('SendGrid did not answer within 300 ms');
  });

  it('says SendGrid is unreachable when nothing listens', async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await stop(closed);
    const error = await failure(client({ baseUrl: closedUrl }).send(message));
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/^SendGrid unreachable: .*ECONNREFUSED/);
  });

  it('keeps the key out of the message even when the server echoes it', async () => {
    const echo = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: `bad ${req.headers.authorization}`, field: null, help: null }] }));
    });
    const echoUrl = await listen(echo);
    try {
      const error = await failure(client({ baseUrl: echoUrl }).send(message));
      expect(error.message).toBe('SendGrid answered 400: bad Bearer [API key]');
    } finally {
      await stop(echo);
    }
  });

  it('says only the status when the error body is not SendGrid’s', async () => {
    const proxy = createServer((_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    const proxyUrl = await listen(proxy);
    try {
      expect((await failure(client({ baseUrl: proxyUrl }).send(message))).message).toBe('SendGrid answered 502');
    } finally {
      await stop(proxy);
    }
  });

  it('refuses a base URL that is not a URL when it is configured', () => {
    expect(() => client({ baseUrl: 'api.sendgrid.com' })).toThrow(TypeError);
  });
});
