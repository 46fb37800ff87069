/** The real service over real HTTP, with a real SQLite file in a temp dir, as the tests use it. */
import { serve, type ServerType } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyHttpLimits,
  createLeadService,
  loadConfig,
  loadHttpLimits,
  silentLogger,
  type CompanyFacts,
  type EstimateRenderer,
  type LeadService,
  type Logger,
} from '../../src/index';

export const COMPANY = {
  name: 'Ionvale Systems',
  notifyTo: 'Ionvale Sales <sales@ionvale.example>',
  from: 'Ionvale Systems <no-reply@ionvale.example>',
  replyTo: 'sales@ionvale.example',
  referencePrefix: 'IV',
  siteUrl: 'https://ionvale.example',
  catalogue: {
    products: { 'icp-etcher': 'ICP Etcher', 'startup-package': 'Startup Package' },
    documents: { 'ald-system-datasheet.pdf': 'the ALD System datasheet' },
  },
};

export const REFERENCE = /IV-[2-9A-HJKMNP-TV-Z]{6}/;

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface Send {
  method?: string;
  path: string;
  /** An object is sent as JSON; a string or Buffer as is. */
  body?: unknown;
  /** Header values; `undefined` removes a default (e.g. Content-Type). */
  headers?: Record<string, string | undefined>;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

export interface TestService {
  port: number;
  origin: string;
  dataDir: string;
  service: LeadService;
  /** Read-only view of the service's SQLite file. */
  db: Database.Database;
  send(request: Send): Promise<Reply>;
  counts(): { leads: number; outbox: number };
  close(): Promise<void>;
}

/**
 * Test defaults: a quick outbox, no rate limit unless asked for. `env` is what the service (and the HTTP
 * limits of its server) would read; `logger` receives what the service logs.
 */
export async function startService(
  env: Record<string, string> = {},
  {
    logger = silentLogger,
    company = COMPANY,
    estimateRenderer,
  }: { logger?: Logger; company?: CompanyFacts; estimateRenderer?: EstimateRenderer } = {},
): Promise<TestService> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    OUTBOX_POLL_MS: '25',
    MAIL_RETRY_BASE_MS: '100',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
  const service = createLeadService({ ...config, company, logger, estimateRenderer });
  await service.start();
  const server: ServerType = serve({ fetch: new Hono().route('/api', service.app).fetch, hostname: '127.0.0.1', port: 0 });
  applyHttpLimits(server, loadHttpLimits(env), { logger });
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
  const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    service,
    db,
    send: (request) => send(port, request),
    counts: () => ({ leads: count('leads'), outbox: count('outbox') }),
    async close() {
      db.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain node:http request, so the test decides every header (fetch would add a Content-Type). */
export function send(port: number, request: Send): Promise<Reply> {
  const body =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body), 'utf8');
  // Header names are case-insensitive: lower-case them so an override replaces the default.
  const merged = new Map<string, string | undefined>([['content-type', 'application/json']]);
  for (const [name, value] of Object.entries(request.headers ?? {})) merged.set(name.toLowerCase(), value);
  const headers: Record<string, string> = {};
  for (const [name, value] of merged) if (value !== undefined) headers[name] = value;
  if (request.chunked) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(body.length);

  return new Promise((resolve, reject) => {
    let reply: Reply | undefined;
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method ?? 'POST', path: `/api${request.path}`, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          reply = { status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') };
          resolve(reply);
        });
      },
    );
    // The server may answer 413 and close before a huge body is fully written: that is the point.
    req.on('error', (error) => (reply ? resolve(reply) : reject(error)));
    if (request.chunked) {
      for (let offset = 0; offset < body.length; offset += 16 * 1024) req.write(body.subarray(offset, offset + 16 * 1024));
    } else {
      req.write(body);
    }
    req.end();
  });
}

/** Polls until `check` returns a value other than undefined. */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const contactBody = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  organization: 'Analytical Engines Ltd',
  message: 'Our PECVD chamber needs a service visit.\nCould someone call me this week?',
  productName: 'General Inquiry',
  topic: 'service',
};

export const quoteBody = {
  productName: 'ICP Etcher',
  product: 'icp-etcher',
  name: 'Grace Hopper',
  email: 'grace@harvard-lab.example',
  phone: '+1 617 555 0100',
  organization: 'Harvard Computation Lab',
  message: 'Please quote an ICP etcher for 150 mm wafers.',
  turnstileToken: '',
};

export const downloadBody = {
  fullName: 'Rosalind Franklin',
  email: 'rosalind@kings.example',
  organization: "King's College London",
  researchAreas: 'X-ray crystallography, thin films',
  jobTitle: 'Research fellow',
  intent: 'Actively looking to buy',
  marketingOptIn: true,
  fileName: 'ald-system-datasheet.pdf',
  page: '/products/ald-system',
  referrer: 'https://www.search.example/?q=ald',
  utm: { utm_source: 'newsletter', utm_campaign: 'spring-2026' },
};
