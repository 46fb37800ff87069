/**
 * Budgetary estimates: a lead of its own kind, with the configuration the catalogue checked, over real
 * HTTP and a real SMTP peer; and the migration that lets an existing database take them.
 */
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConfigurationChecker } from '../src/index';
import { migrationProvider } from '../src/store/migrations';
import { openSqliteStore } from '../src/store';
import { COMPANY, downloadBody, REFERENCE, startService, type TestService } from './support/service';
import { SmtpPeer } from './support/smtp-peer';

/** A catalogue of one configurable system, as a site would describe it. */
const configurations: ConfigurationChecker = ({ product, waferSizeMm, options }) => {
  if (product !== 'icp-etcher') return { ok: false, message: 'Please choose one of our systems.' };
  if (![100, 150, 200].includes(waferSizeMm)) return { ok: false, message: 'The ICP-RIE Etcher takes 100, 150 or 200 mm wafers.' };
  const known: Record<string, string> = { 'cryogenic-stage': 'Cryogenic stage', 'load-lock': 'Cassette load-lock' };
  const unknown = options.find((option) => !Object.hasOwn(known, option));
  if (unknown) return { ok: false, message: 'Please choose options the ICP-RIE Etcher offers.' };
  return {
    ok: true,
    productName: 'ICP-RIE Etcher',
    code: `IV-E-ICP${waferSizeMm}-TEST`,
    priceRange: '$260k-520k',
    summary: [
      ['Wafer size', `${waferSizeMm} mm`],
      ['Options', options.map((option) => known[option]).join(', ') || 'none'],
    ],
  };
};

const estimateBody = {
  ...Object.fromEntries(Object.entries(downloadBody).filter(([field]) => field !== 'fileName')),
  page: '/products/icp-etcher',
  configuration: { product: 'icp-etcher', waferSizeMm: 150, options: ['cryogenic-stage'] },
};

describe('POST /estimates', () => {
  let peer: SmtpPeer;
  let api: TestService;

  beforeAll(async () => {
    peer = await SmtpPeer.start();
    api = await startService({ SMTP_URL: peer.url }, { company: { ...COMPANY, catalogue: { ...COMPANY.catalogue, configurations } } });
  });
  afterAll(async () => {
    await api.close();
    await peer.down();
  });

  test('stores an estimate lead with the configuration as the catalogue states it, and tells sales', async () => {
    const reply = await api.send({ path: '/estimates', body: estimateBody });
    expect(reply.status).toBe(201);
    const reference = reply.text.match(REFERENCE)![0];

    const lead = api.db.prepare('select * from leads where reference = ?').get(reference) as Record<string, string>;
    expect(lead).toMatchObject({ kind: 'estimate', product: 'icp-etcher', product_name: 'ICP-RIE Etcher', name: 'Rosalind Franklin' });
    expect(JSON.parse(lead.configuration!)).toEqual({
      product: 'icp-etcher',
      waferSizeMm: 150,
      options: ['cryogenic-stage'],
      code: 'IV-E-ICP150-TEST',
      priceRange: '$260k-520k',
      summary: [
        ['Wafer size', '150 mm'],
        ['Options', 'Cryogenic stage'],
      ],
    });

    const mails = await peer.waitFor(2, (mail) => mail.subject.includes(reference));
    const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('rosalind@kings.example'))!;
    expect(notification.subject).toBe(`Budgetary estimate ${reference}: ICP-RIE Etcher`);
    for (const line of ['Estimate:', 'IV-E-ICP150-TEST', '$260k-520k', 'Cryogenic stage', 'Full name:', 'Rosalind Franklin']) {
      expect(notification.text).toContain(line);
    }
    expect(confirmation.subject).toBe(`Your budgetary estimate from Ionvale Systems (${reference})`);
    expect(confirmation.text).toContain('Thank you for requesting a budgetary estimate for the ICP-RIE Etcher.');
    expect(confirmation.text).toContain('Estimate IV-E-ICP150-TEST, $260k-520k, for:');
    expect(confirmation.text).toContain('not an offer');
    expect(confirmation.text).not.toContain('Rosalind');
  });

  test('refuses a configuration the catalogue does not know, with its reason, and stores nothing', async () => {
    const before = api.counts();
    const reply = await api.send({
      path: '/estimates',
      body: { ...estimateBody, configuration: { product: 'icp-etcher', waferSizeMm: 150, options: ['<b>free text</b>'] } },
    });
    expect(reply).toMatchObject({ status: 400, text: 'Configuration: Please choose options the ICP-RIE Etcher offers.' });
    const wrongWafer = await api.send({ path: '/estimates', body: { ...estimateBody, configuration: { product: 'icp-etcher', waferSizeMm: 300 } } });
    expect(wrongWafer).toMatchObject({ status: 400, text: 'Configuration: The ICP-RIE Etcher takes 100, 150 or 200 mm wafers.' });
    expect(api.counts()).toEqual(before);
  });

  test('refuses a malformed configuration and a missing one with a message, never a 500', async () => {
    for (const configuration of [
      undefined,
      'icp-etcher',
      { product: 'icp-etcher', waferSizeMm: '150' },
      { product: '', waferSizeMm: 150 },
      { ...estimateBody.configuration, extra: 1 },
    ]) {
      const reply = await api.send({ path: '/estimates', body: { ...estimateBody, configuration } });
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(/^(Configuration|product|waferSizeMm|Please)/);
    }
  });
});

