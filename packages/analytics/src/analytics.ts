/**
 * The analytics facade: consent-gated, debounced and de-duplicated calls to the configured destinations.
 *
 * - Uninitialized until `initialize(destinations)`: every call before is refused with
 *   `console.warn('Analytics not initialized: ...')`; nothing is queued or sent.
 * - Identical calls (same method, name and properties, compared by a stable serialisation) within
 *   `debounceMs` are dropped; the first one goes (leading edge) and the window counts from it.
 * - Tracked events are also de-duplicated by a memory of recent events: an identical `track` within
 *   `dedupeWindowMs` is not sent again. The memory is purged of entries older than the window on each
 *   call and by a timer; `reset()` clears it.
 * - Optional enrichment (IP data + classification) is merged into track and page properties (the call's
 *   own properties win). Calls wait for the first enrichment; a failure means plain tracking, logged once.
 * - Errors of destinations are caught and logged with `console.error('Analytics failure: ...')`.
 */
import type { EventName, EventProperties, PageProperties, Traits } from './events.ts';

export type Properties = Record<string, unknown>;

/** One analytics backend (Segment, GA4, a test double). Methods may return a promise; it is awaited for errors only. */
export interface Destination {
  readonly name: string;
  page(name: string | undefined, properties: Properties): unknown;
  track(event: string, properties: Properties): unknown;
  identify(userId: string | undefined, traits: Traits): unknown;
  group(groupId: string, traits: Traits): unknown;
  alias(to: string, from: string | undefined): unknown;
  reset(): unknown;
  /** Consent withdrawn: stop and forget (GA4 consent denied, Segment identity cleared). */
  withdraw?(): unknown;
}

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type Enrichment = Record<string, unknown> | null;

export interface AnalyticsOptions {
  /** Identical calls within this many ms are dropped (SPEC section 9: 1000). */
  debounceMs?: number;
  /** Identical tracked events within this many ms are not sent again (SPEC section 9: 5 minutes). */
  dedupeWindowMs?: number;
  /** IP data and classification merged into track and page properties; null means none. */
  enrich?: () => Promise<Enrichment>;
  /** Upper bound for one enrichment; past it, tracking goes on without IP data. Default 10000 ms (two rounds of 5000 ms look-ups). */
  enrichTimeoutMs?: number;
  /** Default page properties (path, url, title, referrer); the default reads `location` and `document`. */
  pageDefaults?: () => PageProperties;
  now?: () => number;
  timers?: Timers;
}

export interface Analytics {
  initialize(destinations: readonly Destination[]): void;
  page(name?: string, properties?: PageProperties): Promise<void>;
  track<E extends EventName>(event: E, properties: EventProperties<E>): Promise<void>;
  identify(userId?: string, traits?: Traits): Promise<void>;
  group(groupId: string, traits?: Traits): Promise<void>;
  alias(to: string, from?: string): Promise<void>;
  /** Clears the identity in every destination, the de-duplication memory and the cached enrichment. */
  reset(): Promise<void>;
  /** Consent withdrawn: tells every destination, forgets everything and returns to uninitialized. */
  shutdown(): void;
  isInitialized(): boolean;
  /** How many tracked events the de-duplication memory holds (for tests and debugging). */
  rememberedEvents(): number;
}

const defaultTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserPageDefaults(): PageProperties {
  if (typeof location === 'undefined' || typeof document === 'undefined') return {};
  return {
    path: location.pathname,
    search: location.search,
    url: location.href,
    title: document.title,
    referrer: document.referrer,
  };
}

/** JSON with object keys sorted at every level, so that `{a, b}` and `{b, a}` compare equal. */
export function stableStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return typeof v === 'bigint' ? v.toString() : v;
    if (v instanceof Date) return v.toISOString();
    if (seen.has(v)) return '[Circular]';
    seen.add(v);
    if (Array.isArray(v)) return v.map(walk);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) out[key] = walk((v as Record<string, unknown>)[key]);
    return out;
  };
  return JSON.stringify(walk(value)) ?? 'undefined';
}

