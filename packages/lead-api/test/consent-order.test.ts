/**
 * Consent in the order it was given: a confirm link is valid for 30 days, and an unsubscribe within them,
 * from any spelling of the mailbox, is the later word. The link then changes nothing and its page says so.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { KyselyLeadStore, NewLead } from '../src/store';
import { downloadBody, REFERENCE, startService, type TestService } from './support/service';
import { SmtpPeer, type ReceivedMail } from './support/smtp-peer';
import { STORE_TARGETS } from './support/stores';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2029-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let serial = 0;
function lead(email: string, createdAt: Date): NewLead {
  return {
    kind: 'download',
    reference: `IV-C${String(++serial).padStart(5, '0')}`,
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
  };
}

describe.each(STORE_TARGETS)('confirming after an unsubscribe on $name', (target) => {
  let store: KyselyLeadStore;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ store, dispose } = await target.open());
  });
  afterEach(async () => {
    await dispose();
  });

  const record = async (email: string, createdAt: Date) => {
    const input = lead(email, createdAt);
    await store.recordLead({ lead: input, mails: [] });
    return input.reference;
  };
  const consentOf = async (reference: string) => (await store.listLeads()).find((stored) => stored.reference === reference)!;

  test('a confirm link older than the unsubscribe leaves consent withdrawn', async () => {
    const reference = await record('ada@lab.example', daysAgo(10));
    await store.withdrawMarketing('ada@lab.example', daysAgo(5));

    expect(await store.marketingConfirmation(reference)).toBe('withdrawn');
    expect(await store.confirmMarketing(reference, NOW)).toBe('withdrawn');
    expect(await consentOf(reference)).toMatchObject({ marketingConfirmedAt: null, marketingWithdrawnAt: daysAgo(5) });
  });

  test('a confirmation, then an unsubscribe, then the old link again: the unsubscribe stands', async () => {
    const reference = await record('ada@lab.example', daysAgo(10));
    expect(await store.confirmMarketing(reference, daysAgo(9))).toBe('confirmed');
    await store.withdrawMarketing('ada@lab.example', daysAgo(5));

    expect(await store.confirmMarketing(reference, NOW)).toBe('withdrawn');
    expect(await consentOf(reference)).toMatchObject({ marketingConfirmedAt: daysAgo(9), marketingWithdrawnAt: daysAgo(5) });
  });

  test('an unsubscribe from another spelling of the mailbox counts as well', async () => {
    const reference = await record('Ada@Lab.example', daysAgo(10));
    await record('ada+news@lab.example', daysAgo(8));
    await store.withdrawMarketing('ada+news@lab.example', daysAgo(5));

    expect(await store.confirmMarketing(reference, NOW)).toBe('withdrawn');
    expect((await consentOf(reference)).marketingConfirmedAt).toBeNull();
  });

  test('a lead stored while the unsubscribe ran, so left unmarked, is not confirmed either', async () => {
    await record('ada@lab.example', daysAgo(20));
    await store.withdrawMarketing('ada@lab.example', daysAgo(5));
    // Made a moment before the unsubscribe, committed a moment after it.
    const reference = await record('ada@lab.example', new Date(daysAgo(5).getTime() - 1));
    expect((await consentOf(reference)).marketingWithdrawnAt).toBeNull();

    expect(await store.confirmMarketing(reference, NOW)).toBe('withdrawn');
    expect((await consentOf(reference)).marketingConfirmedAt).toBeNull();
  });

  test('a new opt-in after the unsubscribe is a new consent, and its link confirms it', async () => {
    const before = await record('ada@lab.example', daysAgo(10));
    await store.withdrawMarketing('ada@lab.example', daysAgo(5));
    const after = await record('ada+again@lab.example', daysAgo(2));

    expect(await store.confirmMarketing(after, NOW)).toBe('confirmed');
    expect(await consentOf(after)).toMatchObject({ marketingConfirmedAt: NOW, marketingWithdrawnAt: null });
    expect(await store.confirmMarketing(before, NOW)).toBe('withdrawn');
  });

  test("another mailbox's unsubscribe changes nothing", async () => {
    const reference = await record('ada@lab.example', daysAgo(10));
    await record('adam@lab.example', daysAgo(10));
    await store.withdrawMarketing('adam@lab.example', daysAgo(5));

    expect(await store.confirmMarketing(reference, NOW)).toBe('confirmed');
  });
});

describe('the confirm page after an unsubscribe', () => {
  let peer: SmtpPeer;
  let api: TestService;

  beforeAll(async () => {
    peer = await SmtpPeer.start();
    api = await startService({ SMTP_URL: peer.url });
  });
  afterAll(async () => {
    await api.close();
    await peer.down();
  });

  const optIn = async (email: string) => {
    const reply = await api.send({ path: '/leads', body: { ...downloadBody, email, marketingOptIn: true } });
    expect(reply.status).toBe(201);
    const reference = reply.text.match(REFERENCE)![0];
    const [mail] = await peer.waitFor(
      1,
      (m: ReceivedMail) => m.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()) && m.subject.includes(reference),
    );
    const link = (purpose: string) => {
      const url = new URL(mail!.text.match(new RegExp(`https://\\S+/email/${purpose}\\?token=\\S+`))![0]);
      return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    };
    return { reference, confirm: link('confirm'), unsubscribe: link('unsubscribe') };
  };
  const post = (path: string) => api.send({ method: 'POST', path, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const consent = (reference: string) =>
    api.db.prepare('select marketing_confirmed_at, marketing_withdrawn_at from leads where reference = ?').get(reference);

  test('says the address unsubscribed, offers no button, and subscribes nobody', async () => {
    const first = await optIn('changed.mind@lab.example');
    const second = await optIn('Changed.Mind+downloads@lab.example');
    expect((await post(second.unsubscribe)).status).toBe(200);

    for (const reply of [await api.send({ method: 'GET', path: first.confirm }), await post(first.confirm)]) {
      expect(reply.status).toBe(409);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.text).toContain('<h1>You have unsubscribed</h1>');
      expect(reply.text).toContain('so it no longer subscribes you');
      expect(reply.text).not.toContain('<button');
    }
    expect(consent(first.reference)).toMatchObject({ marketing_confirmed_at: null, marketing_withdrawn_at: expect.stringMatching(/^\d{4}-/) });
  });
});
