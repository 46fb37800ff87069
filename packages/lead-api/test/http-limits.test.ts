/**
 * The limits below the routes, over raw TCP: a request that does not arrive in time, a client that hangs
 * up mid-upload, more connections than the cap, more connections from one client than its share, and the
 * answers Node's HTTP parser writes by itself.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { ConnectionsPerClient, type HttpLimits } from '../src/defences/http-limits';
import { API_SECURITY_HEADERS, applyHttpLimits, loadHttpLimits, responseWithHeaders, silentLogger, type Logger } from '../src/index';
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

/** A TCP connection to the server, from `from` (any address of 127.0.0.0/8 is this machine on Linux). */
async function openConnection(port: number, from = '127.0.0.1'): Promise<{ socket: net.Socket; received: () => string }> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  await once(socket, 'connect');
  return { socket, received: () => received };
}

/** `GET /api/health` on a connection of its own from `from`; the status, or the error code it failed with. */
function healthFrom(port: number, from: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', localAddress: from, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The status line, the headers (names in lower case) and the body of a raw HTTP answer. */
function parseAnswer(raw: string): { statusLine: string; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { statusLine, headers, body };
}

function expectSecurityHeaders(headers: Record<string, string>, expected: Readonly<Record<string, string>> = API_SECURITY_HEADERS) {
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
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
    const answer = parseAnswer(received());
    expect(answer.headers).toMatchObject({ connection: 'close', 'content-type': 'text/plain; charset=utf-8' });
    expectSecurityHeaders(answer.headers);
    expect(answer.body).toBe('The request did not arrive in time.\n');
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

describe('connections per client', () => {
  /** A request whose headers never end: the socket stays open until the header timeout. */
  const START_OF_SLOW_HEADERS = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';

  test('slow sockets from one address beyond MAX_CONNECTIONS_PER_CLIENT are closed at once, and another address is served throughout', async () => {
    const logger = capturingLogger();
    api = await startService({ MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_CLIENT: '6' }, { logger });
    const slow: Awaited<ReturnType<typeof openConnection>>[] = [];
    for (let i = 0; i < 20; i++) {
      const connection = await openConnection(api.port, '127.0.0.1');
      sockets.push(connection.socket);
      connection.socket.write(START_OF_SLOW_HEADERS);
      slow.push(connection);
    }

    await eventually(() => (slow.filter(({ socket }) => socket.closed).length >= 14 ? true : undefined), 3_000);
    const statuses: (number | string)[] = [];
    // Two at a time: with the previous pair's sockets perhaps not yet counted out, the other client stays under its own cap too.
    for (let round = 0; round < 10; round++) {
      statuses.push(...(await Promise.all(Array.from({ length: 2 }, () => healthFrom(api!.port, '127.0.0.2')))));
    }
    expect(statuses).toEqual(Array<number>(20).fill(200));

    // The first six are still open and waiting (nothing was answered to them); the fourteen after were cut unanswered.
    expect(slow.map(({ socket }) => socket.closed)).toEqual([...Array<boolean>(6).fill(false), ...Array<boolean>(14).fill(true)]);
    expect(slow.every(({ received }) => received() === '')).toBe(true);
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: 'connections refused: one client holds too many',
        details: { maxConnectionsPerClient: 6, client: '127.0.0.1', refused: 1 },
      },
    ]);

    // A closed connection gives its slot back.
    for (const { socket } of slow.slice(0, 6)) socket.destroy();
    let status: number | string = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = await healthFrom(api.port, '127.0.0.1');
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(200);
  });

  test('connections from a proxy listed in TRUST_PROXY are not capped per client; other addresses are', async () => {
    api = await startService({ MAX_CONNECTIONS_PER_CLIENT: '2', TRUST_PROXY: '127.0.0.2' });
    const viaProxy = await Promise.all(Array.from({ length: 6 }, () => openConnection(api!.port, '127.0.0.2')));
    const direct = await Promise.all(Array.from({ length: 6 }, () => openConnection(api!.port, '127.0.0.1')));
    sockets.push(...[...viaProxy, ...direct].map(({ socket }) => socket));
    for (const { socket } of [...viaProxy, ...direct]) socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

    await eventually(() => (viaProxy.every(({ received }) => received().includes('"status":"ok"')) ? true : undefined), 3_000);
    await eventually(() => (direct.filter(({ socket }) => socket.closed).length >= 4 ? true : undefined), 3_000);
    expect(direct.filter(({ received }) => received().includes('"status":"ok"'))).toHaveLength(2);
    expect(viaProxy.some(({ socket }) => socket.closed)).toBe(false);
  });

  describe('on a server listening on IPv6 and IPv4 alike', () => {
    let server: http.Server | undefined;
    afterEach(async () => {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    });

    test('an IPv4 client seen as ::ffff:a.b.c.d is counted, and trusted, as a.b.c.d', async () => {
      server = http.createServer((_, response) => response.end('ok'));
      applyHttpLimits(server, { ...loadHttpLimits({}), maxConnectionsPerClient: 2, trustProxy: ['127.0.0.2'] }, { logger: silentLogger });
      server.listen(0, '::');
      await once(server, 'listening');
      const port = (server.address() as AddressInfo).port;
      const seen: string[] = [];
      server.on('connection', (socket: net.Socket) => seen.push(socket.remoteAddress ?? ''));

      const direct = await Promise.all(Array.from({ length: 4 }, () => openConnection(port, '127.0.0.1')));
      const viaProxy = await Promise.all(Array.from({ length: 4 }, () => openConnection(port, '127.0.0.2')));
      sockets.push(...[...direct, ...viaProxy].map(({ socket }) => socket));
      await eventually(() => (direct.filter(({ socket }) => socket.closed).length >= 2 ? true : undefined), 3_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toContain('::ffff:127.0.0.1');
      expect(direct.filter(({ socket }) => socket.closed)).toHaveLength(2);
      expect(viaProxy.filter(({ socket }) => socket.closed)).toHaveLength(0);
    });
  });

  test('the addresses of one IPv6 /64 count as one client; another /64 is another client', () => {
    const server = http.createServer();
    applyHttpLimits(server, { ...loadHttpLimits({}), maxConnectionsPerClient: 2 }, { logger: silentLogger });
    const connect = (remoteAddress: string) => {
      const socket = new net.Socket();
      Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
      server.emit('connection', socket);
      return socket;
    };
    const sameSubscriber = ['2001:db8:1:2::a', '2001:db8:1:2:ffff::1', '2001:DB8:1:2:0:0:0:b'].map(connect);
    const neighbour = connect('2001:db8:1:3::a');
    expect(sameSubscriber.map((socket) => socket.destroyed)).toEqual([false, false, true]);
    expect(neighbour.destroyed).toBe(false);
    for (const socket of [...sameSubscriber, neighbour]) socket.destroy();
  });

  test('a client is counted out when its connection closes, and forgotten with its last one', () => {
    const open = new ConnectionsPerClient(2);
    expect([open.admit('a'), open.admit('a'), open.admit('a'), open.admit('b')]).toEqual([true, true, false, true]);
    open.release('a');
    expect(open.admit('a')).toBe(true);
    open.release('a');
    open.release('a');
    expect(open.held('a')).toBe(0);
  });
});

