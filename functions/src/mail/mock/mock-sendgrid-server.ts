import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isCrossSite, readBody, sendJson, wait } from '../../mocks/mock-http.js';
import { maxMailSendBytes, sendgridPaths } from '../sendgrid-api.js';
import {
  apiMessage,
  authorizationProblem,
  createMockSendgrid,
  errorAnswer,
  faultAnswer,
  readFaultRequest,
  type MockAnswer,
  type MockAttachment,
  type MockSendgrid,
} from './mock-sendgrid.js';
import { inboxPage, messagePage, notFoundPage, type Page } from './mock-sendgrid-pages.js';

/** How long a `timeout` fault keeps the connection open without answering before closing it. */
const timeoutFaultMs = 30_000;

/** Bodies of the mock's own requests (a fault, a clear) are a few bytes. */
const maxControlBodyBytes = 64 * 1024;

/**
 * Types a browser shows without running anything in the inbox's origin. Any other type (HTML, SVG, XML…) is served
 * under a CSP sandbox: an attachment is as untrusted as the rest of a message.
 */
const inertTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

const messageId = '([A-Za-z0-9_-]+)';

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The capture groups of the route's pattern. */
  params: string[];
}

interface Route {
  pattern: RegExp;
  methods: Record<string, (context: Context) => Promise<void> | void>;
}

/** The mock SendGrid as an HTTP server (not yet listening): SendGrid's Mail Send, the inbox and the mock-only API. */
export function createMockSendgridServer(options: { apiKey: string }): Server {
  const sendgrid = createMockSendgrid();
  const routes = createRoutes(sendgrid, options.apiKey);
  return createServer((req, res) => {
    handle(routes, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendAnswer(res, errorAnswer(500, `Mock SendGrid failed: ${String(error)}`));
      else res.destroy();
    });
  });
}

