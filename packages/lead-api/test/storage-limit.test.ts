/**
 * The storage limit on a running service: measured on a timer, a warning and `storage: 'near-limit'` in
 * the health answer from 80 %, and from 100 % new leads refused with 503 while the e-mail links go on
 * working; room made again, leads are taken again. The limit is set from what the empty database takes,
 * so one test fits SQLite (a few hundred kB) and PostgreSQL (a whole database, several MB).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLeadService, loadConfig, type LeadService, type Logger } from '../src/index';
import { measureStorage, MEGABYTE, StorageGauge, storageState } from '../src/storage-limit';
import { openStore, SQLITE_FILE_NAME, type KyselyLeadStore } from '../src/store';
import { parseMail } from './support/mail';
import { COMPANY, contactBody, downloadBody, REFERENCE } from './support/service';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

function capturingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (message: string, details?: Record<string, unknown>) => void entries.push({ level, message, details });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const STORAGE_FULL = 'We cannot take new requests at the moment. Please email us at sales@ionvale.example instead.';

describe.each(DIALECTS)('the storage limit on %s', (dialect) => {
  let dataDir: string;
  let outboxDir: string;
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  /** A second connection to the service's database, to measure and count as the test goes. */
  let probe: KyselyLeadStore | undefined;
  let service: LeadService | undefined;
  let logger: ReturnType<typeof capturingLogger>;
  let limitMb: number;

  const used = () => measureStorage(probe!, { sqliteFile: dialect === 'sqlite' ? path.join(dataDir, SQLITE_FILE_NAME) : undefined, outboxDir });
  const filler = () => path.join(outboxDir, 'filler.bin');

  /** Grows (or shrinks) a file in the outbox until the storage is at `share` of the limit. */
  async function fillTo(share: number) {
    await rm(filler(), { force: true });
    await mkdir(outboxDir, { recursive: true });
    const bytes = Math.max(0, Math.round(share * limitMb * MEGABYTE - (await used())));
    await writeFile(filler(), Buffer.alloc(bytes));
  }

  const health = async () => {
    const response = await service!.app.request('/health');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const storageBecomes = (state: string) => eventuallyAsync(async () => ((await health()).body.storage === state ? true : undefined));
  const post = async (route: string, body: unknown) => {
    const response = await service!.app.request(route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  const stored = async () => {
    const { counts } = await probe!.mailStatus();
    return { leads: (await probe!.listLeads()).length, mails: counts.pending + counts.sent + counts.failed };
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-storage-'));
    outboxDir = path.join(dataDir, 'outbox');
    if (dialect === 'postgres') {
      const schema = `storage_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const scoped = new URL(process.env.TEST_DATABASE_URL!);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = scoped.toString();
      dropSchema = async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      };
    }
    probe = openStore({ dataDir, databaseUrl });
    await probe.migrate();
    limitMb = Math.ceil(Math.max(1, (2 * (await used())) / MEGABYTE) * 1000) / 1000;

    logger = capturingLogger();
    const config = loadConfig({
      DATA_DIR: dataDir,
      OUTBOX_POLL_MS: '25',
      RATE_LIMIT_PER_MINUTE: '0',
      STORAGE_LIMIT_MB: String(limitMb),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    service = createLeadService({ ...config, company: COMPANY, logger, storageCheckMs: 50 });
    await service.start();
  });

  afterEach(async () => {
    await service?.stop();
    await probe?.close();
    service = undefined;
    probe = undefined;
    await dropSchema?.();
    dropSchema = undefined;
    databaseUrl = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  test('under 80 % health says ok; from 80 % it says near-limit, still 200, and a warning names the limit; leads are still taken', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } });

    await fillTo(0.9);
    await storageBecomes('near-limit');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'near-limit' } });
    expect(logger.entries.filter((entry) => entry.level !== 'info')).toEqual([
      { level: 'warn', message: 'storage above 80 % of STORAGE_LIMIT_MB', details: { usedMb: expect.any(Number), limitMb } },
    ]);
    expect((await post('/sendEmail', contactBody)).status).toBe(201);
  });

  test('from 100 % new leads get 503 and nothing is stored, an error names the limit and the variable, and the e-mail links still work', async () => {
    const accepted = await post('/leads', { ...downloadBody, email: 'before@lab.example' });
    expect(accepted.status).toBe(201);
    const reference = accepted.text.match(REFERENCE)![0];
    const confirmation = await eventuallyAsync(async () => {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const name = names.find((file) => file.endsWith(`-${reference}-confirmation.eml`));
      return name && parseMail(await readFile(path.join(outboxDir, name), 'utf8'));
    });
    const link = (purpose: string) => {
      const url = new URL(confirmation.text.match(new RegExp(`https://\\S+/email/${purpose}\\?token=\\S+`))![0]);
      return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    };

    await fillTo(1.1);
    await storageBecomes('full');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'full' } });
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        message: 'storage limit reached: new leads are refused until space is freed or STORAGE_LIMIT_MB is raised',
        details: { usedMb: expect.any(Number), limitMb },
      },
    ]);

    const before = await stored();
    expect(await post('/leads', { ...downloadBody, email: 'after@lab.example' })).toEqual({ status: 503, text: STORAGE_FULL });
    expect(await post('/sendEmail', contactBody)).toEqual({ status: 503, text: STORAGE_FULL });
    expect(await stored()).toEqual(before);

    const confirmed = await service!.app.request(link('confirm'), { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    const unsubscribed = await service!.app.request(link('unsubscribe'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    const [lead] = await probe!.listLeads({ kind: 'download' });
    expect(lead).toMatchObject({ reference, marketingConfirmedAt: expect.any(Date), marketingWithdrawnAt: expect.any(Date) });

    // Room made: leads are taken again at the next measurement, without a restart.
    await rm(filler());
    await storageBecomes('ok');
    expect((await post('/sendEmail', contactBody)).status).toBe(201);
    expect(logger.entries.at(-1)).toMatchObject({ level: 'info', message: 'storage below its warning level again' });
  });
});

describe('the storage gauge', () => {
  test('reports a change of state once, not at every measurement, and keeps the last state when a measurement fails', async () => {
    const logger = capturingLogger();
    const readings: (number | Error)[] = [0.5, 0.85, 0.9, 1, 1.2, new Error('database unreachable'), 0.1].map((share) =>
      typeof share === 'number' ? share * MEGABYTE : share,
    );
    const gauge = new StorageGauge({
      limitMb: 1,
      logger,
      measure: async () => {
        const reading = readings.shift()!;
        if (reading instanceof Error) throw reading;
        return reading;
      },
    });
    const states = [];
    for (let i = 0; i < 7; i++) states.push(await gauge.check());
    expect(states).toEqual(['ok', 'near-limit', 'near-limit', 'full', 'full', 'full', 'ok']);
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', 'storage above 80 % of STORAGE_LIMIT_MB'],
      ['error', 'storage limit reached: new leads are refused until space is freed or STORAGE_LIMIT_MB is raised'],
      ['error', 'could not measure the storage'],
      ['info', 'storage below its warning level again'],
    ]);
  });

  test('80 % and 100 % of the limit are where the states begin', () => {
    expect([0, 0.79, 0.8, 0.99, 1, 3].map((share) => storageState(share * 10 * MEGABYTE, 10))).toEqual([
      'ok',
      'ok',
      'near-limit',
      'near-limit',
      'full',
      'full',
    ]);
  });
});

/** Polls an async check until it gives a value other than undefined (or a falsy one). */
async function eventuallyAsync<T>(check: () => Promise<T | undefined | '' | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== '' && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