test('a service whose catalogue checks no configurations takes no estimates', async () => {
  const api = await startService();
  try {
    expect((await api.send({ path: '/estimates', body: estimateBody })).status).toBe(404);
  } finally {
    await api.close();
  }
});

test('an existing SQLite database keeps its leads and e-mails when it learns estimates', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lead-api-migrate-'));
  const file = path.join(dir, 'leads.sqlite');
  try {
    // The database as the previous release left it: the first two migrations, one lead with an e-mail.
    const sqlite = new Database(file);
    sqlite.pragma('foreign_keys = ON');
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    const all = await migrationProvider('sqlite').getMigrations();
    const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name < '2026-11-27'));
    expect(Object.keys(previous)).toHaveLength(2);
    await new Migrator({ db: old, provider: { getMigrations: async () => previous } }).migrateToLatest();
    sqlite
      .prepare(
        "insert into leads (reference, kind, name, email, created_at) values ('IV-OLD111', 'quote', 'Old', 'old@lab.example', '2026-11-01T00:00:00.000Z')",
      )
      .run();
    sqlite
      .prepare(
        "insert into outbox (lead_id, kind, to_name, to_address, subject, text, next_attempt_at, created_at) values (1, 'notification', 'Sales', 'sales@ionvale.example', 'S', 'T', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')",
      )
      .run();
    await old.destroy();

    const store = openSqliteStore(file);
    await store.migrate();
    const [kept] = await store.listLeads();
    expect(kept).toMatchObject({ reference: 'IV-OLD111', kind: 'quote', configuration: null });
    expect((await store.findPerson('old@lab.example')).mails).toHaveLength(1);
    await store.close();

    const after = new Database(file);
    after.pragma('foreign_keys = ON');
    expect(after.pragma('foreign_key_check')).toEqual([]);
    expect(
      after.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'leads' and sql is not null order by name").all(),
    ).toEqual([{ name: 'leads_created_at' }, { name: 'leads_email' }, { name: 'leads_email_key' }]);
    // The new kind is accepted, and the check still refuses anything else.
    after
      .prepare(
        "insert into leads (reference, kind, name, email, created_at) values ('IV-NEW222', 'estimate', 'New', 'new@lab.example', '2026-11-27T00:00:00.000Z')",
      )
      .run();
    expect(() =>
      after
        .prepare(
          "insert into leads (reference, kind, name, email, created_at) values ('IV-BAD333', 'spam', 'X', 'x@lab.example', '2026-11-27T00:00:00.000Z')",
        )
        .run(),
    ).toThrow(/CHECK/);
    // The outbox still refers to the rebuilt table.
    expect(() =>
      after
        .prepare(
          "insert into outbox (lead_id, kind, to_name, to_address, subject, text, next_attempt_at, created_at) values (99, 'notification', 'S', 's@x.example', 'S', 'T', 'x', 'x')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    after.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
