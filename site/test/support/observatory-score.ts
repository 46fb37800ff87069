/**
 * Scores one HTTP response the way Mozilla's HTTP Observatory grades a site, so a test can hold
 * the server to A+ without a network scan. Every site starts at 100; each of the ten tests below
 * adds its modifier. Bonuses only count while the penalties alone leave an A (90 or more), so a
 * site cannot buy back a real weakness with extras. 100 and above is A+.
 *
 * What it cannot see from one response, it leaves out: the HSTS preload list (a +5 for listed
 * sites), and the plain-HTTP redirect chain unless the caller passes it. The scanner also reads
 * CSP and Referrer-Policy from <meta http-equiv>; the site sends both as headers, so only headers
 * are read here.
 */

type HeaderInput = Array<{ name: string; value: string }> | Record<string, string | string[] | undefined>;

export type ScoredResponse = {
  /** Where the response was fetched from, as the public reaches it: the scheme decides HSTS and mixed-content rules. */
  url: string;
  headers: HeaderInput;
  /** The body of an HTML response, for the Subresource Integrity test. */
  body?: string;
  /** The Origin header the request carried, for the CORS test. */
  requestOrigin?: string;
  /** Every URL visited from the site's plain-HTTP address to where it ended; [] when HTTP does not answer. */
  httpRedirects?: string[];
};

type TestOutcome = { test: string; result: string; modifier: number };
export type Score = { score: number; grade: string; outcomes: TestOutcome[] };

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const EXTRA_CREDIT_FLOOR = 90;

export function scoreResponse(response: ScoredResponse): Score {
  const headers = headerMap(response.headers);
  const secure = new URL(response.url).protocol === 'https:';
  const csp = parseCspHeaders(headers.get('content-security-policy') ?? []);
  const hsts = strictTransportSecurity(headers, secure);
  const outcomes: TestOutcome[] = [
    contentSecurityPolicy(csp, secure),
    cookies(headers, hsts.result === 'hsts-implemented-max-age-at-least-six-months'),
    crossOriginResourceSharing(headers, response.requestOrigin),
    ...(response.httpRedirects ? [redirection(response.httpRedirects)] : []),
    referrerPolicy(headers),
    hsts,
    subresourceIntegrity(headers, response.body ?? '', response.url),
    xContentTypeOptions(headers),
    xFrameOptions(headers, csp),
    crossOriginResourcePolicy(headers),
  ];
  const penalties = 100 + outcomes.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const withBonuses = 100 + outcomes.reduce((sum, { modifier }) => sum + modifier, 0);
  const score = Math.max(0, penalties >= EXTRA_CREDIT_FLOOR ? withBonuses : penalties);
  return { score, grade: GRADES.find(([floor]) => score >= floor)![1], outcomes };
}

function headerMap(input: HeaderInput): Map<string, string[]> {
  const pairs = Array.isArray(input)
    ? input.map(({ name, value }) => [name, value] as const)
    : Object.entries(input).flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((v) => [name, v] as const)));
  const map = new Map<string, string[]>();
  for (const [name, value] of pairs) map.set(name.toLowerCase(), [...(map.get(name.toLowerCase()) ?? []), value]);
  return map;
}

const first = (headers: Map<string, string[]>, name: string) => headers.get(name)?.[0];
const outcome = (test: string, result: string, modifier: number): TestOutcome => ({ test, result, modifier });

// --- Content Security Policy -------------------------------------------------------------------

type Csp = Map<string, Set<string>> | 'invalid' | null;

/** Sources that allow nearly anything: a scheme alone, or a wildcard host. */
const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

/**
 * Several policies (headers, or one header split by commas) must all allow a load, so a directive
 * the first policy sets keeps only the sources every later policy also lists. A repeated directive
 * inside one policy is a mistake the scanner refuses to guess about: the whole header is invalid.
 */
function parseCspHeaders(values: string[]): Csp {
  const policies = values.flatMap((value) => value.split(',')).map((policy) => policy.replace(/[\r\n]/g, '').trim());
  if (policies.length === 0) return null;
  const merged = new Map<string, Set<string>>();
  for (const [index, policy] of policies.entries()) {
    if (policy.length < 'img-src'.length - 1) return 'invalid';
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawDirective, ...rawSources] = entry.trim().split(/\s+/);
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive) && directive !== 'report-uri' && directive !== 'report-to') return 'invalid';
      seen.add(directive);
      let sources = new Set(rawSources.map((source) => source.toLowerCase()));
      if (sources.size === 0 && directive.endsWith('-src')) sources = new Set(["'none'"]);
      if (index > 0) {
        const earlier = merged.get(directive);
        sources = new Set([...sources].filter((source) => earlier?.has(source)));
        if (sources.size === 0) sources = new Set(["'none'"]);
      }
      merged.set(directive, sources);
    }
  }
  return merged.size > 0 ? merged : null;
}

