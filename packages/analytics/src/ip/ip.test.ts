import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createIpAnalyzer, isValidIp, isValidIpv4, isValidIpv6, mergeIpInfo, readIpInfo, type IpServices } from './index.ts';
import type { FetchLike } from './lookup.ts';

const services: IpServices = {
  geolocation: 'https://geo.test/json',
  ipInfo: 'https://info.test/json',
  ipInfoForIp: 'https://info.test/{ip}/json',
  echo: ['https://echo1.test/', 'https://echo2.test/', 'https://echo3.test/'],
  geolocationForIp: 'https://geoip.test/{ip}',
};

type Answer = unknown | 'hang' | 'fail' | { status: number };

/** A fetch that answers from a table; 'hang' never answers but rejects when aborted. */
function fakeFetch(table: Record<string, Answer>) {
  const requested: string[] = [];
  const aborted: string[] = [];
  const fetcher: FetchLike = (url, init) => {
    requested.push(url);
    const answer = table[url];
    if (answer === undefined || answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted.push(url);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    }
    if (answer && typeof answer === 'object' && 'status' in answer) {
      return Promise.resolve({
        ok: false,
        status: (answer as { status: number }).status,
        json: () => Promise.resolve({}),
      });
    }
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  };
  return { fetcher, requested, aborted };
}

const geo = {
  ip: '128.32.0.1',
  country_name: 'United States',
  region: 'California',
  city: 'Berkeley',
  org: 'University of California, Berkeley',
  timezone: 'America/Los_Angeles',
  latitude: 37.87,
  longitude: -122.27,
};
const info = {
  ip: '128.32.0.1',
  country: 'US',
  region: 'California (info)',
  city: 'Berkeley (info)',
  org: 'AS25 University of California at Berkeley',
  isp: 'UC Berkeley ISP',
  timezone: 'America/Los_Angeles',
  loc: '37.5,-122.5',
};
const geoByIp = {
  query: '128.32.0.1',
  country: 'United States',
  regionName: 'CA (d)',
  city: 'Berkeley (d)',
  isp: 'ISP (d)',
  org: 'Org (d)',
  timezone: 'TZ (d)',
  lat: 1,
  lon: 2,
};

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const warnings = () => warn.mock.calls.map((c) => String(c[0]));

