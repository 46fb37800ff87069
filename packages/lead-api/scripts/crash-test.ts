/**
 * Crash test: `npm run crash-test -w @company/lead-api`.
 *
 * Runs the standalone server as a child process that mails an SMTP peer on loopback, loads it with unique
 * submissions, `kill -9`s it mid-run, restarts it on the same data, and repeats. Then, once the outbox is
 * empty, checks the promise the service makes: every acknowledged reference is stored, every lead has its
 * e-mails (nothing half-stored), and every e-mail reached the peer. Copies of one Message-ID are counted
 * but allowed: delivery after a crash is at least once, and the stable Message-ID lets receivers drop them.
 *
 * SQLite in a temp directory by default. With DATABASE_URL (postgres://…) the run creates a fresh schema
 * in that database, points the server at it, and drops it afterwards (kept when the run fails).
 *
 * Variables: CRASH_ROUNDS (2), CRASH_AFTER_MS (3000, load before each kill), CRASH_CONCURRENCY (20),
 * CRASH_OUTBOX_TIMEOUT_MS (360000), CRASH_SMTP_DELAY_MS (50, the peer's pause before accepting a message).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ChildServer,
  envNumber,
  exchange,
  freshPostgresSchema,
  httpRequest,
  printRows,
  readPostgres,
  readSqlite,
  sleep,
  SmtpPeer,
  troubleInLog,
  type DatabaseReader,
  type Outcome,
} from './harness';

const rounds = envNumber('CRASH_ROUNDS', 2, 1);
const crashAfterMs = envNumber('CRASH_AFTER_MS', 3_000, 1);
const concurrency = envNumber('CRASH_CONCURRENCY', 20, 1);
const outboxTimeoutMs = envNumber('CRASH_OUTBOX_TIMEOUT_MS', 360_000, 1);
const smtpDelayMs = envNumber('CRASH_SMTP_DELAY_MS', 50);

const PREFIX = 'CT';
const REFERENCE = new RegExp(`${PREFIX}-[0-9A-Z]{6}`);
const NOTIFY_TO = 'sales@crash.example';
const RUN = Date.now().toString(36);

interface Submission {
  n: number;
  key: string;
  target: string;
  body: Buffer;
  /** The answer that reached us, first try or retry after the restart. */
  status?: number;
  reference?: string;
  /** Cut off by the kill, then sent again with the same key. */
  retried?: 'replayed' | 'stored now' | 'failed';
}

const submissions: Submission[] = [];
const problems: string[] = [];

const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-crash-'));
const logFile = path.join(dataDir, 'server.log');
const peer = await SmtpPeer.start({ ackDelayMs: smtpDelayMs });
const schema = process.env.DATABASE_URL ? await freshPostgresSchema(process.env.DATABASE_URL, 'lead_crash_test') : undefined;
const env: Record<string, string> = {
  COMPANY_NAME: 'Crash Test Co',
  LEAD_NOTIFY_TO: NOTIFY_TO,
  MAIL_FROM: 'Crash Test Co <no-reply@crash.example>',
  LEAD_REFERENCE_PREFIX: PREFIX,
  DATA_DIR: dataDir,
  SMTP_URL: peer.url,
  RATE_LIMIT_PER_MINUTE: '0',
  // E-mails claimed when the server died are due again once their lease ends: keep it short here.
  MAIL_CLAIM_LEASE_MS: '2000',
  OUTBOX_POLL_MS: '200',
  MAIL_RETRY_BASE_MS: '200',
  ...(schema ? { DATABASE_URL: schema.url } : {}),
};

console.log(
  `Crash test: ${rounds} round${rounds === 1 ? '' : 's'} of load at ${concurrency} in flight, kill -9 after ${crashAfterMs} ms, restart on the same data`,
);
console.log(`  database: ${schema ? `PostgreSQL, fresh schema ${schema.name}` : `SQLite in ${dataDir}`}`);
console.log(`  mail: SMTP peer on ${peer.url}, ${smtpDelayMs} ms before it accepts each message\n`);