function contentSecurityPolicy(csp: Csp, secure: boolean): TestOutcome {
  const test = 'content-security-policy';
  if (csp === null) return outcome(test, 'csp-not-implemented', -25);
  if (csp === 'invalid') return outcome(test, 'csp-header-invalid', -25);

  const fallback = (directive: string) => new Set(csp.get(directive) ?? csp.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  const objects = fallback('object-src');
  // With a hash or nonce present, browsers ignore 'unsafe-inline' (it is only a fallback for old ones).
  for (const list of [scripts, styles]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  if (scripts.has("'strict-dynamic'")) {
    if (![...scripts].some((s) => HASH_OR_NONCE.test(s))) return outcome(test, 'csp-header-invalid', -25);
    // Under 'strict-dynamic' browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
    for (const source of scripts) if (source.includes(':') || source === "'self'" || source === "'unsafe-inline'") scripts.delete(source);
  }

  const passiveDirectives = ['img-src', 'media-src'];
  const active = [
    ...[...csp.entries()].filter(([directive]) => !passiveDirectives.includes(directive) && directive !== 'script-src').flatMap(([, s]) => [...s]),
    ...scripts,
  ];
  const passive = passiveDirectives.flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? [])]);
  const plainText = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  // Checked from worst to mildest: the first that applies decides the modifier.
  if ([...scripts].some((s) => BROAD.has(s) || INLINE.has(s)) || [...objects].some((s) => BROAD.has(s))) {
    return outcome(test, 'csp-implemented-with-unsafe-inline', -20);
  }
  if (secure && active.some(plainText)) return outcome(test, 'csp-implemented-with-insecure-scheme', -20);
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) return outcome(test, 'csp-implemented-with-unsafe-eval', -10);
  if (secure && passive.some(plainText)) return outcome(test, 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...styles].some((s) => BROAD.has(s) || INLINE.has(s))) return outcome(test, 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaults = csp.get('default-src');
  if (defaults?.size === 1 && defaults.has("'none'")) return outcome(test, 'csp-implemented-with-no-unsafe-default-src-none', 10);
  return outcome(test, 'csp-implemented-with-no-unsafe', 5);
}

// --- Cookies --------------------------------------------------------------------------------------

// From least to most serious: a cookie can only move the verdict further along this list.
const COOKIE_PROBLEMS = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];
const COOKIE_MODIFIERS: Record<string, number> = {
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-without-secure-flag': -20,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
};

/**
 * Every cookie should be Secure (or at least covered by HSTS), and session cookies (a name with
 * 'sess' or 'login') HttpOnly as well; SameSite must be Strict, Lax, or None with Secure, and an
 * anti-CSRF cookie must have it. All that and SameSite on every cookie earns a bonus.
 */
