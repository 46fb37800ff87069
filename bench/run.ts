/**
 * `npm run bench`: Lighthouse (mobile, median of 3 runs) on every prerendered page, and the gzip
 * size of the JavaScript the home page loads next to a bare React Router app built in the same run.
 * Each page is also audited without its JavaScript (the same HTML with every <script> and module
 * preload removed, served by the same server under `?zero-js`, runs interleaved with the page's):
 * its largest contentful paint is the floor the page's own is held to.
 * Prints a Markdown table, writes it to bench/results/latest.md, exits 1 when a budget is missed.
 */
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { loadSecurityHeaders } from '../site/server/security-headers';
import { createStaticSite } from '../site/server/static-site';
import { pageJavaScript } from '../site/test/support/page-javascript';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const RUNS = 3;
const MIN_SCORE = 0.95;
/** Total Blocking Time on the mobile profile, ms: a visitor's tap in the first seconds is answered at once. */
const MAX_TBT_MS = 200;
const JS_BUDGET = 1.15;
/** A page's largest contentful paint may be at most this many times that of its zero-JavaScript copy. */
const ZERO_JS_BUDGET = 1.2;
const ZERO_JS_QUERY = 'zero-js';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const root = path.resolve(import.meta.dirname, '..');
const siteClient = path.join(root, 'site/build/client');
const baselineDir = path.join(root, 'bench/baseline');

/**
 * The page as a visitor without JavaScript gets it: no script that runs, no module preload. Structured
 * data (`application/ld+json`) is part of the page for every visitor and search engine, so it stays.
 */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype=["']?application\/ld\+json)[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

/** A copy of the build whose HTML files have no JavaScript; the other files are the same. */
function zeroJavaScriptCopy(clientDir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-zero-js-'));
  cpSync(clientDir, copy, { recursive: true });
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file, withoutJavaScript(readFileSync(file, 'utf8')));
  }
  return copy;
}

/**
 * The median of the runs that measured the figure. A run Lighthouse could not finish (a cold browser's first
 * page now and then) has no figure; with fewer than two runs left the figure is missing and the page fails.
 */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length < 2 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  execFileSync('npx', ['react-router', 'build'], { cwd: baselineDir, stdio: 'ignore' });
  const site = pageJavaScript(siteClient, 'index.html');
  const baseline = pageJavaScript(path.join(baselineDir, 'build/client'), 'index.html');
  const ratio = site.bytes / baseline.bytes;

  // One server, sending the pages as `npm start` does (security headers, compression; the audited addresses
  // have no query, so no shared state to fill in): the page as built, or with `?zero-js` the same page
  // without its JavaScript.
  const security = await loadSecurityHeaders(path.join(root, 'site/build'));
  const options = { pageHeaders: security.pageHeaders };
  const zeroJsClient = zeroJavaScriptCopy(siteClient);
  const asBuilt = createStaticSite(siteClient, options);
  const zeroJs = createStaticSite(zeroJsClient, options);
  const app = new Hono();
  app.use(security.middleware);
  app.all('*', (c) => (new URL(c.req.url).searchParams.has(ZERO_JS_QUERY) ? zeroJs : asBuilt).fetch(c.req.raw));
  const server = serve({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sitemap = readFileSync(path.join(siteClient, 'sitemap.xml'), 'utf8');
  // Every page of the sitemap, or only the paths given on the command line (npm run bench -- /insights).
  const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((m) => m[1] || '/')
    .filter((page) => only.length === 0 || only.includes(page));
  // The 404 page, as served for any unknown path. Its status 404 fails Lighthouse's SEO audit
  // 'http-status-code' by design (it must not be indexed), so SEO is not budgeted for it.
  if (only.length === 0 || only.includes(NOT_FOUND_PATH)) pages.push(NOT_FOUND_PATH);

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  let failed = site.bytes > baseline.bytes * JS_BUDGET;
  try {
    for (const page of pages) {
      const audit = async (url: string, categories: readonly string[] = CATEGORIES) => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // The 404 page is audited as served, with its 404 status.
          ignoreStatusCode: page === NOT_FOUND_PATH,
        });
        return result!.lhr;
      };
      const zeroJsUrl = `${origin}${page}?${ZERO_JS_QUERY}`;
      // Unmeasured: the server compresses each file on its first request.
      await Promise.all([
        fetch(`${origin}${page}`, { headers: { 'Accept-Encoding': 'br' } }),
        fetch(zeroJsUrl, { headers: { 'Accept-Encoding': 'br' } }),
      ]);
      const runs: Record<string, number>[] = [];
      const zeroJsLcps: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${origin}${page}`);
        runs.push({
          ...Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        });
        const zero = await audit(zeroJsUrl, ['performance']);
        zeroJsLcps.push(zero.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      }
      const m = Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((r) => r[k]!))]));
      const zeroJsLcp = median(zeroJsLcps);
      const zeroJsRatio = m.lcp! / zeroJsLcp;
      const budgeted = page === NOT_FOUND_PATH ? CATEGORIES.filter((c) => c !== 'seo') : CATEGORIES;
      const ok = budgeted.every((c) => m[c]! >= MIN_SCORE) && m.cls === 0 && m.tbt! <= MAX_TBT_MS && zeroJsRatio <= ZERO_JS_BUDGET;
      failed ||= !ok;
      rows.push(
        `| ${page} | ${CATEGORIES.map((c) => m[c]!.toFixed(2)).join(' | ')} | ${m.cls!.toFixed(3)} | ${Math.round(m.tbt!)} ms | ${Math.round(m.lcp!)} ms | ${Math.round(zeroJsLcp)} ms | ${zeroJsRatio.toFixed(2)} | ${ok ? 'ok' : 'MISSED'} |`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    await chrome.kill();
    server.close();
    rmSync(zeroJsClient, { recursive: true, force: true });
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const report = [
    `Lighthouse ${RUNS} runs per page, mobile, median (budget: every category >= ${MIN_SCORE}, CLS 0, TBT at most ${MAX_TBT_MS} ms, LCP at most`,
    `${ZERO_JS_BUDGET} times the zero-JS LCP: that of the same HTML without any script or module preload, audited`,
    `in the same run; ${NOT_FOUND_PATH} is the 404 page, whose SEO score is not budgeted: a 404 status must not be indexed)`,
    '',
    `| page | performance | accessibility | best practices | SEO | CLS | TBT | LCP | zero-JS LCP | ratio | budget |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
    ...rows,
    '',
    `Home page JavaScript, gzip (budget: within ${Math.round((JS_BUDGET - 1) * 100)}% of a bare React Router app)`,
    '',
    `| build | modules | gzip |`,
    `|---|---|---|`,
    `| site home | ${site.files.length} | ${kb(site.bytes)} |`,
    `| bare React Router app | ${baseline.files.length} | ${kb(baseline.bytes)} |`,
    `| ratio | | ${ratio.toFixed(3)} ${ratio <= JS_BUDGET ? 'ok' : 'MISSED'} |`,
  ].join('\n');
  console.log(report);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/latest.md'), `${report}\n`);
  process.exitCode = failed ? 1 : 0;
}

await main();
