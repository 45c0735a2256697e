import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  maxMailSendBytes,
  messageIdHeader,
  sendgridPaths,
  type SendgridErrors,
  type SendgridMailSendRequest,
} from '../sendgrid-api.js';
import { maxStoredMessages, type ApiMessage } from './mock-sendgrid.js';
import { startMockSendgrid, type RunningMockSendgrid } from './mock-sendgrid-harness.js';

const apiKey = 'SG.mock-server-test';

let sendgrid: RunningMockSendgrid;
let baseUrl: string;
beforeAll(async () => ({ baseUrl } = sendgrid = await startMockSendgrid(apiKey)));
afterAll(() => sendgrid.close());
beforeEach(() => sendgrid.reset());

const mail = (change: Record<string, unknown> = {}): SendgridMailSendRequest =>
  ({
    personalizations: [{ to: [{ email: 'vozac@primjer.hr', name: 'Iva Horvat' }] }],
    from: { email: 'polica@primjer.hr', name: 'Online osiguranje' },
    subject: 'Vaša polica',
    content: [
      { type: 'text/plain', value: 'Pozdrav' },
      { type: 'text/html', value: '<p>Pozdrav</p>' },
    ],
    ...change,
  }) as SendgridMailSendRequest;

async function send(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${apiKey}` }) {
  return fetch(`${baseUrl}${sendgridPaths.mailSend}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function accepted(body: unknown): Promise<string> {
  const res = await send(body);
  expect(res.status).toBe(202);
  return res.headers.get(messageIdHeader) ?? '';
}

const errorsOf = async (res: Response) => ((await res.json()) as SendgridErrors).errors;
const fieldsOf = async (res: Response) => (await errorsOf(res)).map((error) => error.field);
const getJson = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as Promise<T>;
const page = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`);
  return { res, html: await res.text() };
};

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('POST /v3/mail/send', () => {
  it('answers 202 with an empty body and X-Message-Id', async () => {
    const res = await send(mail());
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const id = res.headers.get(messageIdHeader);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await getJson<ApiMessage>(`/api/messages/${id}`)).subject).toBe('Vaša polica');
  });

  it('gives every message its own id', async () => {
    expect(await accepted(mail())).not.toBe(await accepted(mail()));
  });

  it.each([
    ['no Authorization', {}],
    ['another scheme', { authorization: `Basic ${base64(`apikey:${apiKey}`)}` }],
    ['Bearer without a key', { authorization: 'Bearer ' }],
  ])('answers %s with 401', async (_, headers) => {
    const res = await send(mail(), headers);
    expect(res.status).toBe(401);
    expect(await errorsOf(res)).toEqual([
      { message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null },
    ]);
  });

  it('answers a wrong key with 403', async () => {
    const res = await send(mail(), { authorization: 'Bearer SG.another-key' });
    expect(res.status).toBe(403);
    expect(await errorsOf(res)).toEqual([{ message: 'access forbidden', field: null, help: null }]);
  });

  it.each([
    ['no from', { from: undefined }, ['from.email']],
    ['a from without email', { from: { name: 'Online osiguranje' } }, ['from.email']],
    ['an invalid from.email', { from: { email: 'polica@' } }, ['from.email']],
    ['a from.name that is not a string', { from: { email: 'polica@primjer.hr', name: 7 } }, ['from.name']],
    ['no personalizations', { personalizations: undefined }, ['personalizations']],
    ['empty personalizations', { personalizations: [] }, ['personalizations']],
    ['a personalization without recipients', { personalizations: [{ to: [] }] }, ['personalizations.0.to']],
    ['an invalid recipient', { personalizations: [{ to: [{ email: 'vozac' }] }] }, ['personalizations.0.to.0.email']],
    [
      'an invalid second recipient',
      { personalizations: [{ to: [{ email: 'vozac@primjer.hr' }, { email: 'a b@primjer.hr' }] }] },
      ['personalizations.0.to.1.email'],
    ],
    ['an invalid reply_to', { reply_to: { email: 'podrska' } }, ['reply_to.email']],
    ['no subject', { subject: undefined }, ['subject']],
    ['an empty subject', { subject: '' }, ['subject']],
    ['no content', { content: undefined }, ['content']],
    ['empty content', { content: [] }, ['content']],
    ['an empty content value', { content: [{ type: 'text/plain', value: '' }] }, ['content.0.value']],
    ['another content type', { content: [{ type: 'text/calendar', value: 'BEGIN' }] }, ['content.0.type']],
    [
      'text/html before text/plain',
      {
        content: [
          { type: 'text/html', value: '<p>a</p>' },
          { type: 'text/plain', value: 'a' },
        ],
      },
      ['content'],
    ],
    [
      'text/plain twice',
      {
        content: [
          { type: 'text/plain', value: 'a' },
          { type: 'text/plain', value: 'b' },
        ],
      },
      ['content'],
    ],
    ['an attachment without filename', { attachments: [{ content: base64('x') }] }, ['attachments.0.filename']],
    [
      'an attachment whose content is not base64',
      { attachments: [{ content: 'not base64!', filename: 'a.txt' }] },
      ['attachments.0.content'],
    ],
    ['unpadded base64', { attachments: [{ content: 'eA', filename: 'a.txt' }] }, ['attachments.0.content']],
    ['an attachment without content', { attachments: [{ filename: 'a.txt' }] }, ['attachments.0.content']],
    [
      'an attachment type with parameters',
      { attachments: [{ content: base64('x'), filename: 'a.txt', type: 'text/plain; charset=utf-8' }] },
      ['attachments.0.type'],
    ],
    [
      'an unknown disposition',
      { attachments: [{ content: base64('x'), filename: 'a.txt', disposition: 'download' }] },
      ['attachments.0.disposition'],
    ],
    ['attachments that are not an array', { attachments: { filename: 'a.txt' } }, ['attachments']],
    ['custom_args with a number', { custom_args: { orderId: 42 } }, ['custom_args']],
    ['eleven categories', { categories: Array.from({ length: 11 }, (_, i) => `c${i}`) }, ['categories']],
  ])('answers %s with 400 naming the field', async (_, change, fields) => {
    const res = await send(mail(change));
    expect(res.status).toBe(400);
    const errors = await errorsOf(res);
    expect(errors.map((error) => error.field)).toEqual(fields);
    for (const error of errors)
      expect(error).toEqual({
        message: expect.any(String),
        field: expect.any(String),
        help: expect.stringMatching(/^https:\/\//),
      });
    expect(await getJson<ApiMessage[]>('/api/messages')).toEqual([]);
  });

  it('names every problem at once, as SendGrid does', async () => {
    expect(await fieldsOf(await send({}))).toEqual(['personalizations', 'from.email', 'subject', 'content']);
  });

  it.each([
    ['a body that is not JSON', '{"personalizations": ['],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('answers %s with 400 Bad Request', async (_, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([{ message: 'Bad Request', field: null, help: null }]);
  });

  it('accepts an attachment without type or disposition, as SendGrid does, with its defaults', async () => {
    const id = await accepted(mail({ attachments: [{ content: base64('abc'), filename: 'a.bin' }] }));
    expect((await getJson<ApiMessage>(`/api/messages/${id}`)).attachments).toEqual([
      {
        filename: 'a.bin',
        type: 'application/octet-stream',
        disposition: 'attachment',
        size: 3,
        url: expect.any(String),
      },
    ]);
  });

  it('accepts a message with HTML only', async () => {
    const id = await accepted(mail({ content: [{ type: 'text/html', value: '<p>a</p>' }] }));
    expect(await getJson<ApiMessage>(`/api/messages/${id}`)).toMatchObject({ text: null, html: '<p>a</p>' });
  });

  it('answers a body over 30 MB with 413 and stores nothing', async () => {
    const body = JSON.stringify(
      mail({ attachments: [{ content: 'QUJD'.repeat(maxMailSendBytes / 4), filename: 'big.bin' }] }),
    );
    const res = await send(body);
    expect(res.status).toBe(413);
    expect((await errorsOf(res))[0]?.message).toMatch(/30 MB/);
    expect(await getJson<ApiMessage[]>('/api/messages')).toEqual([]);
  });

  it('accepts a large attachment under the limit', async () => {
    const content = Buffer.alloc(5 * 1024 * 1024, 7);
    const id = await accepted(
      mail({
        attachments: [{ content: content.toString('base64'), filename: 'big.bin', type: 'application/octet-stream' }],
      }),
    );
    const res = await fetch(`${baseUrl}/api/messages/${id}/attachments/0`);
    expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
  });
});

describe('routing', () => {
  it('answers another method on the send path with 405 and Allow', async () => {
    const res = await fetch(`${baseUrl}${sendgridPaths.mailSend}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await fieldsOf(res)).toEqual([null]);
  });

  it('answers an unknown API path with a JSON 404 and an unknown page with a Croatian one', async () => {
    const api = await fetch(`${baseUrl}/v3/templates`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const { res, html } = await page('/nowhere');
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="hr">');
    expect(html).toContain('Stranica ne postoji');
  });
});

