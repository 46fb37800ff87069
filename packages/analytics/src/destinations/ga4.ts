/**
 * GA4 through gtag.js, with Google Consent Mode v2.
 *
 * `loadGa4()` is called only after Accept All. In this order it pushes: consent defaults (all denied),
 * the consent update (all granted), `js`, `config` (no automatic page view: the facade sends page views),
 * and then appends the gtag.js script. `withdraw()` sets every consent signal back to denied and removes
 * the GA cookies.
 */
import type { Destination, Properties } from '../analytics.ts';

type Gtag = (...args: unknown[]) => void;

interface ScriptLike {
  async: boolean;
  src: string;
}

/** The parts of `window` and `document` used here; tests pass fakes. */
export interface Ga4Environment {
  window: { dataLayer?: unknown[]; gtag?: Gtag };
  document: {
    createElement(tag: 'script'): ScriptLike;
    head: { appendChild(node: never): unknown };
    cookie?: string;
    location?: { hostname: string; href: string };
    title?: string;
  };
}

export interface Ga4Options {
  measurementId: string;
  /** Default `https://www.googletagmanager.com/gtag/js?id=<id>`; tests point it at a local stand-in. */
  scriptUrl?: string;
  environment?: Ga4Environment;
}

export interface Ga4Destination extends Destination {
  withdraw(): void;
}

const CONSENT_KEYS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;
const consent = (value: 'granted' | 'denied') =>
  Object.fromEntries(CONSENT_KEYS.map((key) => [key, value])) as Record<(typeof CONSENT_KEYS)[number], typeof value>;

function browserEnvironment(): Ga4Environment {
  return {
    window: window as unknown as Ga4Environment['window'],
    document: document as unknown as Ga4Environment['document'],
  };
}

/** The `gtag` function of Google's snippet: it pushes its `arguments` object, which gtag.js expects. */
function gtagOf(win: Ga4Environment['window']): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  const gtag: Gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  return gtag;
}

/** Consent Mode v2 defaults, all denied; safe to call before consent (it loads nothing). */
export function denyConsentDefaults(environment: Ga4Environment = browserEnvironment()): void {
  gtagOf(environment.window)('consent', 'default', consent('denied'));
}

/** 'Product Viewed' → 'product_viewed' */
export const snakeCase = (name: string): string =>
  name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();

/** GA4 parameters are scalars: nested objects become `parent_child`, arrays of scalars a comma list, undefined is dropped. */
export function flattenParams(properties: Properties, prefix = ''): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(properties)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (value === undefined || typeof value === 'function') continue;
    if (value === null || typeof value !== 'object') out[name] = value as string | number | boolean | null;
    else if (Array.isArray(value))
      out[name] = value.every((item) => item === null || typeof item !== 'object') ? value.join(',') : JSON.stringify(value);
    else Object.assign(out, flattenParams(value as Properties, name));
  }
  return out;
}

export function loadGa4(options: Ga4Options): Ga4Destination {
  const env = options.environment ?? browserEnvironment();
  const { measurementId } = options;
  const gtag = gtagOf(env.window);

  gtag('consent', 'default', consent('denied'));
  gtag('consent', 'update', consent('granted'));
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = env.document.createElement('script');
  script.async = true;
  script.src = options.scriptUrl ?? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  env.document.head.appendChild(script as never);

  return {
    name: 'GA4',
    page(name, properties) {
      const { title, url, path, ...rest } = properties;
      gtag(
        'event',
        'page_view',
        flattenParams({
          ...rest,
          page_title: title ?? name ?? env.document.title,
          page_location: url ?? env.document.location?.href,
          page_path: path,
        }),
      );
    },
    track(event, properties) {
      gtag('event', snakeCase(event), flattenParams(properties));
    },
    identify(userId, traits) {
      if (userId) gtag('set', { user_id: userId });
      if (Object.keys(traits).length > 0) gtag('set', 'user_properties', flattenParams(traits));
    },
    group(groupId, traits) {
      gtag('event', 'join_group', { ...flattenParams(traits), group_id: groupId });
    },
    alias() {
      // GA4 has no alias; the user id set by identify is the only identity.
    },
    reset() {
      gtag('set', { user_id: null });
    },
    withdraw() {
      gtag('consent', 'update', consent('denied'));
      removeGaCookies(env.document);
    },
  };
}

/** Expires `_ga` and `_ga_<id>` on the host and its parent domains. */
function removeGaCookies(doc: Ga4Environment['document']): void {
  if (typeof doc.cookie !== 'string') return;
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (!/^_ga(_|$)/.test(name)) continue;
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}
