/**
 * Erasure that leaves nothing behind on disk: after `erase` or `purge`, no byte of the person is left in
 * any file of the data directory (database, write-ahead log, shared memory, outbox), even while the
 * server holds the database open on a connection of its own. And the files that hold personal data are private.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLeadService, loadConfig } from '../src/index';
import { silentLogger } from '../src/logger';
import { mailFileStem, OutboxSender } from '../src/mail/outbox';
import { createMailTransport } from '../src/mail/transport';
import { erasePerson, purgeExpired } from '../src/privacy';
import { CopiesRemainError, openSqliteStore, type KyselyLeadStore, type NewLead, type NewMail } from '../src/store';
import { leads } from './support/cli';
import { COMPANY } from './support/service';
import { STORE_TARGETS } from './support/stores';

const DAY = 24 * 60 * 60 * 1000;
const run = promisify(execFile);

/** The person to be erased: every field distinctive, so a leftover byte of it is found. */
const ERASED = {
  email: 'zelda.quist@erasure.example',
  name: 'Zelda Quistorpova',
  phone: '+44 20 7946 0958',
  organization: 'Quistorp Vacuum Laboratory',
  message: 'Please quote a plasma chamber for the Quistorp wafer line',
};
/** The person who stays, spelled just as distinctively, so the search is shown to find what is there. */
const KEPT = {
  email: 'grace.keep@staying.example',
  name: 'Grace Keepington',
  phone: '+1 555 0199 777',
  organization: 'Keepington Institute',
  message: 'Keep my etcher request on file',
};
type Person = typeof ERASED;

let serial = 0;
function lead(person: Person, createdAt: Date, email = person.email): NewLead {
  return {
    kind: 'quote',
    reference: `IV-E${String(++serial).padStart(5, '0')}`,
    name: person.name,
    email,
    phone: person.phone,
    organization: person.organization,
    jobTitle: 'Process engineer',
    researchAreas: '',
    intent: '',
    marketingOptIn: false,
    message: person.message,
    product: 'icp-etcher',
    productName: 'ICP Etcher',
    topic: '',
    fileName: '',
    page: '/products/icp-etcher',
    referrer: '',
    utm: {},
    configuration: null,
    clientIp: '203.0.113.77',
    userAgent: 'ua',
    createdAt,
  };
}
/** Mails as the service writes them: the notification quotes every field, the confirmation names the person. */
function mails(person: Person, email = person.email): NewMail[] {
  const details = `Name: ${person.name}\nE-mail: ${email}\nPhone: ${person.phone}\nOrganization: ${person.organization}\n\n${person.message}`;
  return [
    {
      kind: 'notification',
      to: { name: 'Sales', address: 'sales@ionvale.example' },
      replyTo: { name: person.name, address: email },
      subject: 'Quote request',
      text: details,
    },
    {
      kind: 'confirmation',
      to: { name: '', address: email },
      subject: 'We received your quote request',
      text: `Dear ${person.name},\n\nthank you.`,
      recipientKey: email.toLowerCase(),
    },
  ];
}

/**
 * Stores `count` leads of each person, then delivers every e-mail to `.eml` files and records attempts,
 * so each row is written, updated and rewritten as in service.
 */
async function seed(store: KyselyLeadStore, dataDir: string, people: { person: Person; createdAt: Date; count: number; spellings?: string[] }[]) {
  for (const { person, createdAt, count, spellings = [person.email] } of people) {
    for (let i = 0; i < count; i++) {
      const email = spellings[i % spellings.length]!;
      await store.recordLead({ lead: lead(person, createdAt, email), mails: mails(person, email) });
    }
  }
  const sender = new OutboxSender({
    store,
    transport: createMailTransport({ outboxDir: path.join(dataDir, 'outbox') }),
    from: { name: 'Ionvale', address: 'no-reply@ionvale.example' },
    retryBaseMs: 1000,
    leaseMs: 60_000,
    pollMs: 10,
    logger: silentLogger,
    batchSize: 50,
  });
  while ((await sender.deliverDue()) > 0);
}

