import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Analytics } from './analytics.ts';
import { createAnalyticsClient, type StartedAnalytics } from './client.ts';

function fakeStarted() {
  const analytics = {
    page: vi.fn(() => Promise.resolve()),
    track: vi.fn(() => Promise.resolve()),
    identify: vi.fn(() => Promise.resolve()),
    group: vi.fn(() => Promise.resolve()),
    alias: vi.fn(() => Promise.resolve()),
    reset: vi.fn(() => Promise.resolve()),
  } as unknown as Analytics;
  const withdraw = vi.fn();
  return { analytics, withdraw } satisfies StartedAnalytics;
}

const view = { productId: 'ald', productName: 'ALD', category: 'Deposition' };
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the eager client (consent gate)', () => {
  it('refuses every call before start, loading nothing', async () => {
    const client = createAnalyticsClient();
    client.page('Home');
    client.track('Product Viewed', view);
    client.identify('u');
    client.group('g');
    client.alias('a');
    client.reset();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledWith('Analytics not initialized: track Product Viewed was not sent');
    expect(client.isStarted()).toBe(false);
  });

  it('loads once on start and forwards calls, those made while loading included', async () => {
    const started = fakeStarted();
    let finish!: (value: StartedAnalytics) => void;
    const load = vi.fn(() => new Promise<StartedAnalytics>((resolve) => (finish = resolve)));
    const client = createAnalyticsClient();
    const ready = client.start(load);
    void client.start(load);
    client.page('Home', { path: '/' });
    client.track('Product Viewed', view);
    await flush();
    expect(started.analytics.page).not.toHaveBeenCalled();
    finish(started);
    await ready;
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started.analytics.page).toHaveBeenCalledWith('Home', { path: '/' });
    expect(started.analytics.track).toHaveBeenCalledWith('Product Viewed', view);
    client.identify('u1', { a: 1 });
    client.group('g1');
    client.alias('to', 'from');
    client.reset();
    await flush();
    expect(started.analytics.identify).toHaveBeenCalledWith('u1', { a: 1 });
    expect(started.analytics.group).toHaveBeenCalledWith('g1', undefined);
    expect(started.analytics.alias).toHaveBeenCalledWith('to', 'from');
    expect(started.analytics.reset).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stop() refuses at once and withdraws what was loaded', async () => {
    const started = fakeStarted();
    const client = createAnalyticsClient();
    await client.start(() => Promise.resolve(started));
    client.stop();
    client.track('Product Viewed', view);
    await flush();
    expect(started.withdraw).toHaveBeenCalledTimes(1);
    expect(started.analytics.track).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(client.isStarted()).toBe(false);
  });

  it('a stop while loading withdraws the late arrival and drops the calls made meanwhile', async () => {
    const started = fakeStarted();
    let finish!: (value: StartedAnalytics) => void;
    const client = createAnalyticsClient();
    void client.start(() => new Promise((resolve) => (finish = resolve)));
    client.track('Product Viewed', view);
    client.stop();
    finish(started);
    await flush();
    expect(started.withdraw).toHaveBeenCalledTimes(1);
    expect(started.analytics.track).not.toHaveBeenCalled();
  });

  it('can start again after a stop (accept, withdraw, accept)', async () => {
    const first = fakeStarted();
    const second = fakeStarted();
    const client = createAnalyticsClient();
    await client.start(() => Promise.resolve(first));
    client.stop();
    await client.start(() => Promise.resolve(second));
    client.track('Product Viewed', view);
    await flush();
    expect(first.analytics.track).not.toHaveBeenCalled();
    expect(second.analytics.track).toHaveBeenCalledTimes(1);
  });

  it('a failing loader is logged and calls go nowhere', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createAnalyticsClient();
    await expect(client.start(() => Promise.reject(new Error('chunk failed')))).resolves.toBeUndefined();
    client.track('Product Viewed', view);
    await flush();
    expect(error).toHaveBeenCalledWith('Analytics failure: could not start', expect.any(Error));
  });
});
