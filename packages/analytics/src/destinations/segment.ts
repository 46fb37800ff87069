/**
 * Segment's analytics.js (`@segment/analytics-next`), loaded by dynamic import only after consent.
 * An unset write key means off: the site does not call this at all.
 */
import type { Destination } from '../analytics.ts';

export interface SegmentOptions {
  writeKey: string;
  /** Overrides the settings CDN (default https://cdn.segment.com); tests use a local stand-in. */
  cdnUrl?: string;
  /** Overrides the tracking API host, without scheme (default api.segment.io/v1). */
  apiHost?: string;
  /** Scheme for `apiHost`; 'http' only for a local stand-in. */
  protocol?: 'http' | 'https';
}

export interface SegmentDestination extends Destination {
  withdraw(): Promise<void>;
}

export async function loadSegment(options: SegmentOptions): Promise<SegmentDestination> {
  const { AnalyticsBrowser } = await import('@segment/analytics-next');
  const browser = AnalyticsBrowser.load(
    { writeKey: options.writeKey, ...(options.cdnUrl ? { cdnURL: options.cdnUrl } : {}) },
    options.apiHost || options.protocol
      ? {
          integrations: {
            'Segment.io': {
              ...(options.apiHost ? { apiHost: options.apiHost } : {}),
              ...(options.protocol ? { protocol: options.protocol } : {}),
            },
          },
        }
      : undefined,
  );
  // A failed load (settings CDN unreachable) is reported once here; each call's own rejection is
  // reported by the facade.
  browser.catch((error: unknown) => console.error('Analytics failure: Segment did not load', error));

  return {
    name: 'Segment',
    page: (name, properties) => browser.page(null, name ?? null, properties),
    track: (event, properties) => browser.track(event, properties),
    identify: (userId, traits) => (userId ? browser.identify(userId, traits) : browser.identify(traits)),
    group: (groupId, traits) => browser.group(groupId, traits),
    alias: (to, from) => browser.alias(to, from),
    reset: () => browser.reset(),
    withdraw: () => browser.reset(),
  };
}
