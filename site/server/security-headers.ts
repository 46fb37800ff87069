import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SECURITY_HEADERS_FILE, type Policy, type SecurityHeadersManifest } from '../scripts/security-headers/build-security-headers';

/**
 * The headers every response carries, whatever answers it (a page, an asset, the API, a 404,
 * a redirect). HTTPS for two years on every subdomain; no MIME sniffing; no framing, also by
 * browsers that only know X-Frame-Options; other origins may neither embed our responses nor keep
 * a handle on our window; referrers leave the site as the bare origin; and the powerful browser
 * features the site never uses are switched off, for any frame a vendor adds too. Autoplay stays
 * allowed: the chat widget plays a sound when an agent answers.
 */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': [
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
};

export type SecurityHeaders = {
  /** For the root app: the fixed headers on every response, and the CSP wherever the handler set none. */
  middleware: MiddlewareHandler;
  /** The CSP of one prerendered page ('about/index.html'), allowing exactly its own inline scripts. */
  pageHeaders: (file: string) => Record<string, string>;
  /**
   * Every header the middleware adds, for the answers Node's HTTP parser writes by itself (a malformed
   * request, a timeout, headers too large), which never pass through the middleware.
   */
  errorHeaders: Readonly<Record<string, string>>;
};

function securityHeaders(manifest: SecurityHeadersManifest): SecurityHeaders {
  const policy = serialise(manifest.contentSecurityPolicy);
  const pagePolicies = new Map(
    Object.entries(manifest.inlineScripts).map(([file, hashes]) => {
      const scripts = manifest.contentSecurityPolicy['script-src'] ?? ["'self'"];
      return [file, serialise({ ...manifest.contentSecurityPolicy, 'script-src': [...scripts, ...hashes] })];
    }),
  );
  return {
    middleware: async (c, next) => {
      await next();
      // A handler's own value wins: the lead API's e-mail link pages send no referrer at all.
      for (const [name, value] of Object.entries(FIXED_HEADERS)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', policy);
    },
    // A page the build did not hash gets the policy without hashes: its inline scripts are refused.
    pageHeaders: (file) => ({ 'Content-Security-Policy': pagePolicies.get(file) ?? policy }),
    errorHeaders: { ...FIXED_HEADERS, 'Content-Security-Policy': policy },
  };
}

/** Reads what the build wrote beside `client/`; a build without it cannot be served safely. */
export async function loadSecurityHeaders(buildDir: string): Promise<SecurityHeaders> {
  const file = path.join(buildDir, SECURITY_HEADERS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site again (npm run build).`);
  }
  return securityHeaders(JSON.parse(text) as SecurityHeadersManifest);
}

function serialise(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}
