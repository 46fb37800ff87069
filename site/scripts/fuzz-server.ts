/**
 * Fuzz run of the site's server: `npm run fuzz -w site` (after `npm run build`).
 *
 * Copies the build to a temp directory, plants canary files beside and above its client/ folder, starts
 * the built server (`build/runtime/main.js`, as `npm start` runs it) on that copy as a child process (temp DATA_DIR, lead rate limit off, estimate render
 * limit far above what the run renders) and sends it a bounded stream of hostile requests drawn from a
 * seeded generator (fuzz-server-cases.ts): traversal, odd encodings and slashes, odd methods and headers
 * on the pages and assets, the estimate PDF endpoint with real and hostile configurations, the old PDF
 * address, and the lead API's own fuzz cases as the site mounts it. It fails on a 5xx (except a 503 with
 * Retry-After from the full estimate queue), a crash, a hang-up on well-formed HTTP, a redirect off the
 * site, anything from outside the build in a body, an answer without the security headers (Node's own
 * 400 and 431 too), a HEAD answer with a body, a 200 from the PDF endpoint that is not a PDF, or an
 * answer that contradicts what the case knows (the file of an existing page, 400 for a configuration the
 * catalogue refuses, a 301 from the old address to the same query under /api).
 *
 * Variables: FUZZ_REQUESTS (10000), FUZZ_CONCURRENCY (24; above that the server's per-client connection
 * cap is raised to match), FUZZ_SEED (random, printed), FUZZ_ONLY=3,17 (send only those requests of the
 * seed's list, to reproduce a failure), FUZZ_PDF_RENDERS (100: how many distinct configurations the PDF
 * requests name, so at most that many PDFs are rendered, however many requests).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import {
  fuzzOptions,
  printCrash,
  printLatencies,
  printMalformedHangUps,
  printStatuses,
  problemReporter,
  sendCases,
  status,
  type Result as FuzzResult,
} from '../../packages/lead-api/scripts/fuzz-runner';
import { ChildServer, envNumber, exchange, httpRequest, printRows, troubleInLog, type Reply } from '../../packages/lead-api/scripts/http-harness';
import { FIXED_HEADERS } from '../server/security-headers';
import { CATEGORY_NAMES, ESTIMATE_PDF, generateCases, type BuildFacts, type SiteCase } from './fuzz-server-cases';

type Result = FuzzResult<SiteCase>;

const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = path.dirname(SITE_DIR);
const BUILD_DIR = path.join(SITE_DIR, 'build');

const { seed, count, concurrency, only } = fuzzOptions({ requests: 10_000, concurrency: 24 });
const renders = envNumber('FUZZ_PDF_RENDERS', 100, 1);

if (!existsSync(path.join(BUILD_DIR, 'client', 'index.html')) || !existsSync(path.join(BUILD_DIR, 'security-headers.json'))) {
  console.error(`No build in ${BUILD_DIR}: run \`npm run build\` first.`);
  process.exit(2);
}

// The server serves a copy of the build, with canaries where a traversal out of client/ would land.
const workDir = await mkdtemp(path.join(tmpdir(), 'site-fuzz-'));
const buildCopy = path.join(workDir, 'build');
const clientDir = path.join(buildCopy, 'client');
const dataDir = path.join(workDir, 'data');
const logFile = path.join(workDir, 'server.log');
await cp(BUILD_DIR, buildCopy, { recursive: true });
await mkdir(dataDir, { mode: 0o700 });
const token = `FUZZ-CANARY-${randomBytes(12).toString('hex')}`;
const canaryNames = ['FUZZ-CANARY.txt', 'fuzz-canary.html'];
for (const name of canaryNames) {
  await writeFile(path.join(buildCopy, name), `${token} beside client/\n`);
  await writeFile(path.join(workDir, name), `${token} above build/\n`);
}
// What else lies outside client/: the repository's package.json (also copied where ../../package.json
// lands), the security-headers manifest beside client/, a system file, the server's own source.
await cp(path.join(REPO_DIR, 'package.json'), path.join(workDir, 'package.json'));
const CANARIES = [token, '"name": "ionvale-web"', 'root:x:0:0', '"inlineScripts"', 'startSiteServer'];
const repoFromRoot = path.relative('/', REPO_DIR).split(path.sep).join('/');
const OUTSIDE = [
  ...canaryNames,
  'package.json',
  'security-headers.json',
  'etc/passwd',
  'proc/self/environ',
  `${repoFromRoot}/package.json`,
  `${repoFromRoot}/site/server/serve.ts`,
];

const build = await readBuild();
/** Allowed oddities, counted. */
const notes = new Map<string, number>();
const PARSER_HEAD_BODY = 'HEAD refused by the HTTP parser (400, 431): the error text follows the headers, then the connection closes';

