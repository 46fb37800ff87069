import { describe, expect, test } from 'vitest';
import { proxyList, rateLimitKey, resolveClientAddress } from './client-address.ts';

const SOCKET = '192.0.2.10';

describe('with no proxy trusted', () => {
  test.each([0, [] as string[]])('X-Forwarded-For is ignored: the socket address is the client (trust %j)', (trust) => {
    expect(resolveClientAddress(SOCKET, '203.0.113.7', trust)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '203.0.113.7, 198.51.100.1', trust)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, undefined, trust)).toBe(SOCKET);
  });

  test('an IPv4-mapped socket address is written the IPv4 way', () => {
    expect(resolveClientAddress('::ffff:192.0.2.10', '203.0.113.7', 0)).toBe(SOCKET);
  });
});

describe('a hop count', () => {
  test('one hop: the right-most entry, the one our proxy appended; anything left of it is the client talking', () => {
    expect(resolveClientAddress(SOCKET, '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(resolveClientAddress(SOCKET, '10.9.9.9, 1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  test('two hops: the second entry from the right', () => {
    expect(resolveClientAddress(SOCKET, '203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
    expect(resolveClientAddress(SOCKET, '6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
  });

  test('fewer entries than hops: the right-most, written by the nearest proxy; none: the socket address', () => {
    expect(resolveClientAddress(SOCKET, '203.0.113.7', 2)).toBe('203.0.113.7');
    expect(resolveClientAddress(SOCKET, '203.0.113.7, 198.51.100.2', 3)).toBe('198.51.100.2');
    expect(resolveClientAddress(SOCKET, undefined, 2)).toBe(SOCKET);
  });

  test('an entry that is not an address is never the client', () => {
    expect(resolveClientAddress(SOCKET, 'unknown', 1)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '', 1)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '203.0.113.7, <script>', 1)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '203.0.113.7, , 198.51.100.2', 2)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '999.1.1.1', 1)).toBe(SOCKET);
    expect(resolveClientAddress(SOCKET, '01.2.3.4', 1)).toBe(SOCKET);
  });

  test('ports and brackets some proxies add are dropped; IPv6 is written the short lower-case way', () => {
    expect(resolveClientAddress(SOCKET, '203.0.113.7:4711', 1)).toBe('203.0.113.7');
    expect(resolveClientAddress(SOCKET, '[2001:DB8:0:0::1]:4711', 1)).toBe('2001:db8::1');
    expect(resolveClientAddress(SOCKET, '[2001:db8::1]', 1)).toBe('2001:db8::1');
    expect(resolveClientAddress(SOCKET, '::ffff:203.0.113.7', 1)).toBe('203.0.113.7');
  });
});

describe('a list of proxies', () => {
  const proxies = ['10.0.0.0/8', '2001:db8::/32', '127.0.0.1'];

  test('from a listed proxy: the right-most entry that is not a listed proxy', () => {
    expect(resolveClientAddress('10.0.0.5', '203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7, 10.1.1.1, 2001:db8:5::9', proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress('2001:db8::2', '203.0.113.7, 10.1.1.1', proxies)).toBe('203.0.113.7');
  });

  test('a spoofed chain: whatever the client wrote left of its own address is ignored', () => {
    expect(resolveClientAddress('10.0.0.5', '10.0.0.1, 1.2.3.4, 203.0.113.7, 10.20.30.40', proxies)).toBe('203.0.113.7');
  });

  test('from an address not listed: the socket address, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.66', '203.0.113.7', proxies)).toBe('198.51.100.66');
    expect(resolveClientAddress('2001:db9::1', '203.0.113.7', proxies)).toBe('2001:db9::1');
  });

  test('an IPv4-mapped socket address of a listed proxy counts as listed', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.7', proxies)).toBe('203.0.113.7');
  });

  test('every entry a listed proxy: the left-most, the furthest hop known; no entries: the socket address', () => {
    expect(resolveClientAddress('10.0.0.5', '10.0.0.7, 10.0.0.6', proxies)).toBe('10.0.0.7');
    expect(resolveClientAddress('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
  });

  test('an entry that is not an address, reached before the client: the socket address', () => {
    expect(resolveClientAddress('10.0.0.5', '203.0.113.7, garbage', proxies)).toBe('10.0.0.5');
    expect(resolveClientAddress('10.0.0.5', 'garbage, 203.0.113.7', proxies)).toBe('203.0.113.7');
  });

  test('entries that are not addresses or ranges are refused, naming the entry', () => {
    expect(() => proxyList(['10.0.0.0/33'])).toThrow('"10.0.0.0/33" is not an IP address or CIDR range');
    expect(() => proxyList(['2001:db8::/129'])).toThrow('"2001:db8::/129" is not an IP address or CIDR range');
    expect(() => proxyList(['proxy.internal'])).toThrow('"proxy.internal" is not an IP address or CIDR range');
    expect(() => proxyList(['10.0.0.0/8/8'])).toThrow('"10.0.0.0/8/8" is not an IP address or CIDR range');
    expect(() => proxyList(['10.0.0.0/', '::1'])).toThrow('"10.0.0.0/" is not an IP address or CIDR range');
    expect(() => proxyList(['10.0.0.0/8', '2001:db8::/32', '::1'])).not.toThrow();
  });
});

describe('rateLimitKey', () => {
  test('IPv4 is its own bucket', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv6 shares one bucket per /64, however the address is written', () => {
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(rateLimitKey('2001:db8:0:0:1::')).toBe('2001:db8::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  test('::1 and :: are the zero /64', () => {
    expect(rateLimitKey('::1')).toBe('::/64');
    expect(rateLimitKey('::')).toBe('::/64');
  });

  test('an IPv4-mapped address in hex is still IPv4', () => {
    expect(rateLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  test('no address (no socket to ask) stays as it is', () => {
    expect(rateLimitKey('')).toBe('');
  });
});
