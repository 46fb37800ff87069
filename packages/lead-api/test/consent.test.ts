/**
 * Marketing consent as the privacy policy promises it: a ticked box is confirmed by a link in the
 * e-mail (double opt-in), every such e-mail carries a one-click unsubscribe (RFC 8058), and the lead
 * records when consent was given, confirmed and withdrawn. Links are signed and single-purpose.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { downloadBody, REFERENCE, startService, type TestService } from './support/service';
import { SmtpPeer, type ReceivedMail } from './support/smtp-peer';

const referenceOf = (text: string) => text.match(REFERENCE)?.[0] ?? '';

interface Consent {
  marketing_opt_in: number;
  marketing_consent_at: string | null;
  marketing_confirmed_at: string | null;
  marketing_withdrawn_at: string | null;
}

describe('double opt-in and one-click unsubscribe', () => {
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

  const consent = (reference: string) =>
    api.db
      .prepare('select marketing_opt_in, marketing_consent_at, marketing_confirmed_at, marketing_withdrawn_at from leads where reference = ?')
      .get(reference) as Consent;

  /** The link as the e-mail has it, sent to this test's server instead of the public host. */
  const local = (link: string) => {
    const url = new URL(link);
    expect(url.origin + url.pathname.replace(/\/email\/\w+$/, '')).toBe('https://ionvale.example/api');
    return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
  };

  const optIn = async (email: string, marketingOptIn = true) => {
    const reply = await api.send({ path: '/leads', body: { ...downloadBody, email, marketingOptIn } });
    expect(reply.status).toBe(201);
    const reference = referenceOf(reply.text);
    const [mail] = await peer.waitFor(
      1,
      (m: ReceivedMail) => m.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()) && m.subject.includes(reference),
    );
    return { reference, mail: mail! };
  };

  const linksIn = (mail: ReceivedMail) => ({
    confirm: mail.text.match(/https:\/\/\S+\/email\/confirm\?token=\S+/)?.[0],
    unsubscribe: mail.text.match(/https:\/\/\S+\/email\/unsubscribe\?token=\S+/)?.[0],
  });

  test('a ticked box records consent and mails a confirmation link and a one-click unsubscribe', async () => {
    const { reference, mail } = await optIn('optin@lab.example');
    const row = consent(reference);
    expect(row.marketing_opt_in).toBe(1);
    expect(row.marketing_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.marketing_confirmed_at).toBeNull();

    const { confirm, unsubscribe } = linksIn(mail);
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBeDefined();
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Until you confirm, we send you nothing else.');
  });

  test('without the box there is no link and no List-Unsubscribe header', async () => {
    const { mail } = await optIn('nooptin@lab.example', false);
    expect(linksIn(mail)).toEqual({ confirm: undefined, unsubscribe: undefined });
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
  });

  test('opening the confirm link only shows a button; pressing it confirms, once', async () => {
    const { reference, mail } = await optIn('confirm@lab.example');
    const link = local(linksIn(mail).confirm!);

    // A mail scanner following the link changes nothing.
    const page = await api.send({ method: 'GET', path: link });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<h1>Confirm your subscription</h1>');
    expect(page.text).toContain('<form method="post"><button type="submit">Confirm subscription</button></form>');
    expect(consent(reference).marketing_confirmed_at).toBeNull();

    const done = await api.send({ method: 'POST', path: link, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(done.text).toContain('<h1>Subscription confirmed</h1>');
    const confirmedAt = consent(reference).marketing_confirmed_at;
    expect(confirmedAt).toMatch(/^\d{4}-/);

    // A second press keeps the first time.
    await api.send({ method: 'POST', path: link, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(consent(reference).marketing_confirmed_at).toBe(confirmedAt);
  });

  test('a one-click POST from a mail client (RFC 8058) withdraws consent on every lead of the address', async () => {
    const first = await optIn('leaving@lab.example');
    const second = await optIn('Leaving@Lab.example');
    const link = local(linksIn(second.mail).unsubscribe!);

    const reply = await api.send({
      method: 'POST',
      path: link,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<h1>You are unsubscribed</h1>');
    for (const { reference } of [first, second]) expect(consent(reference).marketing_withdrawn_at).toMatch(/^\d{4}-/);
  });

  test('tampered, swapped or foreign tokens are refused with a page that says so, and change nothing', async () => {
    const { reference, mail } = await optIn('tamper@lab.example');
    const { confirm, unsubscribe } = linksIn(mail);
    const confirmToken = new URL(confirm!).searchParams.get('token')!;
    const unsubscribeToken = new URL(unsubscribe!).searchParams.get('token')!;
    const [payload, signature] = confirmToken.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'victim@lab.example', t: Date.now() })).toString('base64url');

    for (const path of [
      `/email/unsubscribe?token=${confirmToken}`, // a confirm token used to unsubscribe
      `/email/confirm?token=${unsubscribeToken}`, // and the other way round
      `/email/unsubscribe?token=${forged}.${signature}`, // someone else's address under this signature
      `/email/confirm?token=${payload}.${signature!.slice(0, -2)}AA`,
      '/email/confirm?token=',
      '/email/confirm',
      '/email/unsubscribe?token=a.b.c',
    ]) {
      const reply = await api.send({ method: 'POST', path, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(reply.status, path).toBe(400);
      expect(reply.text).toContain('<h1>This link does not work</h1>');
    }
    expect(consent(reference)).toMatchObject({ marketing_confirmed_at: null, marketing_withdrawn_at: null });
  });

  test('other methods get 405', async () => {
    const reply = await api.send({ method: 'DELETE', path: '/email/unsubscribe?token=x' });
    expect(reply.status).toBe(405);
  });
});
