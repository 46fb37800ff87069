/**
 * The limits below the routes, over raw TCP: a body that does not arrive in time, a client that hangs up
 * mid-upload, and more connections than the cap.
 */
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { applyHttpLimits, loadHttpLimits, type Logger } from '../src/index';
import { eventually, startService, type Reply, type TestService } from './support/service';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

function capturingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (message: string, details?: Record<string, unknown>) => void entries.push({ level, message, details });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A connection that has been accepted: it has sent and received `GET /api/health` and is kept alive. */
async function openConnection(port: number): Promise<{ socket: net.Socket; received: () => string }> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  await once(socket, 'connect');
  return { socket, received: () => received };
}

/** Headers announcing a 100-byte JSON body, and only the first few bytes of it. */
const START_OF_A_SLOW_POST =
  'POST /api/sendEmail HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":';

const closed = (socket: net.Socket) => (socket.closed ? Promise.resolve() : once(socket, 'close').then(() => undefined));

let api: TestService | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await api?.close();
  api = undefined;
});

describe('a body that does not arrive in time', () => {
  test('is cut with 408 at REQUEST_TIMEOUT_MS, logged as a timeout (not an error), and stores nothing', async () => {
    const logger = capturingLogger();
    api = await startService({ REQUEST_TIMEOUT_MS: '400' }, { logger });
    const { socket, received } = await openConnection(api.port);
    sockets.push(socket);
    const sentAt = Date.now();
    socket.write(START_OF_A_SLOW_POST);

    await closed(socket);
    expect(received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const waited = Date.now() - sentAt;
    expect(waited).toBeGreaterThanOrEqual(350);
    expect(waited).toBeLessThan(2_000);

    await eventually(() => logger.entries.find((entry) => entry.level === 'warn'));
    expect(logger.entries.filter((entry) => entry.level !== 'info')).toEqual([
      { level: 'warn', message: 'request timed out before its body arrived', details: { method: 'POST', path: '/api/sendEmail' } },
    ]);
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });

  test('a body that arrives within the time is answered as usual', async () => {
    api = await startService({ REQUEST_TIMEOUT_MS: '400' });
    const reply = await api.send({ path: '/sendEmail', body: {} });
    expect(reply).toMatchObject({ status: 400, text: 'Please enter your name. Please enter a valid email. Please enter a message.' });
  });
});

describe('a client that hangs up mid-upload', () => {
  test('is logged as a warning that the client aborted, with no error logged, and nothing is stored', async () => {
    const logger = capturingLogger();
    api = await startService({}, { logger });
    const { socket } = await openConnection(api.port);
    socket.write(START_OF_A_SLOW_POST);
    // Let the request reach the handler and start reading the body before hanging up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();

    await eventually(() => logger.entries.find((entry) => entry.level !== 'info'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logger.entries.filter((entry) => entry.level !== 'info')).toEqual([
      { level: 'warn', message: 'client aborted the request', details: { method: 'POST', path: '/api/sendEmail' } },
    ]);
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });
});

describe('the connection cap', () => {
  test('a connection beyond MAX_CONNECTIONS is closed unanswered and logged; once one closes, a new one is served', async () => {
    const logger = capturingLogger();
    api = await startService({ MAX_CONNECTIONS: '2' }, { logger });
    const held = [await openConnection(api.port), await openConnection(api.port)];
    for (const { socket, received } of held) {
      sockets.push(socket);
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await eventually(() => (received().includes('"status":"ok"') ? true : undefined));
    }

    const refused = await openConnection(api.port);
    sockets.push(refused.socket);
    refused.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await closed(refused.socket);
    expect(refused.received()).toBe('');
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
      { level: 'warn', message: 'connections refused: the connection limit is reached', details: { maxConnections: 2, refused: 1 } },
    ]);

    held[0]!.socket.destroy();
    await closed(held[0]!.socket);
    // The server counts the closed connection out once it has seen the close; until then it may refuse.
    let reply: Reply | undefined;
    for (let attempt = 0; attempt < 20 && !reply; attempt++) {
      reply = await api.send({ method: 'GET', path: '/health' }).catch(() => undefined);
      if (!reply) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(reply?.status).toBe(200);
  });
});

describe('loadHttpLimits', () => {
  test('defaults: 20 s for a request, 10 s for its headers, 5 s keep-alive, 500 connections', () => {
    expect(loadHttpLimits({})).toEqual({ requestTimeoutMs: 20_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: 500 });
  });

  test('every variable; the headers never get longer than the whole request', () => {
    expect(loadHttpLimits({ REQUEST_TIMEOUT_MS: '3000', KEEP_ALIVE_TIMEOUT_MS: '65000', MAX_CONNECTIONS: '64' })).toEqual({
      requestTimeoutMs: 3_000,
      headersTimeoutMs: 3_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 64,
    });
  });

  test.each([
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS must be a whole number of at least 1, got "0".'],
    [{ REQUEST_TIMEOUT_MS: '1.5' }, 'REQUEST_TIMEOUT_MS must be a whole number of at least 1, got "1.5".'],
    [{ KEEP_ALIVE_TIMEOUT_MS: 'forever' }, 'KEEP_ALIVE_TIMEOUT_MS must be a whole number of at least 1, got "forever".'],
  ])('%j is refused', (env, message) => {
    expect(() => loadHttpLimits(env)).toThrow(message);
  });
});

describe('applyHttpLimits', () => {
  test('sets the limits on the server', () => {
    const server = http.createServer();
    applyHttpLimits(server, { requestTimeoutMs: 3_000, headersTimeoutMs: 2_000, keepAliveTimeoutMs: 4_000, maxConnections: 7 });
    expect(server).toMatchObject({ requestTimeout: 3_000, headersTimeout: 2_000, keepAliveTimeout: 4_000, maxConnections: 7, connectionsCheckingInterval: 500 });
  });

  test("refuses a server that has already emitted 'listening', whose timeout checker no longer takes a new interval", async () => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      expect(() => applyHttpLimits(server, loadHttpLimits({}))).toThrow("applyHttpLimits must run right after serve(), before the server emits 'listening'.");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect((server.address() as AddressInfo | null)?.port).toBeUndefined();
  });
});
