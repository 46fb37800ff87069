/**
 * One IP look-up: GET a JSON document with a timeout, and read it into the fields of IP information.
 */
import { isValidIp } from './validate.ts';

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IpInfo {
  ip: string;
  country: string;
  region: string;
  city: string;
  org: string;
  isp: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
}

const IP_FIELDS = ['ip', 'country', 'region', 'city', 'org', 'isp', 'timezone', 'latitude', 'longitude'] as const satisfies readonly (keyof IpInfo)[];

function emptyIpInfo(): IpInfo {
  return { ip: '', country: '', region: '', city: '', org: '', isp: '', timezone: '', latitude: null, longitude: null };
}

export const defaultTimeoutTimers: TimeoutTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * GET `url` as JSON; rejects on a network error, a non-2xx status, a body that is not an object, or after
 * `timeoutMs` (the request is aborted). `cancel` aborts it from outside (a reset, consent withdrawn).
 */
export async function getJson(
  url: string,
  fetcher: FetchLike,
  timeoutMs: number,
  timers: TimeoutTimers,
  cancel?: AbortSignal,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  cancel?.addEventListener('abort', abort);
  let timer: unknown;
  const timeout = new Promise<never>((_, reject) => {
    timer = timers.setTimeout(() => {
      reject(new Error(`timed out after ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([fetcher(url, { signal: controller.signal, credentials: 'omit', referrerPolicy: 'no-referrer' }), timeout]);
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await Promise.race([response.json(), timeout]);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not a JSON object');
    return body as Record<string, unknown>;
  } finally {
    timers.clearTimeout(timer);
    cancel?.removeEventListener('abort', abort);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

let regionNames: Intl.DisplayNames | null | undefined;
/** ISO 3166 two-letter codes ('US', as the IP info service returns) become English names ('United States'). */
function countryName(value: string): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(value) ?? value;
  } catch {
    return value;
  }
}

/**
 * Reads any of the services' shapes into IP information; missing or invalid fields are empty.
 * - ip from `ip`, `origin` (first address of a comma list) or `query`; an invalid address is empty.
 * - country from `country_name` or `country` (a two-letter code becomes the English name).
 * - region from `region` or `regionName`; org from `org`; isp from `isp`; timezone from `timezone`.
 * - coordinates from `latitude`/`longitude`, `lat`/`lon`, or `loc` ("lat,lng").
 */
export function readIpInfo(body: Record<string, unknown>): IpInfo {
  const rawIp = text(body.ip) || text(body.origin).split(',')[0]!.trim() || text(body.query);
  const [locLat, locLng] = text(body.loc).split(',');
  return {
    ip: isValidIp(rawIp) ? rawIp : '',
    country: countryName(text(body.country_name) || text(body.country)),
    region: text(body.region) || text(body.regionName),
    city: text(body.city),
    org: text(body.org),
    isp: text(body.isp),
    timezone: text(body.timezone),
    latitude: coordinate(body.latitude) ?? coordinate(body.lat) ?? coordinate(locLat),
    longitude: coordinate(body.longitude) ?? coordinate(body.lon) ?? coordinate(locLng),
  };
}

/** Field by field, the first non-empty value of the sources, in the order given. */
export function mergeIpInfo(sources: readonly (IpInfo | null)[]): IpInfo {
  const merged = emptyIpInfo();
  for (const source of sources) {
    if (!source) continue;
    for (const field of IP_FIELDS) {
      const value = source[field];
      if (value === null || value === '') continue;
      if (merged[field] === null || merged[field] === '') (merged as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return merged;
}

export const hasIpData = (info: IpInfo): boolean => IP_FIELDS.some((field) => info[field] !== null && info[field] !== '');