console.log(
  `Site server fuzz run, seed ${seed} (FUZZ_SEED=${seed} repeats it): ${only ? `requests ${only.join(', ')} of ${count}` : `${count} requests`}, ${concurrency} in flight`,
);
const server = await ChildServer.start({
  entry: 'build/runtime/main.js',
  cwd: SITE_DIR,
  readyPath: '/api/health',
  name: 'The site server',
  env: {
    // Relative to site/, as the server reads it.
    SITE_BUILD_DIR: path.relative(SITE_DIR, buildCopy),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    // Real renders, never a 429: the run renders at most FUZZ_PDF_RENDERS, each once.
    ESTIMATE_PDFS_PER_MINUTE: '100000',
    OUTBOX_POLL_MS: '500',
    // So /proc/self/environ holds the canary too.
    FUZZ_CANARY: token,
    // Every request comes from 127.0.0.1: above 24 in flight, the cap of 32 connections per client would
    // close the surplus at once (the cap does its job; the run would only see hang-ups).
    ...(concurrency > 24 ? { MAX_CONNECTIONS_PER_CLIENT: String(concurrency + 16) } : {}),
  },
  logFile,
});
console.log(
  `Server: pid ${server.pid} on http://127.0.0.1:${server.port}, healthy after ${(server.startupMs / 1000).toFixed(1)} s; ` +
    `build copy, canaries, data and log in ${workDir}`,
);
console.log(`Build: ${build.facts.pages.length} pages, ${build.facts.assets.length} other files\n`);

let failed = false;
try {
  failed = await run();
} finally {
  if (server.alive) await server.kill9();
}
if (failed) {
  console.error(`\nFAILED. The build copy, the server's data and its log are kept in ${workDir}`);
  process.exit(1);
}
await rm(workDir, { recursive: true, force: true });
console.log(
  '\nOK: no 5xx but 503s with Retry-After from the estimate queue, no crash, no hang-up on well-formed HTTP, every redirect local, ' +
    'nothing from outside the build, the security headers on every answer, no body on HEAD, PDFs where PDFs are due.',
);