function cookies(headers: Map<string, string[]>, hsts: boolean): TestOutcome {
  const test = 'cookies';
  const setCookies = headers.get('set-cookie') ?? [];
  if (setCookies.length === 0) return outcome(test, 'cookies-not-found', 0);
  let worst = -1;
  const flag = (problem: string) => (worst = Math.max(worst, COOKIE_PROBLEMS.indexOf(problem)));
  let everySameSite = true;
  for (const raw of setCookies) {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const name = pair.split('=')[0]!.toLowerCase();
    const attribute = (key: string) => attributes.find((a) => a.split('=')[0]!.trim().toLowerCase() === key);
    const secure = attribute('secure') !== undefined;
    const httpOnly = attribute('httponly') !== undefined;
    const sameSiteAttribute = attribute('samesite');
    const sameSite = sameSiteAttribute?.split('=')[1]?.trim().toLowerCase() ?? '';
    const session = name.includes('login') || name.includes('sess');
    if (sameSiteAttribute !== undefined && !['lax', 'strict', 'none'].includes(sameSite)) flag('cookies-samesite-flag-invalid');
    if (sameSite === 'none' && !secure) flag('cookies-samesite-flag-invalid');
    if (!secure) flag(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && !sameSite) flag('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) flag(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !httpOnly) flag('cookies-session-without-httponly-flag');
    if (!sameSite) everySameSite = false;
  }
  if (worst >= 0) return outcome(test, COOKIE_PROBLEMS[worst]!, COOKIE_MODIFIERS[COOKIE_PROBLEMS[worst]!]!);
  return everySameSite
    ? outcome(test, 'cookies-secure-with-httponly-sessions-and-samesite', 5)
    : outcome(test, 'cookies-secure-with-httponly-sessions', 0);
}

// --- Cross-origin resource sharing ---------------------------------------------------------------

/** Only one answer is dangerous: echoing any caller's Origin while allowing credentials. */
function crossOriginResourceSharing(headers: Map<string, string[]>, requestOrigin: string | undefined): TestOutcome {
  const test = 'cross-origin-resource-sharing';
  const allowOrigin = first(headers, 'access-control-allow-origin')?.trim();
  if (!allowOrigin) return outcome(test, 'cross-origin-resource-sharing-not-implemented', 0);
  if (allowOrigin === '*') return outcome(test, 'cross-origin-resource-sharing-implemented-with-public-access', 0);
  const credentials = first(headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (requestOrigin && allowOrigin === requestOrigin && credentials) {
    return outcome(test, 'cross-origin-resource-sharing-implemented-with-universal-access', -50);
  }
  return outcome(test, 'cross-origin-resource-sharing-implemented-with-restricted-access', 0);
}

// --- Redirection ---------------------------------------------------------------------------------

/**
 * The plain-HTTP address must end on HTTPS, and its first hop must already be HTTPS on the same
 * host, or the browser never sees that host's HSTS header.
 */
function redirection(route: string[]): TestOutcome {
  const test = 'redirection';
  if (route.length === 0) return outcome(test, 'redirection-not-needed-no-http', 0);
  const urls = route.map((url) => new URL(url));
  if (urls.length === 1) return outcome(test, 'redirection-missing', -20);
  if (urls.at(-1)!.protocol !== 'https:') return outcome(test, 'redirection-not-to-https', -20);
  if (urls[1]!.protocol === 'http:') return outcome(test, 'redirection-not-to-https-on-initial-redirection', -10);
  if (urls[0]!.protocol === 'http:' && urls[0]!.hostname !== urls[1]!.hostname) return outcome(test, 'redirection-off-host-from-http', -5);
  return outcome(test, 'redirection-to-https', 0);
}

// --- Referrer-Policy -----------------------------------------------------------------------------

const PRIVATE_REFERRERS = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const LEAKY_REFERRERS = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

/** The last policy a browser understands wins; one that never sends a path to other sites earns a bonus. */
function referrerPolicy(headers: Map<string, string[]>): TestOutcome {
  const test = 'referrer-policy';
  const values = headers.get('referrer-policy');
  if (!values) return outcome(test, 'referrer-policy-not-implemented', 0);
  const known = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PRIVATE_REFERRERS.includes(value) || LEAKY_REFERRERS.includes(value));
  const policy = known.at(-1);
  if (policy && PRIVATE_REFERRERS.includes(policy)) return outcome(test, 'referrer-policy-private', 5);
  if (policy) return outcome(test, 'referrer-policy-unsafe', -5);
  return outcome(test, 'referrer-policy-header-invalid', -5);
}

// --- Strict-Transport-Security -------------------------------------------------------------------

/** 15552000 s: six months, as the scanner counts them. */
const SIX_MONTHS = 15_552_000;

/** Only a header received over HTTPS counts, and it must keep browsers on HTTPS for six months or more. */
function strictTransportSecurity(headers: Map<string, string[]>, secure: boolean): TestOutcome {
  const test = 'strict-transport-security';
  if (!secure) return outcome(test, 'hsts-not-implemented-no-https', -20);
  const value = first(headers, 'strict-transport-security');
  if (value === undefined) return outcome(test, 'hsts-not-implemented', -20);
  const maxAge = value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  const seconds = maxAge ? Number.parseInt(maxAge.slice('max-age='.length), 10) : Number.NaN;
  if (value.includes(',') || Number.isNaN(seconds)) return outcome(test, 'hsts-header-invalid', -20);
  if (seconds < SIX_MONTHS) return outcome(test, 'hsts-implemented-max-age-less-than-six-months', -10);
  return outcome(test, 'hsts-implemented-max-age-at-least-six-months', 0);
}

// --- Subresource Integrity -----------------------------------------------------------------------

// From least to most serious, as for cookies.
const SRI_PROBLEMS = [
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
];
const SRI_MODIFIERS: Record<string, number> = {
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
};

/**
 * A page that loads scripts from another site should pin them with `integrity` and fetch them over
 * HTTPS; scripts from its own origin (or its own registrable domain) need neither. Pinning even
 * those earns a bonus. "Own domain" is judged by the last two labels of the host name.
 */
function subresourceIntegrity(headers: Map<string, string[]>, body: string, pageUrl: string): TestOutcome {
  const test = 'subresource-integrity';
  const type = first(headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml') return outcome(test, 'sri-not-implemented-response-not-html', 0);
  const scripts = [...body.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => attributes);
  if (scripts.length === 0) return outcome(test, 'sri-not-implemented-but-no-scripts-loaded', 0);

  const page = new URL(pageUrl);
  const site = (hostname: string) => hostname.split('.').slice(-2).join('.');
  let worst = -1;
  let pinnedOwn = false;
  let foreign = false;
  for (const attributes of scripts) {
    const src = attribute(attributes, 'src');
    if (!src) continue;
    const integrity = Boolean(attribute(attributes, 'integrity'));
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = relative || protocolRelative || site(new URL(src).hostname) === site(page.hostname);
    const secureScheme = absolute ? new URL(src).protocol === 'https:' : relative && page.protocol === 'https:';
    if (relative || (sameSite && !protocolRelative)) {
      if (integrity && secureScheme && worst < 0) pinnedOwn = true;
      continue;
    }
    foreign = true;
    const problem =
      integrity && !secureScheme
        ? 'sri-implemented-but-external-scripts-not-loaded-securely'
        : !integrity && secureScheme
          ? 'sri-not-implemented-but-external-scripts-loaded-securely'
          : !integrity
            ? 'sri-not-implemented-and-external-scripts-not-loaded-securely'
            : undefined;
    if (problem) worst = Math.max(worst, SRI_PROBLEMS.indexOf(problem));
  }
  if (worst >= 0) return outcome(test, SRI_PROBLEMS[worst]!, SRI_MODIFIERS[SRI_PROBLEMS[worst]!]!);
  if (pinnedOwn) return outcome(test, 'sri-implemented-and-all-scripts-loaded-securely', 5);
  if (foreign) return outcome(test, 'sri-implemented-and-external-scripts-loaded-securely', 5);
  return outcome(test, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0);
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(` ${attributes}`);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

// --- X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy ----------------------

function xContentTypeOptions(headers: Map<string, string[]>): TestOutcome {
  const test = 'x-content-type-options';
  const value = first(headers, 'x-content-type-options');
  if (value === undefined) return outcome(test, 'x-content-type-options-not-implemented', -5);
  if (value.trim().toLowerCase() === 'nosniff') return outcome(test, 'x-content-type-options-nosniff', 0);
  return outcome(test, 'x-content-type-options-header-invalid', -5);
}

/** Framing must be refused; CSP's frame-ancestors does it better than the old header and earns a bonus. */
function xFrameOptions(headers: Map<string, string[]>, csp: Csp): TestOutcome {
  const test = 'x-frame-options';
  if (csp instanceof Map && csp.has('frame-ancestors')) return outcome(test, 'x-frame-options-implemented-via-csp', 5);
  const value = first(headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return outcome(test, 'x-frame-options-not-implemented', -20);
  if (value === 'deny' || value === 'sameorigin') return outcome(test, 'x-frame-options-sameorigin-or-deny', 0);
  if (value.startsWith('allow-from')) return outcome(test, 'x-frame-options-allow-from-origin', 0);
  return outcome(test, 'x-frame-options-header-invalid', -20);
}

/** Keeping responses out of other sites' pages (same-origin or same-site) earns a bonus. */
function crossOriginResourcePolicy(headers: Map<string, string[]>): TestOutcome {
  const test = 'cross-origin-resource-policy';
  const value = first(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (value === undefined) return outcome(test, 'cross-origin-resource-policy-not-implemented', 0);
  if (value === 'same-origin') return outcome(test, 'cross-origin-resource-policy-implemented-with-same-origin', 10);
  if (value === 'same-site') return outcome(test, 'cross-origin-resource-policy-implemented-with-same-site', 10);
  if (value === 'cross-origin') return outcome(test, 'cross-origin-resource-policy-implemented-with-cross-origin', 0);
  return outcome(test, 'cross-origin-resource-policy-header-invalid', -5);
}