let server = await ChildServer.start({ env, logFile });
try {
  for (let round = 1; round <= rounds; round++) {
    const pid = server.pid;
    const { answered, cutOff, other, diedOnItsOwn } = await loadAndKill(server);
    if (diedOnItsOwn) {
      problems.push(`the server died on its own in round ${round} (${server.describeExit()})`);
      console.error(`round ${round}: pid ${pid} died before the kill (${server.describeExit()}):\n${server.tail(30)}`);
    } else {
      console.log(`round ${round}: pid ${pid} killed (${server.describeExit()}) after ${crashAfterMs} ms of load`);
    }
    console.log(`  answered 201: ${answered}, other answers: ${other}, cut off by the kill: ${cutOff.length}`);
    server = await ChildServer.start({ env, logFile, port: server.port });
    console.log(`  restarted as pid ${server.pid} on the same data, healthy after ${(server.startupMs / 1000).toFixed(1)} s`);
    await retry(server, cutOff);
    const outcomes = (kind: Submission['retried']) => cutOff.filter((s) => s.retried === kind).length;
    console.log(
      `  cut-off requests sent again with their keys: ${outcomes('replayed')} replayed (stored before the kill), ` +
        `${outcomes('stored now')} stored now, ${outcomes('failed')} failed`,
    );
  }
  await check(server);
} finally {
  if (server.alive) await server.kill9();
  await peer.close();
}

if (problems.length > 0) {
  console.error(`\nFAILED: ${problems.join('; ')}`);
  console.error(`The data and the server log are kept in ${dataDir}${schema ? `, the database schema ${schema.name}` : ''}.`);
  process.exit(1);
}
await schema?.drop();
await rm(dataDir, { recursive: true, force: true });
console.log('\nOK: every acknowledged lead is stored with all its e-mails, and every e-mail was delivered.');

/** Unique submissions until the kill, which cuts off the requests then in flight. */
async function loadAndKill(target: ChildServer) {
  let killing = false;
  const timer = setTimeout(() => {
    killing = true;
    void target.kill9();
  }, crashAfterMs);
  const mine: Submission[] = [];
  const worker = async () => {
    while (!killing && target.alive) {
      const submission = newSubmission();
      mine.push(submission);
      record(submission, await send(target, submission));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearTimeout(timer);
  await target.exited;
  return {
    diedOnItsOwn: !killing,
    answered: mine.filter((s) => s.status === 201).length,
    other: mine.filter((s) => s.status !== undefined && s.status !== 201).length,
    cutOff: mine.filter((s) => s.status === undefined),
  };
}

/** What the site's client does when an answer is lost: the same key and body again, until answered. */
async function retry(target: ChildServer, cutOff: Submission[]) {
  let next = 0;
  const worker = async () => {
    while (next < cutOff.length) {
      const submission = cutOff[next++]!;
      const outcome = await send(target, submission);
      record(submission, outcome);
      const replayed = outcome.kind === 'reply' && outcome.reply.headers.get('idempotent-replayed') === 'true';
      submission.retried = submission.status !== 201 ? 'failed' : replayed ? 'replayed' : 'stored now';
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cutOff.length) }, worker));
}

function newSubmission(): Submission {
  const n = submissions.length + 1;
  const tag = `${RUN}-${n}`;
  // A different address per lead: the confirmation throttle must not drop any of these e-mails.
  const email = `crash-${tag}@lab.example`;
  const [target, body] =
    n % 3 === 0
      ? [
          '/api/leads',
          {
            fullName: `Crash Download ${tag}`,
            email,
            organization: 'Crash Lab',
            researchAreas: 'thin films',
            intent: 'Expanding my knowledge',
            fileName: 'ald-system-datasheet.pdf',
          },
        ]
      : [
          '/api/sendEmail',
          {
            productName: n % 3 === 1 ? 'General Inquiry' : 'ICP Etcher',
            product: 'icp-etcher',
            name: `Crash Tester ${tag}`,
            email,
            organization: 'Crash Lab',
            message: `Request ${tag}: please quote an ICP etcher.`,
            topic: 'quote',
          },
        ];
  const submission: Submission = { n, key: `crash-${tag}`, target, body: Buffer.from(JSON.stringify(body)) };
  submissions.push(submission);
  return submission;
}

function send(target: ChildServer, submission: Submission): Promise<Outcome> {
  const request = httpRequest({
    method: 'POST',
    target: submission.target,
    port: target.port,
    headers: [
      ['Content-Type', 'application/json'],
      ['Idempotency-Key', submission.key],
    ],
    body: submission.body,
  });
  return exchange(target.port, request, { timeoutMs: 30_000 });
}

function record(submission: Submission, outcome: Outcome) {
  if (outcome.kind !== 'reply') return;
  submission.status = outcome.reply.status;
  submission.reference = REFERENCE.exec(outcome.reply.body.toString('utf8'))?.[0];
}

async function check(target: ChildServer) {
  const reader: DatabaseReader = schema ? await readPostgres(schema.url) : readSqlite(path.join(dataDir, 'leads.sqlite'));
  try {
    await waitForOutbox(reader);
    await checkStorage(reader);
    await checkDelivery(reader);
  } finally {
    await reader.close();
  }
  const stopped = await target.stop();
  if (!stopped.clean) problems.push(`the server did not shut down cleanly (${target.describeExit()})`);
  await printServerTrouble();
}