type Method = 'page' | 'track' | 'identify' | 'group' | 'alias' | 'reset';

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const debounceMs = options.debounceMs ?? 1000;
  const dedupeWindowMs = options.dedupeWindowMs ?? 5 * 60 * 1000;
  const enrichTimeoutMs = options.enrichTimeoutMs ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? defaultTimers;
  const pageDefaults = options.pageDefaults ?? browserPageDefaults;

  let destinations: readonly Destination[] = [];
  let initialized = false;
  let purgeTimer: unknown;
  let enrichment: Promise<Enrichment> | undefined;
  let enrichWarned = false;
  /** Last time each call key was sent (debounce). */
  const lastSent = new Map<string, number>();
  /** Recent tracked events (de-duplication memory). */
  const remembered = new Map<string, number>();

  const purge = (at: number) => {
    for (const [key, time] of remembered) if (at - time >= dedupeWindowMs) remembered.delete(key);
    for (const [key, time] of lastSent) if (at - time >= debounceMs) lastSent.delete(key);
  };

  const warnEnrichment = (reason: unknown) => {
    if (enrichWarned) return;
    enrichWarned = true;
    console.warn('Analytics enrichment failed, tracking without IP data:', reason);
  };

  /**
   * The enrichment, started once. Calls wait for it up to `enrichTimeoutMs`; past that they go without
   * IP data, and once it does arrive, later calls carry it.
   */
  const getEnrichment = (): Promise<Enrichment> => {
    if (!options.enrich) return Promise.resolve(null);
    if (enrichment) return enrichment;
    const enrich = options.enrich;
    const pending = new Promise<Enrichment>((resolve) => {
      const timer = timers.setTimeout(() => {
        warnEnrichment(`no answer within ${enrichTimeoutMs} ms`);
        resolve(null);
      }, enrichTimeoutMs);
      const settle = (value: Enrichment) => {
        timers.clearTimeout(timer);
        // Still the current enrichment (no reset or shutdown meanwhile): keep the value for later calls.
        if (enrichment === pending) enrichment = Promise.resolve(value);
        resolve(value);
      };
      let started: Promise<Enrichment>;
      try {
        started = enrich();
      } catch (error) {
        started = Promise.reject(error);
      }
      Promise.resolve(started).then(
        (value) => settle(value && typeof value === 'object' ? value : null),
        (error: unknown) => {
          warnEnrichment(error);
          settle(null);
        },
      );
    });
    enrichment = pending;
    return pending;
  };

  const deliver = (method: Method, label: string, send: (destination: Destination) => unknown) => {
    for (const destination of destinations) {
      const fail = (error: unknown) => console.error(`Analytics failure: ${method} ${label} in ${destination.name}:`, error);
      try {
        const result = send(destination);
        if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
          (result as PromiseLike<unknown>).then(undefined, fail);
        }
      } catch (error) {
        fail(error);
      }
    }
  };

  /**
   * The common path of every call: refusal, debounce, de-duplication, then delivery after the enrichment.
   * All calls go through the same enrichment promise, so they reach the destinations in call order.
   */
  const call = (
    method: Method,
    label: string,
    keyParts: unknown,
    send: (destination: Destination, extra: Enrichment) => unknown,
    enriched: boolean,
  ): Promise<void> => {
    if (!initialized) {
      console.warn(`Analytics not initialized: ${method}${label ? ` ${label}` : ''} was not sent`);
      return Promise.resolve();
    }
    const at = now();
    purge(at);
    const key = `${method}:${stableStringify(keyParts)}`;
    if (lastSent.has(key)) return Promise.resolve();
    if (method === 'track') {
      if (remembered.has(key)) return Promise.resolve();
      remembered.set(key, at);
    }
    lastSent.set(key, at);
    const current = destinations;
    return getEnrichment().then((extra) => {
      // A shutdown (consent withdrawn) while waiting stops the call.
      if (!initialized || current !== destinations) return;
      deliver(method, label, (destination) => send(destination, enriched ? extra : null));
    });
  };

  const merge = (extra: Enrichment, properties: Properties): Properties => (extra ? { ...extra, ...properties } : properties);

  const analytics: Analytics = {
    initialize(list) {
      if (initialized) {
        console.warn('Analytics already initialized: initialize() ignored');
        return;
      }
      destinations = [...list];
      initialized = true;
      purgeTimer = timers.setInterval(() => purge(now()), dedupeWindowMs);
      if (options.enrich) void getEnrichment();
    },

    page(name, properties) {
      const props: Properties = { ...pageDefaults(), ...properties };
      return call('page', name ?? '', [name ?? null, props], (d, extra) => d.page(name, merge(extra, props)), true);
    },

    track(event, properties) {
      const props: Properties = { ...properties };
      return call('track', event, [event, props], (d, extra) => d.track(event, merge(extra, props)), true);
    },

    identify(userId, traits = {}) {
      return call('identify', userId ?? '', [userId ?? null, traits], (d) => d.identify(userId, traits), false);
    },

    group(groupId, traits = {}) {
      return call('group', groupId, [groupId, traits], (d) => d.group(groupId, traits), false);
    },

    alias(to, from) {
      return call('alias', to, [to, from ?? null], (d) => d.alias(to, from), false);
    },

    reset() {
      if (!initialized) {
        console.warn('Analytics not initialized: reset was not sent');
        return Promise.resolve();
      }
      remembered.clear();
      lastSent.clear();
      const pending = enrichment ?? Promise.resolve(null);
      enrichment = undefined;
      enrichWarned = false;
      const current = destinations;
      return pending.then(() => {
        if (initialized && current === destinations) deliver('reset', '', (d) => d.reset());
      });
    },

    shutdown() {
      if (!initialized) return;
      deliver('reset', '(withdraw)', (d) => (d.withdraw ? d.withdraw() : d.reset()));
      initialized = false;
      destinations = [];
      timers.clearInterval(purgeTimer);
      purgeTimer = undefined;
      remembered.clear();
      lastSent.clear();
      enrichment = undefined;
      enrichWarned = false;
    },

    isInitialized: () => initialized,
    rememberedEvents: () => remembered.size,
  };
  return analytics;
}