/**
 * Counts, in a child process, how often each value occurs (without regard to case) in the raw bytes of
 * each file under a directory. Not in this process: closing a descriptor of the database file here would
 * drop the POSIX locks of the server's SQLite connection, and it would no longer count as open.
 */
const COUNT_BYTES = `
  const fs = require('node:fs'), path = require('node:path');
  const [dir, values] = [process.argv[1], JSON.parse(process.argv[2])];
  const found = {};
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((entry) => {
    const file = path.join(d, entry.name);
    if (entry.isDirectory()) return walk(file);
    // latin1 maps every byte to one character, so counts are those of the bytes.
    const bytes = fs.readFileSync(file).toString('latin1').toLowerCase();
    for (const value of values) {
      const count = bytes.split(Buffer.from(value.toLowerCase(), 'utf8').toString('latin1')).length - 1;
      if (count > 0) (found[path.relative(dir, file)] ??= {})[value] = count;
    }
  });
  walk(dir);
  process.stdout.write(JSON.stringify(found));
`;
async function occurrences(dir: string, values: string[]): Promise<Record<string, Record<string, number>>> {
  const { stdout } = await run(process.execPath, ['-e', COUNT_BYTES, dir, JSON.stringify(values)]);
  return JSON.parse(stdout) as Record<string, Record<string, number>>;
}
const fieldsOf = (person: Person) => [person.email, person.name, person.phone, person.organization, person.message];

describe('erasure on SQLite leaves no bytes of the person in the data directory', () => {
  let dataDir: string;
  /** The running server: its own connection has the database open while the command erases. */
  let server: KyselyLeadStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-erasure-'));
    server = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await server.migrate();
  });
  afterEach(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => leads({ DATA_DIR: dataDir }, ...args);

  const expectOnlyTheKeptPerson = async () => {
    const left = await occurrences(dataDir, [...fieldsOf(ERASED), ...fieldsOf(KEPT)]);
    const erasedLeft = Object.entries(left).filter(([, counts]) => fieldsOf(ERASED).some((value) => counts[value]));
    expect(erasedLeft).toEqual([]);
    expect(left['leads.sqlite']).toMatchObject({ [KEPT.name]: expect.any(Number), [KEPT.message]: expect.any(Number) });
  };

  test('erase through the CLI, the server holding the database open', async () => {
    // The server still runs a version that wrote without secure_delete, so free space holds old copies too.
    await sql`pragma secure_delete = off`.execute(server.db);
    const now = new Date();
    await seed(server, dataDir, [
      { person: ERASED, createdAt: new Date(now.getTime() - 2 * DAY), count: 40, spellings: [ERASED.email, 'Zelda.Quist+news@Erasure.example'] },
      { person: KEPT, createdAt: new Date(now.getTime() - DAY), count: 3 },
    ]);
    // A send that crashed mid-write left part of an e-mail behind.
    const [crashed] = (await server.findPerson(ERASED.email)).mails;
    await writeFile(path.join(dataDir, 'outbox', `${mailFileStem(crashed!)}.eml.partial`), `To: ${ERASED.email}\r\nSubject: ${ERASED.name}`);
    expect(Object.keys(await occurrences(dataDir, [ERASED.email])).length).toBeGreaterThan(1);

    const { code, stdout } = await cli('erase', '--email', ERASED.email);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ deleted: { leads: 40, mails: 80, emlFiles: 80 } });

    // The server's connection kept the log from being removed when the command closed its own: it was emptied instead.
    expect((await stat(path.join(dataDir, 'leads.sqlite-wal'))).size).toBe(0);
    await expectOnlyTheKeptPerson();
    expect((await server.listLeads()).map((l) => l.email)).toEqual([KEPT.email, KEPT.email, KEPT.email]);
    // And once the server has closed the database too (its last connection folds the log into the file).
    await server.close();
    server = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await expectOnlyTheKeptPerson();
  });

  test('purge through the CLI: a person past retention leaves no bytes behind', async () => {
    const now = new Date();
    await seed(server, dataDir, [
      { person: ERASED, createdAt: new Date(now.getTime() - 4 * 365 * DAY), count: 20 },
      { person: KEPT, createdAt: new Date(now.getTime() - DAY), count: 3 },
    ]);

    const { code, stdout } = await cli('purge');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ deleted: { leads: 20, mails: 40, emlFiles: 40 } });

    await expectOnlyTheKeptPerson();
    expect(await server.listLeads()).toHaveLength(3);
  });

  test('an erasure that cannot empty the log says so, its rows and files gone; run again, it finishes', async () => {
    const now = new Date();
    await seed(server, dataDir, [
      { person: ERASED, createdAt: now, count: 3 },
      { person: KEPT, createdAt: now, count: 1 },
    ]);
    const outboxDir = path.join(dataDir, 'outbox');
    // A reader in another connection that keeps its snapshot: the log cannot be emptied under it.
    const reader = new Database(path.join(dataDir, 'leads.sqlite'));
    reader.exec('begin');
    reader.prepare('select count(*) from leads').get();
    // This reader never lets go while the erasure runs: waiting the server's five-second busy_timeout out
    // would only make the test slower.
    await sql`pragma busy_timeout = 50`.execute(server.db);
    try {
      const failed = erasePerson(server, ERASED.email, outboxDir);
      await expect(failed).rejects.toBeInstanceOf(CopiesRemainError);
      await expect(failed).rejects.toThrow('Running erase or purge again finishes it.');
    } finally {
      reader.exec('commit');
      reader.close();
    }
    expect((await server.listLeads()).map((l) => l.email)).toEqual([KEPT.email]);
    expect(await readdir(outboxDir)).toHaveLength(2);

    expect(await erasePerson(server, ERASED.email, outboxDir)).toMatchObject({ leads: 0, files: 0 });
    await expectOnlyTheKeptPerson();
  });

  test('the purge the running service makes by itself leaves no bytes behind either, without rewriting the file', async () => {
    const now = new Date();
    await seed(server, dataDir, [
      { person: ERASED, createdAt: new Date(now.getTime() - 4 * 365 * DAY), count: 10 },
      { person: KEPT, createdAt: new Date(now.getTime() - DAY), count: 2 },
    ]);
    // As the service calls it: no VACUUM, which would hold its only thread.
    const deleted = await purgeExpired(server, { outboxDir: path.join(dataDir, 'outbox'), leadRetentionDays: 1095, now, compact: false });
    expect(deleted).toMatchObject({ leads: 10, files: 20 });
    await expectOnlyTheKeptPerson();
  });
});

