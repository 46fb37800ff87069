/**
 * The LeadStore contract, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL: one transaction per lead,
 * the outbox claim/attempt/backoff cycle, idempotency under concurrency, and the export query.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SharedRateLimiter } from '../src/defences/rate-limit';
import type { KyselyLeadStore, NewLead, NewMail } from '../src/store';
import { STORE_TARGETS } from './support/stores';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let serial = 0;
function lead(overrides: Partial<NewLead> = {}): NewLead {
  serial += 1;
  return {
    kind: 'quote',
    reference: `IV-T${String(serial).padStart(5, '0')}`,
    name: 'Zoë Ångström',
    email: 'zoe@lab.example',
    phone: '+1 555 0100',
    organization: '中国科学院',
    jobTitle: '',
    researchAreas: '',
    intent: '',
    marketingOptIn: false,
    message: 'Line one\nLine two 🚀',
    product: 'icp-etcher',
    productName: 'ICP Etcher',
    topic: '',
    fileName: '',
    page: '',
    referrer: '',
    utm: {},
    configuration: null,
    clientIp: '203.0.113.7',
    userAgent: 'test',
    createdAt: T0,
    ...overrides,
  };
}

const mails: NewMail[] = [
  {
    kind: 'notification',
    to: { name: 'Sales', address: 'sales@ionvale.example' },
    replyTo: { name: 'Zoë', address: 'zoe@lab.example' },
    subject: 'New',
    text: 'Body',
  },
  {
    kind: 'confirmation',
    to: { name: 'Zoë', address: 'zoe@lab.example' },
    replyTo: { name: '', address: 'sales@ionvale.example' },
    subject: 'Thanks',
    text: 'Body',
  },
];

const answer = (reference: string) => ({ status: 201, body: `Thank you. Your reference number is ${reference}.` });

describe.each(STORE_TARGETS)('LeadStore on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ store, dispose } = await target.open());
  });
  afterEach(async () => {
    await dispose();
  });

  const count = async (table: 'leads' | 'outbox' | 'mail_attempts' | 'idempotency_keys') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('migrations run again without effect, and the database answers', async () => {
    await store.migrate();
    await expect(store.ping()).resolves.toBeUndefined();
    expect(await count('leads')).toBe(0);
  });

  test('a lead, its two e-mails and its idempotency record are stored together, fields intact', async () => {
    const input = lead({ kind: 'download', utm: { utm_source: 'news', utm_campaign: 'spring' }, marketingOptIn: true });
    const result = await store.recordLead({ lead: input, mails, idempotency: { key: 'k-1', requestHash: 'h', answer: answer(input.reference) } });

    expect(result).toMatchObject({ outcome: 'stored' });
    const [stored] = await store.listLeads();
    expect(stored).toEqual({
      ...input,
      id: expect.any(Number),
      // Ticking the opt-in records when consent was given; confirming and withdrawing come later.
      marketingConsentAt: input.createdAt,
      marketingConfirmedAt: null,
      marketingWithdrawnAt: null,
    });
    expect(await count('outbox')).toBe(2);
    expect(await store.findIdempotencyKey('k-1')).toEqual({ key: 'k-1', requestHash: 'h', answer: answer(input.reference) });
  });

  test('a taken reference stores nothing of the second lead', async () => {
    const first = lead();
    await store.recordLead({ lead: first, mails });
    const result = await store.recordLead({
      lead: lead({ reference: first.reference, name: 'Other' }),
      mails,
      idempotency: { key: 'k-2', requestHash: 'h', answer: answer('x') },
    });

    expect(result).toEqual({ outcome: 'reference-taken' });
    expect([await count('leads'), await count('outbox'), await count('idempotency_keys')]).toEqual([1, 2, 0]);
  });

  test('a taken idempotency key stores nothing of the second lead', async () => {
    await store.recordLead({ lead: lead(), mails, idempotency: { key: 'k-3', requestHash: 'h1', answer: answer('first') } });
    const result = await store.recordLead({ lead: lead(), mails, idempotency: { key: 'k-3', requestHash: 'h2', answer: answer('second') } });

    expect(result).toEqual({ outcome: 'key-taken' });
    expect([await count('leads'), await count('outbox')]).toEqual([1, 2]);
    expect((await store.findIdempotencyKey('k-3'))?.answer).toEqual(answer('first'));
  });

  test('ten concurrent leads with one key: exactly one is stored', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        store.recordLead({ lead: lead(), mails, idempotency: { key: 'k-race', requestHash: 'h', answer: answer('r') } }),
      ),
    );
    expect(results.filter((result) => result.outcome === 'stored')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'key-taken')).toHaveLength(9);
    expect([await count('leads'), await count('outbox'), await count('idempotency_keys')]).toEqual([1, 2, 1]);
  });

  test('a failure half-way through the transaction leaves nothing behind', async () => {
    const broken = [mails[0]!, { ...mails[1]!, kind: 'newsletter' as NewMail['kind'] }]; // violates the CHECK
    await expect(
      store.recordLead({ lead: lead(), mails: broken, idempotency: { key: 'k-4', requestHash: 'h', answer: answer('x') } }),
    ).rejects.toThrow();
    expect([await count('leads'), await count('outbox'), await count('idempotency_keys')]).toEqual([0, 0, 0]);
  });

  test('claiming leases due e-mails: nobody else gets them until the lease ends', async () => {
    const input = lead({ createdAt: T0 });
    await store.recordLead({ lead: input, mails });

    expect(await store.claimDueMails({ now: at(-1), limit: 10, leaseMs: 60_000 })).toEqual([]); // not yet due
    const claimed = await store.claimDueMails({ now: T0, limit: 10, leaseMs: 60_000 });
    expect(claimed.map((mail) => [mail.kind, mail.reference, mail.attempts])).toEqual([
      ['notification', input.reference, 0],
      ['confirmation', input.reference, 0],
    ]);
    expect(claimed[0]).toMatchObject({ to: mails[0]!.to, replyTo: mails[0]!.replyTo, subject: 'New', text: 'Body' });
    expect(await store.claimDueMails({ now: at(59_999), limit: 10, leaseMs: 60_000 })).toEqual([]);
    expect(await store.claimDueMails({ now: at(60_000), limit: 10, leaseMs: 60_000 })).toHaveLength(2); // a crashed sender's mail comes back
  });

  test('a claim takes at most its limit, however many e-mails are due', async () => {
    const many: NewMail[] = Array.from({ length: 50 }, (_, i) => ({ ...mails[0]!, subject: `S${i}` }));
    await store.recordLead({ lead: lead({ createdAt: T0 }), mails: many });
    expect(await store.claimDueMails({ now: T0, limit: 8, leaseMs: 60_000 })).toHaveLength(8);
    expect(await store.claimDueMails({ now: T0, limit: 8, leaseMs: 60_000 })).toHaveLength(8);
    const leased = await store.db.selectFrom('outbox').select('id').where('next_attempt_at', '>', T0.toISOString()).execute();
    expect(leased).toHaveLength(16);
  });

  test('concurrent claims never hand out the same e-mail twice', async () => {
    for (let i = 0; i < 10; i++) await store.recordLead({ lead: lead(), mails });
    const rounds = await Promise.all(Array.from({ length: 6 }, () => store.claimDueMails({ now: T0, limit: 5, leaseMs: 60_000 })));
    const ids = rounds.flat().map((mail) => mail.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(20);
  });

  test('attempts: failure reschedules, success marks sent, giving up marks failed; each is recorded', async () => {
    await store.recordLead({ lead: lead(), mails });
    const [notification, confirmation] = await store.claimDueMails({ now: T0, limit: 10, leaseMs: 60_000 });

    await store.recordAttempt(notification!.id, { at: at(1), ok: false, error: 'connect ECONNREFUSED', retryAt: at(30_000) });
    expect(await store.claimDueMails({ now: at(29_999), limit: 10, leaseMs: 1 })).toEqual([]);
    const [retried] = await store.claimDueMails({ now: at(30_000), limit: 10, leaseMs: 60_000 });
    expect(retried).toMatchObject({ id: notification!.id, attempts: 1 });
    await store.recordAttempt(notification!.id, { at: at(30_001), ok: true });

    await store.recordAttempt(confirmation!.id, { at: at(2), ok: false, error: 'mailbox full', retryAt: null });
    expect(await store.claimDueMails({ now: at(10 * 3_600_000), limit: 10, leaseMs: 1 })).toEqual([]);

    const rows = await store.db.selectFrom('outbox').select(['id', 'status', 'attempts', 'sent_at', 'last_error']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: notification!.id, status: 'sent', attempts: 2, sent_at: at(30_001).toISOString(), last_error: null },
      { id: confirmation!.id, status: 'failed', attempts: 1, sent_at: null, last_error: 'mailbox full' },
    ]);
    const attempts = await store.db.selectFrom('mail_attempts').select(['outbox_id', 'ok', 'error']).orderBy('id').execute();
    expect(attempts).toEqual([
      { outbox_id: notification!.id, ok: 0, error: 'connect ECONNREFUSED' },
      { outbox_id: notification!.id, ok: 1, error: null },
      { outbox_id: confirmation!.id, ok: 0, error: 'mailbox full' },
    ]);
  });

  test('the export query filters by time and kind, oldest first', async () => {
    await store.recordLead({ lead: lead({ reference: 'IV-JAN', kind: 'quote', createdAt: new Date('2026-01-15T12:00:00Z') }), mails: [] });
    await store.recordLead({ lead: lead({ reference: 'IV-FEB', kind: 'download', createdAt: new Date('2026-02-01T00:00:00Z') }), mails: [] });
    await store.recordLead({ lead: lead({ reference: 'IV-DEC', kind: 'contact', createdAt: new Date('2025-12-31T23:59:59.999Z') }), mails: [] });

    const refs = async (filter: Parameters<KyselyLeadStore['listLeads']>[0]) => (await store.listLeads(filter)).map((l) => l.reference);
    expect(await refs({})).toEqual(['IV-DEC', 'IV-JAN', 'IV-FEB']);
    expect(await refs({ since: new Date('2026-01-01T00:00:00Z') })).toEqual(['IV-JAN', 'IV-FEB']);
    expect(await refs({ until: new Date('2026-02-01T00:00:00Z') })).toEqual(['IV-DEC', 'IV-JAN']);
    expect(await refs({ kind: 'download' })).toEqual(['IV-FEB']);
  });

  test.runIf(target.name === 'postgres')('a second schema of the same database migrates beside one already migrated', async () => {
    const other = await target.open();
    try {
      expect(await other.store.listLeads()).toEqual([]);
    } finally {
      await other.dispose();
    }
  });

  test.runIf(target.name === 'postgres')('timestamp columns compare bytewise (collation "C") on PostgreSQL', async () => {
    // ISO text under a locale collation may order punctuation differently from time order.
    const columns = await sql<{ column_name: string; collation_name: string | null }>`
      select column_name, collation_name from information_schema.columns
      where table_schema = current_schema() and column_name in ('created_at', 'next_attempt_at', 'sent_at', 'attempted_at')`.execute(store.db);
    expect(columns.rows.length).toBeGreaterThanOrEqual(6);
    for (const column of columns.rows) expect(column.collation_name).toBe('C');
  });

  test('the shared rate limit: a full bucket, one request per refill, the same bucket for concurrent takers', async () => {
    let clock = 1_000_000;
    const limiter = new SharedRateLimiter(store, 3, () => clock);
    const take = () => limiter.take('/sendEmail 198.51.100.7');
    expect(await Promise.all([take(), take(), take()])).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    // Three per minute: the next one refills in 20 s.
    expect(await take()).toEqual({ allowed: false, retryAfterSeconds: 20 });
    clock += 19_999;
    expect(await take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 1;
    expect(await take()).toEqual({ allowed: true });
    expect(await limiter.take('/sendEmail 198.51.100.8')).toEqual({ allowed: true });

    // Eight takers at once (as from several processes) get exactly the three the bucket holds.
    clock += 10 * 60_000;
    const burst = await Promise.all(Array.from({ length: 8 }, () => limiter.take('/leads 203.0.113.5')));
    expect(burst.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  test('the service secret is made once and then the same for every caller', async () => {
    const secrets = await Promise.all([store.serviceSecret('mail-links'), store.serviceSecret('mail-links')]);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(secrets[1]).toBe(secrets[0]);
    expect(await store.serviceSecret('other')).not.toBe(secrets[0]);
  });

  test('after close the database no longer answers', async () => {
    await store.close();
    await expect(store.ping()).rejects.toThrow();
    // dispose closes again; both drivers accept a second destroy
  });
});
