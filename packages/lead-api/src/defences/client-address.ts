/** The caller's IP address, for rate limiting, the bot-challenge check and the lead record. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * With `trustedProxies` = n, the address is the n-th X-Forwarded-For entry from the right: each trusted
 * proxy appends the address it saw, so entries further left were written by the client and could be forged.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = hops[Math.max(0, hops.length - trustedProxies)];
    if (forwarded) return normalise(forwarded);
  }
  return normalise(socketAddress(c));
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Not running on @hono/node-server (e.g. `app.request()` in a script): no socket to ask.
    return '';
  }
}

/** `::ffff:203.0.113.9` and `203.0.113.9` are the same client. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