async function run(): Promise<boolean> {
  const { cases, pool } = generateCases({ seed, count, port: server.port, build: build.facts, renders });
  const selected = only ? cases.filter((c) => only.includes(c.index)) : cases;

  // A PDF may wait behind a full render queue whose thread runs below the request thread (and, on a busy
  // machine, below everything else): up to a minute is slow, not hung.
  const sent = await sendCases(server, selected, {
    concurrency,
    untilClose: true,
    timeoutMs: (c) => (routeOf(c) === 'estimate' ? 60_000 : undefined),
  });
  const { results, seconds, crash } = sent;

  printStatuses(results, seconds, CATEGORY_NAMES);
  printLatencies(results, CATEGORY_NAMES);
  printMalformedHangUps(results);

  const findings = new Map<string, { result: Result; detail: string | undefined }[]>();
  for (const result of results) {
    for (const [title, detail] of check(result)) findings.set(title, [...(findings.get(title) ?? []), { result, detail }]);
  }

  const problems: string[] = [];
  const details = new Map<Result, string | undefined>();
  const report = problemReporter<SiteCase>(problems, (result) => details.get(result));
  if (crash) {
    problems.push(`the server died (${server.describeExit()})`);
    printCrash(server, sent);
  }
  for (const [title, list] of findings) {
    for (const { result, detail } of list) details.set(result, detail);
    report(
      title,
      list.map(({ result }) => result),
    );
  }

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

  if (notes.size > 0) {
    console.log('\nAllowed, noted:');
    for (const [note, n] of notes) console.log(`  ${note}: ×${n}`);
  }

  const rendered = await renderedConfigurations();
  const estimateAnswers = results.filter((r) => routeOf(r.case) === 'estimate' && r.case.expect.pdf);
  const pdfs = estimateAnswers.filter((r) => status(r.outcome) === 200 && !r.case.head).length;
  const queueFull = results.filter((r) => status(r.outcome) === 503).length;
  console.log('');
  printRows([
    ['configurations PDF requests may name', pool.length],
    ['PDFs rendered (files in the estimate cache)', rendered],
    ['PDFs served (200 to a GET)', pdfs],
    ['304 to a conditional PDF request', estimateAnswers.filter((r) => status(r.outcome) === 304).length],
    ['503 with Retry-After: the render queue was full', queueFull],
    ['400 to an estimate address the catalogue refuses', results.filter((r) => routeOf(r.case) === 'estimate' && status(r.outcome) === 400).length],
  ]);
  if (rendered > pool.length) problems.push(`${rendered} PDFs rendered, more than the ${pool.length} configurations asked for`);

  if (server.alive) {
    for (const target of ['/', '/api/health']) {
      const outcome = await exchange(server.port, httpRequest({ method: 'GET', target, port: server.port }), { timeoutMs: 5_000 });
      console.log(`${target === '/' ? '\n' : ''}GET ${target} after the run: ${outcome.kind === 'reply' ? outcome.reply.status : outcome.kind}`);
      if (status(outcome) !== 200) problems.push(`GET ${target} did not answer 200 after the run`);
    }
    const stopped = await server.stop();
    console.log(`SIGTERM: the server exited in ${stopped.ms} ms (${server.describeExit()})`);
    if (!stopped.clean) problems.push(`the server did not shut down cleanly (${server.describeExit()})`);
  }

  if (problems.length === 0) return false;
  const repeat = new Set([...[...findings.values()].flat().map(({ result }) => result.case.index), ...(crash?.inFlight.map((c) => c.index) ?? [])]);
  console.error(`\nProblems: ${problems.join('; ')}`);
  if (repeat.size > 0)
    console.error(`Repeat just those requests: FUZZ_SEED=${seed} FUZZ_ONLY=${[...repeat].slice(0, 30).join(',')} npm run fuzz -w site`);
  return true;
}

// ---------------------------------------------------------------------------------------------------
// The checks

