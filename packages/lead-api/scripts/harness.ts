/**
 * What the fuzz run and the crash test share: the lead API as a child process, an SMTP peer that keeps
 * what it receives, read-only access to the database, and a raw HTTP client that sends exact bytes.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../test/support/mail';

export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A whole number from the environment, or the fallback; anything else stops the run with the variable named. */
export function envNumber(name: string, fallback: number, min = 0): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    console.error(`${name} must be a whole number of at least ${min}, got "${value}".`);
    process.exit(2);
  }
  return Number(value);
}

/** Lines of the server log (every process started with that log file) that look like trouble. */
export async function troubleInLog(logFile: string): Promise<string[]> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => /not delivered|could not|failed|lost|error|unhandled|uncaught/i.test(line));
}

/** A port nothing listens on right now (loopback only). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------------------------------------------
// The lead API as a child process

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * `src/server.ts` in a process of its own, so a crash of the API is seen as an exit and `kill -9` hits
 * the server itself. It runs as `node --import tsx`, not through the `tsx` command: that command starts
 * the server as a grandchild, which a SIGKILL to the command would leave running.
 */
export class ChildServer {
  private exitStatus: ExitStatus | undefined;
  readonly exited: Promise<ExitStatus>;
  /** From spawning the process to its first healthy answer. */
  startupMs = 0;
  private readonly recent: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    log: WriteStream,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitStatus = { code, signal };
        resolve(this.exitStatus);
      });
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      let partial = '';
      stream.on('data', (chunk: string) => {
        log.write(chunk);
        const lines = (partial + chunk).split('\n');
        partial = lines.pop()!;
        this.recent.push(...lines);
        if (this.recent.length > 200) this.recent.splice(0, this.recent.length - 200);
      });
    }
  }

  /**
   * Starts the server with exactly `env` (plus PATH and HOME), so variables in the caller's shell such as
   * DATABASE_URL or TURNSTILE_SECRET_KEY cannot change what is tested. Resolves once `/api/health` is 200.
   */
  static async start(options: { env: Record<string, string>; port?: number; logFile: string }): Promise<ChildServer> {
    const started = Date.now();
    const port = options.port ?? (await freePort());
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...options.env };
    if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
    const log = createWriteStream(options.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: PACKAGE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = new ChildServer(child, port, log);
    void server.exited.then(() => log.end());
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (!server.alive) throw new Error(`The lead API exited while starting (${server.describeExit()}):\n${server.tail(30)}`);
      const outcome = await exchange(port, httpRequest({ method: 'GET', target: '/api/health', port }), { timeoutMs: 2_000 });
      if (outcome.kind === 'reply' && outcome.reply.status === 200) {
        server.startupMs = Date.now() - started;
        return server;
      }
      if (Date.now() > deadline) {
        server.child.kill('SIGKILL');
        throw new Error(`The lead API did not become healthy within 60 s:\n${server.tail(30)}`);
      }
      await sleep(150);
    }
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get alive(): boolean {
    return this.exitStatus === undefined;
  }

  describeExit(): string {
    const status = this.exitStatus;
    if (!status) return 'running';
    return status.signal ? `killed by ${status.signal}` : `exit code ${status.code}`;
  }

  /** The last lines the server printed. */
  tail(lines = 20): string {
    return this.recent.slice(-lines).map((line) => `    | ${line}`).join('\n');
  }

  async kill9(): Promise<ExitStatus> {
    if (this.alive) this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM and wait: clean means the server finished its requests and outbox round and exited 0. */
  async stop(timeoutMs = 20_000): Promise<{ clean: boolean; ms: number; status: ExitStatus }> {
    const started = Date.now();
    if (this.alive) this.child.kill('SIGTERM');
    // Not done in time is not a clean shutdown: end it, so the run itself still ends.
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const status = await this.exited;
    clearTimeout(timer);
    return { clean: status.code === 0, ms: Date.now() - started, status };
  }
}