describe.each(STORE_TARGETS)('erasure on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;
  let dataDir: string;

  beforeEach(async () => {
    ({ store, dispose } = await target.open());
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-erasure-files-'));
  });
  afterEach(async () => {
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** How many times each table has been vacuumed (PostgreSQL's statistics; they may lag a moment). */
  const vacuumCounts = async () => {
    const { rows } = await sql<{ relname: string; vacuum_count: string }>`
      select relname, vacuum_count from pg_stat_user_tables where schemaname = current_schema()`.execute(store.db);
    return Object.fromEntries(rows.map((row) => [row.relname, Number(row.vacuum_count)]));
  };

  test('erase deletes every row of the person and reclaims the space', async () => {
    const now = new Date();
    await seed(store, dataDir, [
      { person: ERASED, createdAt: new Date(now.getTime() - DAY), count: 5 },
      { person: KEPT, createdAt: new Date(now.getTime() - DAY), count: 2 },
    ]);
    const before = store.dialect === 'postgres' ? await vacuumCounts() : {};

    const erased = await erasePerson(store, ERASED.email, path.join(dataDir, 'outbox'));
    expect(erased).toMatchObject({ leads: 5, files: 10 });

    // No column of any table holds a trace of the person.
    for (const table of ['leads', 'outbox', 'mail_attempts', 'idempotency_keys'] as const) {
      const rows = (await store.db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row).toLowerCase());
      for (const value of fieldsOf(ERASED)) expect(rows.filter((row) => row.includes(value.toLowerCase()))).toEqual([]);
    }
    expect((await store.listLeads()).map((l) => l.name)).toEqual([KEPT.name, KEPT.name]);

    if (store.dialect === 'postgres') {
      const deadline = Date.now() + 5000;
      let after = await vacuumCounts();
      while (Date.now() < deadline && !['leads', 'outbox', 'mail_attempts', 'idempotency_keys'].every((t) => (after[t] ?? 0) > (before[t] ?? 0))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await vacuumCounts();
      }
      for (const table of ['leads', 'outbox', 'mail_attempts', 'idempotency_keys']) expect(after[table]).toBeGreaterThan(before[table] ?? 0);
    }
  });
});

describe('files that hold personal data are private', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lead-modes-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  test('a new data directory, its database, write-ahead log, outbox and e-mails are the owner’s alone', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const store = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    try {
      await store.migrate();
      await seed(store, dataDir, [{ person: KEPT, createdAt: new Date(), count: 1 }]);
      expect((await sql<{ secure_delete: number }>`pragma secure_delete`.execute(store.db)).rows).toEqual([{ secure_delete: 1 }]);
      expect(await modeOf(dataDir)).toBe(0o700);
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
        expect([file, await modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
      expect(await modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
      const emails = await readdir(path.join(dataDir, 'outbox'));
      expect(emails).toHaveLength(2);
      for (const file of emails) expect(await modeOf(path.join(dataDir, 'outbox', file))).toBe(0o600);
    } finally {
      await store.close();
    }
  });

  test('files and the outbox left readable by an older version are tightened at start', async () => {
    const dataDir = path.join(root, 'data');
    const outboxDir = path.join(dataDir, 'outbox');
    await mkdir(outboxDir, { recursive: true });
    const old = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await old.migrate();
    await old.close();
    await writeFile(path.join(outboxDir, '000001-IV-OLD111-confirmation.eml.partial'), 'half an e-mail');
    for (const file of ['leads.sqlite', 'outbox/000001-IV-OLD111-confirmation.eml.partial']) await chmod(path.join(dataDir, file), 0o644);
    await chmod(outboxDir, 0o755);

    const store = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    try {
      await store.migrate();
      expect(await modeOf(path.join(dataDir, 'leads.sqlite'))).toBe(0o600);
      await store.recordLead({ lead: { ...lead(KEPT, new Date()), reference: 'IV-OLD111' }, mails: mails(KEPT) });
      const [first] = await store.claimDueMails({ now: new Date(), limit: 1, leaseMs: 1000 });
      expect(first).toBeDefined();
      // The partial file of a crashed send is reused by the retry: it must not keep its old mode.
      await createMailTransport({ outboxDir }).send({
        messageId: '<m@ionvale.example>',
        from: { name: '', address: 'no-reply@ionvale.example' },
        to: { name: '', address: KEPT.email },
        subject: 'S',
        text: 'T',
        fileStem: '000001-IV-OLD111-confirmation',
      });
      expect(await modeOf(outboxDir)).toBe(0o700);
      expect(await modeOf(path.join(outboxDir, '000001-IV-OLD111-confirmation.eml'))).toBe(0o600);
      for (const file of ['leads.sqlite-wal', 'leads.sqlite-shm']) expect(await modeOf(path.join(dataDir, file))).toBe(0o600);
    } finally {
      await store.close();
    }
  });

  test('at start the service tightens its outbox, and warns of a DATA_DIR open to others without changing it', async () => {
    const dataDir = path.join(root, 'shared');
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'outbox'), 0o755);
    const warnings: string[] = [];
    const service = createLeadService({
      ...loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' }),
      company: COMPANY,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    await service.start();
    try {
      expect(await modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
      expect(await modeOf(path.join(dataDir, 'leads.sqlite'))).toBe(0o600);
      expect(await modeOf(dataDir)).toBe(0o755);
      expect(warnings).toEqual([expect.stringContaining('DATA_DIR is open to other local users')]);
    } finally {
      await service.stop();
    }
  });
});
