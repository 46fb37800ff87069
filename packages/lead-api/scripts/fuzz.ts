/**
 * Fuzz run: `npm run fuzz -w @company/lead-api`.
 *
 * Starts the standalone server as a child process (temp SQLite, `.eml` outbox, rate limit off) and sends
 * it a bounded stream of hostile requests drawn from a seeded generator (scripts/fuzz-cases.ts), then
 * fails on any 5xx, a crash, a hang-up on a request that is well-formed HTTP, or a lead stored without
 * its 201. Variables: FUZZ_REQUESTS (10000), FUZZ_CONCURRENCY (24), FUZZ_SEED (random, printed),
 * FUZZ_ONLY=3,17 (send only those requests of the seed's list, to reproduce a failure).
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATEGORY_NAMES, generateCases, type FuzzCase } from './fuzz-cases';
import { ChildServer, envNumber, exchange, httpRequest, printable, printRows, readSqlite, troubleInLog, type Outcome } from './harness';

const only = process.env.FUZZ_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean)
  .map(Number);
if (only?.some((index) => !Number.isSafeInteger(index) || index < 0)) {
  console.error('FUZZ_ONLY must list request numbers, e.g. FUZZ_ONLY=3,17.');
  process.exit(2);
}
const count = Math.max(envNumber('FUZZ_REQUESTS', 10_000, 1), only ? Math.max(...only) + 1 : 0);
const concurrency = envNumber('FUZZ_CONCURRENCY', 24, 1);
const seed = process.env.FUZZ_SEED ? envNumber('FUZZ_SEED', 0) % 2 ** 32 : randomInt(2 ** 31);

interface Result {
  case: FuzzCase;
  outcome: Outcome;
  endedAt: number;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-fuzz-'));
const logFile = path.join(dataDir, 'server.log');
console.log(`Fuzz run, seed ${seed} (FUZZ_SEED=${seed} repeats it): ${only ? `requests ${only.join(', ')} of ${count}` : `${count} requests`}, ${concurrency} in flight`);
const server = await ChildServer.start({
  env: {
    COMPANY_NAME: 'Fuzz Test Co',
    LEAD_NOTIFY_TO: 'sales@fuzz.example',
    MAIL_FROM: 'Fuzz Test Co <no-reply@fuzz.example>',
    LEAD_REFERENCE_PREFIX: 'FZ',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    OUTBOX_POLL_MS: '500',
  },
  logFile,
});
console.log(`Server: pid ${server.pid} on http://127.0.0.1:${server.port}/api, healthy after ${(server.startupMs / 1000).toFixed(1)} s; SQLite and .eml outbox in ${dataDir}\n`);

let failed = false;
try {
  failed = await run();
} finally {
  if (server.alive) await server.kill9();
}
if (failed) {
  console.error(`\nFAILED. The server's data and log are kept in ${dataDir}`);
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
console.log('\nOK: no 5xx, no crash, no hang-up on well-formed HTTP, and exactly the acknowledged leads are stored.');

async function run(): Promise<boolean> {
  const cases = generateCases({ seed, count, port: server.port });
  const selected = only ? cases.filter((c) => only.includes(c.index)) : cases;

  const results: Result[] = [];
  const inFlight = new Set<FuzzCase>();
  let crash: { at: number; inFlight: FuzzCase[] } | undefined;
  void server.exited.then(() => (crash = { at: performance.now(), inFlight: [...inFlight] }));

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < selected.length && server.alive) {
      const c = selected[next++]!;
      inFlight.add(c);
      // Incomplete requests are answered by nobody: the server rightly waits for the rest.
      const outcome = await exchange(server.port, c.bytes, { timeoutMs: c.incomplete ? 1_000 : 15_000, head: c.head });
      inFlight.delete(c);
      results.push({ case: c, outcome, endedAt: performance.now() });
      if (results.length % 2_500 === 0) console.log(`  ${results.length} answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, selected.length) }, worker));
  const seconds = (performance.now() - started) / 1000;

  printStatuses(results, seconds);
  printMalformedHangUps(results);

  const problems: string[] = [];
  const report = (title: string, list: Result[]) => {
    if (list.length === 0) return;
    problems.push(`${list.length} ${title}`);
    console.error(`\n${title}: ${list.length}`);
    for (const result of list.slice(0, 8)) printCase(result.case, result.outcome);
    if (list.length > 8) console.error(`  … and ${list.length - 8} more: ${list.slice(8, 40).map((r) => `#${r.case.index}`).join(' ')}`);
  };

  if (crash) {
    problems.push(`the server died (${server.describeExit()})`);
    // The request that killed it was in flight or had just been cut off.
    const suspects = results.filter((r) => r.outcome.kind !== 'reply' && r.endedAt >= crash!.at - 3_000).map((r) => r.case);
    console.error(`\nThe server died during the run (${server.describeExit()}). Requests in flight or cut off just before:`);
    for (const c of [...crash.inFlight, ...suspects].slice(0, 10)) printCase(c);
    console.error(`  Its last words:\n${server.tail(30)}`);
  }
  report('answers with a 5xx status', results.filter((r) => r.outcome.kind === 'reply' && r.outcome.reply.status >= 500));
  report(
    'hang-ups or no answer on well-formed HTTP',
    results.filter((r) => r.outcome.kind !== 'reply' && !r.case.httpMalformed && server.alive),
  );
  report('valid submissions not answered 201', results.filter((r) => r.case.expect === 'stored' && status(r.outcome) !== 201 && server.alive));
  report('requests that must be refused but got 201', results.filter((r) => r.case.expect === 'refused' && status(r.outcome) === 201));

  const serverErrors = await troubleInLog(logFile);
  if (serverErrors.length > 0) {
    problems.push(`${serverErrors.length} errors in the server log`);
    console.error(`\nErrors the server logged:\n${serverErrors.slice(0, 10).map((line) => `    | ${line}`).join('\n')}`);
  }

  if (!crash) problems.push(...(await checkStored(results)));

  if (server.alive) {
    const health = await exchange(server.port, httpRequest({ method: 'GET', target: '/api/health', port: server.port }), { timeoutMs: 5_000 });
    console.log(`\nGET /api/health after the run: ${describe(health)}`);
    if (status(health) !== 200) problems.push('the health check did not answer 200 after the run');
    const stopped = await server.stop();
    console.log(`SIGTERM: the server exited in ${stopped.ms} ms (${server.describeExit()})`);
    if (!stopped.clean) problems.push(`the server did not shut down cleanly (${server.describeExit()})`);
  }

  if (problems.length === 0) return false;
  const repeat = new Set([...results.filter(isProblem).map((r) => r.case.index), ...(crash?.inFlight.map((c) => c.index) ?? [])]);
  console.error(`\nProblems: ${problems.join('; ')}`);
  if (repeat.size > 0) {
    console.error(`Repeat just those requests: FUZZ_SEED=${seed} FUZZ_ONLY=${[...repeat].slice(0, 30).join(',')} npm run fuzz -w @company/lead-api`);
  }
  return true;
}

/** Leads in the database against the 201s: a stored lead must have been acknowledged, and the reverse. */
async function checkStored(results: Result[]): Promise<string[]> {
  const byKey = new Map<string, Result[]>();
  for (const result of results) if (result.case.key) byKey.set(result.case.key, [...(byKey.get(result.case.key) ?? []), result]);
  const acknowledgedKeys = new Set(results.filter((r) => status(r.outcome) === 201 && r.case.key).map((r) => r.case.key!));
  const acknowledgedWithoutKey = results.filter((r) => status(r.outcome) === 201 && !r.case.key).length;

  const db = readSqlite(path.join(dataDir, 'leads.sqlite'));
  const leads = await db.count('select count(*) as n from leads');
  const storedKeys = new Set((await db.all<{ key: string }>('select key from idempotency_keys where lead_id is not null')).map((row) => row.key));
  const leadsWithoutKey = await db.count('select count(*) as n from leads where id not in (select lead_id from idempotency_keys where lead_id is not null)');
  await db.close();

  const expected = acknowledgedKeys.size + acknowledgedWithoutKey;
  console.log('');
  printRows([
    ['distinct Idempotency-Keys answered 201', acknowledgedKeys.size],
    ['201 answers to requests without a key', acknowledgedWithoutKey],
    ['leads in the database', leads],
    ['  of them stored with their key / without', `${leads - leadsWithoutKey} / ${leadsWithoutKey}`],
  ]);

  const problems: string[] = [];
  const storedUnacknowledged = [...storedKeys].filter((key) => !acknowledgedKeys.has(key));
  const acknowledgedMissing = [...acknowledgedKeys].filter((key) => !storedKeys.has(key));
  if (leads !== expected) problems.push(`${leads} leads stored but ${expected} acknowledged`);
  for (const [title, keys] of [
    ['leads stored for a request that was not answered 201', storedUnacknowledged],
    ['acknowledged keys with no lead', acknowledgedMissing],
  ] as const) {
    if (keys.length === 0) continue;
    problems.push(`${keys.length} ${title}`);
    console.error(`\n${title}: ${keys.length}`);
    for (const key of keys.slice(0, 8)) for (const result of byKey.get(key) ?? []) printCase(result.case, result.outcome);
  }
  if (leadsWithoutKey !== acknowledgedWithoutKey) problems.push(`${leadsWithoutKey} leads without a key, ${acknowledgedWithoutKey} keyless 201s`);
  return problems;
}

