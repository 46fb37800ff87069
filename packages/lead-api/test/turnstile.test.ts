/**
 * Bot-challenge verification against a stand-in for Cloudflare's siteverify on loopback.
 */
import { once } from 'node:events';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError } from '../src/config';
import { createLeadService } from '../src/index';
import { silentLogger } from '../src/logger';
import { COMPANY, contactBody, quoteBody, REFERENCE, startService, type TestService } from './support/service';

const SECRET = '0x4AAAAAAA-test-secret';
const ALLOWED_ORIGIN = 'https://www.ionvale.example';
/** The host of the company's `siteUrl`. */
const COMPANY_HOST = new URL(COMPANY.siteUrl).hostname;

interface Verification {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** Where and for which form a token was solved, as Cloudflare reports it back. */
interface Solved {
  hostname: string;
  action: string;
}

/**
 * Answers like Cloudflare: 200 with {"success": true|false, ...}, and for a good token the hostname of the
 * page and the action of the widget it was solved with. Good tokens are the ones `solve` handed out.
 */
class VerifyStandIn {
  readonly calls: Verification[] = [];
  private readonly solved = new Map<string, Solved>();
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
        const solved = form.get('secret') === SECRET ? this.solved.get(form.get('response') ?? '') : undefined;
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify(
            solved
              ? { success: true, challenge_ts: new Date().toISOString(), ...solved, 'error-codes': [] }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      };
      this.held.push(answer);
      if (this.held.length >= this.holdUntil) this.held.splice(0).forEach((release) => release());
    });
  });

  /** A token for a widget with `action` solved on a page at `hostname` (the company's site by default). */
  solve(action: string, hostname = COMPANY_HOST): string {
    const token = `token-${this.solved.size + 1}-${action}-${hostname}`;
    this.solved.set(token, { hostname, action });
    return token;
  }

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
    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: verifyUrl, ALLOWED_ORIGINS: ALLOWED_ORIGIN });
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
    const token = verify.solve('download');
    const reply = await api.send({ path: '/leads', body: { ...downloadWithToken, turnstileToken: token } });
    expect(reply.status).toBe(201);
    expect(reply.text).toMatch(REFERENCE);
    expect(verify.calls).toEqual([{ secret: SECRET, response: token, remoteip: '127.0.0.1' }]);
    expect(api.counts()).toEqual({ leads: 1, outbox: 2 });
  });

  test.each([
    ['the download gate', 'download', '/sendEmail', quoteBody],
    ['the contact form', 'contact', '/sendEmail', quoteBody],
    ['the quote dialog', 'quote', '/sendEmail', contactBody],
    ['the quote dialog', 'quote', '/leads', downloadWithToken],
    ['no form (no action)', '', '/leads', downloadWithToken],
  ])('a token solved on %s (action %j) is refused by %s', async (_form, action, path, body) => {
    const before = api.counts();
    const reply = await api.send({ path, body: { ...body, turnstileToken: verify.solve(action) } });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(verify.calls).toHaveLength(1);
    expect(api.counts()).toEqual(before);
  });

  test.each([
    ['a quote', 'quote', quoteBody],
    ['a contact message', 'contact', contactBody],
  ])('%s with a token solved on its own form is stored', async (_kind, action, body) => {
    const before = api.counts();
    const reply = await api.send({
      path: '/sendEmail',
      body: { ...body, email: `${action}-form@lab.example`, turnstileToken: verify.solve(action) },
    });
    expect(reply.status).toBe(201);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
  });

  test("a token solved on the company's site is accepted", async () => {
    const before = api.counts();
    const reply = await api.send({
      path: '/sendEmail',
      body: { ...quoteBody, email: 'company-host@lab.example', turnstileToken: verify.solve('quote', 'ionvale.example') },
    });
    expect(reply.status).toBe(201);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
  });

  test.each([
    ['evil.example', { Host: 'evil.example' }],
    ['evil.example', { Host: 'evil.example:443' }],
    ['127.0.0.1', {}],
  ])('a token solved on %s is refused though the request names that host (%j)', async (hostname, headers) => {
    const before = api.counts();
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote', hostname) }, headers });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(verify.calls).toHaveLength(1);
    expect(api.counts()).toEqual(before);
  });

  test('a token solved on a page of another site is refused', async () => {
    const before = api.counts();
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote', 'lookalike.example') } });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(api.counts()).toEqual(before);
  });

  test('a token solved on the host of an allowed origin is accepted', async () => {
    const before = api.counts();
    const reply = await api.send({
      path: '/sendEmail',
      body: { ...quoteBody, email: 'allowed-origin@lab.example', turnstileToken: verify.solve('quote', 'www.ionvale.example') },
      headers: { Origin: ALLOWED_ORIGIN },
    });
    expect(reply.status).toBe(201);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
  });

  test('X-Forwarded-Host does not name the site without a trusted proxy', async () => {
    const before = api.counts();
    const reply = await api.send({
      path: '/sendEmail',
      body: { ...quoteBody, turnstileToken: verify.solve('quote', 'lookalike.example') },
      headers: { 'X-Forwarded-Host': 'lookalike.example' },
    });
    expect(reply).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(api.counts()).toEqual(before);
  });

  test('an Idempotency-Key replay is answered without spending the single-use token again', async () => {
    const request = {
      path: '/sendEmail',
      body: { ...quoteBody, turnstileToken: verify.solve('quote') },
      headers: { 'Idempotency-Key': 'ts-replay' },
    };
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
    const request = { path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote') }, headers: { 'Idempotency-Key': 'ts-race' } };
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.send(request)));

    expect(verify.calls).toHaveLength(10);
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(api.counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox + 2 });
  });
});

