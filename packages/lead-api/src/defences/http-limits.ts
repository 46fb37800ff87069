/**
 * Limits on the HTTP server itself, below the routes: a request must arrive whole within a bounded time
 * (a client trickling its headers or body a byte at a time would otherwise hold a connection and a handler
 * for minutes), the number of open connections is capped so a flood cannot exhaust file descriptors, and
 * one client may hold only a few of them, so a handful of slow sockets cannot take every slot. The answers
 * Node's HTTP parser writes by itself (400, 408, 431) carry the same security headers as the app's.
 */
import type { HttpBindings, ServerType } from '@hono/node-server';
import type { Context } from 'hono';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { ConfigError, trustedProxies } from '../config.ts';
import { consoleLogger, type Logger } from '../logger.ts';
import { rateLimitKey, trustsPeer, type TrustProxy } from './client-address.ts';

export interface HttpLimits {
  /** Time to receive a whole request, headers and body; a slower one is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Time to receive the headers (never more than `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed as soon as they are accepted. */
  maxConnections: number;
  /** Open connections from one client address (one IPv6 /64) at most; further ones are closed at once. */
  maxConnectionsPerClient: number;
  /**
   * The proxies of `TRUST_PROXY`: every visitor behind one arrives on its connections, so they are not
   * capped per client (the rate limits still see each visitor's forwarded address).
   */
  trustProxy: TrustProxy;
}

export interface HttpServerOptions {
  logger?: Logger;
  /**
   * Sent on the answers Node's HTTP parser writes itself (a malformed request, a timeout, headers too
   * large), which no middleware sees. Defaults to `API_SECURITY_HEADERS`.
   */
  errorHeaders?: Readonly<Record<string, string>>;
}

/**
 * For answers that are never a page: nothing may load, run or frame, the browser must not sniff a type,
 * must use HTTPS from now on, and sends no referrer onwards.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
};

/** A 16 kB form takes a few seconds on the slowest mobile link; 20 s leaves room, minutes do not. */
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
const MAX_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Browsers open up to six connections each; 500 stays well under the usual limit of 1024 open files. */
const DEFAULT_MAX_CONNECTIONS = 500;
/**
 * A browser opens up to six connections to a host; 32 leaves room for five visitors behind one NAT
 * loading pages at the same moment, while one address holds at most a sixteenth of the default 500.
 */
const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 32;
/** Connections refused at the cap are reported at most this often, so a flood does not flood the log too. */
const DROP_REPORT_INTERVAL_MS = 60_000;

type Env = Record<string, string | undefined>;

/**
 * `REQUEST_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS`, `MAX_CONNECTIONS` and `MAX_CONNECTIONS_PER_CLIENT`, each a
 * whole number of at least 1, and `TRUST_PROXY` read as the lead service reads it, so the proxies whose
 * forwarded addresses the service believes are the ones whose connections go uncapped.
 */
export function loadHttpLimits(env: Env = process.env): HttpLimits {
  const requestTimeoutMs = positive(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS);
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeoutMs: positive(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
    maxConnections: positive(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS),
    maxConnectionsPerClient: positive(env, 'MAX_CONNECTIONS_PER_CLIENT', DEFAULT_MAX_CONNECTIONS_PER_CLIENT),
    trustProxy: trustedProxies(env.TRUST_PROXY),
  };
}

/**
 * Sets the limits on the server `serve()` returned. Call it right after `serve()`, in the same tick:
 * Node starts its timeout checker when the server emits 'listening', with the interval set by then.
 */
