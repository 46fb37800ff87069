import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { method: string; args: unknown[] }[] = [];
const loadArgs: unknown[][] = [];
let loadFailure: Error | undefined;

vi.mock('@segment/analytics-next', () => {
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
      return Promise.resolve();
    };
  return {
    AnalyticsBrowser: {
      load: (...args: unknown[]) => {
        loadArgs.push(args);
        const loaded = loadFailure ? Promise.reject(loadFailure) : Promise.resolve([]);
        return {
          catch: (handler: (error: unknown) => void) => loaded.catch(handler),
          page: record('page'),
          track: record('track'),
          identify: record('identify'),
          group: record('group'),
          alias: record('alias'),
          reset: record('reset'),
        };
      },
    },
  };
});

const { loadSegment } = await import('./segment.ts');

afterEach(() => {
  calls.length = 0;
  loadArgs.length = 0;
  loadFailure = undefined;
  vi.restoreAllMocks();
});

describe('loadSegment', () => {
  it('loads analytics.js with the write key, the CDN and the API host', async () => {
    await loadSegment({
      writeKey: 'wk',
      cdnUrl: 'http://127.0.0.1:4010',
      apiHost: '127.0.0.1:4010/v1',
      protocol: 'http',
    });
    expect(loadArgs).toEqual([
      [{ writeKey: 'wk', cdnURL: 'http://127.0.0.1:4010' }, { integrations: { 'Segment.io': { apiHost: '127.0.0.1:4010/v1', protocol: 'http' } } }],
    ]);
  });

  it('passes only the write key by default', async () => {
    await loadSegment({ writeKey: 'wk' });
    expect(loadArgs).toEqual([[{ writeKey: 'wk' }, undefined]]);
  });

  it('maps the facade calls to analytics.js', async () => {
    const segment = await loadSegment({ writeKey: 'wk' });
    expect(segment.name).toBe('Segment');
    await segment.page('Products', { path: '/products' });
    await segment.page(undefined, { path: '/' });
    await segment.track('Product Viewed', { productId: 'ald' });
    await segment.identify('u1', { a: 1 });
    await segment.identify(undefined, { b: 2 });
    await segment.group('g1', { name: 'Lab' });
    await segment.alias('u1', 'anon');
    await segment.reset();
    await segment.withdraw();
    expect(calls).toEqual([
      { method: 'page', args: [null, 'Products', { path: '/products' }] },
      { method: 'page', args: [null, null, { path: '/' }] },
      { method: 'track', args: ['Product Viewed', { productId: 'ald' }] },
      { method: 'identify', args: ['u1', { a: 1 }] },
      { method: 'identify', args: [{ b: 2 }] },
      { method: 'group', args: ['g1', { name: 'Lab' }] },
      { method: 'alias', args: ['u1', 'anon'] },
      { method: 'reset', args: [] },
      { method: 'reset', args: [] },
    ]);
  });

  it('reports a failed load once, without rejecting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadFailure = new Error('CDN unreachable');
    await expect(loadSegment({ writeKey: 'wk' })).resolves.toBeDefined();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith('Analytics failure: Segment did not load', loadFailure);
  });
});
