import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, rateLimitSubject } from './client-ip.js';

const request = (forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: '10.0.0.9' },
  }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('takes the entry Google’s front end appended, whatever the caller wrote before it', () => {
    expect(clientIp(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(request('1.1.1.1, 2.2.2.2, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(request('1.1.1.1,203.0.113.7'))).toBe('203.0.113.7');
  });

  it('behind Hosting’s CDN takes the visitor the CDN appended, not the CDN', () => {
    expect(clientIp(request('198.51.100.4, 151.101.2.15'))).toBe('198.51.100.4');
    expect(clientIp(request('6.6.6.6, 198.51.100.4, 2a04:4e42:200::271'))).toBe('198.51.100.4');
  });

  it('does not take a forged entry for the visitor when the last hop is not the CDN', () => {
    // A direct call to the function's URL: the last entry is the caller itself.
    expect(clientIp(request('151.101.2.15, 203.0.113.7'))).toBe('203.0.113.7');
  });

  it('falls back to the connection when no header was set', () => {
    expect(clientIp(request())).toBe('10.0.0.9');
  });
});

describe('rateLimitSubject', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(rateLimitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv4 address whole, also when it comes IPv4-mapped', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