function isProblem(result: Result): boolean {
  const code = status(result.outcome);
  return (
    (code !== undefined && code >= 500) ||
    (result.outcome.kind !== 'reply' && !result.case.httpMalformed) ||
    (result.case.expect === 'stored' && code !== 201) ||
    (result.case.expect === 'refused' && code === 201)
  );
}

function status(outcome: Outcome): number | undefined {
  return outcome.kind === 'reply' ? outcome.reply.status : undefined;
}

function outcomeName(outcome: Outcome): string {
  if (outcome.kind === 'reply') return String(outcome.reply.status);
  return outcome.kind === 'closed' ? 'closed' : 'no answer';
}

function describe(outcome: Outcome): string {
  if (outcome.kind === 'timeout') return `no answer within ${Math.round(outcome.ms)} ms`;
  if (outcome.kind === 'closed') return `connection ${outcome.error} after ${Math.round(outcome.ms)} ms`;
  const text = outcome.reply.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ');
  return `${outcome.reply.status} ${JSON.stringify(text)}`;
}

function printCase(c: FuzzCase, outcome?: Outcome): void {
  console.error(`  #${c.index} [${c.category}] ${c.label}${outcome ? ` → ${describe(outcome)}` : ''}`);
  console.error(`      ${printable(c.bytes, 400)}`);
}

