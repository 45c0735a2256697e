/**
 * For tests: the mock gateway and a stand-in shop that records the notifications it receives, both in-process on
 * ports the system picks, and a browser's side of the hosted checkout (form posts, redirects not followed).
 */
import { createServer, type Server } from 'node:http';
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import { createMockGatewayServer, type MockGatewayOptions } from './mock-gateway-server.js';

export interface StandInShop {
  origin: string;
  notifyUrl: string;
  /** Every notification attempt that reached the shop, in order, whatever it answered. */
  received: Record<string, string>[];
  /** The statuses the next notification attempts for this order are answered with (then 200 again). */
  failNext(orderNumber: string, ...statuses: number[]): void;
  /** Resolves with the first `count` attempts received for this order once they are in, or rejects after `withinMs`. */
  notificationsOf(orderNumber: string, count: number, withinMs?: number): Promise<Record<string, string>[]>;
  close(): Promise<void>;
}

const notifyPath = '/payments/notify';

export async function startStandInShop(): Promise<StandInShop> {
  const received: Record<string, string>[] = [];
  const failures = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // Anything else is the buyer's browser arriving at a return URL.
      if (req.method !== 'POST' || req.url !== notifyPath) {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The shop');
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push(fields);
      res.writeHead(failures.get(fields.order_number ?? '')?.shift() ?? 200).end();
    });
  });
  const origin = await listen(server);
  const of = (orderNumber: string) => received.filter((fields) => fields.order_number === orderNumber);
  return {
    origin,
    notifyUrl: `${origin}${notifyPath}`,
    received,
    failNext: (orderNumber, ...statuses) => failures.set(orderNumber, statuses),
    async notificationsOf(orderNumber, count, withinMs = 3000) {
      const deadline = Date.now() + withinMs;
      while (of(orderNumber).length < count) {
        if (Date.now() > deadline)
          throw new Error(`${of(orderNumber).length} of ${count} notifications of ${orderNumber} in ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return of(orderNumber).slice(0, count);
    },
    close: () => stop(server),
  };
}

export interface RunningMockGateway {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startMockGateway(options: MockGatewayOptions): Promise<RunningMockGateway> {
  const server = createMockGatewayServer(options);
  const baseUrl = await listen(server);
  return { server, baseUrl, close: () => stop(server) };
}

export interface BrowserAnswer {
  status: number;
  /** The redirect target, absolute. */
  location: string | null;
  headers: Headers;
  body: string;
}

/** What a browser does with a form: POST it urlencoded, without following the answer's redirect. */
export async function postForm(url: string, fields: Record<string, string>): Promise<BrowserAnswer> {
  return browse(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export const getPage = (url: string): Promise<BrowserAnswer> => browse(url, { method: 'GET' });

async function browse(url: string, init: RequestInit): Promise<BrowserAnswer> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location === null ? null : new URL(location, url).toString(),
    headers: response.headers,
    body: await response.text(),
  };
}

/** The query of a URL as the shop's framework hands it over: a plain object of strings. */
export const queryOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url).searchParams);