// ---------------------------------------------------------------------------------------------------
// Raw HTTP: exact bytes out, the first answer back

export interface Reply {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

export type Outcome =
  | { kind: 'reply'; reply: Reply; ms: number }
  /** The connection ended (or was reset) before a complete answer. */
  | { kind: 'closed'; error: string; ms: number }
  | { kind: 'timeout'; ms: number };

export interface RequestParts {
  method: string;
  /** The request target as sent: a path, `*`, or an authority for CONNECT. */
  target: string | Buffer;
  port: number;
  /** Sent in order, after Host (unless `host` is false) and before Connection: close. */
  headers?: [string, string | Buffer][];
  body?: Buffer;
  /** How the body is framed: Content-Length (default), chunked in 8 kB chunks, or not at all. */
  framing?: 'length' | 'chunked' | 'none';
  version?: string;
  /** Leave out the Host header the client would normally add. */
  host?: boolean;
}

const CRLF = Buffer.from('\r\n');

/** One HTTP/1.1 request as bytes. Strings are UTF-8; a Buffer goes out exactly as given. */
export function httpRequest(parts: RequestParts): Buffer {
  const bytes = (value: string | Buffer) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value);
  const body = parts.body ?? Buffer.alloc(0);
  const framing = parts.framing ?? 'length';
  const headers: [string, string | Buffer][] = [];
  if (parts.host !== false) headers.push(['Host', `127.0.0.1:${parts.port}`]);
  headers.push(...(parts.headers ?? []));
  if (framing === 'length' && (parts.body !== undefined || parts.method === 'POST')) headers.push(['Content-Length', String(body.length)]);
  if (framing === 'chunked') headers.push(['Transfer-Encoding', 'chunked']);
  headers.push(['Connection', 'close']);

  const out: Buffer[] = [bytes(parts.method), Buffer.from(' '), bytes(parts.target), Buffer.from(` ${parts.version ?? 'HTTP/1.1'}`), CRLF];
  for (const [name, value] of headers) out.push(Buffer.from(`${name}: `), bytes(value), CRLF);
  out.push(CRLF);
  if (framing === 'chunked') {
    for (let offset = 0; offset < body.length; offset += 8192) {
      const chunk = body.subarray(offset, offset + 8192);
      out.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF);
    }
    out.push(Buffer.from('0\r\n\r\n'));
  } else {
    out.push(body);
  }
  return Buffer.concat(out);
}

/**
 * Sends `request` on a fresh connection to the loopback port and resolves with the first complete answer,
 * or how the connection ended without one. Never rejects.
 */
export function exchange(port: number, request: Buffer, options: { timeoutMs: number; head?: boolean }): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const ms = () => performance.now() - started;
    const ended = (error: string) => {
      const reply = parseReply(Buffer.concat(chunks), options.head ?? false, true);
      finish(reply ? { kind: 'reply', reply, ms: ms() } : { kind: 'closed', error, ms: ms() });
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: ms() }), options.timeoutMs);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const reply = parseReply(Buffer.concat(chunks), options.head ?? false, false);
      if (reply) finish({ kind: 'reply', reply, ms: ms() });
    });
    socket.on('end', () => ended(chunks.length > 0 ? 'closed mid-answer' : 'closed without an answer'));
    socket.on('close', () => ended('closed without an answer'));
    // A server that answers early (413) and closes while the body is still going out resets the write.
    socket.on('error', (error: NodeJS.ErrnoException) => ended(error.code ?? error.message));
    socket.write(request);
  });
}

