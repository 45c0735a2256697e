import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The caller's address, for rate limits: the one address in `X-Forwarded-For` a client cannot write.
 *
 * A callable is called at its own URL. Google's front end, which every request to Cloud Functions (2nd gen, on Cloud
 * Run) passes, appends the address it received the connection from to `X-Forwarded-For`; every entry before that one
 * is whatever the caller sent (Cloud Functions' "request headers" reference; the same holds for Cloud Run). So the
 * caller is the LAST entry, and rotating the header changes nothing.
 *
 * `/api/**` is reached through Firebase Hosting, whose CDN (Fastly) appends the visitor's address before passing the
 * request on; Google's front end then appends the CDN's address. The visitor is then the entry before last — but only
 * when the last entry really is one of the CDN's addresses (`proxyRanges`, Fastly's published list): someone calling
 * the function's URL directly with a forged header is keyed on their own address.
 *
 * Locally, scripts/local-front-end.ts stands where Google's front end stands and appends in the same way.
 */
export function clientIp(req: IncomingMessage, proxyRanges: BlockList = cdnRanges()): string {
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = chain.at(-1);
  if (!last) return req.socket.remoteAddress ?? 'unknown';
  const beforeLast = chain.at(-2);
  if (beforeLast && isCdnAddress(last, proxyRanges)) return beforeLast;
  return last;
}

function isCdnAddress(address: string, ranges: BlockList): boolean {
  if (isIPv4(address)) return ranges.check(address, 'ipv4');
  if (isIPv6(address)) return ranges.check(address, 'ipv6');
  return false;
}

/**
 * Fastly's published address ranges (https://api.fastly.com/public-ip-list, read November 2026): the CDN behind
 * Firebase Hosting. A stale list errs on the safe side — a new CDN address is taken for the caller, so visitors
 * behind it share one limit until the list is refreshed; nobody gets round a limit.
 */
const fastlyRanges = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

export function blockListOf(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [network, prefix] = range.split('/') as [string, string];
    list.addSubnet(network, Number(prefix), isIPv6(network) ? 'ipv6' : 'ipv4');
  }
  return list;
}

let fastlyBlockList: BlockList | undefined;

/**
 * Built by the first request rather than when the module loads: the first IPv6 check compiles a large pattern, a few
 * milliseconds every new instance would otherwise pay before it answers.
 */
const cdnRanges = () => (fastlyBlockList ??= blockListOf(fastlyRanges));

/**
 * What a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64. A household or a phone is given a
 * whole /64 and can pick any address in it, so counting single IPv6 addresses would let one driver be 2^64 callers.
 */
export function rateLimitSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in, without leading zeros. */
function expandIpv6(address: string): string[] {
  const [withoutZone = ''] = address.split('%');
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const toGroups = (part: string | undefined) =>
    groupsOf(part).flatMap((group) => {
      if (!isIPv4(group)) return [group];
      // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) is two groups.
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const first = toGroups(head);
  const last = toGroups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
