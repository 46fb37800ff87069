/**
 * One mailbox, however it is spelled: access and erasure requests reach every spelling the confirmation
 * throttle counts as one recipient (case, +tag, Gmail's dots and googlemail.com), and no other mailbox.
 * Databases from before the stored key get it when they are upgraded.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMigrator } from '../src/store/migrations';
import type { KyselyLeadStore, NewLead, NewMail } from '../src/store';
import { contactBody, eventually, REFERENCE, startService, type TestService } from './support/service';
import { STORE_TARGETS } from './support/stores';

const NOW = new Date('2029-06-01T12:00:00.000Z');
let serial = 0;
function lead(email: string): NewLead {
  return {
    kind: 'contact',
    reference: `IV-M${String(++serial).padStart(5, '0')}`,
    name: 'Someone',
    email,
    phone: '',
    organization: '',
    jobTitle: '',
    researchAreas: '',
    intent: '',
    marketingOptIn: true,
    message: 'Hello',
    product: '',
    productName: '',
    topic: '',
    fileName: '',
    page: '',
    referrer: '',
    utm: {},
    configuration: null,
    clientIp: '203.0.113.5',
    userAgent: 'ua',
    createdAt: NOW,
  };
}
const confirmationTo = (email: string, recipientKey: string): NewMail => ({
  kind: 'confirmation',
  to: { name: '', address: email },
  subject: 'We received your message',
  text: 'Thank you.',
  recipientKey,
});

describe.each(STORE_TARGETS)('mailbox spellings on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;

  afterEach(async () => {
    await dispose();
  });

  describe('on a current database', () => {
    beforeEach(async () => {
      ({ store, dispose } = await target.open());
    });

    const record = async (...emails: string[]) => {
      for (const email of emails) await store.recordLead({ lead: lead(email), mails: [] });
    };
    const emailsOf = async (email: string) => (await store.findPerson(email)).leads.map((l) => l.email);

    test('case and +tag: every spelling is found and erased, from whichever spelling is asked', async () => {
      await record('csv@lab.example', 'CSV+news@Lab.example', ' Csv@LAB.example', 'csv.x@lab.example', 'other@lab.example');

      const spellings = ['csv@lab.example', 'CSV+news@Lab.example', 'csv+anything@lab.example'];
      for (const asked of spellings) expect(await emailsOf(asked)).toEqual(['csv@lab.example', 'CSV+news@Lab.example', ' Csv@LAB.example']);

      expect(await store.erasePerson('CSV+news@Lab.example')).toMatchObject({ leads: 3 });
      expect((await store.listLeads()).map((l) => l.email)).toEqual(['csv.x@lab.example', 'other@lab.example']);
    });

    test('Gmail: dots and googlemail.com are one inbox; elsewhere a dot makes another mailbox', async () => {
      await record('ada.lovelace@gmail.com', 'adalovelace@googlemail.com', 'A.Da.Lovelace+forms@GMail.com', 'a.b@example.org', 'ab@example.org');

      expect(await emailsOf('adalovelace@gmail.com')).toEqual([
        'ada.lovelace@gmail.com',
        'adalovelace@googlemail.com',
        'A.Da.Lovelace+forms@GMail.com',
      ]);
      expect(await emailsOf('a.b@example.org')).toEqual(['a.b@example.org']);
      expect(await emailsOf('ab@example.org')).toEqual(['ab@example.org']);

      expect(await store.erasePerson('a.d.a.l.o.v.e.l.a.c.e@googlemail.com')).toMatchObject({ leads: 3 });
      expect(await store.erasePerson('ab@example.org')).toMatchObject({ leads: 1 });
      expect((await store.listLeads()).map((l) => l.email)).toEqual(['a.b@example.org']);
    });

    test('withdrawing consent reaches every spelling of the mailbox', async () => {
      await record('grace.h@gmail.com', 'GraceH+news@googlemail.com', 'grace.h@example.org');
      expect(await store.withdrawMarketing('graceh@gmail.com', NOW)).toBe(2);
      expect((await store.listLeads()).map((l) => [l.email, l.marketingWithdrawnAt !== null])).toEqual([
        ['grace.h@gmail.com', true],
        ['GraceH+news@googlemail.com', true],
        ['grace.h@example.org', false],
      ]);
    });

    test('the purge keeps a mailbox’s leads together, whichever spelling wrote last', async () => {
      const old = new Date(NOW.getTime() - 4 * 365 * 24 * 60 * 60 * 1000);
      await store.recordLead({ lead: { ...lead('old.friend@gmail.com'), createdAt: old }, mails: [] });
      await store.recordLead({ lead: lead('oldfriend+again@googlemail.com'), mails: [] });
      await store.recordLead({ lead: { ...lead('gone@lab.example'), createdAt: old }, mails: [] });
      const leadsLastContactBefore = new Date(NOW.getTime() - 1095 * 24 * 60 * 60 * 1000);

      const deleted = await store.purge({ leadsLastContactBefore, mailsBefore: old, idempotencyKeysBefore: old, rateLimitsBefore: old });
      expect(deleted.leads).toBe(1);
      expect((await store.listLeads()).map((l) => l.email)).toEqual(['old.friend@gmail.com', 'oldfriend+again@googlemail.com']);
    });
  });

  test('a database from before the stored key gets it; confirmations already sent count under the new key', async () => {
    ({ store, dispose } = await target.open({ migrate: false }));
    await (await createMigrator(store.db, store.dialect)).migrateTo('2026-11-27-0003-estimates');
    // Rows as the previous version wrote them: the throttle's key was case- and tag-blind only.
    const createdAt = NOW.toISOString();
    for (const [reference, email, oldKey] of [
      ['IV-OLD001', 'Jo.Smith@gmail.com', 'jo.smith@gmail.com'],
      ['IV-OLD002', 'josmith+x@googlemail.com', 'josmith@googlemail.com'],
      ['IV-OLD003', 'Jo.Smith@Lab.example', 'jo.smith@lab.example'],
    ]) {
      await sql`insert into leads (reference, kind, name, email, created_at) values (${reference}, 'contact', 'Jo', ${email}, ${createdAt})`.execute(
        store.db,
      );
      await sql`insert into outbox (lead_id, kind, to_name, to_address, subject, text, next_attempt_at, created_at, recipient_key)
        select id, 'confirmation', '', email, 'S', 'T', created_at, created_at, cast(${oldKey} as text) from leads where reference = ${reference}`.execute(
        store.db,
      );
    }

    await store.migrate();

    const keys = await store.db.selectFrom('leads').select(['reference', 'email_key']).orderBy('reference').execute();
    expect(keys).toEqual([
      { reference: 'IV-OLD001', email_key: 'josmith@gmail.com' },
      { reference: 'IV-OLD002', email_key: 'josmith@gmail.com' },
      { reference: 'IV-OLD003', email_key: 'jo.smith@lab.example' },
    ]);
    expect((await store.findPerson('jo.smith@googlemail.com')).leads.map((l) => l.reference)).toEqual(['IV-OLD001', 'IV-OLD002']);
    const recipients = await store.db.selectFrom('outbox').select('recipient_key').orderBy('id').execute();
    expect(recipients.map((row) => row.recipient_key)).toEqual(['josmith@gmail.com', 'josmith@gmail.com', 'jo.smith@lab.example']);

    // The inbox had two confirmations today; under a limit of three, one more is sent and no other.
    const limit = { max: 3, windowMs: 24 * 60 * 60 * 1000 };
    const results = [];
    for (const email of ['j.o.s.m.i.t.h@gmail.com', 'JoSmith@googlemail.com']) {
      results.push(await store.recordLead({ lead: lead(email), mails: [confirmationTo(email, 'josmith@gmail.com')], confirmationLimit: limit }));
    }
    expect(results.map((r) => r.outcome === 'stored' && r.confirmationDropped)).toEqual([false, true]);
  });
});

describe('the confirmation throttle over HTTP', () => {
  let api: TestService;

  beforeAll(async () => {
    api = await startService();
  });
  afterAll(async () => {
    await api.close();
  });

  test('eight submissions to spellings of one Gmail inbox get three confirmations; every lead is stored', async () => {
    const spellings = [
      'ada.lovelace@gmail.com',
      'adalovelace@gmail.com',
      'a.d.a.lovelace@gmail.com',
      'Ada.Lovelace@googlemail.com',
      'adalovelace@googlemail.com',
      'ada.love.lace+1@gmail.com',
      'A.DALOVELACE+news@GoogleMail.com',
      'ad.alovelac.e@gmail.com',
    ];
    const references: string[] = [];
    for (const email of spellings) {
      const reply = await api.send({ path: '/sendEmail', body: { ...contactBody, email } });
      expect(reply.status).toBe(201);
      references.push(reply.text.match(REFERENCE)?.[0] ?? '');
    }

    expect(api.counts().leads).toBe(8);
    const confirmations = api.db
      .prepare("select leads.reference from outbox join leads on leads.id = outbox.lead_id where outbox.kind = 'confirmation' order by outbox.id")
      .all() as { reference: string }[];
    expect(confirmations.map((row) => row.reference)).toEqual(references.slice(0, 3));
    // Every lead still reaches sales.
    await eventually(() => (api.counts().outbox === 8 + 3 ? true : undefined));
  });
});
