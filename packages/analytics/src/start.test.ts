import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Destination } from './analytics.ts';
import type { Ga4Environment } from './destinations/ga4.ts';
import type { FetchLike } from './ip/lookup.ts';
import { startAnalytics } from './start.ts';

const segmentLoads: unknown[] = [];
vi.mock('@segment/analytics-next', () => ({
  AnalyticsBrowser: {
    load: (...args: unknown[]) => {
      segmentLoads.push(args);
      const ok = () => Promise.resolve();
      return { catch: () => undefined, page: ok, track: ok, identify: ok, group: ok, alias: ok, reset: ok };
    },
  },
}));

function recorder(): Destination & { calls: [string, ...unknown[]][] } {
  const calls: [string, ...unknown[]][] = [];
  const rec =
    (m: string) =>
    (...args: unknown[]) =>
      void calls.push([m, ...args]);
  return {
    name: 'rec',
    calls,
    page: rec('page'),
    track: rec('track'),
    identify: rec('identify'),
    group: rec('group'),
    alias: rec('alias'),
    reset: rec('reset'),
    withdraw: rec('withdraw'),
  };
}

function ga4Environment(): Ga4Environment & { appended: unknown[] } {
  const appended: unknown[] = [];
  return {
    appended,
    window: {},
    document: {
      createElement: () => ({ async: false, src: '' }),
      head: { appendChild: (n: never) => appended.push(n) },
    },
  };
}

const view = { productId: 'ald', productName: 'ALD', category: 'Deposition' };

beforeEach(() => {
  segmentLoads.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('startAnalytics', () => {
  it('loads nothing and looks nothing up when no vendor is configured', async () => {
    const fetcher = vi.fn<FetchLike>();
    const { analytics, withdraw } = await startAnalytics({
      segment: { writeKey: '' },
      ga4: { measurementId: undefined },
      ip: { services: { geolocation: 'https://geo.test/' }, fetch: fetcher },
      pageDefaults: () => ({}),
    });
    await analytics.track('Product Viewed', view);
    expect(segmentLoads).toEqual([]);
    expect(fetcher).not.toHaveBeenCalled();
    expect(analytics.isInitialized()).toBe(true);
    withdraw();
    expect(analytics.isInitialized()).toBe(false);
  });

  it('loads the configured vendors, enriches events and withdraws them all', async () => {
    const env = ga4Environment();
    const extra = recorder();
    const fetcher = vi.fn<FetchLike>(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ ip: '1.2.3.4', org: 'Example University', country_name: 'Japan' }),
      }),
    );
    const { analytics, withdraw } = await startAnalytics({
      segment: { writeKey: 'wk', cdnUrl: 'http://127.0.0.1:1' },
      ga4: { measurementId: 'G-1', scriptUrl: 'http://127.0.0.1:1/gtag.js', environment: env },
      ip: { services: { geolocation: 'https://geo.test/' }, fetch: fetcher },
      destinations: [extra],
      pageDefaults: () => ({}),
    });
    expect(segmentLoads).toHaveLength(1);
    expect(env.appended).toEqual([{ async: true, src: 'http://127.0.0.1:1/gtag.js' }]);

    await analytics.track('Product Viewed', view);
    expect(extra.calls[0]).toEqual([
      'track',
      'Product Viewed',
      {
        ip: '1.2.3.4',
        org: 'Example University',
        country: 'Japan',
        isTargetCustomer: true,
        organizationType: 'university',
        orgType: 'University/Educational Institution',
        confidence: 0.6,
        orgKeywords: ['university'],
        ...view,
      },
    ]);
    const gtagEvents = (env.window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>));
    expect(gtagEvents.at(-1)).toEqual([
      'event',
      'product_viewed',
      expect.objectContaining({ productId: 'ald', ip: '1.2.3.4', orgKeywords: 'university' }),
    ]);

    // reset() forgets the cached IP analysis too
    await analytics.reset();
    await analytics.track('Product Viewed', view);
    expect(fetcher).toHaveBeenCalledTimes(2);

    withdraw();
    expect(extra.calls.at(-1)).toEqual(['withdraw']);
    expect(gtagEvents.length).toBeLessThan((env.window.dataLayer ?? []).length);
    expect(Array.from((env.window.dataLayer ?? []).at(-1) as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });

  it('tracks without IP data when every IP service fails', async () => {
    const extra = recorder();
    const { analytics } = await startAnalytics({
      ip: {
        services: { geolocation: 'https://geo.test/', echo: ['https://echo.test/'] },
        fetch: () => Promise.reject(new TypeError('offline')),
      },
      destinations: [extra],
      pageDefaults: () => ({}),
    });
    await analytics.track('Product Viewed', view);
    expect(extra.calls).toEqual([['track', 'Product Viewed', view]]);
    analytics.shutdown();
  });

  it('goes on without a vendor that fails to load', async () => {
    const extra = recorder();
    const { analytics } = await startAnalytics({
      ga4: { measurementId: 'G-1' }, // no window in node: loading GA4 throws
      destinations: [extra],
      pageDefaults: () => ({}),
    });
    await analytics.track('Product Viewed', view);
    expect(extra.calls).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Analytics failure: GA4 did not load', expect.any(Error));
    analytics.shutdown();
  });
});
