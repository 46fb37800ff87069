/**
 * `npx tsx bench/hydration.ts` (after `npm run build`): how long a visitor waits for a working page. Loads each page in
 * Chromium with the network throttled to slow 4G (562.5 ms request latency, 1.47 Mbit/s down,
 * Lighthouse's mobile figures) and the CPU slowed 4x, in a fresh browser context every time (empty
 * cache), and reads the `hydrated` performance mark the app sets once hydration has committed,
 * next to the first and largest contentful paints. Prints the median of 5 runs per page.
 *
 *   npx tsx bench/hydration.ts                                  # the default pages, site/build/client
 *   npx tsx bench/hydration.ts /about /contact                  # other pages
 *   npx tsx bench/hydration.ts --build a/client --build b/client   # builds side by side, runs interleaved
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright';
import { createStaticSite } from '../site/server/static-site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const DEFAULT_PAGES = ['/', '/products/icp-etcher', '/insights', '/insights/icp-rie-technology-advanced-etching'];
/** Lighthouse's mobile throttling (slow 4G) as DevTools applies it, and its 4x CPU slowdown. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

type Timing = { fcp: number; lcp: number; hydrated: number };

const root = path.resolve(import.meta.dirname, '..');

function parseArgs(argv: string[]) {
  const builds: string[] = [];
  const pages: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--build') builds.push(path.resolve(argv[++i]!));
    else if (argv[i]!.startsWith('/')) pages.push(argv[i]!);
  }
  return { builds: builds.length ? builds : [path.join(root, 'site/build/client')], pages: pages.length ? pages : DEFAULT_PAGES };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const { builds, pages } = parseArgs(process.argv.slice(2));
  const servers = await Promise.all(
    builds.map(async (clientDir) => {
      const server = serve({ fetch: createStaticSite(clientDir).fetch, hostname: '127.0.0.1', port: 0 });
      await new Promise((resolve) => server.once('listening', resolve));
      return { clientDir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    }),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  async function measure(url: string): Promise<Timing> {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0, null, { timeout: 60_000, polling: 50 });
      // The largest paint is reported a frame after it happens; give it time before reading it.
      await page.waitForTimeout(500);
      return await page.evaluate(
        () =>
          new Promise<Timing>((resolve) => {
            new PerformanceObserver((list) => {
              const lcp = list.getEntries().at(-1)!.startTime;
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
              resolve({ fcp, lcp, hydrated: performance.getEntriesByName('hydrated', 'mark')[0]!.startTime });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    } finally {
      await context.close();
    }
  }

  const results = new Map<string, Timing[]>();
  try {
    for (const page of pages) {
      // Once per build unmeasured: the server compresses each file on its first request.
      for (const { origin } of servers) await measure(`${origin}${page}`);
      for (let run = 0; run < RUNS; run++) {
        for (const { clientDir, origin } of servers) {
          const key = `${clientDir}\0${page}`;
          results.set(key, [...(results.get(key) ?? []), await measure(`${origin}${page}`)]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }

  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `Hydration, slow 4G and 4x CPU in Chromium, median of ${RUNS} runs (all runs in brackets)`,
    '',
    `| build | page | first contentful paint | largest contentful paint | hydrated |`,
    `|---|---|---|---|---|`,
  ];
  for (const page of pages) {
    for (const { clientDir } of servers) {
      const timings = results.get(`${clientDir}\0${page}`)!;
      const hydrated = timings.map((t) => t.hydrated);
      lines.push(
        `| ${path.relative(root, clientDir) || '.'} | ${page} | ${ms(median(timings.map((t) => t.fcp)))} | ${ms(median(timings.map((t) => t.lcp)))} | ${ms(median(hydrated))} [${hydrated.map(Math.round).join(', ')}] |`,
      );
    }
  }
  console.log(lines.join('\n'));
}

await main();
