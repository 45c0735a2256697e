import type { BrowserContext } from '@playwright/test';
import { peerHeader, randomIp } from '../functions/test/callable.ts';

/**
 * Makes a browser context a driver at an address of its own, as the functions tests are: limits count per address, and
 * the whole suite runs from one machine. The local front end (scripts/local-front-end.ts) appends the named address as
 * Google's front end would, and drops the header. It is an extra header on every request rather than a route that adds
 * it to the functions' requests: any route makes Playwright pause every request of the context and turn the browser's
 * cache off, which doubled the time a page took to open (the route sweep: 56 s against 28 s).
 */
export async function standAtAddressOfOwn(context: BrowserContext): Promise<string> {
  const address = randomIp();
  await context.setExtraHTTPHeaders({ [peerHeader]: address });
  return address;
}