/** Each problem with one answer, as [kind of problem, detail]. */
function check(result: Result): [string, string?][] {
  const { case: c, outcome } = result;
  const found: [string, string?][] = [];
  if (outcome.kind !== 'reply') {
    if (!c.httpMalformed && !c.incomplete && server.alive) found.push(['hang-ups or no answer on well-formed HTTP']);
    return found;
  }
  const reply = outcome.reply;
  const route = routeOf(c);

  if (reply.status >= 500) {
    const queueFull = reply.status === 503 && route === 'estimate';
    if (queueFull && !reply.headers.has('retry-after')) found.push(['503 without Retry-After']);
    else if (!queueFull) found.push(["answers with a 5xx status (other than the estimate queue's 503)"]);
  }

  const missing = missingSecurityHeaders(reply);
  if (missing.length > 0) found.push(['answers without the security headers', `missing or wrong: ${missing.join(', ')}`]);

  if (reply.status >= 300 && reply.status < 400 && reply.status !== 304) {
    const location = reply.headers.get('location');
    if (location === undefined || !isLocalPath(location))
      found.push(['redirects that leave the site or name no place', `Location: ${JSON.stringify(location)}`]);
    else if (c.expect.location !== undefined && location !== c.expect.location) {
      found.push([
        'redirects to another place than expected',
        `Location: ${JSON.stringify(location.slice(0, 120))}, expected ${JSON.stringify(c.expect.location.slice(0, 120))}`,
      ]);
    }
  }

  if (c.head && reply.trailing && reply.trailing.length > 0) {
    // Node's parser refused the request before any handler saw it (a request line it cannot read, headers
    // over 16 kB): the answer's text follows and the connection closes, so no client takes it for the next
    // answer. Noted, not failed; anything else answering a HEAD with a body is a bug.
    if ((reply.status === 400 && c.httpMalformed) || reply.status === 431) notes.set(PARSER_HEAD_BODY, (notes.get(PARSER_HEAD_BODY) ?? 0) + 1);
    else found.push(['HEAD answers with a body', `${reply.trailing.length} bytes after the headers`]);
  } else if (reply.trailing && reply.trailing.length > 0) found.push(['bytes after the end of an answer', `${reply.trailing.length} bytes`]);

  let body: Buffer;
  try {
    body = decoded(reply);
  } catch (error) {
    found.push(['bodies that do not decode as their Content-Encoding says', String(error)]);
    body = reply.body;
  }
  const canary = CANARIES.find((text) => body.includes(text) || reply.body.includes(text));
  if (canary) found.push(['bodies with content from outside the build', `contains ${JSON.stringify(canary)}`]);
  if (c.cookieCanary && (body.includes(c.cookieCanary) || [...reply.headers.values()].some((value) => value.includes(c.cookieCanary!)))) {
    found.push(["answers that repeat the request's cookie"]);
  }

  if (c.expect.statuses && !c.expect.statuses.includes(reply.status)) {
    found.push(['answers with another status than expected', `expected ${c.expect.statuses.join(' or ')}`]);
  }

  if (!c.head && reply.status === 200 && route === 'estimate') {
    if (!body.subarray(0, 5).equals(Buffer.from('%PDF-')) || reply.headers.get('content-type') !== 'application/pdf') {
      found.push([
        '200 answers from the PDF endpoint that are not a PDF',
        `Content-Type ${reply.headers.get('content-type')}, starts ${JSON.stringify(body.subarray(0, 12).toString('latin1'))}`,
      ]);
    }
  }

  if (!c.head && route === 'static' && (reply.status === 200 || reply.status === 404)) {
    const hash = sha256(body);
    if (reply.status === 200 && !build.hashes.has(hash))
      found.push(['200 answers from the static site that are no file of the build', `${body.length} bytes`]);
    if (reply.status === 404 && !build.notFoundHashes.has(hash))
      found.push(['404 answers from the static site that are not the 404 page', `${body.length} bytes`]);
    if (reply.status === 200 && c.expect.file && build.hashes.has(hash) && build.fileHashes.get(c.expect.file) !== hash) {
      found.push(['200 answers with another file than the one asked for', `expected ${c.expect.file}`]);
    }
  }

  if (c.api === 'refused' && reply.status === 201) found.push(['lead API requests that must be refused but got 201']);
  return found;
}

