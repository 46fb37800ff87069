/**
 * Allow-listed Origin, and the CORS answers that let an allowed site on another origin read our replies.
 * Browsers send Origin on every cross-origin POST, so a form on a foreign page is refused here; requests
 * without Origin (curl, server-to-server) carry no browser credentials to abuse and are let through.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { socketAddress, trustsPeer, type TrustProxy } from './client-address.ts';

const ORIGIN_REFUSED = 'Requests from this website are not allowed.';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function originGuard(options: { allowedOrigins: string[]; trustProxy: TrustProxy }): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && !isSameOrigin(c, origin, options.trustProxy) && !allowed.has(origin)) {
      return c.text(ORIGIN_REFUSED, 403, { Vary: 'Origin' });
    }
    const crossOrigin = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Allow: 'POST, OPTIONS', Vary: 'Origin' };
      if (crossOrigin) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (crossOrigin) {
      // Also on errors: the form shows the reply text, so the browser must be allowed to read it.
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
  };
}

/**
 * The host the visitor's browser sent the request to: the Host header, or X-Forwarded-Host when a trusted
 * proxy passed the request on (the same trust as for X-Forwarded-For).
 */
function requestHost(c: Context, trustProxy: TrustProxy): string | undefined {
  const forwarded = trustsPeer(socketAddress(c), trustProxy) ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('Host') || undefined;
}

/** Origin names the host the request was sent to (the site serving its own API). */
function isSameOrigin(c: Context, origin: string, trustProxy: TrustProxy): boolean {
  const host = requestHost(c, trustProxy);
  if (!host) return false;
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    to = new URL(`${from.protocol}//${host}`);
  } catch {
    return false; // 'null' (sandboxed frames, file:) and anything unparsable
  }
  // Parsing the Host with the Origin's scheme drops a default port on both sides alike (:443 for https).
  return (from.protocol === 'http:' || from.protocol === 'https:') && from.host === to.host;
}
