/**
 * The confirmation goes to whatever address was typed, so the form must not be a way to make the
 * company's mail server deliver someone else's words: only the company's text, the reference and names
 * from its own catalogue, at most three times a day per mailbox. The sales notification keeps visitor text
 * out of its headers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactBody, downloadBody, eventually, quoteBody, REFERENCE, startService, type TestService } from './support/service';
import { SmtpPeer, type ReceivedMail } from './support/smtp-peer';

const referenceOf = (text: string) => text.match(REFERENCE)?.[0] ?? '';
const forReference = (reference: string) => (mail: ReceivedMail) => mail.subject.includes(reference);
const to = (address: string) => (mail: ReceivedMail) => mail.envelopeTo.includes(address);

const PHISH = 'Your password expires today: reset it at https://phish.example/reset';

describe('mail that cannot be abused', () => {
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

  const deliver = async (path: string, body: object, victim: string) => {
    const reply = await api.send({ path, body });
    expect(reply.status).toBe(201);
    const reference = referenceOf(reply.text);
    const mails = await peer.waitFor(2, forReference(reference));
    return { reference, confirmation: mails.find(to(victim))!, notification: mails.find(to('sales@ionvale.example'))! };
  };

  test('a quote request carrying a phishing text in every free field confirms in the company’s words only', async () => {
    const victim = 'victim@university.example';
    const { reference, confirmation, notification } = await deliver(
      '/sendEmail',
      {
        ...quoteBody,
        email: victim,
        name: 'Ionvale Security Team',
        productName: PHISH,
        product: 'password-reset',
        organization: 'https://phish.example',
        phone: '+1 555 PHISH',
        message: PHISH,
      },
      victim,
    );

    expect(confirmation.to).toBe(victim);
    expect(confirmation.subject).toBe(`We received your quote request (${reference})`);
    expect(confirmation.text).toContain('Thank you for your quote request for our systems.');
    for (const typed of ['Security Team', 'phish', 'password', 'PHISH']) {
      expect(confirmation.raw).not.toContain(typed);
    }

    // The notification shows what was typed, in its body, labelled; never in a header.
    expect(notification.subject).toBe(`Quote request ${reference}`);
    expect(notification.replyTo).toBe(victim);
    expect(notification.text).toContain('Product:      not one of our catalogue entries (see below)');
    expect(notification.text).toContain(`Product name: ${PHISH}`);
    const head = notification.raw.slice(0, notification.raw.search(/\r?\n\r?\n/));
    expect(head).not.toMatch(/phish|Security Team/i);
  });

  test('a product named exactly as in the catalogue, without its id, is named; the startup package too', async () => {
    const victim = 'pi@startup-lab.example';
    const { confirmation, notification, reference } = await deliver(
      '/sendEmail',
      { ...quoteBody, email: victim, productName: 'Startup Package', product: '' },
      victim,
    );
    expect(confirmation.text).toContain('Thank you for your quote request for Startup Package.');
    expect(notification.subject).toBe(`Quote request ${reference}: Startup Package`);
  });

  test('a download naming a file the site does not offer gets a generic phrase, never the file name', async () => {
    const victim = 'reader@institute.example';
    const { confirmation, notification, reference } = await deliver(
      '/leads',
      { ...downloadBody, email: victim, fullName: 'IT Helpdesk', fileName: PHISH, marketingOptIn: false },
      victim,
    );
    expect(confirmation.text).toContain('Thank you for downloading a document from our website.');
    expect(confirmation.raw).not.toMatch(/phish|password|Helpdesk/i);
    expect(notification.subject).toBe(`Download ${reference}`);
    expect(notification.text).toContain(`File name:        ${PHISH}`);
  });

  test('at most three confirmations per mailbox a day, however the address is spelled; every lead is stored and reaches sales', async () => {
    const spellings = ['target@lab.example', 'Target@Lab.example', 'target+1@lab.example', 'TARGET+x@lab.example', 'target@LAB.EXAMPLE'];
    const references: string[] = [];
    for (const email of spellings) {
      const reply = await api.send({ path: '/sendEmail', body: { ...contactBody, email } });
      // The answer is the same: a sender learns nothing about earlier use of the address.
      expect(reply.status).toBe(201);
      expect(reply.text).toMatch(/^Thank you\. Your reference number is IV-/);
      references.push(referenceOf(reply.text));
    }

    const stored = references.map((reference) => api.db.prepare('select 1 from leads where reference = ?').get(reference));
    expect(stored.every(Boolean)).toBe(true);
    const toSales = await peer.waitFor(5, (mail) => to('sales@ionvale.example')(mail) && references.some((ref) => mail.subject.includes(ref)));
    expect(toSales).toHaveLength(5);

    await eventually(() => {
      const pending = api.db.prepare("select count(*) as n from outbox where status = 'pending'").get() as { n: number };
      return pending.n === 0 ? true : undefined;
    });
    const confirmations = peer.received.filter(
      (mail) => !mail.envelopeTo.includes('sales@ionvale.example') && references.some((ref) => mail.subject.includes(ref)),
    );
    expect(confirmations.map((mail) => mail.subject)).toEqual(references.slice(0, 3).map((ref) => `We received your message (${ref})`));
  });
});
