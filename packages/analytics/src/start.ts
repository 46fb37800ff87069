/**
 * The lazily loaded start-up of analytics, for after Accept All: loads the configured vendors (each by
 * its own dynamic import, so each is its own chunk), creates the facade with IP enrichment and
 * initializes it. A vendor whose key is unset is off; with no destination at all, no IP look-up runs.
 *
 *   client.start(() => import('@company/analytics/start').then((m) => m.startAnalytics(config)))
 */
import { createAnalytics, type Analytics, type AnalyticsOptions, type Destination } from './analytics.ts';
import type { StartedAnalytics } from './client.ts';
import type { Ga4Options } from './destinations/ga4.ts';
import type { SegmentOptions } from './destinations/segment.ts';
import type { IpAnalyzerOptions } from './ip/index.ts';

export interface StartOptions extends Omit<AnalyticsOptions, 'enrich'> {
  /** Off when the write key is unset or empty. */
  segment?: Partial<SegmentOptions>;
  /** Off when the measurement id is unset or empty. */
  ga4?: Partial<Ga4Options>;
  /** IP enrichment; off when unset. */
  ip?: IpAnalyzerOptions;
  /** More destinations (a marketing tracker, a test double). */
  destinations?: readonly Destination[];
}

const failed = (what: string) => (error: unknown) => {
  console.error(`Analytics failure: ${what} did not load`, error);
  return null;
};

export async function startAnalytics(options: StartOptions): Promise<StartedAnalytics> {
  const { segment, ga4, ip, destinations = [], ...facadeOptions } = options;
  const segmentKey = segment?.writeKey;
  const measurementId = ga4?.measurementId;
  const loaded = await Promise.all([
    segmentKey ? import('./destinations/segment.ts').then((m) => m.loadSegment({ ...segment, writeKey: segmentKey })).catch(failed('Segment')) : null,
    measurementId ? import('./destinations/ga4.ts').then((m) => m.loadGa4({ ...ga4, measurementId })).catch(failed('GA4')) : null,
  ]);
  const all = [...loaded.filter((d): d is NonNullable<typeof d> => d !== null), ...destinations];
  const analyzer = ip && all.length > 0 ? await import('./ip/index.ts').then((m) => m.createIpAnalyzer(ip)).catch(failed('IP enrichment')) : null;

  const facade = createAnalytics({ ...facadeOptions, ...(analyzer ? { enrich: analyzer.enrichment } : {}) });
  // A reset also forgets the cached IP analysis (SPEC section 4: cached until reset).
  const analytics: Analytics = {
    ...facade,
    reset() {
      analyzer?.reset();
      return facade.reset();
    },
  };
  analytics.initialize(all);
  return {
    analytics,
    withdraw() {
      analytics.shutdown();
      analyzer?.reset();
    },
  };
}
