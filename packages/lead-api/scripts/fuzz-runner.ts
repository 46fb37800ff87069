/**
 * What a seeded fuzz run needs whatever server it aims at: the seeded generator, the FUZZ_* variables,
 * sending a list of cases at a child server with a bounded number in flight (noting which were in flight
 * if it dies), and the summary and failure printing. The lead API's run (fuzz.ts) and the site server's
 * (site/scripts/fuzz-server.ts) differ only in their cases and their checks.
 */
import { randomInt } from 'node:crypto';
import { envNumber, exchange, printable, type ChildServer, type Outcome } from './http-harness';

/** mulberry32: small, fast, and the same sequence on every machine for a given 32-bit seed. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** What every fuzz case is: exact bytes, and how much the HTTP layer may make of them. */
export interface BaseCase {
  index: number;
  category: string;
  label: string;
  bytes: Buffer;
  /** Malformed at the HTTP level: the server may close the connection or leave it unanswered. */
  httpMalformed: boolean;
  /** Deliberately incomplete (the server is right to wait for the rest): waited for briefly. */
  incomplete: boolean;
  head: boolean;
}

export interface Result<C extends BaseCase = BaseCase> {
  case: C;
  outcome: Outcome;
  endedAt: number;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  concurrency: number;
  /** FUZZ_ONLY: send only these requests of the seed's list. */
  only: number[] | undefined;
}

/**
 * FUZZ_REQUESTS (default `requests`), FUZZ_CONCURRENCY (default `concurrency`), FUZZ_SEED (random when
 * unset) and FUZZ_ONLY=3,17; a bad value stops the run with the variable named.
 */
export function fuzzOptions(defaults: { requests: number; concurrency: number }): FuzzOptions {
  const only = process.env.FUZZ_ONLY?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (only?.some((index) => !Number.isSafeInteger(index) || index < 0)) {
    console.error('FUZZ_ONLY must list request numbers, e.g. FUZZ_ONLY=3,17.');
    process.exit(2);
  }
  return {
    count: Math.max(envNumber('FUZZ_REQUESTS', defaults.requests, 1), only ? Math.max(...only) + 1 : 0),
    concurrency: envNumber('FUZZ_CONCURRENCY', defaults.concurrency, 1),
    seed: process.env.FUZZ_SEED ? envNumber('FUZZ_SEED', 0) % 2 ** 32 : randomInt(2 ** 31),
    only,
  };
}

export interface Sent<C extends BaseCase> {
  results: Result<C>[];
  seconds: number;
  /** When the server died during the run, and what was in flight then. */
  crash: { at: number; inFlight: C[] } | undefined;
}

/**
 * Sends `cases` in order, `concurrency` at a time, each on a connection of its own, until they are all
 * answered or the server dies. Incomplete requests are answered by nobody (the server rightly waits for
 * the rest), so they are waited for a second; the others 15 s, or what `timeoutMs` says for a case.
 */
