/**
 * Limits on the HTTP server itself, below the routes: a request must arrive whole within a bounded time
 * (a client trickling its body a byte at a time would otherwise hold a connection and a handler for
 * minutes), and the number of open connections is capped so a flood cannot exhaust file descriptors.
 */
import type { HttpBindings, ServerType } from '@hono/node-server';
import type { Context } from 'hono';
import http from 'node:http';
import https from 'node:https';
import { ConfigError } from '../config';
import { consoleLogger, type Logger } from '../logger';

export interface HttpLimits {
  /** Time to receive a whole request, headers and body; a slower one is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Time to receive the headers (never more than `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed as soon as they are accepted. */
  maxConnections: number;
}

/** A 16 kB form takes a few seconds on the slowest mobile link; 20 s leaves room, minutes do not. */
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
const MAX_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Browsers open up to six connections each; 500 stays well under the usual limit of 1024 open files. */
const DEFAULT_MAX_CONNECTIONS = 500;
/** Connections refused at the cap are reported at most this often, so a flood does not flood the log too. */
const DROP_REPORT_INTERVAL_MS = 60_000;

type Env = Record<string, string | undefined>;

/** `REQUEST_TIMEOUT_MS`, `KEEP_ALIVE_TIMEOUT_MS` and `MAX_CONNECTIONS`, each a whole number of at least 1. */
export function loadHttpLimits(env: Env = process.env): HttpLimits {
  const requestTimeoutMs = positive(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS);
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeoutMs: positive(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
    maxConnections: positive(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS),
  };
}

/**
 * Sets the limits on the server `serve()` returned. Call it right after `serve()`, in the same tick:
 * Node starts its timeout checker when the server emits 'listening', with the interval set by then.
 */
export function applyHttpLimits(server: ServerType, limits: HttpLimits = loadHttpLimits(), logger: Logger = consoleLogger): void {
  if (!(server instanceof http.Server) && !(server instanceof https.Server)) {
    throw new TypeError('applyHttpLimits takes an HTTP/1.1 server (serve() without createServer: http2).');
  }
  if (timeoutCheckerStarted(server)) {
    throw new Error("applyHttpLimits must run right after serve(), before the server emits 'listening'.");
  }
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