describe('JSON API', () => {
  it('lists messages newest first and filters by recipient in any case', async () => {
    const first = await accepted(mail({ subject: 'prva' }));
    const second = await accepted(
      mail({ subject: 'druga', personalizations: [{ to: [{ email: 'Ana.Kovac@Primjer.hr' }] }] }),
    );
    const third = await accepted(mail({ subject: 'treća' }));
    expect((await getJson<ApiMessage[]>('/api/messages')).map((message) => message.id)).toEqual([third, second, first]);
    expect((await getJson<ApiMessage[]>('/api/messages?to=ana.kovac@primjer.HR')).map((message) => message.id)).toEqual(
      [second],
    );
    expect(
      (await getJson<ApiMessage[]>('/api/messages?to=VOZAC@primjer.hr')).map((message) => message.subject),
    ).toEqual(['treća', 'prva']);
    expect(await getJson<ApiMessage[]>('/api/messages?to=nitko@primjer.hr')).toEqual([]);
  });

  it('lists every recipient of every personalization', async () => {
    const id = await accepted(
      mail({
        personalizations: [
          { to: [{ email: 'a@primjer.hr' }, { email: 'b@primjer.hr' }] },
          { to: [{ email: 'c@primjer.hr' }] },
        ],
      }),
    );
    expect((await getJson<ApiMessage>(`/api/messages/${id}`)).to).toEqual([
      'a@primjer.hr',
      'b@primjer.hr',
      'c@primjer.hr',
    ]);
  });

  it('answers an unknown message or attachment with 404', async () => {
    expect((await fetch(`${baseUrl}/api/messages/nepostojeca`)).status).toBe(404);
    const id = await accepted(mail());
    expect((await fetch(`${baseUrl}/api/messages/${id}/attachments/0`)).status).toBe(404);
  });

  it('serves an attachment’s raw bytes as a download', async () => {
    const id = await accepted(
      mail({ attachments: [{ content: base64('a,b\n1,2\n'), filename: 'podaci.csv', type: 'text/csv' }] }),
    );
    const res = await fetch(`${baseUrl}/api/messages/${id}/attachments/0`);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="podaci.csv"; filename*=UTF-8''podaci.csv`,
    );
    expect(await res.text()).toBe('a,b\n1,2\n');
  });

  it('clears with DELETE', async () => {
    await accepted(mail());
    const res = await fetch(`${baseUrl}/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await getJson<ApiMessage[]>('/api/messages')).toEqual([]);
  });

  it(`keeps only the newest ${maxStoredMessages} messages`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= maxStoredMessages; i += 1) ids.push(await accepted(mail({ subject: `Poruka ${i}` })));
    const listed = await getJson<ApiMessage[]>('/api/messages');
    expect(listed).toHaveLength(maxStoredMessages);
    expect(listed[0]?.id).toBe(ids.at(-1));
    expect(listed.at(-1)?.id).toBe(ids[1]);
    expect((await fetch(`${baseUrl}/api/messages/${ids[0]}`)).status).toBe(404);
  });
});

