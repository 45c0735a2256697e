/**
 * The local stand-in for Google's front end. In production every request to a function passes it, and it appends the
 * address it received the connection from to `X-Forwarded-For`; the functions trust that entry and nothing a caller
 * wrote before it (functions/src/http/client-ip.ts). The emulators have nothing in that place, so without this the
 * functions would key their rate limits on whatever the caller wrote. It listens where the site and the tests reach
 * Hosting and Functions and forwards to the emulators, appending the caller's address as Google's front end does.
 *
 * One machine connects from one address, yet tests must act as many drivers (each test its own rate-limit windows,
 * the load run fifty drivers at once). A caller on this machine names the address it stands for in `x-local-peer`;
 * the header is dropped here and never reaches a function, so forging `X-Forwarded-For` still changes nothing.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { isIP } from 'node:net';
import { peerHeader } from '../functions/test/callable.ts';

export interface FrontEndRoute {
  /** Where callers connect. */
  listen: { host: string; port: number };
  /** The emulator behind it. */
  target: { host: string; port: number };
}

function peerOf(req: IncomingMessage): string {
  const named = req.headers[peerHeader];
  if (typeof named === 'string' && isIP(named.trim())) return named.trim();
  return req.socket.remoteAddress ?? '127.0.0.1';
}

function forward(route: FrontEndRoute) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const headers: IncomingHttpHeaders = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== peerHeader),
    );
    const sent = headers['x-forwarded-for'];
    const chain = Array.isArray(sent) ? sent.join(', ') : sent;
    headers['x-forwarded-for'] = chain ? `${chain}, ${peerOf(req)}` : peerOf(req);
    const upstream = request({ ...route.target, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The emulator behind the local front end is not answering.');
    });
    req.pipe(upstream);
  };
}

/** Starts one listener per route; resolves once all listen. */
export async function startFrontEnd(routes: FrontEndRoute[]): Promise<{ close: () => Promise<void> }> {
  const servers: Server[] = [];
  try {
    for (const route of routes) {
      const server = createServer(forward(route));
      // Long polls (the order status) and slow insurer answers must not be cut by Node's defaults.
      server.requestTimeout = 0;
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(route.listen.port, route.listen.host, () => resolve());
      });
    }
  } catch (error) {
    servers.forEach((server) => server.close());
    throw error;
  }
  return {
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
