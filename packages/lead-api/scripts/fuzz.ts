/**
 * Fuzz run: `npm run fuzz -w @company/lead-api`.
 *
 * Starts the standalone server as a child process (temp SQLite, `.eml` outbox, rate limit off) and sends
 * it a bounded stream of hostile requests drawn from a seeded generator (scripts/fuzz-cases.ts), then
 * fails on any 5xx, a crash, a hang-up on a request that is well-formed HTTP, or a lead stored without
 * its 201. Variables: FUZZ_REQUESTS (10000), FUZZ_CONCURRENCY (24), FUZZ_SEED (random, printed),
 * FUZZ_ONLY=3,17 (send only those requests of the seed's list, to reproduce a failure).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATEGORY_NAMES, generateCases, type FuzzCase } from './fuzz-cases';
import {
  describe,
  fuzzOptions,
  printCase,
  printCrash,
  printMalformedHangUps,
  printStatuses,
  problemReporter,
  sendCases,
  status,
  type Result as FuzzResult,
} from './fuzz-runner';
import { ChildServer, exchange, httpRequest, printRows, readSqlite, troubleInLog } from './harness';

const { seed, count, concurrency, only } = fuzzOptions({ requests: 10_000, concurrency: 24 });

type Result = FuzzResult<FuzzCase>;

const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-fuzz-'));
const logFile = path.join(dataDir, 'server.log');
console.log(
  `Fuzz run, seed ${seed} (FUZZ_SEED=${seed} repeats it): ${only ? `requests ${only.join(', ')} of ${count}` : `${count} requests`}, ${concurrency} in flight`,
);
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
console.log(
  `Server: pid ${server.pid} on http://127.0.0.1:${server.port}/api, healthy after ${(server.startupMs / 1000).toFixed(1)} s; SQLite and .eml outbox in ${dataDir}\n`,
);

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

  const sent = await sendCases(server, selected, { concurrency });
  const { results, seconds, crash } = sent;

  printStatuses(results, seconds, CATEGORY_NAMES);
  printMalformedHangUps(results);

  const problems: string[] = [];
  const report = problemReporter<FuzzCase>(problems);

  if (crash) {
    problems.push(`the server died (${server.describeExit()})`);
    printCrash(server, sent);
  }
  report(
    'answers with a 5xx status',
    results.filter((r) => r.outcome.kind === 'reply' && r.outcome.reply.status >= 500),
  );
  report(
    'hang-ups or no answer on well-formed HTTP',
    results.filter((r) => r.outcome.kind !== 'reply' && !r.case.httpMalformed && server.alive),
  );
  report(
    'valid submissions not answered 201',
    results.filter((r) => r.case.expect === 'stored' && status(r.outcome) !== 201 && server.alive),
  );
  report(
    'requests that must be refused but got 201',
    results.filter((r) => r.case.expect === 'refused' && status(r.outcome) === 201),
  );

  const serverErrors = await troubleInLog(logFile);
  if (serverErrors.length > 0) {
    problems.push(`${serverErrors.length} errors in the server log`);
    console.error(
      `\nErrors the server logged:\n${serverErrors
        .slice(0, 10)
        .map((line) => `    | ${line}`)
        .join('\n')}`,
    );
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
  const leadsWithoutKey = await db.count(
    'select count(*) as n from leads where id not in (select lead_id from idempotency_keys where lead_id is not null)',
  );
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
