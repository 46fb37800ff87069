import { serve } from '@hono/node-server';
import { applyHttpLimits, loadHttpLimits, silentLogger } from '@company/lead-api';
import { Hono } from 'hono';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSecurityHeaders } from '../scripts/security-headers/build-security-headers';
import { inlineScriptHashes } from '../scripts/security-headers/inline-scripts';
import { FIXED_HEADERS, loadSecurityHeaders } from './security-headers';
import { createStaticSite } from './static-site';

const PAGE = '<!doctype html><html><head><script>boot()</script></head><body><script type="module">import "/assets/a.js";</script></body></html>';
const NOT_FOUND = '<!doctype html><html><body><script>missing()</script></body></html>';

let buildDir: string;
let app: Hono;
beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'site-build-'));
  await mkdir(path.join(buildDir, 'client/about'), { recursive: true });
  await mkdir(path.join(buildDir, 'client/404'), { recursive: true });
  await writeFile(path.join(buildDir, 'client/about/index.html'), PAGE);
  await writeFile(path.join(buildDir, 'client/404/index.html'), NOT_FOUND);
  await writeFile(path.join(buildDir, 'client/robots.txt'), 'User-agent: *');
  await writeSecurityHeaders(buildDir, { VITE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js' });

  const security = await loadSecurityHeaders(buildDir);
  const api = new Hono();
  api.get('/health', (c) => c.json({ ok: true }));
  api.post('/fail', () => {
    throw new Error('boom');
  });
  app = new Hono();
  app.onError((_, c) => c.text('Internal Server Error', 500));
  app.use(security.middleware);
  app.route('/api', api);
  app.route('/', createStaticSite(path.join(buildDir, 'client'), { pageHeaders: security.pageHeaders }));
});
afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

const csp = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';
const scriptSources = (response: Response) =>
  csp(response)
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('security headers', () => {
  it('go on pages, files, API answers, errors, redirects, 304s, 404s and 405s alike', async () => {
    const page = await app.request('/about');
    const responses = [
      page,
      await app.request('/robots.txt'),
      await app.request('/api/health'),
      await app.request('/api/fail', { method: 'POST' }),
      await app.request('/about/'),
      await app.request('/about', { headers: { 'If-None-Match': page.headers.get('ETag')! } }),
      await app.request('/no-such-page'),
      await app.request('/about', { method: 'DELETE' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 500, 301, 304, 404, 405]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(response.headers.get(name), `${name} on ${response.status}`).toBe(value);
      expect(csp(response), `CSP on ${response.status}`).toContain("frame-ancestors 'none'");
    }
  });

  it("allow a page's own inline scripts and no other page's", async () => {
    const about = scriptSources(await app.request('/about'));
    expect(about).toEqual(["'self'", 'https://chat.example', ...inlineScriptHashes(PAGE)]);
    expect(about).not.toContain(inlineScriptHashes(NOT_FOUND)[0]);
    expect(scriptSources(await app.request('/no-such-page'))).toEqual(["'self'", 'https://chat.example', ...inlineScriptHashes(NOT_FOUND)]);
    // Anything that is no page allows no inline script at all.
    expect(scriptSources(await app.request('/api/health'))).toEqual(["'self'", 'https://chat.example']);
    expect(scriptSources(await app.request('/about/'))).toEqual(["'self'", 'https://chat.example']);
  });

  it('never allow inline or evaluated script', async () => {
    const policy = csp(await app.request('/about'));
    expect(scriptSources(await app.request('/about'))).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("go on the answers Node's HTTP parser writes by itself, with the site's policy", async () => {
    const security = await loadSecurityHeaders(buildDir);
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    applyHttpLimits(server, loadHttpLimits({}), { errorHeaders: security.errorHeaders, logger: silentLogger });
    await once(server, 'listening');
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.write('NOT HTTP AT ALL\r\n\r\n');
      await once(socket, 'close');
      const [statusLine, ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = new Headers(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
      );
      expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
      for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(headers.get(name), name).toBe(value);
      expect(headers.get('Content-Security-Policy')).toBe(csp(await app.request('/api/health')));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuse to start from a build without the recorded policy', async () => {
    await expect(loadSecurityHeaders(path.join(buildDir, 'client'))).rejects.toThrow('security-headers.json is missing');
  });
});
