import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createAnalytics, stableStringify, type Analytics, type AnalyticsOptions, type Destination } from './analytics.ts';
import { CURRENCY, EVENT_NAMES, type EventName } from './events.ts';

interface Recorded {
  method: string;
  args: unknown[];
}

function recorder(name = 'Test'): Destination & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
    };
  return {
    name,
    calls,
    page: record('page'),
    track: record('track'),
    identify: record('identify'),
    group: record('group'),
    alias: record('alias'),
    reset: record('reset'),
    withdraw: record('withdraw'),
  };
}

const view = { productId: 'icp-etcher', productName: 'ICP-RIE Etcher', category: 'Etching' };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
let analytics: Analytics;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-09-14T12:00:00Z'));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  analytics?.shutdown();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function started(options: AnalyticsOptions = {}, destination = recorder()) {
  analytics = createAnalytics({ pageDefaults: () => ({}), ...options });
  analytics.initialize([destination]);
  return destination;
}

const tracked = (d: { calls: Recorded[] }) => d.calls.filter((c) => c.method === 'track');

describe('the event catalogue', () => {
  it('lists every event once and uses USD', () => {
    // Compile-time: every catalogue key is in EVENT_NAMES.
    const missing: Exclude<EventName, (typeof EVENT_NAMES)[number]>[] = [];
    expect(missing).toEqual([]);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    expect(EVENT_NAMES).toContain('Product Added');
    expect(CURRENCY).toBe('USD');
  });
});

describe('before initialize', () => {
  it('refuses every call with a warning and sends nothing, even after a later initialize', async () => {
    const destination = recorder();
    analytics = createAnalytics({ pageDefaults: () => ({}) });
    expect(analytics.isInitialized()).toBe(false);

    await analytics.track('Product Viewed', view);
    await analytics.page('Home');
    await analytics.identify('u1');
    await analytics.group('g1');
    await analytics.alias('a', 'b');
    await analytics.reset();

    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0]![0]).toMatch(/^Analytics not initialized: track Product Viewed/);
    analytics.initialize([destination]);
    await vi.runOnlyPendingTimersAsync();
    expect(destination.calls).toEqual([]);
    expect(analytics.isInitialized()).toBe(true);
  });

  it('refuses again after shutdown, and tells destinations to withdraw', async () => {
    const destination = started();
    analytics.shutdown();
    expect(destination.calls).toEqual([{ method: 'withdraw', args: [] }]);
    await analytics.track('Product Viewed', view);
    expect(destination.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Analytics not initialized/));
    expect(analytics.isInitialized()).toBe(false);
  });
});