describe('faults (POST /_mock/faults)', () => {
  const arm = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/_mock/faults`, { method: 'POST', headers, body: JSON.stringify(body) });

  it('fails the next n sends with the status, then accepts again', async () => {
    const res = await arm({ status: 503, count: 2 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 503, count: 2 });
    expect((await send(mail())).status).toBe(503);
    const second = await send(mail());
    expect(second.status).toBe(503);
    expect(await fieldsOf(second)).toEqual([null]);
    expect((await send(mail())).status).toBe(202);
    expect(await getJson<ApiMessage[]>('/api/messages')).toHaveLength(1);
  });

  it('answers 429 with SendGrid’s rate-limit headers', async () => {
    await arm({ status: 429, count: 1 });
    const res = await send(mail());
    expect(res.status).toBe(429);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(await errorsOf(res)).toEqual([{ message: 'too many requests', field: null, help: null }]);
  });

  it('arms one fault when count is left out, and disarms with count 0', async () => {
    await arm({ status: 500 });
    expect((await send(mail())).status).toBe(500);
    expect((await send(mail())).status).toBe(202);
    await arm({ status: 500, count: 5 });
    await arm({ status: 500, count: 0 });
    expect((await send(mail())).status).toBe(202);
  });

  it('holds the connection without an answer for timeout, and stores nothing', async () => {
    await arm({ status: 'timeout', count: 1 });
    const request = fetch(`${baseUrl}${sendgridPaths.mailSend}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(mail()),
      signal: AbortSignal.timeout(300),
    });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(await getJson<ApiMessage[]>('/api/messages')).toEqual([]);
    expect((await send(mail())).status).toBe(202);
  });

  it.each([
    ['an unknown status', { status: 502, count: 1 }, 'status'],
    ['a negative count', { status: 500, count: -1 }, 'count'],
    ['a count that is not whole', { status: 500, count: 1.5 }, 'count'],
  ])('refuses %s with 400', async (_, body, field) => {
    const res = await arm(body);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual([field]);
  });

  it('refuses a request from another site', async () => {
    expect((await arm({ status: 500, count: 1 }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send(mail())).status).toBe(202);
  });
});

