/**
 * The parts of the scripts' harness that know nothing of leads: a server as a child process, a raw HTTP
 * client that sends exact bytes, and printing. The lead API's fuzz run and crash test use them through
 * `harness.ts`; the site's fuzz run (site/scripts/fuzz-server.ts) imports this file directly, so it needs
 * neither the SMTP peer nor the database drivers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

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
async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------------------------------------------
// A server as a child process: the lead API's `src/server.ts` unless told otherwise

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Which server to start, and how to tell it is up; by default the lead API on its own. */
export interface ChildServerEntry {
  /** The entry file, relative to `cwd`. Default `src/server.ts`. */
  entry?: string;
  /** The directory it runs in (where `tsx` finds its tsconfig). Default this package. */
  cwd?: string;
  /** The path that answers 200 once the server is ready. Default `/api/health`. */
  readyPath?: string;
  /** What the server is called in errors. Default "The lead API". */
  name?: string;
}

/**
 * A server (`src/server.ts`, or the entry given) in a process of its own, so a crash of it is seen as an
 * exit and `kill -9` hits the server itself. It runs as `node --import tsx`, not through the `tsx` command: that command starts
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
   * DATABASE_URL or TURNSTILE_SECRET_KEY cannot change what is tested. Resolves once `readyPath` is 200.
   */
  static async start(options: { env: Record<string, string>; port?: number; logFile: string } & ChildServerEntry): Promise<ChildServer> {
    const { entry = 'src/server.ts', cwd = PACKAGE_DIR, readyPath = '/api/health', name = 'The lead API' } = options;
    const started = Date.now();
    const port = options.port ?? (await freePort());
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    };
    if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
    const log = createWriteStream(options.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = new ChildServer(child, port, log);
    void server.exited.then(() => log.end());
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (!server.alive) throw new Error(`${name} exited while starting (${server.describeExit()}):\n${server.tail(30)}`);
      const outcome = await exchange(port, httpRequest({ method: 'GET', target: readyPath, port }), { timeoutMs: 2_000 });
      if (outcome.kind === 'reply' && outcome.reply.status === 200) {
        server.startupMs = Date.now() - started;
        return server;
      }
      if (Date.now() > deadline) {
        server.child.kill('SIGKILL');
        throw new Error(`${name} did not become healthy within 60 s:\n${server.tail(30)}`);
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
    return this.recent
      .slice(-lines)
      .map((line) => `    | ${line}`)
      .join('\n');
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
  /** Only with `untilClose`: what the server sent after the answer and before closing (nothing, on a sound answer). */
  trailing?: Buffer;
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
 * or how the connection ended without one. Never rejects. With `untilClose` it waits for the server to
 * close the connection (the request says `Connection: close`) and keeps what came after the answer in
 * `reply.trailing`: a body sent with a HEAD answer, or bytes beyond the declared length. A server that
 * answers but never closes is then reported with its answer when `timeoutMs` runs out.
 */
export function exchange(port: number, request: Buffer, options: { timeoutMs: number; head?: boolean; untilClose?: boolean }): Promise<Outcome> {
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
    const answer = (closed: boolean) => {
      const data = Buffer.concat(chunks);
      const parsed = parseReply(data, options.head ?? false, closed);
      if (parsed && options.untilClose) parsed.reply.trailing = data.subarray(parsed.end);
      return parsed?.reply;
    };
    const ended = (error: string) => {
      const reply = answer(true);
      finish(reply ? { kind: 'reply', reply, ms: ms() } : { kind: 'closed', error, ms: ms() });
    };
    const timer = setTimeout(() => {
      const reply = options.untilClose ? answer(false) : undefined;
      finish(reply ? { kind: 'reply', reply, ms: ms() } : { kind: 'timeout', ms: ms() });
    }, options.timeoutMs);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.untilClose) return;
      const reply = answer(false);
      if (reply) finish({ kind: 'reply', reply, ms: ms() });
    });
    socket.on('end', () => ended(chunks.length > 0 ? 'closed mid-answer' : 'closed without an answer'));
    socket.on('close', () => ended('closed without an answer'));
    // A server that answers early (413) and closes while the body is still going out resets the write.
    socket.on('error', (error: NodeJS.ErrnoException) => ended(error.code ?? error.message));
    socket.write(request);
  });
}

/**
 * The first final answer in `data`, once complete, and where it ends; informational (1xx) answers before
 * it are skipped.
 */
function parseReply(data: Buffer, head: boolean, closed: boolean): { reply: Reply; end: number } | undefined {
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
    if (head || status === 204 || status === 304) return { reply: { status, headers, body: Buffer.alloc(0) }, end: bodyStart };
    if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) {
      const chunked = dechunk(data.subarray(bodyStart));
      return chunked ? { reply: { status, headers, body: chunked.body }, end: bodyStart + chunked.end } : undefined;
    }
    const length = headers.get('content-length');
    if (length !== undefined) {
      const size = Number(length);
      return data.length - bodyStart >= size
        ? { reply: { status, headers, body: data.subarray(bodyStart, bodyStart + size) }, end: bodyStart + size }
        : undefined;
    }
    return closed ? { reply: { status, headers, body: data.subarray(bodyStart) }, end: data.length } : undefined;
  }
}

function dechunk(data: Buffer): { body: Buffer; end: number } | undefined {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) return undefined;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) {
      // The last chunk, then trailer lines (usually none) and a blank line.
      const trailerEnd = data.indexOf('\r\n\r\n', lineEnd);
      return { body: Buffer.concat(parts), end: trailerEnd === -1 ? data.length : trailerEnd + 4 };
    }
    if (data.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
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
    .map((byte) =>
      byte === 0x0d
        ? '\\r'
        : byte === 0x0a
          ? '\\n\n      '
          : byte >= 0x20 && byte < 0x7f
            ? String.fromCharCode(byte)
            : `\\x${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
  return bytes.length > max ? `${text}… (${bytes.length} bytes in all)` : text;
}
