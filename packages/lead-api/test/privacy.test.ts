/**
 * The privacy policy kept by commands: an access request answered, a person erased, and nothing kept
 * past its retention, on both databases and through the CLI the team runs.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { silentLogger, type Logger } from '../src/logger';
import { mailFileStem } from '../src/mail/outbox';
import { purgeCutoffs } from '../src/privacy';
import { openSqliteStore, type KyselyLeadStore, type NewLead, type NewMail } from '../src/store';
import { leads } from './support/cli';
import { COMPANY } from './support/service';
import { STORE_TARGETS } from './support/stores';
import { createLeadService, loadConfig } from '../src/index';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2029-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let serial = 0;
function lead(email: string, createdAt: Date, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'download',
    reference: `IV-P${String(++serial).padStart(5, '0')}`,
    name: 'Ada',
    email,
    phone: '',
    organization: 'Lab',
    jobTitle: '',
    researchAreas: 'ALD',
    intent: 'Expanding my knowledge',
    marketingOptIn: true,
    message: '',
    product: '',
    productName: '',
    topic: '',
    fileName: 'ald.pdf',
    page: '',
    referrer: '',
    utm: {},
    configuration: null,
    clientIp: '203.0.113.9',
    userAgent: 'ua',
    createdAt,
    ...overrides,
  };
}
const mailsFor = (email: string): NewMail[] => [
  { kind: 'notification', to: { name: '', address: 'sales@ionvale.example' }, subject: 'Download', text: 'to sales' },
  { kind: 'confirmation', to: { name: '', address: email }, subject: 'Your download', text: 'to the visitor', recipientKey: email.toLowerCase() },
];

describe.each(STORE_TARGETS)('privacy on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ store, dispose } = await target.open());
  });
  afterEach(async () => {
    await dispose();
  });

  const record = async (email: string, createdAt: Date, key?: string) => {
    const input = lead(email, createdAt);
    await store.recordLead({
      lead: input,
      mails: mailsFor(email),
      idempotency: key ? { key, requestHash: 'h', answer: { status: 201, body: 'ok' } } : undefined,
    });
    return input.reference;
  };
  const count = async (table: 'leads' | 'outbox' | 'mail_attempts' | 'idempotency_keys') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('an access request finds every record of the address, whatever its case, and nobody else’s', async () => {
    const first = await record('Ada@Lab.example', daysAgo(3), 'key-1');
    const second = await record('ada@lab.example', daysAgo(1));
    await record('someone@else.example', daysAgo(1));
    const [mail] = await store.claimDueMails({ now: NOW, limit: 1, leaseMs: 1000 });
    await store.recordAttempt(mail!.id, { at: NOW, ok: false, error: '451 later', retryAt: NOW });

    const person = await store.findPerson(' ADA@lab.example ');
    expect(person.email).toBe('ada@lab.example');
    expect(person.leads.map((l) => l.reference)).toEqual([first, second]);
    expect(person.leads[0]).toMatchObject({ name: 'Ada', organization: 'Lab', marketingOptIn: true, marketingConsentAt: daysAgo(3) });
    expect(person.mails).toHaveLength(4);
    expect(person.mails[0]).toMatchObject({ reference: first, kind: 'notification', attempts: [{ ok: false, error: '451 later' }] });
    expect(person.submissions).toEqual([{ key: 'key-1', reference: first, createdAt: daysAgo(3).toISOString() }]);
    expect((await store.findPerson('nobody@lab.example')).leads).toEqual([]);
  });

  test('erasure deletes the person’s leads, e-mails, attempts and idempotency records, and only theirs', async () => {
    await record('ada@lab.example', daysAgo(3), 'key-1');
    await record('ADA@lab.example', daysAgo(2));
    const kept = await record('grace@lab.example', daysAgo(1), 'key-2');
    const claimed = await store.claimDueMails({ now: NOW, limit: 10, leaseMs: 1000 });
    for (const mail of claimed) await store.recordAttempt(mail.id, { at: NOW, ok: true });

    const deleted = await store.erasePerson('Ada@Lab.example');
    expect(deleted).toMatchObject({ leads: 2, attempts: 4, idempotencyKeys: 1 });
    expect(deleted.mails).toHaveLength(4);
    expect(await count('leads')).toBe(1);
    expect((await store.listLeads())[0]!.reference).toBe(kept);
    expect([await count('outbox'), await count('mail_attempts'), await count('idempotency_keys')]).toEqual([2, 2, 1]);
  });

  test('purge: a person’s leads go once their last contact is past retention; delivered mail and keys after 30 days', async () => {
    // Ada wrote 4 years ago and again last month: both leads stay. Grace wrote only 4 years ago: hers go.
    await record('ada@lab.example', daysAgo(4 * 365));
    const adaRecent = await record('ada@lab.example', daysAgo(31), 'recent-key');
    await record('grace@lab.example', daysAgo(4 * 365), 'old-key');
    const today = await record('linus@lab.example', daysAgo(0), 'today-key');
    // Deliver every mail so far; today's lead's mails remain pending.
    const claimed = await store.claimDueMails({ now: daysAgo(1), limit: 50, leaseMs: 1000 });
    for (const mail of claimed) await store.recordAttempt(mail.id, { at: daysAgo(1), ok: true });
    await store.takeRateLimit('/leads 203.0.113.9', 10, daysAgo(1).getTime());

    const deleted = await store.purge(purgeCutoffs(NOW, 1095));

    expect(deleted.leads).toBe(1);
    expect((await store.listLeads()).map((l) => l.email)).toEqual(['ada@lab.example', 'ada@lab.example', 'linus@lab.example']);
    // Grace's two mails went with her lead; Ada's five-week-old and four-year-old ones are past 30 days.
    expect(deleted.mails).toHaveLength(2 + 4);
    const left = await store.db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select(['leads.reference', 'outbox.status'])
      .execute();
    expect(left).toEqual([
      { reference: today, status: 'pending' },
      { reference: today, status: 'pending' },
    ]);
    expect(await count('mail_attempts')).toBe(0);
    expect((await store.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key)).toEqual(['today-key']);
    expect(deleted.rateLimits).toBe(1);
    expect(adaRecent).toBeTruthy();

    // Nothing more to do on a second run.
    expect(await store.purge(purgeCutoffs(NOW, 1095))).toMatchObject({ leads: 0, mails: [], attempts: 0, idempotencyKeys: 0 });
  });

  test('withdrawing consent marks every lead of the address; confirming needs a given consent', async () => {
    const ref = await record('ada@lab.example', daysAgo(2));
    await record('Ada@lab.example', daysAgo(1));
    const noConsent = lead('bob@lab.example', daysAgo(1), { marketingOptIn: false });
    await store.recordLead({ lead: noConsent, mails: [] });

    expect(await store.confirmMarketing(ref, NOW)).toBe('confirmed');
    expect(await store.confirmMarketing(noConsent.reference, NOW)).toBe('not-found');
    expect(await store.confirmMarketing('IV-NOSUCH', NOW)).toBe('not-found');
    expect(await store.withdrawMarketing('ADA@LAB.EXAMPLE', NOW)).toBe(2);
    expect(await store.withdrawMarketing('ada@lab.example', NOW)).toBe(0);
    const leads = await store.listLeads();
    expect(leads.filter((l) => l.email.toLowerCase() === 'ada@lab.example').map((l) => l.marketingWithdrawnAt)).toEqual([NOW, NOW]);
    expect(leads.find((l) => l.reference === ref)!.marketingConfirmedAt).toEqual(NOW);
  });

  test('one confirmation limit for concurrent leads to one address', async () => {
    const limit = { max: 3, windowMs: DAY };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.recordLead({ lead: lead(`crowd+${i}@lab.example`, NOW), mails: mailsFor('crowd@lab.example'), confirmationLimit: limit }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'stored')).toHaveLength(8);
    const confirmations = await store.db.selectFrom('outbox').select('id').where('kind', '=', 'confirmation').execute();
    expect(confirmations).toHaveLength(3);
    expect(results.filter((r) => r.outcome === 'stored' && r.confirmationDropped)).toHaveLength(5);
  });
});

describe('the privacy commands (leads CLI)', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-privacy-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => leads({ DATA_DIR: dataDir }, ...args);

  /** Two leads of Ada's (one 4 years old) and one of Grace's, their mails delivered as `.eml` files. */
  const seed = async () => {
    const store = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await store.migrate();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    for (const [email, at] of [
      ['ada@lab.example', ago(2)],
      ['grace@lab.example', ago(4 * 365)],
      ['ada@lab.example', ago(1)],
    ] as const) {
      await store.recordLead({ lead: lead(email, at), mails: mailsFor(email) });
    }
    const mails = await store.claimDueMails({ now, limit: 50, leaseMs: 1000 });
    await mkdir(path.join(dataDir, 'outbox'));
    for (const mail of mails) {
      await writeFile(path.join(dataDir, 'outbox', `${mailFileStem(mail)}.eml`), 'Subject: x\r\n\r\nbody');
      await store.recordAttempt(mail.id, { at: ago(1), ok: mail.leadId !== 3, error: 'failed', retryAt: null });
    }
    await store.close();
  };

  test('person prints every record about the address as JSON', async () => {
    await seed();
    const { code, stdout } = await cli('person', '--email', 'ADA@lab.example');
    expect(code).toBe(0);
    const person = JSON.parse(stdout) as { email: string; leads: { email: string; marketingConsentAt: string }[]; mails: unknown[] };
    expect(person.email).toBe('ada@lab.example');
    expect(person.leads.map((l) => l.email)).toEqual(['ada@lab.example', 'ada@lab.example']);
    expect(person.leads[0]!.marketingConsentAt).toMatch(/^\d{4}-/);
    expect(person.mails).toHaveLength(4);
  });

  test('erase deletes the person and their .eml files, printing what it deleted', async () => {
    await seed();
    const { code, stdout } = await cli('erase', '--email', 'ada@lab.example');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      email: 'ada@lab.example',
      deleted: { leads: 2, mails: 4, mailAttempts: 4, idempotencyKeys: 0, emlFiles: 4 },
    });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(JSON.parse((await cli('person', '--email', 'ada@lab.example')).stdout)).toMatchObject({ leads: [], mails: [] });
  });

  test('purge deletes what is past retention; mail requeue retries failed e-mails', async () => {
    await seed();
    const purged = await cli('purge');
    expect(purged.code).toBe(0);
    expect(JSON.parse(purged.stdout)).toMatchObject({ deleted: { leads: 1, mails: 2, emlFiles: 2 } });
    const requeued = await cli('mail', 'requeue');
    expect(requeued).toEqual({
      code: 0,
      stdout: '2 failed e-mails queued again; a running server sends them within its poll interval.\n',
      stderr: '',
    });
  });

  test('a missing or malformed address is a usage error', async () => {
    const usageError = (message: string) => ({ code: 2, stdout: '', stderr: expect.stringContaining(message) });
    expect(await cli('erase')).toMatchObject(usageError('erase needs --email with one address'));
    expect(await cli('person', '--email', 'not-an-address')).toMatchObject(usageError('person needs --email with one address'));
    expect(await cli('forget')).toMatchObject(usageError('Unknown command "forget"'));
  });

  test('the running service purges by itself at start and daily', async () => {
    await seed();
    // start() sets the purge going without waiting for it; its log line says when it is done.
    const logger: Logger = { ...silentLogger };
    const purged = new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
      logger.info = (message, details) => {
        if (message === 'purged records past their retention') resolve(details);
      };
      logger.error = (message, details) => reject(new Error(`${message}: ${JSON.stringify(details)}`));
    });
    const service = createLeadService({ ...loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' }), company: COMPANY, logger });
    await service.start();
    try {
      expect(await purged).toMatchObject({ leads: 1, mails: 2, files: 2 });
      expect(JSON.parse((await cli('person', '--email', 'grace@lab.example')).stdout)).toMatchObject({ leads: [] });
    } finally {
      await service.stop();
    }
  });
});