describe("with the site's host names configured", () => {
  const verify = new VerifyStandIn();
  let verifyUrl: string;
  let api: TestService | undefined;

  beforeAll(async () => {
    verifyUrl = await verify.start();
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  afterAll(async () => {
    await verify.stop();
  });

  test("TURNSTILE_HOSTNAMES is the whole list: neither the site's own host nor the request's is added", async () => {
    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: verifyUrl, TURNSTILE_HOSTNAMES: 'forms.ionvale.example' });
    for (const hostname of ['127.0.0.1', 'ionvale.example']) {
      const refused = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote', hostname) } });
      expect(refused, hostname).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    }
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });

    const listed = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote', 'forms.ionvale.example') } });
    expect(listed.status).toBe(201);
    expect(api.counts()).toEqual({ leads: 1, outbox: 2 });
  });

  test('PUBLIC_API_URL names a host of the site too', async () => {
    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: verifyUrl, PUBLIC_API_URL: 'https://api.ionvale.example/api' });
    const reply = await api.send({ path: '/sendEmail', body: { ...quoteBody, turnstileToken: verify.solve('quote', 'api.ionvale.example') } });
    expect(reply.status).toBe(201);
  });

  test('behind a trusted proxy, the host it forwards names no site either; the client address it forwards is used', async () => {
    api = await startService({ TURNSTILE_SECRET_KEY: SECRET, TURNSTILE_VERIFY_URL: verifyUrl, TRUST_PROXY: '1' });
    const forwarded = { 'X-Forwarded-Host': 'lookalike.example', 'X-Forwarded-For': '203.0.113.7' };
    const refused = await api.send({
      path: '/sendEmail',
      body: { ...quoteBody, turnstileToken: verify.solve('quote', 'lookalike.example') },
      headers: forwarded,
    });
    expect(refused).toMatchObject({ status: 403, text: 'Please complete the verification.' });
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });

    const reply = await api.send({
      path: '/sendEmail',
      body: { ...quoteBody, turnstileToken: verify.solve('quote', COMPANY_HOST) },
      headers: forwarded,
    });
    expect(reply.status).toBe(201);
    expect(verify.calls.at(-1)?.remoteip).toBe('203.0.113.7');
    expect(api.counts()).toEqual({ leads: 1, outbox: 2 });
  });
});

describe('with no host of the site in the configuration', () => {
  const start =
    (company: typeof COMPANY, config: { turnstileHostnames?: string[] } = {}) =>
    () =>
      createLeadService({
        company,
        logger: silentLogger,
        // Never opened: the store is opened by `start`, and these services are never started.
        dataDir: path.join(tmpdir(), 'lead-api-never-opened'),
        databaseUrl: undefined,
        turnstileSecretKey: SECRET,
        allowedOrigins: [],
        publicApiUrl: undefined,
        turnstileHostnames: undefined,
        ...config,
      });

  test('the bot challenge refuses to start rather than trust the host a request names', () => {
    const noHost = { ...COMPANY, siteUrl: 'ionvale.example' };
    expect(start(noHost)).toThrow(ConfigError);
    expect(start(noHost)).toThrow(/TURNSTILE_HOSTNAMES/);
    expect(start(noHost, { turnstileHostnames: [] })).toThrow(/TURNSTILE_HOSTNAMES/);
  });

  test('TURNSTILE_HOSTNAMES is enough', async () => {
    const noHost = { ...COMPANY, siteUrl: 'ionvale.example' };
    await start(noHost, { turnstileHostnames: ['www.ionvale.example'] })().stop();
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