function createRoutes(sendgrid: MockSendgrid, apiKey: string): Route[] {
  const attachmentOf = ({ params: [id = '', index = ''] }: Context): MockAttachment | undefined =>
    sendgrid.message(id)?.attachments[Number(index)];

  return [
    {
      pattern: new RegExp(`^${sendgridPaths.mailSend}$`),
      methods: {
        POST: async ({ req, res }) => {
          const raw = await readBody(req, maxMailSendBytes);
          const fault = sendgrid.takeFault();
          if (fault === 'timeout') {
            if (await wait(timeoutFaultMs, res)) res.destroy();
            return;
          }
          if (fault !== undefined) return sendAnswer(res, faultAnswer(fault));
          const denied = authorizationProblem(req.headers.authorization, apiKey);
          if (denied) return sendAnswer(res, denied);
          if (raw === undefined)
            return sendAnswer(res, errorAnswer(413, 'The request is larger than 30 MB, the most SendGrid accepts'));
          let body: unknown;
          try {
            body = JSON.parse(raw);
          } catch {
            return sendAnswer(res, errorAnswer(400, 'Bad Request'));
          }
          sendAnswer(res, sendgrid.receive(body));
        },
      },
    },
    {
      pattern: /^\/$/,
      methods: { GET: ({ res }) => sendPage(res, inboxPage(sendgrid.messages())) },
    },
    {
      pattern: new RegExp(`^/messages/${messageId}$`),
      methods: {
        GET: ({ res, params: [id = ''] }) => {
          const message = sendgrid.message(id);
          sendPage(res, message ? messagePage(message) : notFoundPage('message'));
        },
      },
    },
    {
      pattern: new RegExp(`^/messages/${messageId}/attachments/(\\d+)$`),
      methods: {
        GET: (context) => {
          const attachment = attachmentOf(context);
          if (!attachment) return sendPage(context.res, notFoundPage('attachment'));
          const download = context.url.searchParams.get('download') === '1';
          sendAttachment(context.res, attachment, download ? 'attachment' : 'inline');
        },
      },
    },
    {
      pattern: /^\/clear$/,
      methods: {
        POST: async ({ req, res }) => {
          await readBody(req, maxControlBodyBytes);
          if (isCrossSite(req)) return sendAnswer(res, errorAnswer(403, 'Only the inbox itself may clear it'));
          sendgrid.clear();
          // 303 so that reloading the inbox afterwards does not post the form again.
          res.writeHead(303, { location: '/', 'cache-control': 'no-store' });
          res.end();
        },
      },
    },
    {
      pattern: /^\/api\/messages$/,
      methods: {
        GET: ({ res, url }) =>
          sendJson(res, 200, sendgrid.messages(url.searchParams.get('to') ?? undefined).map(apiMessage)),
        DELETE: ({ req, res }) => {
          if (isCrossSite(req)) return sendAnswer(res, errorAnswer(403, 'Cross-site requests may not clear the inbox'));
          sendgrid.clear();
          res.writeHead(204, { 'cache-control': 'no-store' });
          res.end();
        },
      },
    },
    {
      pattern: new RegExp(`^/api/messages/${messageId}$`),
      methods: {
        GET: ({ res, params: [id = ''] }) => {
          const message = sendgrid.message(id);
          if (message) sendJson(res, 200, apiMessage(message));
          else sendAnswer(res, errorAnswer(404, `No message with id ${id}`));
        },
      },
    },
    {
      pattern: new RegExp(`^/api/messages/${messageId}/attachments/(\\d+)$`),
      methods: {
        GET: (context) => {
          const attachment = attachmentOf(context);
          if (attachment) sendAttachment(context.res, attachment, 'attachment');
          else sendAnswer(context.res, errorAnswer(404, 'No such message or attachment'));
        },
      },
    },
    {
      pattern: /^\/_mock\/faults$/,
      methods: {
        POST: async ({ req, res }) => {
          const raw = await readBody(req, maxControlBodyBytes);
          if (isCrossSite(req)) return sendAnswer(res, errorAnswer(403, 'Cross-site requests may not arm faults'));
          let body: unknown;
          try {
            body = JSON.parse(raw ?? '');
          } catch {
            return sendAnswer(res, errorAnswer(400, 'The body must be a JSON object { "status", "count" }'));
          }
          const fault = readFaultRequest(body);
          if ('body' in fault) return sendAnswer(res, fault);
          sendgrid.armFault(fault);
          sendJson(res, 200, fault);
        },
      },
    },
  ];
}

async function handle(routes: Route[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://mock.invalid');
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  // Browsers ask every origin for an icon; a 404 would read as a fault in the journeys' console.
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const method = req.method ?? '';
    const handler = Object.hasOwn(route.methods, method) ? route.methods[method] : undefined;
    if (handler) return handler({ req, res, url, params: match.slice(1) });
    res.setHeader('allow', Object.keys(route.methods).join(', '));
    return sendAnswer(res, errorAnswer(405, `${req.method ?? 'This method'} is not allowed on ${path}`));
  }
  if (/^\/(v3|api|_mock)(\/|$)/.test(path)) return sendAnswer(res, errorAnswer(404, `Nothing at ${path}`));
  sendPage(res, notFoundPage('page'));
}

function sendAnswer(res: ServerResponse, answer: MockAnswer): void {
  if (answer.body === null) {
    res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers });
    res.end();
    return;
  }
  sendJson(res, answer.status, answer.body, answer.headers);
}

function sendPage(res: ServerResponse, page: Page): void {
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': page.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  res.end(page.html);
}

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name (`Polica_Šimić.pdf`) for the rest. */
function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  // A lone surrogate from the JSON would make encodeURIComponent throw; UTF-8 turns it into U+FFFD.
  const wellFormed = Buffer.from(filename, 'utf8').toString('utf8');
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function sendAttachment(res: ServerResponse, attachment: MockAttachment, kind: 'inline' | 'attachment'): void {
  res.writeHead(200, {
    'content-type': attachment.type,
    'content-length': attachment.content.length,
    'content-disposition': contentDisposition(kind, attachment.filename),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...(inertTypes.has(attachment.type) ? {} : { 'content-security-policy': 'sandbox' }),
  });
  res.end(attachment.content);
}