describe('delivery', () => {
  it('maps every facade call to every destination', async () => {
    const one = recorder('one');
    const two = recorder('two');
    analytics = createAnalytics({ pageDefaults: () => ({ path: '/x' }) });
    analytics.initialize([one, two]);
    await analytics.page('Products', { title: 'Products' });
    await analytics.track('Products Searched', { searchTerm: 'ald' });
    await analytics.identify('user-1', { plan: 'x' });
    await analytics.group('org-1', { name: 'Lab' });
    await analytics.alias('user-1', 'anon-1');
    await analytics.reset();
    for (const d of [one, two]) {
      expect(d.calls).toEqual([
        { method: 'page', args: ['Products', { path: '/x', title: 'Products' }] },
        { method: 'track', args: ['Products Searched', { searchTerm: 'ald' }] },
        { method: 'identify', args: ['user-1', { plan: 'x' }] },
        { method: 'group', args: ['org-1', { name: 'Lab' }] },
        { method: 'alias', args: ['user-1', 'anon-1'] },
        { method: 'reset', args: [] },
      ]);
    }
  });

  it('catches synchronous and asynchronous destination errors, logs them and still serves the others', async () => {
    const good = recorder('good');
    const throwing: Destination = {
      ...recorder('throwing'),
      track: () => {
        throw new Error('boom');
      },
    };
    const rejecting: Destination = { ...recorder('rejecting'), page: () => Promise.reject(new Error('offline')) };
    analytics = createAnalytics({ pageDefaults: () => ({}) });
    analytics.initialize([throwing, rejecting, good]);

    await expect(analytics.track('Product Viewed', view)).resolves.toBeUndefined();
    await expect(analytics.page('Home')).resolves.toBeUndefined();
    await vi.runOnlyPendingTimersAsync();

    expect(good.calls.map((c) => c.method)).toEqual(['track', 'page']);
    expect(error).toHaveBeenCalledWith('Analytics failure: track Product Viewed in throwing:', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Analytics failure: page Home in rejecting:', expect.any(Error));
  });

  it('ignores a second initialize', () => {
    const first = started();
    const second = recorder('second');
    analytics.initialize([second]);
    expect(warn).toHaveBeenCalledWith('Analytics already initialized: initialize() ignored');
    void analytics.track('Product Viewed', view);
    return vi.runOnlyPendingTimersAsync().then(() => {
      expect(tracked(first)).toHaveLength(1);
      expect(second.calls).toEqual([]);
    });
  });
});

describe('debounce (1000 ms)', () => {
  it('drops an identical call at 999 ms and sends it at 1000 ms', async () => {
    const d = started();
    await analytics.page('Home', { path: '/' });
    vi.advanceTimersByTime(999);
    await analytics.page('Home', { path: '/' });
    expect(d.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await analytics.page('Home', { path: '/' });
    expect(d.calls).toHaveLength(2);
  });

  it('counts the window from the call that was sent (a dropped call does not extend it)', async () => {
    const d = started();
    await analytics.identify('u1');
    vi.advanceTimersByTime(600);
    await analytics.identify('u1');
    vi.advanceTimersByTime(400);
    await analytics.identify('u1');
    expect(d.calls.map((c) => c.method)).toEqual(['identify', 'identify']);
  });

  it('compares method, name and properties by a stable serialisation', async () => {
    const d = started();
    await analytics.page('A', { path: '/a', title: 'A' });
    await analytics.page('A', { title: 'A', path: '/a' }); // same, keys reordered
    await analytics.page('B', { path: '/a', title: 'A' }); // other name
    await analytics.page('A', { path: '/b', title: 'A' }); // other properties
    await analytics.group('A', { path: '/a', title: 'A' }); // other method
    expect(d.calls.map((c) => [c.method, c.args[0]])).toEqual([
      ['page', 'A'],
      ['page', 'B'],
      ['page', 'A'],
      ['group', 'A'],
    ]);
  });

  it('uses a custom debounce', async () => {
    const d = started({ debounceMs: 50 });
    await analytics.page('Home');
    vi.advanceTimersByTime(50);
    await analytics.page('Home');
    expect(d.calls).toHaveLength(2);
  });

  it('stable serialisation sorts keys at every level and survives cycles', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(stableStringify(cyclic)).toBe('{"a":1,"self":"[Circular]"}');
    expect(stableStringify(undefined)).toBe('undefined');
  });
});

describe('de-duplication memory (5 minutes)', () => {
  it('does not send an identical track again within 4:59, sends it from 5:00 once the entry is purged', async () => {
    const d = started();
    await analytics.track('Product Viewed', view);
    vi.advanceTimersByTime(4 * MINUTE + 59 * SECOND);
    await analytics.track('Product Viewed', view);
    expect(tracked(d)).toHaveLength(1);
    vi.advanceTimersByTime(1 * SECOND);
    await analytics.track('Product Viewed', view);
    expect(tracked(d)).toHaveLength(2);
  });

  it('lets different events and different payloads through', async () => {
    const d = started();
    await analytics.track('Product Viewed', view);
    await analytics.track('Product Viewed', { ...view, productId: 'ald', productName: 'ALD' });
    await analytics.track('Insights Page Viewed', { page: 'insights', category: 'All', searchTerm: '' });
    expect(tracked(d)).toHaveLength(3);
    expect(analytics.rememberedEvents()).toBe(3);
  });

  it('is purged by a timer even without calls', async () => {
    started();
    await analytics.track('Product Viewed', view);
    vi.advanceTimersByTime(2 * MINUTE);
    await analytics.track('Products Searched', { searchTerm: 'pecvd' });
    expect(analytics.rememberedEvents()).toBe(2);
    vi.advanceTimersByTime(3 * MINUTE); // first timer tick at 5:00: the 0:00 entry goes
    expect(analytics.rememberedEvents()).toBe(1);
    vi.advanceTimersByTime(5 * MINUTE); // tick at 10:00: the 2:00 entry goes
    expect(analytics.rememberedEvents()).toBe(0);
  });

  it('is cleared by reset()', async () => {
    const d = started();
    await analytics.track('Product Viewed', view);
    await analytics.reset();
    expect(analytics.rememberedEvents()).toBe(0);
    await analytics.track('Product Viewed', view);
    expect(tracked(d)).toHaveLength(2);
    expect(d.calls.map((c) => c.method)).toEqual(['track', 'reset', 'track']);
  });

  it('applies to track only: pages repeat after the debounce', async () => {
    const d = started();
    await analytics.page('Home');
    vi.advanceTimersByTime(SECOND);
    await analytics.page('Home');
    expect(d.calls).toHaveLength(2);
  });
});

describe('enrichment', () => {
  const ipData = { ip: '203.0.113.7', country: 'United States', isTargetCustomer: true, confidence: 0.8 };

  it('merges the enrichment into track and page properties, the call’s own properties winning', async () => {
    const d = started({ enrich: () => Promise.resolve({ ...ipData, category: 'from-ip' }) });
    await analytics.track('Product Viewed', view);
    await analytics.page('Home', { path: '/' });
    await analytics.identify('u1', { a: 1 });
    expect(d.calls).toEqual([
      { method: 'track', args: ['Product Viewed', { ...ipData, ...view }] },
      { method: 'page', args: ['Home', { ...ipData, category: 'from-ip', path: '/' }] },
      { method: 'identify', args: ['u1', { a: 1 }] },
    ]);
  });

  it('makes calls wait for the first enrichment and keeps their order', async () => {
    let answer!: (value: Record<string, unknown>) => void;
    const enrich = vi.fn(() => new Promise<Record<string, unknown>>((resolve) => (answer = resolve)));
    const d = started({ enrich });
    void analytics.track('Product Viewed', view);
    void analytics.identify('u1');
    void analytics.page('Home');
    await vi.advanceTimersByTimeAsync(3000);
    expect(d.calls).toEqual([]);
    answer(ipData);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.calls.map((c) => c.method)).toEqual(['track', 'identify', 'page']);
    await analytics.track('Products Searched', { searchTerm: 'ald' });
    expect(enrich).toHaveBeenCalledTimes(1);
    expect(tracked(d)[1]!.args[1]).toEqual({ ...ipData, searchTerm: 'ald' });
  });

  it('falls back to plain tracking when the enrichment fails, warning once', async () => {
    const d = started({ enrich: () => Promise.reject(new Error('IP down')) });
    await analytics.track('Product Viewed', view);
    await analytics.track('Products Searched', { searchTerm: 'x' });
    expect(tracked(d).map((c) => c.args[1])).toEqual([view, { searchTerm: 'x' }]);
    const enrichmentWarnings = warn.mock.calls.filter((c) => String(c[0]).includes('enrichment failed'));
    expect(enrichmentWarnings).toHaveLength(1);
  });

  it('treats a throwing or null enrichment as none', async () => {
    const d = started({
      enrich: () => {
        throw new Error('sync');
      },
    });
    await analytics.track('Product Viewed', view);
    expect(tracked(d)[0]!.args[1]).toEqual(view);
    analytics.shutdown();
    const e = started({ enrich: () => Promise.resolve(null) });
    await analytics.track('Product Viewed', view);
    expect(tracked(e)[0]!.args[1]).toEqual(view);
  });

  it('stops waiting after enrichTimeoutMs, then carries the data once it arrives', async () => {
    let answer!: (value: Record<string, unknown>) => void;
    const d = started({ enrichTimeoutMs: 10_000, enrich: () => new Promise((resolve) => (answer = resolve)) });
    void analytics.track('Product Viewed', view);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tracked(d)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracked(d)[0]!.args[1]).toEqual(view);
    answer(ipData);
    await vi.advanceTimersByTimeAsync(0);
    await analytics.track('Products Searched', { searchTerm: 'ald' });
    expect(tracked(d)[1]!.args[1]).toEqual({ ...ipData, searchTerm: 'ald' });
  });

  it('asks again after reset()', async () => {
    const enrich = vi.fn(() => Promise.resolve(ipData));
    started({ enrich });
    await analytics.track('Product Viewed', view);
    await analytics.reset();
    await analytics.track('Product Viewed', view);
    expect(enrich).toHaveBeenCalledTimes(2);
  });

  it('drops calls still waiting when consent is withdrawn', async () => {
    let answer!: (value: Record<string, unknown>) => void;
    const d = started({ enrich: () => new Promise((resolve) => (answer = resolve)) });
    void analytics.track('Product Viewed', view);
    analytics.shutdown();
    answer(ipData);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.calls.map((c) => c.method)).toEqual(['withdraw']);
  });
});

describe('page defaults', () => {
  it('adds the default page properties under the call’s own', async () => {
    const d = started({ pageDefaults: () => ({ path: '/insights', title: 'Insights | Ionvale Systems' }) });
    await analytics.page('404 - Page Not Found', { title: '404 - Page Not Found', errorType: '404_not_found' });
    expect(d.calls[0]!.args).toEqual(['404 - Page Not Found', { path: '/insights', title: '404 - Page Not Found', errorType: '404_not_found' }]);
  });

  it('reads nothing from the browser where there is none (node)', async () => {
    const d = recorder();
    analytics = createAnalytics();
    analytics.initialize([d]);
    await analytics.page();
    expect(d.calls[0]!.args).toEqual([undefined, {}]);
  });
});
