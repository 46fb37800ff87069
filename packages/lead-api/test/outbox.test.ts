/**
 * The outbox sender against a real store and a scripted transport: backoff, giving up, never sending an
 * e-mail twice, and finishing its round on stop; and against an SMTP server on loopback: a permanent
 * refusal ends the retries, a temporary one does not.
 */
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { silentLogger } from '../src/logger';
import { MAX_RETRY_DELAY_MS, OutboxSender, retryDelay } from '../src/mail/outbox';
import { createMailTransport, isPermanentRejection, type MailTransport, type OutgoingMail } from '../src/mail/transport';
import type { KyselyLeadStore, NewLead, NewMail } from '../src/store';
import { SmtpPeer } from './support/smtp-peer';
import { STORE_TARGETS } from './support/stores';

test('retry delays double from the base and stop at one hour', () => {
  expect([1, 2, 3, 4].map((failures) => retryDelay(failures, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelay(12, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  expect(retryDelay(60, 30_000)).toBe(MAX_RETRY_DELAY_MS);
});

test('a 5xx reply is a permanent refusal, except a refused login; a 4xx reply or no reply is not', () => {
  const smtpError = (responseCode: number | undefined, code: string) =>
    Object.assign(new Error(`${responseCode ?? ''} reply`), { responseCode, code });
  expect(isPermanentRejection(smtpError(550, 'EENVELOPE'))).toBe(true);
  expect(isPermanentRejection(smtpError(554, 'EMESSAGE'))).toBe(true);
  expect(isPermanentRejection(smtpError(535, 'EAUTH'))).toBe(false);
  expect(isPermanentRejection(smtpError(451, 'EENVELOPE'))).toBe(false);
  expect(isPermanentRejection(smtpError(undefined, 'ECONNECTION'))).toBe(false);
  expect(isPermanentRejection(new Error('550 in the text only'))).toBe(false);
});

/** Fails the first `failures` sends, then delivers; records every send. */
class ScriptedTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly sent: OutgoingMail[] = [];
  calls = 0;
  constructor(
    private failures = 0,
    private readonly delayMs = 0,
  ) {}
  async send(mail: OutgoingMail) {
    this.calls += 1;
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('421 Service not available');
    }
    this.sent.push(mail);
  }
  close() {}
}

const T0 = new Date('2026-03-02T09:00:00.000Z');
let serial = 0;
const lead = (): NewLead => ({
  kind: 'contact',
  reference: `IV-S${String(++serial).padStart(5, '0')}`,
  name: 'Ada',
  email: 'ada@lab.example',
  phone: '',
  organization: '',
  jobTitle: '',
  researchAreas: '',
  intent: '',
  marketingOptIn: false,
  message: 'Hi',
  product: '',
  productName: 'General Inquiry',
  topic: 'general',
  fileName: '',
  page: '',
  referrer: '',
  utm: {},
  configuration: null,
  clientIp: '',
  userAgent: '',
  createdAt: T0,
});
const oneMail: NewMail[] = [{ kind: 'notification', to: { name: 'Sales', address: 'sales@ionvale.example' }, subject: 'S', text: 'T' }];

describe.each(STORE_TARGETS)('OutboxSender on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;
  let clock: Date;
  const sender = (transport: MailTransport, overrides: Partial<ConstructorParameters<typeof OutboxSender>[0]> = {}) =>
    new OutboxSender({
      store,
      transport,
      from: { name: 'Ionvale', address: 'no-reply@ionvale.example' },
      retryBaseMs: 30_000,
      leaseMs: 60_000,
      pollMs: 10,
      logger: silentLogger,
      now: () => clock,
      ...overrides,
    });
  const outbox = () => store.db.selectFrom('outbox').select(['status', 'attempts', 'next_attempt_at', 'last_error']).execute();

  beforeEach(async () => {
    ({ store, dispose } = await target.open());
    clock = T0;
  });
  afterEach(async () => {
    await dispose();
  });

  test('failures back off exponentially, then the e-mail is delivered', async () => {
    await store.recordLead({ lead: lead(), mails: oneMail });
    const transport = new ScriptedTransport(2);
    const outboxSender = sender(transport);

    expect(await outboxSender.deliverDue()).toBe(1);
    expect(await outbox()).toEqual([
      { status: 'pending', attempts: 1, next_attempt_at: '2026-03-02T09:00:30.000Z', last_error: '421 Service not available' },
    ]);
    clock = new Date('2026-03-02T09:00:29.999Z');
    expect(await outboxSender.deliverDue()).toBe(0);
    clock = new Date('2026-03-02T09:00:30.000Z');
    await outboxSender.deliverDue();
    expect((await outbox())[0]).toMatchObject({ attempts: 2, next_attempt_at: '2026-03-02T09:01:30.000Z' }); // 2 x base
    clock = new Date('2026-03-02T09:01:30.000Z');
    await outboxSender.deliverDue();

    expect(await outbox()).toEqual([{ status: 'sent', attempts: 3, next_attempt_at: expect.any(String), last_error: null }]);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      to: { address: 'sales@ionvale.example' },
      messageId: expect.stringMatching(/^<IV-S\d+\.notification\.\d+@ionvale\.example>$/),
    });
  });

  test('every attempt at one e-mail carries the same Message-ID, so a receiver can drop a repeat', async () => {
    await store.recordLead({ lead: lead(), mails: oneMail });
    const ids: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async send(mail) {
        ids.push(mail.messageId);
        if (ids.length < 3) throw new Error('451 try later');
      },
      close() {},
    };
    const outboxSender = sender(transport);
    for (let i = 0; i < 3; i++) {
      await outboxSender.deliverDue();
      clock = new Date(clock.getTime() + MAX_RETRY_DELAY_MS);
    }
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  test('retries go on for the whole window (24 hours by default), then the e-mail is failed and left alone', async () => {
    await store.recordLead({ lead: lead(), mails: oneMail });
    const transport = new ScriptedTransport(999);
    const outboxSender = sender(transport);
    const windowEnd = T0.getTime() + 24 * 3_600_000;
    let lastAttempt = T0;
    for (let round = 0; round < 100; round++) {
      const [row] = await outbox();
      if (row!.status !== 'pending') break;
      clock = new Date(row!.next_attempt_at);
      lastAttempt = clock;
      await outboxSender.deliverDue();
    }
    expect(await outbox()).toMatchObject([{ status: 'failed' }]);
    // The last attempt is at the window's end, not hours before it: 30 s, 1 min, 2 min ... then hourly.
    expect(lastAttempt.getTime()).toBe(windowEnd);
    const calls = transport.calls;
    clock = new Date(windowEnd + 10 * MAX_RETRY_DELAY_MS);
    await outboxSender.deliverDue();
    expect(transport.calls).toBe(calls);
  });

  test('a window set per lead is honoured: a 2-hour window ends after 2 hours of retries', async () => {
    await store.recordLead({ lead: lead(), mails: oneMail, retryUntil: new Date(T0.getTime() + 2 * 3_600_000) });
    const transport = new ScriptedTransport(999);
    const outboxSender = sender(transport);
    for (let round = 0; round < 50; round++) {
      const [row] = await outbox();
      if (row!.status !== 'pending') break;
      clock = new Date(row!.next_attempt_at);
      await outboxSender.deliverDue();
    }
    expect(clock.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(await outbox()).toMatchObject([{ status: 'failed' }]);
  });

  test('requeued failed e-mails are sent again, with a fresh window', async () => {
    await store.recordLead({ lead: lead(), mails: oneMail, retryUntil: T0 });
    const outboxSender = sender(new ScriptedTransport(1));
    await outboxSender.deliverDue();
    expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 1 }]);

    clock = new Date(T0.getTime() + 3 * 24 * 3_600_000);
    expect(await store.requeueFailedMails({ now: clock, retryUntil: new Date(clock.getTime() + 3_600_000) })).toBe(1);
    await outboxSender.deliverDue();
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(await store.requeueFailedMails({ now: clock, retryUntil: clock })).toBe(0);
  });

  test('overlapping rounds never send the same e-mail twice', async () => {
    for (let i = 0; i < 12; i++) await store.recordLead({ lead: lead(), mails: oneMail });
    const transport = new ScriptedTransport(0, 5);
    const outboxSender = sender(transport, { batchSize: 4 });
    await Promise.all([outboxSender.deliverDue(), outboxSender.deliverDue(), outboxSender.deliverDue(), outboxSender.deliverDue()]);
    const ids = transport.sent.map((mail) => mail.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  describe('against an SMTP server', () => {
    let peer: SmtpPeer;
    let smtp: MailTransport;
    const attempts = () => store.db.selectFrom('mail_attempts').select(['ok', 'error']).orderBy('id').execute();
    beforeAll(async () => {
      peer = await SmtpPeer.start();
      smtp = createMailTransport({ smtpUrl: peer.url, outboxDir: tmpdir() });
    });
    afterAll(async () => {
      smtp.close();
      await peer.down();
    });
    beforeEach(() => {
      peer.recipientReply = undefined;
      peer.received.length = 0;
    });

    test('a 550 to RCPT TO ends the retries at once: one attempt, recorded with the reply, and the e-mail failed', async () => {
      peer.recipientReply = { code: 550, message: '5.1.1 <sales@ionvale.example>: no such mailbox' };
      await store.recordLead({ lead: lead(), mails: oneMail });
      const outboxSender = sender(smtp);

      expect(await outboxSender.deliverDue()).toBe(1);
      expect(await outbox()).toEqual([
        {
          status: 'failed',
          attempts: 1,
          next_attempt_at: expect.any(String),
          last_error: expect.stringContaining('550 5.1.1 <sales@ionvale.example>: no such mailbox'),
        },
      ]);
      expect(await attempts()).toEqual([{ ok: 0, error: expect.stringContaining('550 5.1.1') }]);

      clock = new Date(T0.getTime() + 25 * 3_600_000);
      expect(await outboxSender.deliverDue()).toBe(0);
      expect(await attempts()).toHaveLength(1);
      // What `leads mail status` prints.
      expect(await store.mailStatus()).toEqual({
        counts: { pending: 0, sent: 0, failed: 1 },
        failed: [
          {
            id: expect.any(Number),
            reference: expect.stringMatching(/^IV-S\d+$/),
            kind: 'notification',
            to: 'sales@ionvale.example',
            attempts: 1,
            lastError: expect.stringContaining('550 5.1.1'),
            createdAt: T0.toISOString(),
          },
        ],
      });
    });

    test('no answer and a 451 are retried with backoff; a 550 on a later attempt ends the retries there', async () => {
      const unreachable = await SmtpPeer.reservePort();
      const down = createMailTransport({ smtpUrl: unreachable.url, outboxDir: tmpdir() });
      await store.recordLead({ lead: lead(), mails: oneMail });

      await sender(down).deliverDue();
      down.close();
      expect(await outbox()).toEqual([
        { status: 'pending', attempts: 1, next_attempt_at: '2026-03-02T09:00:30.000Z', last_error: expect.stringContaining('ECONNREFUSED') },
      ]);

      peer.recipientReply = { code: 451, message: '4.7.1 Greylisted, try again later' };
      clock = new Date('2026-03-02T09:00:30.000Z');
      await sender(smtp).deliverDue();
      expect(await outbox()).toEqual([
        { status: 'pending', attempts: 2, next_attempt_at: '2026-03-02T09:01:30.000Z', last_error: expect.stringContaining('451 4.7.1 Greylisted') },
      ]);

      peer.recipientReply = { code: 550, message: '5.7.1 Relaying denied' };
      clock = new Date('2026-03-02T09:01:30.000Z');
      await sender(smtp).deliverDue();
      expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 3, last_error: expect.stringContaining('550 5.7.1 Relaying denied') }]);
      expect((await attempts()).map((attempt) => attempt.ok)).toEqual([0, 0, 0]);
      expect(peer.received).toHaveLength(0);
    });
  });

  test('a woken sender delivers at once; stop waits for the send in progress', async () => {
    clock = new Date(); // real time for the loop
    const transport = new ScriptedTransport(0, 50);
    const outboxSender = sender(transport, { pollMs: 60_000, now: () => new Date() });
    outboxSender.start();
    await store.recordLead({ lead: { ...lead(), createdAt: new Date() }, mails: oneMail });
    outboxSender.wake();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the send has started, not finished
    await outboxSender.stop();
    expect(transport.sent).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });
});
