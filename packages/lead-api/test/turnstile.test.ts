/**
 * Bot-challenge verification against a stand-in for Cloudflare's siteverify on loopback.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { quoteBody, REFERENCE, startService, type TestService } from './support/service';

const SECRET = '0x4AAAAAAA-test-secret';

interface Verification {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** Answers like Cloudflare: 200 with {"success": true|false, ...}. 'good-token' is the only good token. */
class VerifyStandIn {
  readonly calls: Verification[] = [];
  /** When set, answers are held until this many verifications have arrived. */
  holdUntil = 0;
  private held: (() => void)[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      this.calls.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      const answer = () => {
        const success = form.get('secret') === SECRET && form.get('response') === 'good-token';
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(success ? { success, hostname: 'localhost', 'error-codes': [] } : { success, 'error-codes': ['invalid-input-response'] }));
      };
      this.held.push(answer);
      if (this.held.length >= this.holdUntil) this.held.splice(0).forEach((release) => release());
    });
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe('with TURNSTILE_SECRET_KEY set', () => {
  const verify = new VerifyStandIn();
  let api: TestService;

  beforeAll(async () => {
    const verifyUrl = await verify.start();
    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: verifyUrl });
  });
  afterAll(async () => {
    await api.close();
    await verify.stop();
  });
  afterEach(() => {
    verify.calls.length = 0;
    verify.holdUntil = 0;
  });

  test('a missing token is refused without asking the verify service', async () => {
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: '' } });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(verify.calls).toHaveLength(0);
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });

  test('a token the service rejects is refused', async () => {
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: 'bad-token' } });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(verify.calls).toEqual([{ secret: SECRET, response: 'bad-token', remoteip: '127.0.0.1' }]);
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });

  test('a good token is accepted and the lead stored', async () => {
    const reply = await api.send({ path: '/leads', body: { ...downloadWithToken, turnstileToken: 'good-token' } });
    expect(reply.status).toBe(201);
    expect(reply.text).toMatch(REFERENCE);
    expect(verify.calls).toEqual([{ secret: SECRET, response: 'good-token', remoteip: '127.0.0.1' }]);
    expect(api.counts()).toEqual({ leads: 1, outbox: 2 });
  });

  test('an Idempotency-Key replay is answered without spending the single-use token again', async () => {
    const request = { path: '/sendEmail', body: { ...quoteBody, turnstileToken: 'good-token' }, headers: { 'Idempotency-Key': 'ts-replay' } };
    const first = await api.send(request);
    const before = api.counts();
    const again = await api.send(request);
    expect(again).toMatchObject({ status: 201, text: first.text });
    expect(verify.calls).toHaveLength(1);
    expect(api.counts()).toEqual(before);
  });

  test('ten same-key requests that all pass the lookup before any commits still store one lead', async () => {
    // Held at the bot check until all ten have arrived: each has already looked the key up and found
    // nothing, so only the unique constraint inside the transaction stands between them and ten leads.
    verify.holdUntil = 10;
    const before = api.counts();
    const request = { path: '/sendEmail', body: { ...quoteBody, turnstileToken: 'good-token' }, headers: { 'Idempotency-Key': 'ts-race' } };
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.send(request)));

    expect(verify.calls).toHaveLength(10);
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
  });
});

describe('with the verify service unreachable or failing', () => {
  let api: TestService | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  test('connection refused gives 503 with Retry-After, not 500, and stores nothing', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: 'good-token' } });
    expect(reply).toMatchObject({ status: 503, text: 'The verification service is not answering. Please try again in a minute.' });
    expect(reply.headers['retry-after']).toBe('30');
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });

  test('a 500 from the verify service gives 503', async () => {
    const failing = http.createServer((_req, res) => {
      res.statusCode = 500;
      res.end('upstream error');
    });
    failing.listen(0, '127.0.0.1');
    await once(failing, 'listening');
    try {
      const port = (failing.address() as AddressInfo).port;
      api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
      const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: 'good-token' } });
      expect(reply.status).toBe(503);
      expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});

const downloadWithToken = {
  fullName: 'Lise Meitner',
  email: 'lise@kwi.example',
  organization: 'Kaiser Wilhelm Institute',
  researchAreas: 'Nuclear physics',
  intent: 'Expanding my knowledge',
  fileName: 'ald-system-datasheet.pdf',
};
