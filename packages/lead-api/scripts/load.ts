/**
 * Load run: `npm run load -w @company/lead-api` (LOAD_SECONDS, LOAD_CONNECTIONS override 15 and 20).
 *
 * Starts the service in-process on a temp SQLite file (rate limit off, `.eml` outbox), drives
 * `POST /api/sendEmail` with autocannon, every request with its own body and Idempotency-Key, then checks
 * that every acknowledged lead is in the database and nothing more. Exits 1 on any 5xx or mismatch.
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLeadService, loadConfig, silentLogger } from '../src/index';

const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);

const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-load-'));
const service = createLeadService({
  ...loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', OUTBOX_POLL_MS: '200' }),
  company: { name: 'Load Test Co', notifyTo: 'sales@load.example', from: 'Load Test Co <no-reply@load.example>', referencePrefix: 'LT' },
  logger: silentLogger,
});
await service.start();
const server = serve({ fetch: new Hono().route('/api', service.app).fetch, hostname: '127.0.0.1', port: 0 });
await once(server, 'listening');
const port = (server.address() as AddressInfo).port;

/** Every request sent, by key, and the keys answered: the difference was cut off when the run ended. */
const sent = new Map<string, string>();
const answered = new Map<string, number>();
let serial = 0;

function body(n: number): string {
  return JSON.stringify({
    productName: n % 3 === 0 ? 'General Inquiry' : 'ICP Etcher',
    product: 'icp-etcher',
    name: `Load Tester ${n}`,
    email: `tester${n}@lab.example`,
    organization: 'Load Lab',
    message: `Request number ${n}: please quote an ICP etcher.`,
    topic: 'quote',
  });
}

console.log(`POST /api/sendEmail for ${seconds} s with ${connections} connections (SQLite WAL, synchronous=FULL; .eml outbox)…`);
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  duration: seconds,
  timeout: 30,
  requests: [
    {
      method: 'POST',
      path: '/api/sendEmail',
      setupRequest(request, context) {
        const key = `load-${process.pid}-${++serial}`;
        const payload = body(serial);
        sent.set(key, payload);
        context.key = key;
        return { ...request, headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: payload };
      },
      onResponse(status, _body, context) {
        answered.set(String(context.key), status);
      },
    },
  ],
});

// Requests still in flight when autocannon stopped were never answered, but the server may have stored
// them. Complete them as the site's retry policy would: same key, same body. The answer is the stored
// one (replayed) or a fresh store, so each ends as exactly one lead with exactly one 2xx.
let completed2xx = 0;
let completed5xx = 0;
let alreadyStored = 0;
const cutOff = [...sent.keys()].filter((key) => !answered.has(key));
for (const key of cutOff) {
  const response = await fetch(`http://127.0.0.1:${port}/api/sendEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: sent.get(key),
  });
  await response.text();
  if (response.ok) completed2xx += 1;
  if (response.headers.get('idempotent-replayed') === 'true') alreadyStored += 1;
  if (response.status >= 500) completed5xx += 1;
}

// Let the outbox catch up before counting e-mails (bounded: the HTTP figures do not depend on it).
const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
const count = (query: string) => (db.prepare(query).get() as { n: number }).n;
const drainStarted = Date.now();
while (count("select count(*) as n from outbox where status = 'pending'") > 0 && Date.now() - drainStarted < 120_000) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const drainSeconds = (Date.now() - drainStarted) / 1000;

const leads = count('select count(*) as n from leads');
const keyedLeads = count('select count(*) as n from idempotency_keys where lead_id is not null');
const outbox = count('select count(*) as n from outbox');
const sentMails = count("select count(*) as n from outbox where status = 'sent'");
const emlFiles = (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).filter((file) => file.endsWith('.eml')).length;
db.close();

server.close();
await service.stop();
await rm(dataDir, { recursive: true, force: true });

const acknowledged = result['2xx'] + completed2xx;
const fiveXx = result['5xx'] + completed5xx;
const rows: [string, string | number][] = [
  ['requests/s (mean)', result.requests.average.toFixed(1)],
  ['latency p50 / p99 / max (ms)', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`],
  ['responses 2xx', result['2xx']],
  ['responses non-2xx', result.non2xx],
  ['responses 5xx', result['5xx']],
  ['connection errors / timeouts', `${result.errors} / ${result.timeouts}`],
  ['cut off at the end, completed by retry', `${cutOff.length}: ${completed2xx} 2xx, ${alreadyStored} of them already stored (replayed)`],
  ['acknowledged leads (all 2xx)', acknowledged],
  ['leads in the database', leads],
  ['leads with their idempotency key', keyedLeads],
  ['outbox rows / sent / .eml files', `${outbox} / ${sentMails} / ${emlFiles} (drained in ${drainSeconds.toFixed(1)} s)`],
];
console.log('');
for (const [label, value] of rows) console.log(`${label.padEnd(46)} ${value}`);

const problems = [
  fiveXx > 0 && `${fiveXx} responses were 5xx`,
  leads !== acknowledged && `${leads} leads stored but ${acknowledged} acknowledged`,
  keyedLeads !== leads && `${leads - keyedLeads} leads without their idempotency key`,
  outbox !== 2 * leads && `${outbox} outbox rows for ${leads} leads (expected two each)`,
  result.non2xx > 0 && `${result.non2xx} non-2xx responses`,
].filter(Boolean);
if (problems.length > 0) {
  console.error(`\nFAILED: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nOK: no 5xx, and every acknowledged lead is stored exactly once.');
