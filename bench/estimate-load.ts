/**
 * `npm run bench:estimates` (after a build): does a client asking for budgetary-estimate PDFs slow the
 * site for everyone else? Starts `npm start`'s server on a free port with a fresh data directory, then
 * times one visitor loading pages one after another (from 127.0.0.2, another address), in windows with
 * nobody else there and windows while, in turn per scenario:
 *   1. one client (127.0.0.1) asks for distinct configurations on several connections, as fast as the
 *      server lets it (it waits as Retry-After says), with the server's default limits;
 *   2. the same with the render limit switched off, as if the requests came from many addresses: the
 *      worker threads and the bounded queue alone protect the pages;
 *   3. one client ignoring 429: a flood of requests the server turns away, reported but not bounded
 *      (any request flood costs the thread that turns it away; that is for a CDN or firewall to stop).
 * The visitor's median and p99 under load must stay within 1.5 times idle (scenarios 1 and 2). Also prints
 * the CPU time one PDF costs. Writes bench/results/estimate-load.md; exits 1 when the bound is missed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChildServer } from '../packages/lead-api/scripts/http-harness';
import { products } from '../site/app/content/products';
import { optionsFor } from '../site/app/content/purchasing';
import { estimateWaferSizes } from '../site/app/lib/estimate';
import { checkEstimate } from '../site/app/lib/estimate-catalogue';
import renderEstimateTask from '../site/server/estimate-renderer';

const root = path.resolve(import.meta.dirname, '..');
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const SETTLE_MS = 2_000;
const ATTACK_CONNECTIONS = Number(process.env.ATTACK_CONNECTIONS ?? 8);
const BOUND = 1.5;
/** The visitor's pages, in turn: a heavy product page, the home page and an article list. */
const VISITOR_PATHS = ['/products/icp-etcher', '/', '/insights'];

type Timing = { median: number; p99: number; count: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
}

/** Every configuration the catalogue prices, shuffled, as estimate addresses. */
function configurationPaths(): string[] {
  const paths: string[] = [];
  for (const product of products) {
    const offered = optionsFor(product.slug).map((option) => option.id);
    for (const waferSizeMm of estimateWaferSizes(product)) {
      for (let subset = 0; subset < 2 ** offered.length; subset++) {
        const options = offered.filter((_, index) => subset & (2 ** index));
        if (!checkEstimate({ product: product.slug, waferSizeMm, options }).ok) continue;
        const search = new URLSearchParams({ system: product.slug, wafer: String(waferSizeMm) });
        if (options.length) search.set('options', options.join(','));
        paths.push(`/api/estimates/budgetary-estimate.pdf?${search}`);
      }
    }
  }
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

function get(port: number, target: string, agent: http.Agent, localAddress: string): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, agent, localAddress, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers['retry-after'] ?? 0) }));
    });
    request.on('error', reject);
  });
}

/** Durations of the visitor's page loads, one after another, until `until`. */
async function visitor(port: number, until: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const durations: number[] = [];
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    const { status } = await get(port, VISITOR_PATHS[i % VISITOR_PATHS.length]!, agent, '127.0.0.2');
    if (status !== 200) throw new Error(`The visitor got ${status}`);
    durations.push(performance.now() - started);
  }
  agent.destroy();
  return durations;
}

/** Shared by every window, so no configuration is asked for twice: each is a render, not a cached copy. */
let nextPath = 0;

/** Each connection asks for the next configuration as soon as it has an answer; `patient`, it waits as Retry-After says. */
async function attacker(port: number, until: number, paths: string[], patient: boolean): Promise<Record<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACK_CONNECTIONS });
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: ATTACK_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const { status, retryAfter } = await get(port, paths[nextPath++ % paths.length]!, agent, '127.0.0.1').catch(() => ({
          status: 0,
          retryAfter: 0,
        }));
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (patient && retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter * 1000, until - Date.now())));
      }
    }),
  );
  agent.destroy();
  return statuses;
}

