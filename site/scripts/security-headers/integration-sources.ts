/**
 * Which third-party hosts the browser must be allowed to reach for each integration the site is
 * built with. Read from the same build-time variables the site itself reads, so a deployment that
 * turns an integration off also closes its hosts, and one that points it elsewhere (a proxy, a
 * test stand-in) opens exactly that origin.
 */

type Directive = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';
export type Sources = Partial<Record<Directive, string[]>>;
export type BuildEnv = Record<string, string | undefined>;

const SEGMENT_CDN = 'https://cdn.segment.com';
const SEGMENT_API_HOST = 'api.segment.io/v1';
const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
// gtag.js sends its hits, and falls back to image pixels, on these Google hosts.
const GA4_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
const IP_SERVICES = ['VITE_IP_GEOLOCATION_URL', 'VITE_IP_INFO_URL', 'VITE_IP_INFO_FOR_IP_URL', 'VITE_IP_GEOLOCATION_FOR_IP_URL'] as const;

/** Every source each integration needs, merged and de-duplicated per directive. */
export function integrationSources(env: BuildEnv): Sources {
  const value = (name: string) => env[name]?.trim() ?? '';
  const merged: Sources = {};
  const add = (sources: Sources) => {
    for (const [directive, list] of Object.entries(sources) as [Directive, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...list])];
    }
  };

  // Forms post leads to the API; only an API on another origin needs a source of its own.
  const api = value('VITE_API_BASE_URL');
  if (/^https?:\/\//i.test(api)) add({ 'connect-src': [originOf(api, 'VITE_API_BASE_URL')] });

  if (value('VITE_SEGMENT_WRITE_KEY')) {
    // The CDN serves the settings and any device-mode destination scripts; events go to the API host.
    const cdn = originOf(value('VITE_SEGMENT_CDN_URL') || SEGMENT_CDN, 'VITE_SEGMENT_CDN_URL');
    const protocol = value('VITE_SEGMENT_PROTOCOL') || 'https';
    const api = originOf(`${protocol}://${value('VITE_SEGMENT_API_HOST') || SEGMENT_API_HOST}`, 'VITE_SEGMENT_API_HOST');
    add({ 'script-src': [cdn], 'connect-src': [cdn, api] });
  }

  if (value('VITE_GA4_MEASUREMENT_ID')) {
    // A custom script URL may be a first-party proxy that also takes the hits, so it is allowed both ways.
    const script = originOf(value('VITE_GA4_SCRIPT_URL') || GA4_SCRIPT, 'VITE_GA4_SCRIPT_URL');
    add({ 'script-src': [script], 'connect-src': [script, ...GA4_COLLECT], 'img-src': [script, ...GA4_COLLECT] });
  }

  const ipServices = [
    ...IP_SERVICES.map((name) => [name, value(name)] as const),
    ...value('VITE_IP_ECHO_URLS')
      .split(',')
      .map((url) => ['VITE_IP_ECHO_URLS', url.trim()] as const),
  ].filter(([, url]) => url);
  if (ipServices.length > 0) add({ 'connect-src': ipServices.map(([name, url]) => originOf(url, name)) });

  const chat = value('VITE_CHAT_SCRIPT_URL');
  if (chat) add(chatSources(chat));

  if (value('VITE_TURNSTILE_SITE_KEY')) {
    // The script draws the challenge in a frame served from the same host.
    const script = originOf(value('VITE_TURNSTILE_SCRIPT_URL') || TURNSTILE_SCRIPT, 'VITE_TURNSTILE_SCRIPT_URL');
    add({ 'script-src': [script], 'frame-src': [script] });
  }

  return merged;
}

/**
 * Tawk.to's widget is more than its script: it draws its window in frames on its subdomains, keeps
 * a websocket to them, and pulls its styles, fonts and emoji from public CDNs. Any other widget is
 * allowed its own origin for each of those, websocket included.
 */
function chatSources(scriptUrl: string): Sources {
  const origin = originOf(scriptUrl, 'VITE_CHAT_SCRIPT_URL');
  const { hostname, protocol } = new URL(origin);
  if (hostname === 'tawk.to' || hostname.endsWith('.tawk.to')) {
    const tawk = 'https://*.tawk.to';
    return {
      'script-src': [tawk, 'https://cdn.jsdelivr.net', 'https://tawk.link'],
      'style-src': [tawk, 'https://cdn.jsdelivr.net', 'https://fonts.googleapis.com'],
      'img-src': [tawk, 'https://cdn.jsdelivr.net', 'https://tawk.link', 'https://s3.amazonaws.com'],
      'font-src': [tawk, 'https://fonts.gstatic.com'],
      'connect-src': [tawk, 'wss://*.tawk.to'],
      'frame-src': [tawk],
    };
  }
  const socket = `${protocol === 'https:' ? 'wss' : 'ws'}://${new URL(origin).host}`;
  return {
    'script-src': [origin],
    'style-src': [origin],
    'img-src': [origin],
    'font-src': [origin],
    'connect-src': [origin, socket],
    'frame-src': [origin],
  };
}

/** The origin a configured URL points at; a value that is no http(s) URL stops the build. */
function originOf(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${variable} is not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${variable} is not an http(s) URL: ${url}`);
  return parsed.origin;
}
