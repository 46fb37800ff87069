/**
 * The lead API over real HTTP, with a real SQLite file and a real SMTP peer on loopback: what a visitor's
 * submission leaves behind (one lead, two e-mails), and what happens when mail or the network misbehaves.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { parseMail } from './support/mail';
import { contactBody, downloadBody, eventually, quoteBody, REFERENCE, startService, type TestService } from './support/service';
import { SmtpPeer, type ReceivedMail } from './support/smtp-peer';

const referenceOf = (text: string) => text.match(REFERENCE)?.[0] ?? '';
const forReference = (reference: string) => (mail: ReceivedMail) => mail.subject.includes(reference);

describe('with an SMTP peer', () => {
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

  test('a contact message stores one lead and delivers a notification and a confirmation', async () => {
    const reply = await api.send({ path: '/sendEmail', body: contactBody });

    expect(reply.status).toBe(201);
    expect(reply.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.text).toMatch(/^Thank you\. Your reference number is IV-[A-Z0-9]{6}\. We will reply within 1 business day\.$/);
    const reference = referenceOf(reply.text);
    const lead = api.db.prepare('select * from leads where reference = ?').get(reference) as Record<string, unknown>;
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      phone: '+44 20 7946 0000',
      organization: 'Analytical Engines Ltd',
      message: contactBody.message,
      product_name: 'General Inquiry',
      topic: 'service',
      client_ip: '127.0.0.1',
    });

    const mails = await peer.waitFor(2, forReference(reference));
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('ada@analytical.example'))!;

    expect(notification.to).toBe('Ionvale Sales <sales@ionvale.example>');
    expect(notification.from).toBe('Ionvale Systems <no-reply@ionvale.example>');
    // No visitor text in any header: the bare address to reply to, a subject of our own words.
    expect(notification.replyTo).toBe('ada@analytical.example');
    expect(notification.subject).toBe(`Contact message ${reference}`);
    expect(notification.text).toContain('What the visitor typed (unchecked: verify before acting on it):');
    expect(notification.contentType).toBe('text/plain; charset=utf-8');
    for (const line of [
      `Reference:    ${reference}`,
      'Topic:        service',
      'Name:         Ada Lovelace',
      'Email:        ada@analytical.example',
      'Phone:        +44 20 7946 0000',
      'Organization: Analytical Engines Ltd',
      contactBody.message,
    ]) {
      expect(notification.text).toContain(line);
    }

    expect(confirmation.to).toBe('ada@analytical.example');
    expect(confirmation.text).not.toContain('Ada');
    expect(confirmation.replyTo).toBe('sales@ionvale.example');
    expect(confirmation.subject).toBe(`We received your message (${reference})`);
    expect(confirmation.text).toContain(`Your reference number is ${reference}.`);
    expect(confirmation.text).toContain('We will reply within 1 business day.');
    // The visitor's own message is not echoed to whatever address was typed.
    expect(confirmation.text).not.toContain('service visit');

    await eventually(() => (countWhere(api, "status = 'sent'", reference) === 2 ? true : undefined));
  });

  test('a quote request stores one lead and delivers two e-mails naming the product', async () => {
    const before = api.counts();
    const reply = await api.send({ path: '/sendEmail', body: quoteBody });

    expect(reply.status).toBe(201);
    const reference = referenceOf(reply.text);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
    const lead = api.db.prepare('select kind, product, product_name, phone from leads where reference = ?').get(reference);
    expect(lead).toEqual({ kind: 'quote', product: 'icp-etcher', product_name: 'ICP Etcher', phone: '+1 617 555 0100' });

    const mails = await peer.waitFor(2, forReference(reference));
    const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('grace@harvard-lab.example'))!;
    expect(notification.subject).toBe(`Quote request ${reference}: ICP Etcher`);
    expect(notification.text).toContain('Product:      ICP Etcher');
    expect(notification.text).toContain('Product id:   icp-etcher');
    expect(notification.text).toContain('Product name: ICP Etcher');
    expect(notification.text).toContain('Please quote an ICP etcher for 150 mm wafers.');
    expect(confirmation.subject).toBe(`We received your quote request (${reference})`);
    expect(confirmation.text).toContain('Thank you for your quote request for ICP Etcher.');
  });

  test('a download lead stores one lead with file, page, referrer and utm, and delivers two e-mails', async () => {
    const before = api.counts();
    const reply = await api.send({ path: '/leads', body: downloadBody });

    expect(reply.status).toBe(201);
    const reference = referenceOf(reply.text);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
    const lead = api.db.prepare('select * from leads where reference = ?').get(reference) as Record<string, unknown>;
    expect(lead).toMatchObject({
      kind: 'download',
      name: 'Rosalind Franklin',
      organization: "King's College London",
      research_areas: 'X-ray crystallography, thin films',
      job_title: 'Research fellow',
      intent: 'Actively looking to buy',
      marketing_opt_in: 1,
      file_name: 'ald-system-datasheet.pdf',
      page: '/products/ald-system',
      referrer: 'https://www.search.example/?q=ald',
    });
    expect(JSON.parse(lead.utm as string)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring-2026' });

    const mails = await peer.waitFor(2, forReference(reference));
    const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('rosalind@kings.example'))!;
    for (const line of [
      'Document:         the ALD System datasheet',
      'File name:        ald-system-datasheet.pdf',
      'Full name:        Rosalind Franklin',
      'Research areas:   X-ray crystallography, thin films',
      'Intent:           Actively looking to buy',
      'Marketing opt-in: Yes (1 to 2 e-mails a month), to be confirmed by the link we sent',
      'utm_source:       newsletter',
      'utm_campaign:     spring-2026',
    ]) {
      expect(notification.text).toContain(line);
    }
    expect(confirmation.subject).toBe(`Your download from Ionvale Systems (${reference})`);
    expect(confirmation.text).toContain('Thank you for downloading the ALD System datasheet.');
    expect(confirmation.text).not.toContain('Rosalind');
    expect(confirmation.text).toContain('We will reply within 1 business day.');
  });

  test('an Idempotency-Key replay returns the first answer and stores nothing new', async () => {
    const key = 'replay-4f1c9a0e-6a55-4d0e-9c43-1d0b5f0d6d2e';
    const first = await api.send({ path: '/sendEmail', body: quoteBody, headers: { 'Idempotency-Key': key } });
    const after = api.counts();
    const again = await api.send({ path: '/sendEmail', body: quoteBody, headers: { 'Idempotency-Key': key } });

    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(api.counts()).toEqual(after);
  });

  test('ten concurrent duplicates with one key store one lead and get one answer', async () => {
    const before = api.counts();
    const key = 'concurrent-8d7f0b3e';
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => api.send({ path: '/sendEmail', body: contactBody, headers: { 'Idempotency-Key': key } })),
    );

    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
    const reference = referenceOf(replies[0]!.text);
    await peer.waitFor(2, forReference(reference));
    // Give a doubled e-mail the chance to show up before asserting there is none.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(peer.received.filter(forReference(reference))).toHaveLength(2);
  });

  test('GET /health reports the database', async () => {
    const reply = await api.send({ method: 'GET', path: '/health', headers: { 'Content-Type': undefined } });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  test('other methods get 405 naming POST', async () => {
    const reply = await api.send({ method: 'GET', path: '/sendEmail', headers: { 'Content-Type': undefined } });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('POST, OPTIONS');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const unknown = await api.send({ method: 'GET', path: '/nothing-here', headers: { 'Content-Type': undefined } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('with SMTP down', () => {
  let peer: SmtpPeer;
  let api: TestService;

  beforeAll(async () => {
    peer = await SmtpPeer.reservePort();
    api = await startService({ SMTP_URL: peer.url, MAIL_RETRY_BASE_MS: '50' });
  });
  afterAll(async () => {
    await api.close();
    await peer.down();
  });

  test('the visitor still gets 201, attempts are recorded, and the e-mails go out once SMTP is back', async () => {
    const reply = await api.send({ path: '/sendEmail', body: quoteBody });
    expect(reply.status).toBe(201);
    const reference = referenceOf(reply.text);

    // At least two failed attempts per e-mail, each recorded with its error, rows still pending.
    await eventually(() => (failedAttempts(api, reference) >= 4 ? true : undefined));
    const pending = api.db
      .prepare('select status, attempts, last_error from outbox where lead_id = (select id from leads where reference = ?)')
      .all(reference) as { status: string; attempts: number; last_error: string }[];
    for (const row of pending) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    await peer.up();
    const mails = await peer.waitFor(2, forReference(reference));
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['grace@harvard-lab.example', 'sales@ionvale.example']);

    const sent = await eventually(() => {
      const rows = api.db
        .prepare('select status, attempts, sent_at from outbox where lead_id = (select id from leads where reference = ?)')
        .all(reference) as { status: string; attempts: number; sent_at: string | null }[];
      return rows.every((row) => row.status === 'sent') ? rows : undefined;
    });
    for (const row of sent) {
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(row.sent_at).not.toBeNull();
    }
    const okAttempts = api.db
      .prepare(
        'select count(*) as n from mail_attempts where ok = 1 and outbox_id in (select id from outbox where lead_id = (select id from leads where reference = ?))',
      )
      .get(reference) as { n: number };
    expect(okAttempts.n).toBe(2);
  });
});

describe('without SMTP_URL', () => {
  let api: TestService;
  beforeAll(async () => {
    api = await startService();
  });
  afterAll(async () => {
    await api.close();
  });

  test('e-mails are written as .eml files under DATA_DIR/outbox', async () => {
    const reply = await api.send({ path: '/leads', body: downloadBody });
    const reference = referenceOf(reply.text);
    const outbox = path.join(api.dataDir, 'outbox');

    const files = await eventually(() => (countWhere(api, "status = 'sent'", reference) === 2 ? true : undefined)).then(() => readdir(outbox));
    const mine = files.filter((file) => file.includes(reference)).sort();
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(new RegExp(`^\\d{6}-${reference}-notification\\.eml$`));
    expect(mine[1]).toMatch(new RegExp(`^\\d{6}-${reference}-confirmation\\.eml$`));
    const mails = await Promise.all(mine.map(async (file) => parseMail(await readFile(path.join(outbox, file), 'utf8'))));
    const notification = mails.find((mail) => mail.to.includes('sales@ionvale.example'))!;
    expect(notification.raw).toContain('\r\n'); // RFC 822 line ends
    expect(notification.contentType).toBe('text/plain; charset=utf-8');
    expect(notification.text).toContain('Full name:        Rosalind Franklin');
    const confirmation = mails.find((mail) => mail.to.includes('rosalind@kings.example'))!;
    expect(confirmation.text).toContain(`Your reference number is ${reference}.`);
  });
});

describe('lifecycle', () => {
  let api: TestService | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  test('after stop, health is 503 and submissions are refused with 503, not 500', async () => {
    api = await startService();
    await api.service.stop();
    const health = await api.send({ method: 'GET', path: '/health', headers: { 'Content-Type': undefined } });
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toEqual({ status: 'error', database: 'unreachable' });
    const reply = await api.send({ path: '/sendEmail', body: contactBody });
    expect(reply.status).toBe(503);
    expect(reply.text).toBe('The service is not ready. Please try again in a moment.');
  });

  test('an allowed cross-origin site gets CORS answers, a preflight included', async () => {
    api = await startService({ ALLOWED_ORIGINS: 'https://www.ionvale.example' });
    const preflight = await api.send({
      method: 'OPTIONS',
      path: '/sendEmail',
      headers: {
        Origin: 'https://www.ionvale.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
        'Content-Type': undefined,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.ionvale.example');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');

    const refused = await api.send({ method: 'OPTIONS', path: '/sendEmail', headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);

    const reply = await api.send({ path: '/sendEmail', body: {}, headers: { Origin: 'https://www.ionvale.example' } });
    expect(reply.status).toBe(400);
    // Readable by the allowed site even when it is an error: the form shows this text.
    expect(reply.headers['access-control-allow-origin']).toBe('https://www.ionvale.example');
  });
});

function countWhere(api: TestService, condition: string, reference: string): number {
  return (
    api.db.prepare(`select count(*) as n from outbox where ${condition} and lead_id = (select id from leads where reference = ?)`).get(reference) as {
      n: number;
    }
  ).n;
}

function failedAttempts(api: TestService, reference: string): number {
  return (
    api.db
      .prepare(
        'select count(*) as n from mail_attempts where ok = 0 and outbox_id in (select id from outbox where lead_id = (select id from leads where reference = ?))',
      )
      .get(reference) as { n: number }
  ).n;
}