/** The fixed headers (on every answer, whoever writes it) and a Content-Security-Policy. */
function missingSecurityHeaders(reply: Reply): string[] {
  const exact: Record<string, string> = {
    'strict-transport-security': FIXED_HEADERS['Strict-Transport-Security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const missing: string[] = [];
  if (!reply.headers.get('content-security-policy')) missing.push('Content-Security-Policy');
  for (const name of Object.keys(FIXED_HEADERS)) {
    const value = reply.headers.get(name.toLowerCase());
    const wanted = exact[name.toLowerCase()];
    if (!value || (wanted !== undefined && value !== wanted)) missing.push(name);
  }
  return missing;
}

/**
 * A Location a browser resolves to this site: a path with exactly one leading slash and no backslash
 * before the query (browsers read `//host` and `/\host` as another host), nothing that ends the header.
 */
function isLocalPath(location: string): boolean {
  const pathPart = location.split(/[?#]/)[0]!;
  if (!pathPart.startsWith('/') || pathPart.startsWith('//') || pathPart.includes('\\')) return false;
  if ([...location].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(location, 'http://127.0.0.1:1').origin === 'http://127.0.0.1:1';
  } catch {
    return false;
  }
}

/** Who answers the request: the static site, the estimate PDF route, the rest of the API, or nobody (not a path). */
function routeOf(c: SiteCase): 'static' | 'estimate' | 'api' | 'none' {
  const lineEnd = c.bytes.indexOf('\r\n');
  const target =
    c.bytes
      .subarray(0, lineEnd === -1 ? c.bytes.length : lineEnd)
      .toString('latin1')
      .split(' ')[1] ?? '';
  let pathname: string;
  try {
    if (/^https?:\/\//i.test(target)) pathname = new URL(target).pathname;
    else if (target.startsWith('/')) pathname = new URL(`http://127.0.0.1${target}`).pathname;
    else return 'none';
  } catch {
    return 'none';
  }
  // Hono routes on the path with everything but reserved characters decoded.
  try {
    pathname = decodeURI(pathname);
  } catch {
    // As it is.
  }
  if (pathname === ESTIMATE_PDF) return 'estimate';
  return pathname === '/api' || pathname.startsWith('/api/') ? 'api' : 'static';
}

function decoded(reply: Reply): Buffer {
  const encoding = reply.headers.get('content-encoding')?.toLowerCase();
  if (!encoding || encoding === 'identity' || reply.body.length === 0) return reply.body;
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  if (encoding === 'deflate') {
    try {
      return inflateSync(reply.body);
    } catch {
      return inflateRawSync(reply.body);
    }
  }
  throw new Error(`unknown Content-Encoding ${encoding}`);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// ---------------------------------------------------------------------------------------------------
// The build, as the cases and checks need it

async function readBuild(): Promise<{ facts: BuildFacts; hashes: Set<string>; fileHashes: Map<string, string>; notFoundHashes: Set<string> }> {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const facts: BuildFacts = { pages: [], assets: [], etags: new Map(), outside: OUTSIDE };
  const hashes = new Set<string>();
  const fileHashes = new Map<string, string>();
  for (const file of files) {
    const content = await readFile(path.join(clientDir, file));
    const info = await stat(path.join(clientDir, file));
    const canary = CANARIES.find((text) => content.includes(text));
    if (canary) throw new Error(`The build's ${file} contains the canary ${JSON.stringify(canary)}: choose another.`);
    hashes.add(sha256(content));
    fileHashes.set(file, sha256(content));
    facts.etags.set(file, `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`);
    // Not pages of their own: the 404 pages and the router's internal files answer 404.
    if (file.startsWith('404/') || file.includes('__')) continue;
    if (file === 'index.html') facts.pages.push(['/', file]);
    else if (file.endsWith('/index.html')) facts.pages.push([`/${file.slice(0, -'/index.html'.length)}`, file]);
    else facts.assets.push([`/${file}`, file]);
  }
  const notFoundHashes = new Set(['404/index.html', 'insights/__not-found/index.html'].map((file) => fileHashes.get(file)!));
  return { facts, hashes, fileHashes, notFoundHashes };
}

async function renderedConfigurations(): Promise<number> {
  const dir = path.join(dataDir, 'estimate-pdfs');
  const days = await readdir(dir).catch(() => [] as string[]);
  let n = 0;
  for (const day of days) n += (await readdir(path.join(dir, day)).catch(() => [] as string[])).filter((name) => name.endsWith('.pdf')).length;
  return n;
}