/** The first final answer in `data`, once complete; informational (1xx) answers before it are skipped. */
function parseReply(data: Buffer, head: boolean, closed: boolean): Reply | undefined {
  let start = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', start);
    if (end === -1) return undefined;
    const lines = data.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(lines[0] ?? '')?.[1] ?? NaN);
    if (Number.isNaN(status)) return undefined;
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const bodyStart = end + 4;
    if (status >= 100 && status < 200 && status !== 101) {
      start = bodyStart;
      continue;
    }
    if (head || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) {
      const body = dechunk(data.subarray(bodyStart));
      return body ? { status, headers, body } : undefined;
    }
    const length = headers.get('content-length');
    if (length !== undefined) {
      const size = Number(length);
      return data.length - bodyStart >= size ? { status, headers, body: data.subarray(bodyStart, bodyStart + size) } : undefined;
    }
    return closed ? { status, headers, body: data.subarray(bodyStart) } : undefined;
  }
}

function dechunk(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) return undefined;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(parts);
    if (data.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

// ---------------------------------------------------------------------------------------------------
// The SMTP peer

export interface ReceivedMessage {
  messageId: string;
  envelopeTo: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that keeps each message's Message-ID, recipients, subject and text.
 * `ackDelayMs` holds back the final "250 OK" after a message has arrived, widening the window in which
 * a killed sender has delivered a message without learning so (the case that makes duplicates).
 */
export class SmtpPeer {
  /** The most connections open at once: how many e-mails the sender had in flight at its busiest. */
  maxConnections = 0;
  private connections = 0;
  readonly received: ReceivedMessage[] = [];
  private readonly server: SMTPServer;

  private constructor(private readonly ackDelayMs: number) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onConnect: (_session, callback) => {
        this.maxConnections = Math.max(this.maxConnections, ++this.connections);
        callback();
      },
      onClose: () => {
        this.connections--;
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
          this.received.push({
            messageId: mail.messageId,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject,
            text: mail.text,
          });
          setTimeout(() => callback(), this.ackDelayMs);
        });
      },
    });
    // A sender killed mid-conversation resets its socket: expected here, and not worth a crash of the peer.
    this.server.on('error', () => {});
  }

  static async start(options: { ackDelayMs?: number } = {}): Promise<SmtpPeer> {
    const peer = new SmtpPeer(options.ackDelayMs ?? 0);
    peer.server.listen(0, '127.0.0.1');
    await once(peer.server.server, 'listening');
    return peer;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the database the child writes

export interface DatabaseReader {
  /** Rows of a query written to run unchanged on SQLite and PostgreSQL. */
  all<Row>(query: string): Promise<Row[]>;
  count(query: string): Promise<number>;
  close(): Promise<void>;
}

/** Read-only, so nothing the checks do can change what they check. */
export function readSqlite(file: string): DatabaseReader {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    all: async <Row>(query: string) => db.prepare(query).all() as Row[],
    count: async (query: string) => Number(Object.values(db.prepare(query).get() as Record<string, unknown>)[0]),
    close: async () => {
      db.close();
    },
  };
}

export async function readPostgres(url: string): Promise<DatabaseReader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set default_transaction_read_only = on');
  return {
    all: async <Row>(query: string) => (await client.query(query)).rows as Row[],
    count: async (query: string) => Number(Object.values((await client.query(query)).rows[0] as Record<string, unknown>)[0]),
    close: () => client.end(),
  };
}

/**
 * A new, empty schema in the database at `url`, so a run never touches existing leads. The returned URL
 * makes it the connection's search path (the service creates its tables there).
 */
export async function freshPostgresSchema(url: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${name}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: scoped.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${name} cascade`);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Output

/** Left-aligned label/value lines, the way the load run prints its figures. */
export function printRows(rows: [string, string | number][], width = 46): void {
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)} ${value}`);
}

/** A request or answer as printable text: visible ASCII as is, everything else escaped, long runs elided. */
export function printable(bytes: Buffer, max = 600): string {
  const text = [...bytes.subarray(0, max)]
    .map((byte) => (byte === 0x0d ? '\\r' : byte === 0x0a ? '\\n\n      ' : byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`))
    .join('');
  return bytes.length > max ? `${text}… (${bytes.length} bytes in all)` : text;
}