describe("the answers Node's HTTP parser writes by itself", () => {
  /** Sends `request` on a fresh connection and resolves with everything received until the server closes it. */
  async function exchange(port: number, request: string): Promise<string> {
    const { socket, received } = await openConnection(port);
    sockets.push(socket);
    socket.write(request);
    await closed(socket);
    return received();
  }

  test('a request line that is not HTTP gets 400 with the security headers and Connection: close', async () => {
    api = await startService();
    const answer = parseAnswer(await exchange(api.port, 'HELLO THERE\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers).toMatchObject({ connection: 'close', 'content-type': 'text/plain; charset=utf-8', 'content-length': '31' });
    expectSecurityHeaders(answer.headers);
    expect(answer.body).toBe('The request could not be read.\n');
  });

  test('an answer to a HEAD the parser cannot read has no body', async () => {
    api = await startService();
    const raw = await exchange(api.port, 'HEAD /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header line\r\n\r\n');
    const answer = parseAnswer(raw);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expectSecurityHeaders(answer.headers);
    expect(answer.body).toBe('');
  });

  test("answers written before any middleware runs start out with the security headers; the app's own replace them", async () => {
    const app = new Hono().get('/', (c) => c.text('ok', 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
    const server = serve({
      fetch: app.fetch,
      hostname: '127.0.0.1',
      port: 0,
      serverOptions: { ServerResponse: responseWithHeaders(API_SECURITY_HEADERS) },
    });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      // Node's own 400 for HTTP/1.1 without Host, and @hono/node-server's for a path it cannot make a URL of.
      for (const request of ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'GET /a\\b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n']) {
        const answer = parseAnswer(await exchange(port, request));
        expect(answer.statusLine, request).toBe('HTTP/1.1 400 Bad Request');
        expectSecurityHeaders(answer.headers);
      }
      const page = parseAnswer(await exchange(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
      expect(page.statusLine).toBe('HTTP/1.1 200 OK');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['content-security-policy']).toBe(API_SECURITY_HEADERS['Content-Security-Policy']);
    } finally {
      server.close();
    }
  });

  test('headers over the 16 kB limit get 431 with the security headers', async () => {
    api = await startService();
    const answer = parseAnswer(await exchange(api.port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers).toMatchObject({ connection: 'close' });
    expectSecurityHeaders(answer.headers);
    expect(answer.body).toBe('The request headers are too large.\n');
  });

  test('headers sent a byte at a time are cut at the header timeout, well before the request timeout, with 408 and the headers', async () => {
    const server = http.createServer((_, response) => response.end('ok'));
    const limits: HttpLimits = { ...loadHttpLimits({}), requestTimeoutMs: 10_000, headersTimeoutMs: 300 };
    const errorHeaders = { 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'DENY' };
    applyHttpLimits(server, limits, { logger: silentLogger, errorHeaders });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { socket, received } = await openConnection((server.address() as AddressInfo).port);
      sockets.push(socket);
      const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}`;
      let sent = 0;
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(request[sent++ % request.length]!);
      }, 20);
      const startedAt = Date.now();
      await closed(socket);
      clearInterval(trickle);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      const answer = parseAnswer(received());
      expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expectSecurityHeaders(answer.headers, errorHeaders);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('headers that could break the answer are refused when the limits are applied', () => {
    expect(() => applyHttpLimits(http.createServer(), loadHttpLimits({}), { errorHeaders: { 'X-Evil': 'a\r\nSet-Cookie: x=1' } })).toThrow();
  });
});

describe('loadHttpLimits', () => {
  test('defaults: 20 s for a request, 10 s for its headers, 5 s keep-alive, 500 connections, 32 per client, no trusted proxy', () => {
    expect(loadHttpLimits({})).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 500,
      maxConnectionsPerClient: 32,
      trustProxy: 0,
    });
  });

  test('every variable; the headers never get longer than the whole request', () => {
    expect(
      loadHttpLimits({
        REQUEST_TIMEOUT_MS: '3000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_CONNECTIONS: '64',
        MAX_CONNECTIONS_PER_CLIENT: '8',
        TRUST_PROXY: '10.0.0.0/8, ::1',
      }),
    ).toEqual({
      requestTimeoutMs: 3_000,
      headersTimeoutMs: 3_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 64,
      maxConnectionsPerClient: 8,
      trustProxy: ['10.0.0.0/8', '::1'],
    });
  });

  test.each([
    [{ MAX_CONNECTIONS_PER_CLIENT: '0' }, 'MAX_CONNECTIONS_PER_CLIENT must be a whole number of at least 1, got "0".'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true does not say which proxies to trust'],
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
    applyHttpLimits(server, {
      requestTimeoutMs: 3_000,
      headersTimeoutMs: 2_000,
      keepAliveTimeoutMs: 4_000,
      maxConnections: 7,
      maxConnectionsPerClient: 3,
      trustProxy: 0,
    });
    expect(server).toMatchObject({
      requestTimeout: 3_000,
      headersTimeout: 2_000,
      keepAliveTimeout: 4_000,
      maxConnections: 7,
      connectionsCheckingInterval: 500,
    });
  });

  test("refuses a server that has already emitted 'listening', whose timeout checker no longer takes a new interval", async () => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      expect(() => applyHttpLimits(server, loadHttpLimits({}))).toThrow(
        "applyHttpLimits must run right after serve(), before the server emits 'listening'.",
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect((server.address() as AddressInfo | null)?.port).toBeUndefined();
  });
});