export async function sendCases<C extends BaseCase>(
  server: ChildServer,
  cases: C[],
  options: { concurrency: number; untilClose?: boolean; timeoutMs?: (c: C) => number | undefined },
): Promise<Sent<C>> {
  const results: Result<C>[] = [];
  const inFlight = new Set<C>();
  let crash: Sent<C>['crash'];
  void server.exited.then(() => (crash = { at: performance.now(), inFlight: [...inFlight] }));

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < cases.length && server.alive) {
      const c = cases[next++]!;
      inFlight.add(c);
      const timeoutMs = c.incomplete ? 1_000 : (options.timeoutMs?.(c) ?? 15_000);
      const outcome = await exchange(server.port, c.bytes, { timeoutMs, head: c.head, untilClose: options.untilClose });
      inFlight.delete(c);
      results.push({ case: c, outcome, endedAt: performance.now() });
      if (results.length % 2_500 === 0) console.log(`  ${results.length} answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, cases.length) }, worker));
  return { results, seconds: (performance.now() - started) / 1000, crash };
}

/** Prints what the dead server was doing: the requests in flight or cut off just before, and its last words. */
export function printCrash<C extends BaseCase>(server: ChildServer, sent: Sent<C>): void {
  const { crash, results } = sent;
  if (!crash) return;
  // The request that killed it was in flight or had just been cut off.
  const suspects = results.filter((r) => r.outcome.kind !== 'reply' && r.endedAt >= crash.at - 3_000).map((r) => r.case);
  console.error(`\nThe server died during the run (${server.describeExit()}). Requests in flight or cut off just before:`);
  for (const c of [...crash.inFlight, ...suspects].slice(0, 10)) printCase(c);
  console.error(`  Its last words:\n${server.tail(30)}`);
}

/** A function that prints up to eight results of a kind of problem and adds the kind to `problems`. */
export function problemReporter<C extends BaseCase>(problems: string[], detail?: (result: Result<C>) => string | undefined) {
  return (title: string, list: Result<C>[]) => {
    if (list.length === 0) return;
    problems.push(`${list.length} ${title}`);
    console.error(`\n${title}: ${list.length}`);
    for (const result of list.slice(0, 8)) printCase(result.case, result.outcome, detail?.(result));
    if (list.length > 8)
      console.error(
        `  … and ${list.length - 8} more: ${list
          .slice(8, 40)
          .map((r) => `#${r.case.index}`)
          .join(' ')}`,
      );
  };
}

export function status(outcome: Outcome): number | undefined {
  return outcome.kind === 'reply' ? outcome.reply.status : undefined;
}

function outcomeName(outcome: Outcome): string {
  if (outcome.kind === 'reply') return String(outcome.reply.status);
  return outcome.kind === 'closed' ? 'closed' : 'no answer';
}

export function describe(outcome: Outcome): string {
  if (outcome.kind === 'timeout') return `no answer within ${Math.round(outcome.ms)} ms`;
  if (outcome.kind === 'closed') return `connection ${outcome.error} after ${Math.round(outcome.ms)} ms`;
  const text = outcome.reply.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ');
  return `${outcome.reply.status} ${JSON.stringify(text)}`;
}

export function printCase(c: BaseCase, outcome?: Outcome, detail?: string): void {
  console.error(`  #${c.index} [${c.category}] ${c.label}${outcome ? ` → ${describe(outcome)}` : ''}`);
  if (detail) console.error(`      ${detail}`);
  console.error(`      ${printable(c.bytes, 400)}`);
}

/** The statuses of the whole run, then per category (in `categories`' order). */
export function printStatuses(results: Result[], seconds: number, categories: readonly string[]): void {
  const order = (name: string) => (/^\d+$/.test(name) ? Number(name) : name === 'closed' ? 1_000 : 1_001);
  const names = [...new Set(results.map((r) => outcomeName(r.outcome)))].sort((a, b) => order(a) - order(b));
  const tally = (list: Result[]) => names.map((name) => list.filter((r) => outcomeName(r.outcome) === name).length);

  console.log(`\n${results.length} requests in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(0)}/s)`);
  console.log(`  ${names.map((name, i) => `${name} ${tally(results)[i]}`).join(' / ')}`);
  console.log('\nBy kind of request ("closed": the server closed the connection without an answer; "no answer": none within the wait):');
  const width = Math.max(...names.map((name) => name.length), 5) + 1;
  const column = Math.max(10, ...categories.map((category) => category.length + 2));
  console.log(`  ${'kind'.padEnd(column)}${'sent'.padStart(7)}${names.map((name) => name.padStart(width)).join('')}`);
  for (const category of categories) {
    const list = results.filter((r) => r.case.category === category);
    if (list.length === 0) continue;
    console.log(
      `  ${category.padEnd(column)}${String(list.length).padStart(7)}${tally(list)
        .map((n) => (n ? String(n) : '.').padStart(width))
        .join('')}`,
    );
  }
}

/** How long the answers took, per category: median, 99th percentile and slowest. */
export function printLatencies(results: Result[], categories: readonly string[]): void {
  const column = Math.max(10, ...categories.map((category) => category.length + 2));
  console.log(`\nTime to the answer, ms:\n  ${'kind'.padEnd(column)}${['median', 'p99', 'slowest'].map((name) => name.padStart(9)).join('')}`);
  for (const category of categories) {
    const times = results
      .filter((r) => r.case.category === category && r.outcome.kind === 'reply')
      .map((r) => r.outcome.ms)
      .sort((a, b) => a - b);
    if (times.length === 0) continue;
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    console.log(`  ${category.padEnd(column)}${[at(0.5), at(0.99), Math.round(times.at(-1)!)].map((n) => String(n).padStart(9)).join('')}`);
  }
}

/** Connections the server closed or left unanswered: allowed only for requests malformed at the HTTP level. */
export function printMalformedHangUps(results: Result[]): void {
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