function printStatuses(results: Result[], seconds: number): void {
  const order = (name: string) => (/^\d+$/.test(name) ? Number(name) : name === 'closed' ? 1_000 : 1_001);
  const names = [...new Set(results.map((r) => outcomeName(r.outcome)))].sort((a, b) => order(a) - order(b));
  const tally = (list: Result[]) => names.map((name) => list.filter((r) => outcomeName(r.outcome) === name).length);

  console.log(`\n${results.length} requests in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(0)}/s)`);
  console.log(`  ${names.map((name, i) => `${name} ${tally(results)[i]}`).join(' / ')}`);
  console.log('\nBy kind of request ("closed": the server closed the connection without an answer; "no answer": none within the wait):');
  const width = Math.max(...names.map((name) => name.length), 5) + 1;
  console.log(`  ${'kind'.padEnd(10)}${'sent'.padStart(7)}${names.map((name) => name.padStart(width)).join('')}`);
  for (const category of CATEGORY_NAMES) {
    const list = results.filter((r) => r.case.category === category);
    if (list.length === 0) continue;
    console.log(`  ${category.padEnd(10)}${String(list.length).padStart(7)}${tally(list).map((n) => (n ? String(n) : '.').padStart(width)).join('')}`);
  }
}

/** Connections the server closed or left unanswered: allowed only for requests malformed at the HTTP level. */
function printMalformedHangUps(results: Result[]): void {
  const groups = new Map<string, Map<string, number>>();
  for (const { case: c, outcome } of results) {
    if (outcome.kind === 'reply' || !c.httpMalformed) continue;
    const label = c.label.replace(/\d{3,}/g, 'N');
    const group = groups.get(label) ?? new Map<string, number>();
    const how = outcome.kind === 'closed' ? `closed (${outcome.error})` : c.incomplete ? 'no answer (incomplete on purpose)' : 'no answer';
    group.set(how, (group.get(how) ?? 0) + 1);
    groups.set(label, group);
  }
  if (groups.size === 0) return;
  console.log('\nMalformed at the HTTP level, closed or unanswered by the server (allowed):');
  for (const [label, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${label}: ${[...group].map(([how, n]) => `${how} ×${n}`).join(', ')}`);
  }
}
