/**
 * The deployment a larger site uses: the static build on a CDN, and several API processes
 * (`npm run start:api`) on one PostgreSQL database, each on a host of its own. Every API process serves
 * the budgetary-estimate PDF, and they share its render limit. Runs when TEST_DATABASE_URL names a
 * PostgreSQL database (CI starts one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ChildServer } from '../../packages/lead-api/scripts/http-harness';
import { expect, test } from './fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');

/** An API process with a data directory of its own (another host's disk: nothing is shared but the database). */
async function startApiProcess(env: Record<string, string>): Promise<{ origin: string; server: ChildServer; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-api-'));
  const server = await ChildServer.start({
    entry: 'site/server/api.ts',
    cwd: root,
    name: 'The API process',
    env: { ...env, DATA_DIR: dataDir },
    logFile: path.join(dataDir, 'server.log'),
  });
  return { origin: `http://127.0.0.1:${server.port}`, server, dataDir };
}

test.describe('two API processes on one PostgreSQL database', () => {
  test.skip(!databaseUrl, 'TEST_DATABASE_URL names no PostgreSQL database');

  const schema = `site_api_${process.pid}`;
  let admin: pg.Client;
  let processes: Awaited<ReturnType<typeof startApiProcess>>[] = [];

  test.beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query(`create schema ${schema}`);
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: scoped.toString(), ESTIMATE_PDFS_PER_MINUTE: '3', ESTIMATE_RENDER_THREADS: '1' };
    // One after the other: the first runs the migrations.
    processes = [await startApiProcess(env), await startApiProcess(env)];
  });

  test.afterAll(async () => {
    for (const { server, dataDir } of processes) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  test('each serves the estimate PDF, and they share one limit on renders', async ({ request }) => {
    const pdf = (origin: string, search: string) => request.get(`${origin}/api/estimates/budgetary-estimate.pdf?${search}`);
    const [a, b] = processes;
    for (const [origin, search] of [
      [a!.origin, 'system=icp-etcher&wafer=150'],
      [b!.origin, 'system=ald&wafer=200&options=ozone'],
      [b!.origin, 'system=pecvd&wafer=150&options=point-of-use-scrubber'],
    ] as const) {
      const response = await pdf(origin, search);
      expect(response.status(), `${origin} ${search}`).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Three renders between the two processes used up this client's three a minute: a fourth is refused by either.
    const limited = await pdf(a!.origin, 'system=hdp-cvd&wafer=150&options=point-of-use-scrubber');
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    // What a process already holds costs no render and is still served.
    expect((await pdf(a!.origin, 'system=icp-etcher&wafer=150')).status()).toBe(200);
  });
});