describe('IP validation', () => {
  it.each(['0.0.0.0', '8.8.8.8', '192.168.1.1', '255.255.255.255', '10.0.0.10', '203.0.113.7'])('IPv4 %s is valid', (ip) => {
    expect(isValidIpv4(ip)).toBe(true);
    expect(isValidIp(ip)).toBe(true);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', ' 1.2.3.4', '1.2.3.4 ', 'a.b.c.d', '1..2.3', ''])('IPv4 %j is invalid', (ip) =>
    expect(isValidIp(ip)).toBe(false),
  );

  it.each(['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:0:0:0:0:0:1', 'FFFF:ffff:0:0:0:0:0:0', '0:0:0:0:0:0:0:1'])(
    'full-form IPv6 %s is valid',
    (ip) => {
      expect(isValidIpv6(ip)).toBe(true);
      expect(isValidIp(ip)).toBe(true);
    },
  );

  it.each([
    '::1',
    '::',
    '2001:db8::1',
    'fe80::1%eth0',
    '2001:db8:0:0:0:0:0',
    '2001:db8:0:0:0:0:0:0:1',
    '12345:db8:0:0:0:0:0:1',
    'g001:db8:0:0:0:0:0:1',
    '::ffff:192.168.1.1',
  ])('IPv6 %s is not full-form, so invalid', (ip) => expect(isValidIp(ip)).toBe(false));

  it.each([undefined, null, 12345, {}])('a non-string %j is invalid', (ip) => expect(isValidIp(ip)).toBe(false));
});

describe('reading the services’ answers', () => {
  it('reads the geolocation shape (a)', () => {
    expect(readIpInfo(geo)).toEqual({
      ip: '128.32.0.1',
      country: 'United States',
      region: 'California',
      city: 'Berkeley',
      org: 'University of California, Berkeley',
      isp: '',
      timezone: 'America/Los_Angeles',
      latitude: 37.87,
      longitude: -122.27,
    });
  });

  it('reads the IP info shape (b): two-letter country to its name, loc to coordinates', () => {
    expect(readIpInfo(info)).toEqual({
      ip: '128.32.0.1',
      country: 'United States',
      region: 'California (info)',
      city: 'Berkeley (info)',
      org: 'AS25 University of California at Berkeley',
      isp: 'UC Berkeley ISP',
      timezone: 'America/Los_Angeles',
      latitude: 37.5,
      longitude: -122.5,
    });
    expect(readIpInfo({ country: 'KR' }).country).toBe('South Korea');
    expect(readIpInfo({ country: 'GB' }).country).toBe('United Kingdom');
  });

  it('reads echo answers {ip} and {origin} (first of a list), and treats an invalid ip as empty', () => {
    expect(readIpInfo({ ip: '1.2.3.4' }).ip).toBe('1.2.3.4');
    expect(readIpInfo({ origin: '5.6.7.8, 10.0.0.1' }).ip).toBe('5.6.7.8');
    expect(readIpInfo({ ip: '::1' }).ip).toBe('');
    expect(readIpInfo({ ip: 'not an ip' }).ip).toBe('');
    expect(readIpInfo({ latitude: 'x', longitude: '12.5' })).toMatchObject({ latitude: null, longitude: 12.5 });
  });

  it('merges taking the first non-empty value per field, in the order given', () => {
    const a = { ...readIpInfo({ ip: '1.1.1.1', city: 'A-city' }) };
    const b = { ...readIpInfo({ ip: '2.2.2.2', city: 'B-city', region: 'B-region', latitude: 0 }) };
    const d = { ...readIpInfo({ region: 'D-region', org: 'D-org', longitude: 9 }) };
    expect(mergeIpInfo([a, null, b, d])).toEqual({
      ip: '1.1.1.1',
      country: '',
      region: 'B-region',
      city: 'A-city',
      org: 'D-org',
      isp: '',
      timezone: '',
      latitude: 0,
      longitude: 9,
    });
  });
});

describe('the analyzer', () => {
  it('runs a, b and c in parallel, then d with c’s address; merges a, b, d (then c)', async () => {
    const { fetcher, requested } = fakeFetch({
      [services.geolocation!]: { ...geo, org: '', timezone: '' },
      [services.ipInfo!]: { ...info, city: '' },
      'https://echo1.test/': { ip: '128.32.0.9' },
      'https://geoip.test/128.32.0.9': geoByIp,
    });
    const analyzer = createIpAnalyzer({ services, fetch: fetcher });
    const result = await analyzer.result();
    expect(requested.slice(0, 3).sort()).toEqual(['https://echo1.test/', services.geolocation, services.ipInfo].sort());
    expect(requested[3]).toBe('https://geoip.test/128.32.0.9');
    expect(result.info).toEqual({
      ip: '128.32.0.1', // a
      country: 'United States', // a
      region: 'California', // a
      city: 'Berkeley', // a
      org: 'AS25 University of California at Berkeley', // b (a's is empty)
      isp: 'UC Berkeley ISP', // b
      timezone: 'America/Los_Angeles', // b (a's is empty)
      latitude: 37.87, // a
      longitude: -122.27, // a
    });
    expect(result.analysis).toEqual({
      isTargetCustomer: true,
      organizationType: 'university',
      confidence: 0.6,
      details: {
        orgName: 'AS25 University of California at Berkeley',
        orgType: 'University/Educational Institution',
        location: 'Berkeley, California, United States',
        keywords: ['university'],
      },
    });
  });

  it('fills from d when a and b fail, and takes the address from c last', async () => {
    const { fetcher } = fakeFetch({
      'https://echo1.test/': { ip: '203.0.113.7' },
      'https://geoip.test/203.0.113.7': { ...geoByIp, query: '' },
    });
    const result = await createIpAnalyzer({ services, fetch: fetcher }).result();
    expect(result.info).toEqual({
      ip: '203.0.113.7',
      country: 'United States',
      region: 'CA (d)',
      city: 'Berkeley (d)',
      org: 'Org (d)',
      isp: 'ISP (d)',
      timezone: 'TZ (d)',
      latitude: 1,
      longitude: 2,
    });
    expect(warnings().filter((w) => w === 'IP service failed:')).toHaveLength(2);
  });

  it('tries the echo services in order until one answers with an address', async () => {
    const { fetcher, requested } = fakeFetch({
      'https://echo1.test/': { status: 503 },
      'https://echo2.test/': { ip: 'garbage' },
      'https://echo3.test/': { origin: '198.51.100.4' },
      'https://geoip.test/198.51.100.4': { ...geoByIp, query: '198.51.100.4' },
    });
    const result = await createIpAnalyzer({ services, fetch: fetcher }).result();
    const echoes = requested.filter((url) => url.startsWith('https://echo'));
    expect(echoes).toEqual(['https://echo1.test/', 'https://echo2.test/', 'https://echo3.test/']);
    expect(requested).toContain('https://geoip.test/198.51.100.4');
    expect(result.info?.ip).toBe('198.51.100.4');
  });

  it('stops at the first echo that answers', async () => {
    const { fetcher, requested } = fakeFetch({ 'https://echo1.test/': { ip: '1.2.3.4' } });
    await createIpAnalyzer({ services, fetch: fetcher }).result();
    expect(requested.filter((url) => url.startsWith('https://echo'))).toEqual(['https://echo1.test/']);
  });

  it('falls back from the geolocation-by-IP service to the IP info service for that address', async () => {
    const { fetcher, requested } = fakeFetch({
      'https://echo1.test/': { ip: '1.2.3.4' },
      'https://geoip.test/1.2.3.4': 'fail',
      'https://info.test/1.2.3.4/json': { ...info, ip: '1.2.3.4', org: 'Example Research Center' },
    });
    const result = await createIpAnalyzer({ services, fetch: fetcher }).result();
    expect(requested.slice(-2)).toEqual(['https://geoip.test/1.2.3.4', 'https://info.test/1.2.3.4/json']);
    expect(result.info?.org).toBe('Example Research Center');
    expect(result.analysis.organizationType).toBe('research_institute');
  });

  it('does not run d without an address from c', async () => {
    const { fetcher, requested } = fakeFetch({ [services.geolocation!]: geo });
    await createIpAnalyzer({ services, fetch: fetcher }).result();
    expect(requested.some((url) => url.startsWith('https://geoip') || url.includes('/json/'))).toBe(false);
    expect(warnings()).toContain('Unable to get IP address');
  });

  it('aborts a hanging look-up at 5000 ms and still merges the others', async () => {
    const { fetcher, aborted } = fakeFetch({
      [services.geolocation!]: 'hang',
      [services.ipInfo!]: info,
      'https://echo1.test/': { ip: '128.32.0.1' },
      'https://geoip.test/128.32.0.1': geoByIp,
    });
    let done = false;
    const pending = createIpAnalyzer({ services, fetch: fetcher })
      .result()
      .then((r) => {
        done = true;
        return r;
      });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    expect(aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(aborted).toEqual([services.geolocation]);
    expect(result.info).toMatchObject({ org: info.org, region: 'California (info)', isp: 'UC Berkeley ISP' });
    expect(warn).toHaveBeenCalledWith('IP service failed:', services.geolocation, 'timed out after 5000 ms');
  });

  it('bounds a look-up whose fetch ignores the abort signal', async () => {
    const fetcher: FetchLike = () => new Promise(() => undefined);
    const pending = createIpAnalyzer({ services: { geolocation: 'https://geo.test/' }, fetch: fetcher }).analyze();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toMatchObject({ organizationType: 'unknown', confidence: 0 });
  });

  it('times out each request separately: echo fallbacks each get 5000 ms', async () => {
    const { fetcher, aborted } = fakeFetch({
      'https://echo1.test/': 'hang',
      'https://echo2.test/': { ip: '1.2.3.4' },
      'https://geoip.test/1.2.3.4': { ...geoByIp, query: '1.2.3.4' },
    });
    let done = false;
    const pending = createIpAnalyzer({ services, fetch: fetcher })
      .result()
      .then((r) => {
        done = true;
        return r;
      });
    await vi.advanceTimersByTimeAsync(5000);
    expect(aborted).toEqual(['https://echo1.test/']);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect((await pending).info?.ip).toBe('1.2.3.4');
  });

  it('degrades to the unknown analysis and no enrichment when every service fails', async () => {
    const { fetcher } = fakeFetch({});
    const analyzer = createIpAnalyzer({ services, fetch: fetcher });
    expect(await analyzer.result()).toEqual({
      info: null,
      analysis: {
        isTargetCustomer: false,
        organizationType: 'unknown',
        confidence: 0,
        details: { orgName: '', orgType: 'Unknown', location: '', keywords: [] },
      },
    });
    expect(await analyzer.enrichment()).toBeNull();
    expect(warnings()).toEqual(expect.arrayContaining(['IP service failed:', 'Unable to get IP address', 'All IP services failed']));
  });

  it('never rejects, even when fetch itself throws synchronously', async () => {
    const fetcher: FetchLike = () => {
      throw new Error('no fetch here');
    };
    await expect(createIpAnalyzer({ services, fetch: fetcher }).analyze()).resolves.toMatchObject({
      organizationType: 'unknown',
    });
  });

  it('computes once and caches until reset()', async () => {
    const { fetcher, requested } = fakeFetch({ [services.geolocation!]: geo });
    const analyzer = createIpAnalyzer({ services: { geolocation: services.geolocation! }, fetch: fetcher });
    const [first, second] = await Promise.all([analyzer.analyze(), analyzer.analyze()]);
    expect(await analyzer.analyze()).toBe(first);
    expect(second).toBe(first);
    expect(requested).toHaveLength(1);
    analyzer.reset();
    await analyzer.analyze();
    expect(requested).toHaveLength(2);
  });

  it('reset() during a computation aborts it: requests in flight are aborted, no further one starts', async () => {
    const { fetcher, requested, aborted } = fakeFetch({
      [services.geolocation!]: 'hang',
      'https://echo1.test/': 'hang',
    });
    const analyzer = createIpAnalyzer({ services, fetch: fetcher });
    const pending = analyzer.result();
    await vi.advanceTimersByTimeAsync(100);
    analyzer.reset();
    await expect(pending).resolves.toMatchObject({ info: null });
    expect(aborted.sort()).toEqual(['https://echo1.test/', services.geolocation].sort());
    // Neither the other echo services nor (d) were asked after the reset.
    expect(requested.sort()).toEqual(['https://echo1.test/', services.geolocation, services.ipInfo].sort());
    expect(warnings()).not.toContain('All IP services failed');
  });

  it('classifies the isp when there is no org', async () => {
    const { fetcher } = fakeFetch({ [services.ipInfo!]: { ...info, org: '' } });
    const analysis = await createIpAnalyzer({ services: { ipInfo: services.ipInfo! }, fetch: fetcher }).analyze();
    expect(analysis.details.orgName).toBe('UC Berkeley ISP');
    expect(analysis.organizationType).toBe('unknown');
    expect(analysis.confidence).toBe(0.1); // United States
  });

  it('gives flat enrichment properties: the non-empty IP fields and the classification', async () => {
    const { fetcher } = fakeFetch({ [services.geolocation!]: geo });
    const enrichment = await createIpAnalyzer({
      services: { geolocation: services.geolocation! },
      fetch: fetcher,
    }).enrichment();
    expect(enrichment).toEqual({
      ip: '128.32.0.1',
      country: 'United States',
      region: 'California',
      city: 'Berkeley',
      org: 'University of California, Berkeley',
      timezone: 'America/Los_Angeles',
      latitude: 37.87,
      longitude: -122.27,
      isTargetCustomer: true,
      organizationType: 'university',
      orgType: 'University/Educational Institution',
      confidence: 0.6,
      orgKeywords: ['university'],
    });
  });

  it('passes the abort signal, omits credentials and the referrer', async () => {
    const seen: RequestInit[] = [];
    const fetcher: FetchLike = (_url, init) => {
      seen.push(init);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(geo) });
    };
    await createIpAnalyzer({ services: { geolocation: 'https://geo.test/' }, fetch: fetcher }).result();
    expect(seen[0]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
  });
});
