/**
 * IP enrichment: four look-ups, merged, classified, computed once and cached.
 *
 * (a) `geolocation`: JSON {ip, country_name, region, city, org, timezone, latitude, longitude}
 * (b) `ipInfo`: JSON {ip, country, region, city, org, isp?, timezone, loc: "lat,lng"}
 * (c) `echo`: JSON {ip} or {origin}; the URLs are tried in order until one gives a valid address
 * (d) `geolocationForIp`: a URL template with `{ip}`, any of the shapes above; falls back to
 *     `ipInfoForIp` (service (b) for that ip, also a template) when it fails
 *
 * (a), (b) and (c) run in parallel; then (d) with the address from (c), if (c) found one. Every request
 * has its own timeout (5000 ms, aborted). The merged IP information takes, field by field, the FIRST
 * non-empty value in the order a, b, d, then c (which only has the address). An invalid address counts
 * as empty. The organisation classified is `org`, or `isp` when there is no `org`.
 *
 * Nothing here throws: a failed look-up logs 'IP service failed', the echo chain exhausted logs
 * 'Unable to get IP address', and no data from any service logs 'All IP services failed' and gives the
 * unknown analysis (not a target customer, confidence 0) and no enrichment.
 */
import { classifyOrganization, unknownAnalysis, type TargetCustomerAnalysis } from '../classify.ts';
import { defaultTimeoutTimers, getJson, hasIpData, mergeIpInfo, readIpInfo, type FetchLike, type IpInfo, type TimeoutTimers } from './lookup.ts';

export { isValidIp, isValidIpv4, isValidIpv6 } from './validate.ts';
export { mergeIpInfo, readIpInfo, type FetchLike, type IpInfo, type TimeoutTimers } from './lookup.ts';

export interface IpServices {
  /** (a) geolocation of the visitor */
  geolocation?: string;
  /** (b) IP information of the visitor */
  ipInfo?: string;
  /** (b) for a given address: a template with `{ip}` (the fallback of (d)) */
  ipInfoForIp?: string;
  /** (c) address echo services, tried in order */
  echo?: readonly string[];
  /** (d) geolocation for a given address: a template with `{ip}` */
  geolocationForIp?: string;
}

export interface IpAnalyzerOptions {
  services: IpServices;
  /** Per request; SPEC section 9: 5000 ms. */
  timeoutMs?: number;
  fetch?: FetchLike;
  timers?: TimeoutTimers;
}

export interface IpAnalysisResult {
  /** null when no service answered with anything */
  info: IpInfo | null;
  analysis: TargetCustomerAnalysis;
}

export interface IpAnalyzer {
  /** Computed on the first call, then the cached result until `reset()`. Never rejects. */
  result(): Promise<IpAnalysisResult>;
  analyze(): Promise<TargetCustomerAnalysis>;
  /** Flat properties to merge into events, or null without IP data (the `enrich` option of the facade). */
  enrichment(): Promise<Record<string, unknown> | null>;
  /** Forgets the result; a computation under way is aborted (no further request is made). */
  reset(): void;
}

export const IP_TIMEOUT_MS = 5000;

export function createIpAnalyzer(options: IpAnalyzerOptions): IpAnalyzer {
  const { services } = options;
  const timeoutMs = options.timeoutMs ?? IP_TIMEOUT_MS;
  const timers = options.timers ?? defaultTimeoutTimers;
  const fetcher: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  let cached: Promise<IpAnalysisResult> | undefined;

  /** Aborts the computation under way: no further request starts and those in flight are aborted. */
  let cancel = new AbortController();

  const compute = async (signal: AbortSignal): Promise<IpAnalysisResult> => {
    const lookup = async (url: string | undefined): Promise<IpInfo | null> => {
      if (!url || signal.aborted) return null;
      try {
        return readIpInfo(await getJson(url, fetcher, timeoutMs, timers, signal));
      } catch (error) {
        if (!signal.aborted) console.warn('IP service failed:', url, error instanceof Error ? error.message : error);
        return null;
      }
    };

    const echo = async (): Promise<IpInfo | null> => {
      const urls = services.echo ?? [];
      for (const url of urls) {
        const info = await lookup(url);
        if (info?.ip) return info;
      }
      if (urls.length > 0 && !signal.aborted) console.warn('Unable to get IP address');
      return null;
    };

    const forIp = (template: string | undefined, ip: string) => (template ? template.split('{ip}').join(encodeURIComponent(ip)) : undefined);

    const [a, b, c] = await Promise.all([lookup(services.geolocation), lookup(services.ipInfo), echo()]);
    let d: IpInfo | null = null;
    if (c?.ip) {
      d = (await lookup(forIp(services.geolocationForIp, c.ip))) ?? (await lookup(forIp(services.ipInfoForIp, c.ip)));
    }
    const info = mergeIpInfo([a, b, d, c]);
    if (!hasIpData(info)) {
      if (!signal.aborted) console.warn('All IP services failed');
      return { info: null, analysis: unknownAnalysis() };
    }
    const analysis = classifyOrganization(info.org || info.isp, info);
    return { info, analysis };
  };

  const result = (): Promise<IpAnalysisResult> => {
    cached ??= compute(cancel.signal).catch((error: unknown) => {
      console.warn('All IP services failed', error);
      return { info: null, analysis: unknownAnalysis() };
    });
    return cached;
  };

  return {
    result,
    analyze: () => result().then((r) => r.analysis),
    enrichment: () =>
      result().then(({ info, analysis }) => {
        if (!info) return null;
        const extra: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(info)) if (value !== '' && value !== null) extra[key] = value;
        return {
          ...extra,
          isTargetCustomer: analysis.isTargetCustomer,
          organizationType: analysis.organizationType,
          orgType: analysis.details.orgType,
          confidence: analysis.confidence,
          orgKeywords: analysis.details.keywords,
        };
      }),
    reset: () => {
      cancel.abort();
      cancel = new AbortController();
      cached = undefined;
    },
  };
}
