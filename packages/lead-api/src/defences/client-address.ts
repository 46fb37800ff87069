/**
 * The caller's IP address, for rate limiting, the bot-challenge check and the lead record.
 *
 * X-Forwarded-For is a list anyone can start: each proxy appends the address it saw to whatever the
 * client sent. So an entry is believed only when a proxy we trust wrote it, and which proxies are trusted
 * is configured explicitly, either as a count of hops or as the proxies' addresses.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';

/**
 * Who may set X-Forwarded-For: a number of proxy hops in front of the service (0: none, use the socket
 * address), or the proxies' addresses and CIDR ranges (`['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']`).
 */
export type TrustProxy = number | readonly string[];

export function clientAddress(c: Context, trust: TrustProxy): string {
  return resolveClientAddress(socketAddress(c), c.req.header('X-Forwarded-For'), trust);
}

/**
 * The client among the socket peer and the X-Forwarded-For entries, given who is trusted.
 *
 * Hop count n: the n-th entry from the right, since each of the n proxies appended one entry and everything
 * further left came from the client. With fewer entries than n, the request skipped part of the chain; the
 * right-most entry is then the one the nearest proxy wrote, the only one still vouched for, so it is used
 * (the socket address would put every visitor behind that proxy into one rate-limit bucket).
 *
 * List: only when the socket peer is a listed proxy, walk from the right past listed proxies; the first
 * entry that is not one is the client. When every entry is a listed proxy, the left-most is the furthest
 * hop known.
 *
 * An entry that is not an IP address is never the client: the socket address is used instead.
 */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = normalise(socket) ?? socket;
  if (forwardedFor === undefined || !trustsPeer(peer, trust)) return peer;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (typeof trust === 'number') {
    const index = entries.length >= trust ? entries.length - trust : entries.length - 1;
    return normalise(entries[index]!) ?? peer;
  }
  const proxies = compiled(trust);
  for (let index = entries.length - 1; index >= 0; index--) {
    const address = normalise(entries[index]!);
    if (address === undefined) return peer;
    if (index === 0 || !isListed(proxies, address)) return address;
  }
  return peer;
}

/** Whether the socket peer is one of the trusted proxies, so the X-Forwarded-* headers it passes on may be read. */
export function trustsPeer(peer: string, trust: TrustProxy): boolean {
  if (typeof trust === 'number') return trust > 0;
  const address = normalise(peer);
  return address !== undefined && isListed(compiled(trust), address);
}

/** The socket peer of the request, as `clientAddress` sees it before X-Forwarded-For. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Not running on @hono/node-server (e.g. `app.request()` in a script): no socket to ask.
    return '';
  }
}

/**
 * The rate-limit bucket of an address. One IPv6 subscriber usually holds a whole /64 and can draw a fresh
 * address from it for every request, so all of a /64 share one bucket (`2001:db8:1:2::/64`); an IPv4
 * address is its own bucket.
 */
export function rateLimitKey(address: string): string {
  const normalised = normalise(address);
  if (normalised === undefined || isIP(normalised) !== 6) return normalised ?? address;
  const groups = ipv6Groups(normalised);
  return `${canonicalIpv6(`${groups.slice(0, 4).join(':')}::`)}/64`;
}

/**
 * Checks the entries of a proxy list (an address, or an address and a prefix length) and builds the
 * lookup for them; throws naming the first entry that is neither.
 */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (family === 0 || rest.length > 0 || (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits))) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const lists = new WeakMap<readonly string[], BlockList>();

/** Built once per configured list, not per request. */
function compiled(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (!list) {
    list = proxyList(entries);
    lists.set(entries, list);
  }
  return list;
}

function isListed(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The address in an X-Forwarded-For entry or from the socket, in one spelling per address, or undefined
 * when it is not an address. Some proxies add a port (`203.0.113.9:4711`, `[2001:db8::1]:4711`): it is
 * dropped, as is an IPv6 zone. `::ffff:203.0.113.9` and `203.0.113.9` are the same client, written the
 * IPv4 way; other IPv6 addresses in their shortest lower-case form.
 */
function normalise(entry: string): string | undefined {
  const address = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry)?.[1] ?? entry;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const canonical = canonicalIpv6(address.replace(/%.*$/, ''));
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The URL parser writes IPv6 the canonical way: lower case, the longest zero run as `::`, hex groups only. */
function canonicalIpv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/** The eight 16-bit groups of a canonical IPv6 address. */
function ipv6Groups(canonical: string): string[] {
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