/** What the servers (all of them, across restarts) logged as going wrong, by message. */
async function printServerTrouble() {
  const trouble = await troubleInLog(logFile);
  if (trouble.length === 0) return;
  const messages = tally(trouble.map((line) => line.replace(/\s*\{.*$/, '').slice(0, 120)));
  console.log('\nthe server logged');
  printRows(
    [...messages].map(([message, n]): [string, number] => [message, n]),
    60,
  );
  const sample = trouble.find((line) => line.includes('{'));
  if (sample) console.log(`  e.g. ${sample.slice(0, 400)}`);
}

async function waitForOutbox(reader: DatabaseReader) {
  const started = Date.now();
  let reported = started;
  console.log('\nwaiting for the outbox to empty (e-mails claimed at a kill are due again when their lease ends)…');
  for (;;) {
    const pending = await reader.count("select count(*) as n from outbox where status = 'pending'");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (pending === 0) {
      console.log(`  no e-mail pending after ${seconds} s`);
      return;
    }
    if (Date.now() - started > outboxTimeoutMs) {
      problems.push(`${pending} e-mails still pending after ${seconds} s`);
      console.error(`  ${pending} e-mails still pending after ${seconds} s: giving up`);
      return;
    }
    if (Date.now() - reported >= 10_000) {
      reported = Date.now();
      console.log(`  ${pending} e-mails pending after ${seconds} s`);
    }
    await sleep(250);
  }
}

interface LeadRow {
  id: number;
  reference: string;
}
interface MailRow {
  id: number;
  lead_id: number;
  kind: string;
  status: string;
  to_address: string;
}

async function checkStorage(reader: DatabaseReader) {
  const leads = await reader.all<LeadRow>('select id, reference from leads');
  const mails = await reader.all<MailRow>('select id, lead_id, kind, status, to_address from outbox');
  const keys = await reader.all<{ key: string; lead_id: number | null }>('select key, lead_id from idempotency_keys');

  const acknowledged = submissions.filter((s) => s.status === 201);
  const storedReferences = new Set(leads.map((lead) => lead.reference));
  const acknowledgedReferences = new Set(acknowledged.map((s) => s.reference));
  const referenceOfLead = new Map(leads.map((lead) => [Number(lead.id), lead.reference]));
  const leadOfKey = new Map(keys.map((row) => [row.key, row.lead_id === null ? undefined : Number(row.lead_id)]));

  const missing = acknowledged.filter((s) => !s.reference || !storedReferences.has(s.reference));
  const unacknowledged = leads.filter((lead) => !acknowledgedReferences.has(lead.reference));
  // The key's record must name the very lead whose reference the visitor was given.
  const keyMismatch = acknowledged.filter((s) => referenceOfLead.get(leadOfKey.get(s.key) ?? -1) !== s.reference);
  const unanswered = submissions.filter((s) => s.status !== 201);

  // Half-stored: derived from the data, not a fixed count. Every lead has exactly one sales notification,
  // no kind of e-mail twice, and no e-mail belongs to a lead that is not there.
  const kindsOf = new Map<number, string[]>();
  for (const mail of mails) kindsOf.set(Number(mail.lead_id), [...(kindsOf.get(Number(mail.lead_id)) ?? []), mail.kind]);
  const halfStored = leads.filter((lead) => {
    const kinds = kindsOf.get(Number(lead.id)) ?? [];
    return kinds.filter((kind) => kind === 'notification').length !== 1 || new Set(kinds).size !== kinds.length;
  });
  const orphans = mails.filter((mail) => !referenceOfLead.has(Number(mail.lead_id)));
  const shapes = tally(leads.map((lead) => (kindsOf.get(Number(lead.id)) ?? []).sort().join(' + ') || '(none)'));

  console.log('\nstorage');
  printRows([
    ['requests sent (first tries)', submissions.length],
    ['acknowledged with 201 (first try or retry)', acknowledged.length],
    [
      'never acknowledged (non-201 answers)',
      `${unanswered.length}${unanswered.length ? ` (${describeTally(tally(unanswered.map((s) => String(s.status ?? 'no answer'))))})` : ''}`,
    ],
    ['leads in the database', leads.length],
    ['MISSING: acknowledged but not stored', missing.length],
    ['stored but never acknowledged', unacknowledged.length],
    ['Idempotency-Key naming another lead', keyMismatch.length],
    ['e-mails per lead', describeTally(shapes)],
    ['HALF-STORED leads', halfStored.length],
    ['e-mails without a lead', orphans.length],
  ]);
  if (missing.length)
    problems.push(
      `${missing.length} acknowledged leads missing (e.g. ${missing
        .slice(0, 5)
        .map((s) => s.reference)
        .join(', ')})`,
    );
  if (unacknowledged.length) problems.push(`${unacknowledged.length} leads stored but never acknowledged, even on retry`);
  if (keyMismatch.length) problems.push(`${keyMismatch.length} Idempotency-Keys point at another lead than the one acknowledged`);
  if (halfStored.length)
    problems.push(
      `${halfStored.length} half-stored leads (e.g. ${halfStored
        .slice(0, 5)
        .map((lead) => lead.reference)
        .join(', ')})`,
    );
  if (orphans.length) problems.push(`${orphans.length} e-mails without a lead`);
  const errors = submissions.filter((s) => s.status !== undefined && s.status >= 500);
  if (errors.length) problems.push(`${errors.length} answers with a 5xx status`);
  if (unanswered.length) problems.push(`${unanswered.length} submissions never answered 201, even on retry`);
}

async function checkDelivery(reader: DatabaseReader) {
  const mails = await reader.all<MailRow & { reference: string }>(
    'select outbox.id, outbox.lead_id, outbox.kind, outbox.status, outbox.to_address, leads.reference from outbox join leads on leads.id = outbox.lead_id',
  );
  // An outbox row and the messages the peer got for it share the lead's reference and the recipient.
  // Matching on those rather than on the Message-ID's exact spelling keeps the check independent of it.
  const slot = (reference: string, address: string) => `${reference} ${address.toLowerCase()}`;
  const rowsPerSlot = tally(mails.map((mail) => slot(mail.reference, mail.to_address)));
  const idsPerSlot = new Map<string, Set<string>>();
  let unmatched = 0;
  for (const message of peer.received) {
    const reference = [message.messageId, message.subject, message.text].map((text) => REFERENCE.exec(text)?.[0]).find(Boolean);
    for (const address of message.envelopeTo) {
      const key = reference ? slot(reference, address) : undefined;
      if (!key || !rowsPerSlot.has(key)) {
        unmatched++;
        continue;
      }
      idsPerSlot.set(key, (idsPerSlot.get(key) ?? new Set()).add(message.messageId));
    }
  }
  let undelivered = 0;
  let unstable = 0;
  for (const [key, rows] of rowsPerSlot) {
    const ids = idsPerSlot.get(key)?.size ?? 0;
    undelivered += Math.max(0, rows - ids);
    unstable += Math.max(0, ids - rows);
  }
  const copies = tally(peer.received.map((message) => message.messageId));
  const duplicated = [...copies.values()].filter((n) => n > 1);
  const notSent = mails.filter((mail) => mail.status !== 'sent');
  // A copy made by a kill has one recorded success (the killed process never recorded its send); two
  // recorded successes mean a running server sent the e-mail twice, e.g. a lease that ran out mid-send.
  const sentTwiceAlive = await reader.count(
    'select count(*) as n from (select outbox_id from mail_attempts where ok = 1 group by outbox_id having count(*) > 1) as twice',
  );

  console.log('\ndelivery');
  printRows([
    ['e-mails in the outbox', mails.length],
    ['by status', describeTally(tally(mails.map((mail) => mail.status)))],
    ['NOT SENT (status other than sent)', notSent.length],
    ['messages the SMTP peer received', peer.received.length],
    ['most SMTP connections open at once', peer.maxConnections],
    ['distinct Message-IDs received', copies.size],
    ['UNDELIVERED: outbox rows the peer never got', undelivered],
    ['copies of one e-mail under another Message-ID', unstable],
    ['messages matching no outbox row', unmatched],
    [
      'duplicates (a Message-ID received again)',
      `${duplicated.reduce((sum, n) => sum + n - 1, 0)} extra copies of ${duplicated.length} e-mails (allowed: at least once)`,
    ],
    ['  sent twice by a running server (no crash)', sentTwiceAlive],
  ]);
  if (notSent.length) problems.push(`${notSent.length} e-mails not sent (${describeTally(tally(notSent.map((mail) => mail.status)))})`);
  if (undelivered) problems.push(`${undelivered} e-mails never reached the SMTP peer`);
  if (unstable) problems.push(`${unstable} e-mails arrived again under a different Message-ID, so receivers cannot drop the copy`);
  if (unmatched) problems.push(`${unmatched} messages matching no stored e-mail`);
}

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function describeTally(counts: Map<string, number>): string {
  return [...counts].map(([value, n]) => `${value}: ${n}`).join(', ') || 'none';
}