async function startServer(env: Record<string, string>): Promise<{ port: number; server: ChildServer; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estimate-load-'));
  const server = await ChildServer.start({
    // The built server, as `npm start` runs it (`npm run bench:estimates` builds first).
    entry: 'site/build/runtime/main.js',
    cwd: root,
    name: 'The site',
    env: { ...env, DATA_DIR: dataDir },
    logFile: path.join(dataDir, 'server.log'),
  });
  // Warm: each page once, and one PDF, so no window pays for first loads.
  const agent = new http.Agent({ keepAlive: false });
  for (const page of VISITOR_PATHS) await get(server.port, page, agent, '127.0.0.2');
  await get(server.port, '/api/estimates/budgetary-estimate.pdf?system=ald&wafer=200', agent, '127.0.0.3');
  return { port: server.port, server, dataDir };
}

async function stopServer({ server, dataDir }: { server: ChildServer; dataDir: string }) {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function cpuPerPdf(paths: string[]): Promise<number> {
  const sample = paths.slice(0, 20).map((target) => new URL(target, 'http://x').searchParams);
  const tasks = sample.map((search) => ({
    configuration: { product: search.get('system')!, waferSizeMm: Number(search.get('wafer')), options: search.get('options')?.split(',') ?? [] },
    issuedOn: '2026-01-01',
  }));
  await renderEstimateTask(tasks[0]!);
  const before = process.cpuUsage();
  for (const task of tasks) await renderEstimateTask(task);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / tasks.length;
}

const paths = configurationPaths();
const cpuMs = await cpuPerPdf(paths);
const rows: string[] = [];
let missed = false;

for (const [scenario, env, attack, bounded] of [
  ['one client as fast as it may (waits as Retry-After says)', {}, 'patient', true],
  ['render limit off, as if from many addresses', { ESTIMATE_PDFS_PER_MINUTE: '0' }, 'patient', true],
  ['one client ignoring 429: a request flood, for a CDN or firewall to stop', {}, 'flood', false],
] as const) {
  const server = await startServer(env);
  const idle: number[] = [];
  const loaded: number[] = [];
  const statuses: Record<number, number> = {};
  // Idle and loaded windows in turn on one server, so both see the same machine, the same JIT and the same drift.
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(...(await visitor(server.port, Date.now() + WINDOW_MS)));
    const until = Date.now() + WINDOW_MS;
    const [durations, answers] = await Promise.all([visitor(server.port, until), attacker(server.port, until, paths, attack === 'patient')]);
    loaded.push(...durations);
    for (const [status, count] of Object.entries(answers)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
    // The renders still queued finish before the next idle window starts: at most a queue's worth, well under this.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  await stopServer(server);
  const quiet = summarise(idle);
  const busy = summarise(loaded);
  const within = busy.median <= BOUND * quiet.median && busy.p99 <= BOUND * quiet.p99;
  if (bounded && !within) missed = true;
  const verdict = bounded ? (within ? 'ok' : 'MISSED') : 'not bounded';
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  rows.push(
    `| ${scenario} | ${quiet.median.toFixed(1)} / ${quiet.p99.toFixed(1)} (${quiet.count}) | ${busy.median.toFixed(1)} / ${busy.p99.toFixed(1)} (${busy.count}) | ` +
      `${(busy.median / quiet.median).toFixed(2)} / ${(busy.p99 / quiet.p99).toFixed(2)} ${verdict} | ${answers} |`,
  );
}

const report = [
  `# Estimate PDFs under load (${new Date().toISOString().slice(0, 10)})`,
  '',
  `CPU per PDF (rendered in this process, mean of 20 configurations): ${cpuMs.toFixed(0)} ms. ` +
    `Per scenario, ${ROUNDS} rounds of ${WINDOW_MS / 1000} s idle then ${WINDOW_MS / 1000} s under load on one server; ` +
    `the visitor loads ${VISITOR_PATHS.join(', ')} in turn over one connection; the client asking for PDFs uses ` +
    `${ATTACK_CONNECTIONS} connections and cycles through all ${paths.length} configurations.`,
  '',
  '| scenario | visitor idle: median / p99 ms (requests) | under load | × idle (median / p99), bound 1.5 | PDF answers |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
console.log(report);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/estimate-load.md'), report);
process.exit(missed ? 1 : 0);
