/**
 * What the fuzz run and the crash test share: the lead API as a child process, an SMTP peer that keeps
 * what it receives, read-only access to the database, and a raw HTTP client that sends exact bytes. The
 * parts that know nothing of leads are in `http-harness.ts` (re-exported here).
 */
import Database from 'better-sqlite3';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../test/support/mail';

export * from './http-harness';

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