export function applyHttpLimits(
  server: ServerType,
  limits: HttpLimits = loadHttpLimits(),
  { logger = consoleLogger, errorHeaders = API_SECURITY_HEADERS }: HttpServerOptions = {},
): void {
  if (!(server instanceof http.Server) && !(server instanceof https.Server)) {
    throw new TypeError('applyHttpLimits takes an HTTP/1.1 server (serve() without createServer: http2).');
  }
  if (timeoutCheckerStarted(server)) {
    throw new Error("applyHttpLimits must run right after serve(), before the server emits 'listening'.");
  }
  const parserErrorHead = headerLines(errorHeaders);
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node looks for overdue requests every 30 s by default, which would let a slow body run 30 s past its
  // limit; a quarter of the shortest timeout (at most a second) keeps the overshoot small.
  (server as typeof server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    10,
    Math.min(1_000, Math.floor(server.headersTimeout / 4)),
  );
  server.maxConnections = limits.maxConnections;

  let refused = 0;
  let reportedAt = -Infinity;
  server.on('drop', () => {
    refused++;
    const now = Date.now();
    if (now - reportedAt < DROP_REPORT_INTERVAL_MS) return;
    logger.warn('connections refused: the connection limit is reached', { maxConnections: limits.maxConnections, refused });
    refused = 0;
    reportedAt = now;
  });

  const perClient = new ConnectionsPerClient(limits.maxConnectionsPerClient);
  let refusedPerClient = 0;
  let perClientReportedAt = -Infinity;
  // Added after Node's own 'connection' listener, which has set up the parser that a 'close' tears down.
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || trustsPeer(peer, limits.trustProxy)) return;
    const client = rateLimitKey(peer);
    if (!perClient.admit(client)) {
      socket.destroy();
      refusedPerClient++;
      const now = Date.now();
      if (now - perClientReportedAt < DROP_REPORT_INTERVAL_MS) return;
      logger.warn('connections refused: one client holds too many', {
        maxConnectionsPerClient: limits.maxConnectionsPerClient,
        client,
        refused: refusedPerClient,
      });
      refusedPerClient = 0;
      perClientReportedAt = now;
      return;
    }
    socket.once('close', () => perClient.release(client));
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      // An answer to HEAD has no body, even one the parser could not read to the end.
      const toHead = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
      socket.write(parserErrorAnswer(error.code, parserErrorHead, !toHead));
    }
    // Destroyed with the error, as Node does, so a handler still reading the body learns it timed out.
    socket.destroy(error);
  });
}

/**
 * A response class for `serve({ serverOptions: { ServerResponse } })` whose answers start out with
 * `headers`, so that the ones written before any middleware runs carry them too: @hono/node-server's 400
 * for a request it cannot make a URL of (a backslash in the path, a Host that is no host name) and Node's
 * 400 for an HTTP/1.1 request without Host. Headers the app sets replace them.
 */
export function responseWithHeaders(headers: Readonly<Record<string, string>>): typeof http.ServerResponse {
  const entries = Object.entries(headers);
  return class<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
    constructor(request: Request) {
      super(request);
      for (const [name, value] of entries) this.setHeader(name, value);
    }
  };
}

/** Open connections per client key; a key is forgotten when its last connection closes. */
export class ConnectionsPerClient {
  private readonly open = new Map<string, number>();
  constructor(private readonly max: number) {}

  /** Counts one more connection of `client`, or false (counting nothing) when it already holds `max`. */
  admit(client: string): boolean {
    const held = this.open.get(client) ?? 0;
    if (held >= this.max) return false;
    this.open.set(client, held + 1);
    return true;
  }

  release(client: string): void {
    const held = this.open.get(client) ?? 0;
    if (held <= 1) this.open.delete(client);
    else this.open.set(client, held - 1);
  }

  held(client: string): number {
    return this.open.get(client) ?? 0;
  }
}

/** The statuses Node itself would send for these errors; anything else the parser trips on is a 400. */
const PARSER_ERROR_ANSWERS = new Map<string | undefined, [status: number, text: string]>([
  ['ERR_HTTP_REQUEST_TIMEOUT', [408, 'The request did not arrive in time.']],
  ['HPE_HEADER_OVERFLOW', [431, 'The request headers are too large.']],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', [413, 'The request is too large.']],
]);

function parserErrorAnswer(code: string | undefined, head: string, withBody: boolean): string {
  const [status, text] = PARSER_ERROR_ANSWERS.get(code) ?? [400, 'The request could not be read.'];
  const body = `${text}\n`;
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
    'Connection: close\r\n' +
    'Content-Type: text/plain; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    head +
    '\r\n' +
    (withBody ? body : '')
  );
}

/** Checked once here: these lines go onto the socket as they are. */
function headerLines(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, value);
      return `${name}: ${value}\r\n`;
    })
    .join('');
}

/**
 * Why a request's body stopped arriving, when it did: the client went away mid-upload, or the server cut
 * it at `requestTimeoutMs` (and already answered 408). Either way nothing on our side failed, and the
 * reply has no one to go to. Undefined for a request that arrived whole, or outside @hono/node-server.
 */
export function interruptedRequest(c: Context): 'client aborted the request' | 'request timed out before its body arrived' | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete || !incoming.destroyed) return undefined;
  const cause = (incoming.socket?.errored as NodeJS.ErrnoException | null | undefined)?.code;
  return cause === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request timed out before its body arrived' : 'client aborted the request';
}

/**
 * Node keeps the checker's timer under a symbol of its own once 'listening' has been handled; finding it
 * means the interval set now would be ignored.
 */
function timeoutCheckerStarted(server: http.Server | https.Server): boolean {
  const timer = Object.getOwnPropertySymbols(server).find((symbol) => symbol.description === 'http.server.connectionsCheckingInterval');
  return timer !== undefined && (server as unknown as Record<symbol, unknown>)[timer] !== undefined;
}

function positive(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${value}".`);
  }
  return Number(value);
}
