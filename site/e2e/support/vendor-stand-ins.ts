/**
 * Loopback stand-ins for the third-party services the site talks to after Accept All: Segment's CDN
 * and tracking API, Google's gtag.js and collect endpoint, the four IP look-ups and the chat
 * widget. They speak enough of each protocol for the real integration code, and record every request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The site built against the stand-ins is served here (playwright.config.ts). */
export const ANALYTICS_PORT = 4175;
const STAND_IN_PORT = 4180;
const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;
const host = `127.0.0.1:${STAND_IN_PORT}`;

/** The build-time configuration that points the site at the stand-ins. */
export const standInEnv = {
  VITE_SEGMENT_WRITE_KEY: 'e2e-write-key',
  VITE_SEGMENT_CDN_URL: STAND_IN_ORIGIN,
  VITE_SEGMENT_API_HOST: `${host}/v1`,
  VITE_SEGMENT_PROTOCOL: 'http',
  VITE_GA4_MEASUREMENT_ID: 'G-E2ETEST',
  VITE_GA4_SCRIPT_URL: `${STAND_IN_ORIGIN}/gtag/js?id=G-E2ETEST`,
  VITE_IP_GEOLOCATION_URL: `${STAND_IN_ORIGIN}/ip/geolocation`,
  VITE_IP_INFO_URL: `${STAND_IN_ORIGIN}/ip/info`,
  VITE_IP_INFO_FOR_IP_URL: `${STAND_IN_ORIGIN}/ip/info/{ip}`,
  VITE_IP_ECHO_URLS: `${STAND_IN_ORIGIN}/ip/echo,${STAND_IN_ORIGIN}/ip/echo-2,${STAND_IN_ORIGIN}/ip/echo-3`,
  VITE_IP_GEOLOCATION_FOR_IP_URL: `${STAND_IN_ORIGIN}/ip/geolocation/{ip}`,
  VITE_CHAT_SCRIPT_URL: `${STAND_IN_ORIGIN}/chat/widget.js`,
};

export type RecordedRequest = { method: string; path: string; body: string; json: Record<string, unknown> | null };

const VISITOR = { ip: '198.51.100.23', org: 'University of California San Diego', city: 'San Diego', region: 'California' };

/** A gtag.js that follows Consent Mode and sends GA4 collect hits (v=2) for events once granted. */
const GTAG_JS = `(function(){
  var granted = false, tid = '';
  function handle(args){
    var cmd = args[0];
    if (cmd === 'consent') granted = args[2] && args[2].analytics_storage === 'granted';
    else if (cmd === 'config') tid = args[1];
    else if (cmd === 'event' && granted) {
      var q = new URLSearchParams({ v: '2', tid: tid, en: args[1] });
      var p = args[2] || {};
      for (var k in p) if (p[k] !== undefined && p[k] !== null) q.set((typeof p[k] === 'number' ? 'epn.' : 'ep.') + k, String(p[k]));
      navigator.sendBeacon('${STAND_IN_ORIGIN}/g/collect?' + q.toString());
    }
  }
  var dl = window.dataLayer = window.dataLayer || [];
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function(a){ handle(a); return push(a); };
})();`;

/** A chat widget that reports how it was configured and raises its onLoad. */
const CHAT_JS = `(function(){
  var api = window.Tawk_API || {};
  api.addEvent = function(name, meta){ fetch('${STAND_IN_ORIGIN}/chat/event', { method: 'POST', body: JSON.stringify({ name: name, meta: meta }) }); };
  fetch('${STAND_IN_ORIGIN}/chat/loaded', { method: 'POST', body: JSON.stringify({ visitor: api.visitor, customStyle: api.customStyle }) });
  if (api.onLoad) api.onLoad();
})();`;

const segmentSettings = (writeKey: string) => ({
  integrations: {
    'Segment.io': {
      apiKey: writeKey,
      apiHost: `${host}/v1`,
      protocol: 'http',
      unbundledIntegrations: [],
      addBundledMetadata: true,
      maybeBundledConfigIds: {},
    },
  },
  plan: {
    track: { __default: { enabled: true, integrations: {} } },
    identify: { __default: { enabled: true } },
    group: { __default: { enabled: true } },
  },
  edgeFunction: {},
  analyticsNextEnabled: true,
  middlewareSettings: {},
  enabledMiddleware: {},
  metrics: { sampleRate: 0 },
  legacyVideoPluginsEnabled: false,
  remotePlugins: [],
});

export class VendorStandIns {
  readonly requests: RecordedRequest[] = [];
  ipServicesFail = false;
  private server: Server | undefined;

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(STAND_IN_PORT, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  clear() {
    this.requests.length = 0;
  }

  /** The Segment calls of one type ('p' page, 't' track, ...) received so far. */
  segment(type: 'p' | 't' | 'i' | 'g' | 'a' | 'b') {
    return this.requests.filter((r) => r.method === 'POST' && r.path === `/v1/${type}`).map((r) => r.json!);
  }

  /** GA4 collect hits as their parameters. */
  ga4() {
    return this.requests.filter((r) => r.path.startsWith('/g/collect')).map((r) => Object.fromEntries(new URL(r.path, STAND_IN_ORIGIN).searchParams));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let json: Record<string, unknown> | null = null;
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : null;
    } catch {
      json = null;
    }
    const path = req.url ?? '/';
    if (req.method !== 'OPTIONS') this.requests.push({ method: req.method ?? 'GET', path, body, json });

    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();

    const send = (status: number, type: string, payload: string) => res.writeHead(status, { 'Content-Type': type }).end(payload);
    const sendJson = (payload: unknown) => send(200, 'application/json', JSON.stringify(payload));
    const pathname = path.split('?')[0]!;

    if (pathname.startsWith('/ip/') && this.ipServicesFail) return send(503, 'text/plain', 'unavailable');
    const settings = pathname.match(/^\/v1\/projects\/([^/]+)\/settings$/);
    if (settings) return sendJson(segmentSettings(settings[1]!));
    if (/^\/v1\/[ptigab]$/.test(pathname)) return sendJson({ success: true });
    if (pathname === '/gtag/js') return send(200, 'text/javascript', GTAG_JS);
    if (pathname === '/g/collect') return send(204, 'text/plain', '');
    if (pathname === '/chat/widget.js') return send(200, 'text/javascript', CHAT_JS);
    if (pathname.startsWith('/chat/')) return send(204, 'text/plain', '');
    if (pathname === '/ip/geolocation' || pathname.startsWith('/ip/geolocation/')) {
      return sendJson({
        ip: VISITOR.ip,
        country_name: 'United States',
        region: VISITOR.region,
        city: VISITOR.city,
        org: VISITOR.org,
        timezone: 'America/Los_Angeles',
        latitude: 32.88,
        longitude: -117.23,
      });
    }
    if (pathname === '/ip/info' || pathname.startsWith('/ip/info/')) {
      return sendJson({
        ip: VISITOR.ip,
        country: 'US',
        region: VISITOR.region,
        city: VISITOR.city,
        org: `AS7377 ${VISITOR.org}`,
        timezone: 'America/Los_Angeles',
        loc: '32.8801,-117.2340',
      });
    }
    if (pathname === '/ip/echo') return sendJson({ ip: VISITOR.ip });
    if (pathname === '/ip/echo-2' || pathname === '/ip/echo-3') return sendJson({ origin: VISITOR.ip });
    return send(404, 'text/plain', 'not found');
  }
}
