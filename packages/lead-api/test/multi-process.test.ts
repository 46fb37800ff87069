/**
 * The answer for a site that outgrows one process: stateless API processes on one PostgreSQL database.
 * Two real server processes share one rate limit and one confirmation throttle, and deliver every e-mail
 * exactly once between them. Runs when TEST_DATABASE_URL names a PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactBody, eventually, send } from './support/service';
import { SmtpPeer } from './support/smtp-peer';

const databaseUrl = process.env.TEST_DATABASE_URL;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(packageDir, '../../node_modules/.bin/tsx');
const LIMIT = 20;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startProcess(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(tsx, [path.join(packageDir, 'src/server.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually(() => {
    if (child.exitCode !== null) throw new Error(`API process exited: ${output}`);
    return output.includes('listening on') ? true : undefined;
  }, 30_000);
  return { port, child };
}

describe.runIf(databaseUrl)('two API processes on one PostgreSQL database', () => {
  const schema = `lead_multi_${process.pid}`;
  let admin: pg.Client;
  let peer: SmtpPeer;
  let processes: { port: number; child: ChildProcess }[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query(`create schema ${schema}`);
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    peer = await SmtpPeer.start();
    const env = {
      COMPANY_NAME: 'Ionvale Systems',
      LEAD_NOTIFY_TO: 'sales@ionvale.example',
      MAIL_FROM: 'Ionvale Systems <no-reply@ionvale.example>',
      DATABASE_URL: scoped.toString(),
      SMTP_URL: peer.url,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      OUTBOX_POLL_MS: '50',
      DATA_DIR: path.join(tmpdir(), 'lead-multi-unused'),
    };
    // Started together: both run the migrations and make the link key at once.
    processes = await Promise.all([startProcess(env), startProcess(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGTERM');
    await Promise.all(processes.map(({ child }) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await peer?.down();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  test('one rate limit, one confirmation throttle, and every e-mail delivered exactly once', async () => {
    // 50 requests from one client, alternating between the processes: each process alone would allow
    // LIMIT, so separate limits would accept 40.
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(processes[i % 2]!.port, {
          path: '/sendEmail',
          body: { ...contactBody, email: i < 10 ? `shared+${i}@lab.example` : `person${i}@lab.example`, message: `Request ${i}` },
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 201);
    const limited = replies.filter((reply) => reply.status === 429);
    // The bucket refills one request every 3 s; the burst takes well under that.
    expect(accepted.length).toBeGreaterThanOrEqual(LIMIT);
    expect(accepted.length).toBeLessThanOrEqual(LIMIT + 1);
    expect(limited.length).toBe(50 - accepted.length);
    // Both processes took part in accepting.
    expect(new Set(replies.flatMap((reply, i) => (reply.status === 201 ? [i % 2] : []))).size).toBe(2);

    const { rows: leads } = await admin.query<{ reference: string; email: string }>(`select reference, email from ${schema}.leads`);
    expect(leads).toHaveLength(accepted.length);

    // Every queued e-mail is sent, by one process or the other, once.
    const { rows: queued } = await admin.query<{ n: string }>(`select count(*) as n from ${schema}.outbox`);
    const expected = Number(queued[0]!.n);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await admin.query<{ n: string }>(`select count(*) as n from ${schema}.outbox where status <> 'sent'`);
      if (Number(rows[0]!.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} e-mails still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ids = peer.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);

    // The shared mailbox (written in ten spellings, across both processes) got three confirmations.
    const sharedLeads = leads.filter((lead) => lead.email.startsWith('shared+')).length;
    const sharedConfirmations = peer.received.filter((mail) => mail.envelopeTo.some((to) => to.startsWith('shared+'))).length;
    expect(sharedConfirmations).toBe(Math.min(3, sharedLeads));
    expect(expected).toBe(accepted.length * 2 - (sharedLeads - sharedConfirmations));
  }, 60_000);
});