describe('inbox pages', () => {
  it('shows the empty state, in Croatian, under a strict policy', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('unsafe');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<html lang="hr">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Nema poruka');
    expect(html).not.toContain('action="/clear"');
    expect(html).not.toMatch(/<script|<link|https?:\/\//);
  });

  it('lists messages newest first with time, recipient, subject and attachment count', async () => {
    await accepted(mail({ subject: 'Starija' }));
    const id = await accepted(
      mail({
        subject: 'Novija',
        attachments: [
          { content: base64('a'), filename: 'a.txt' },
          { content: base64('b'), filename: 'b.txt' },
        ],
      }),
    );
    const { html } = await page('/');
    expect(html.indexOf('Novija')).toBeLessThan(html.indexOf('Starija'));
    expect(html).toContain(`href="/messages/${id}"`);
    expect(html).toMatch(/<time datetime="[^"]+">\d\d\/\d\d\/\d{4} \d\d:\d\d<\/time>/);
    expect(html).toContain('Iva Horvat &lt;vozac@primjer.hr&gt;');
    expect(html).toContain('2 privitka');
    expect(html).toContain('bez privitaka');
    expect(html).toContain('2 poruke');
    expect(html).toContain('<form method="post" action="/clear">');
  });

  it('shows a message: headers, text, sandboxed HTML and attachment links', async () => {
    const id = await accepted(
      mail({
        reply_to: { email: 'podrska@primjer.hr' },
        content: [
          { type: 'text/plain', value: 'Prvi red\n  drugi red' },
          { type: 'text/html', value: '<p style="color: red">Pozdrav</p>' },
        ],
        attachments: [{ content: base64('%PDF-1.4'), filename: 'Polica.pdf', type: 'application/pdf' }],
      }),
    );
    const { res, html } = await page(`/messages/${id}`);
    expect(res.status).toBe(200);
    expect(html).toContain('<dt>Od</dt><dd>Online osiguranje &lt;polica@primjer.hr&gt;</dd>');
    expect(html).toContain('<dt>Za</dt><dd>Iva Horvat &lt;vozac@primjer.hr&gt;</dd>');
    expect(html).toContain('<dt>Odgovor na</dt><dd>podrska@primjer.hr</dd>');
    expect(html).toContain('<dt>Predmet</dt><dd>Vaša polica</dd>');
    expect(html).toMatch(/<dt>Primljeno<\/dt><dd><time datetime="[^"]+">\d\d\/\d\d\/\d{4} \d\d:\d\d<\/time><\/dd>/);
    expect(html).toContain('<pre class="text">Prvi red\n  drugi red</pre>');
    expect(html).toContain(
      'sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p style=&quot;color: red&quot;&gt;Pozdrav&lt;/p&gt;"',
    );
    expect(html).toContain(`<a href="/messages/${id}/attachments/0">Polica.pdf</a>`);
    expect(html).toContain(`href="/messages/${id}/attachments/0?download=1"`);
    // The frame inherits the page's policy: inline styles for the mail, still no scripts.
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('leaves out what a message does not have', async () => {
    const id = await accepted(mail({ content: [{ type: 'text/plain', value: 'Samo tekst' }] }));
    const { res, html } = await page(`/messages/${id}`);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Odgovor na');
    expect(html).not.toContain('Privitci');
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe');
  });

  it('escapes a hostile subject, body, names and filename everywhere', async () => {
    const hostile = '<script>alert(1)</script>';
    const id = await accepted(
      mail({
        subject: `${hostile}"'&`,
        from: { email: 'polica@primjer.hr', name: `"><img src=x onerror=alert(2)>` },
        content: [
          { type: 'text/plain', value: `</pre>${hostile}` },
          { type: 'text/html', value: `"></iframe>${hostile}<img src=x onerror=alert(3)>` },
        ],
        attachments: [{ content: base64('x'), filename: `"><svg onload=alert(4)>.pdf`, type: 'application/pdf' }],
      }),
    );
    for (const path of ['/', `/messages/${id}`]) {
      const { html } = await page(path);
      expect(html).not.toMatch(/<script|<img|<svg|<\/iframe>[^\n]*<script/);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    }
    const { html } = await page(`/messages/${id}`);
    expect(html.match(/<iframe /g)).toHaveLength(1);
    expect(html).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&quot;&gt;&lt;/iframe&gt;&lt;script&gt;');
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(4)&gt;.pdf');
  });

  it('serves an attachment inline, or as a download with ?download=1', async () => {
    const id = await accepted(
      mail({
        attachments: [{ content: base64('%PDF-1.4'), filename: 'Polica Šimić "2026".pdf', type: 'application/pdf' }],
      }),
    );
    const inline = await fetch(`${baseUrl}/messages/${id}/attachments/0`);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toBe(
      `inline; filename="Polica _imi_ _2026_.pdf"; filename*=UTF-8''Polica%20%C5%A0imi%C4%87%20%222026%22.pdf`,
    );
    expect(inline.headers.get('content-security-policy')).toBeNull();
    expect(await inline.text()).toBe('%PDF-1.4');
    const download = await fetch(`${baseUrl}/messages/${id}/attachments/0?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('serves an HTML or SVG attachment only inside a CSP sandbox', async () => {
    const id = await accepted(
      mail({
        attachments: [
          { content: base64('<script>alert(1)</script>'), filename: 'a.html', type: 'text/html' },
          { content: base64('<svg onload="alert(1)"/>'), filename: 'a.svg', type: 'image/svg+xml' },
        ],
      }),
    );
    for (const index of [0, 1]) {
      const res = await fetch(`${baseUrl}/messages/${id}/attachments/${index}`);
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers an unknown message or attachment with a Croatian 404 page', async () => {
    const missing = await page('/messages/nepostojeca');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('Poruka nije pronađena');
    const id = await accepted(mail());
    const noAttachment = await page(`/messages/${id}/attachments/3`);
    expect(noAttachment.res.status).toBe(404);
    expect(noAttachment.html).toContain('Privitak nije pronađen');
  });

  it('deletes every message with the button and returns to the inbox', async () => {
    await accepted(mail());
    const res = await fetch(`${baseUrl}/clear`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(await getJson<ApiMessage[]>('/api/messages')).toEqual([]);
    expect((await page('/')).html).toContain('Nema poruka');
  });

  it('refuses to clear for a form posted from another site', async () => {
    await accepted(mail());
    const res = await fetch(`${baseUrl}/clear`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await getJson<ApiMessage[]>('/api/messages')).toHaveLength(1);
  });
});
