import type { APIRequestContext, APIResponse } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { company } from '../app/config/company';
import { aliasEntries } from '../app/lib/aliases';
import { scoreResponse } from '../test/support/observatory-score';
import { expect, pages, test, withConsentChosen } from './fixtures';
import { articles } from './support/articles';

/** The raw request target, as a client that does not normalise URLs (curl --path-as-is) sends it. */
function rawGet(origin: string, target: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

/** A Location that stays on this site: one slash, then anything but another slash or a backslash. */
const LOCAL_LOCATION = /^\/(?:[^/\\]|$)/;

test('a path with a trailing slash is redirected permanently to the path without it', async ({ request }) => {
  const response = await request.get('/about/?ref=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about?ref=mail');
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
});

test('a path that looks protocol-relative is redirected to a local path, never to another host', async ({ request, baseURL }) => {
  for (const [path, location] of [
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['//\\//evil.example//?next=1', '/evil.example?next=1'],
  ]) {
    // The full address keeps the client from reading '//evil.example' as a host of its own.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
    expect(response.headers().location, path).toMatch(LOCAL_LOCATION);
  }
  // Sent exactly as written, a backslash is refused or redirected locally, never elsewhere.
  for (const target of ['/\\evil.example/', '/\\/evil.example/', '//evil.example/']) {
    const { status, location } = await rawGet(baseURL!, target);
    expect([301, 400], target).toContain(status);
    if (status === 301) expect(location, target).toMatch(LOCAL_LOCATION);
  }
});

test('pages are compressed HTML that revalidates; hashed assets are immutable', async ({ request }) => {
  const page = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const etag = page.headers().etag!;
  expect((await request.get('/about', { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const script = (await page.text()).match(/\/assets\/[^"]+\.js/)![0];
  const asset = await request.get(script);
  expect(asset.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const image = await request.get('/assets/images/og-image.jpg');
  expect(image.headers()['content-encoding']).toBeUndefined();
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).not.toContain('immutable');
});

test('browsers that take brotli get pages, scripts and the 404 page in brotli', async ({ request }) => {
  const brotli = { 'Accept-Encoding': 'br, gzip' };
  const page = await request.get('/insights', { headers: brotli });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers().vary).toBe('Accept-Encoding');
  const html = await page.text();
  expect(html).toContain('</html>');

  const plain = { 'Accept-Encoding': 'identity' };
  expect(html).toBe(await (await request.get('/insights', { headers: plain })).text());

  const scriptPath = html.match(/\/assets\/[^"]+\.js/)![0];
  const script = await request.get(scriptPath, { headers: brotli });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(await script.text()).toBe(await (await request.get(scriptPath, { headers: plain })).text());

  const missing = await request.get('/no-such-page', { headers: brotli });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBe('br');
  expect(await missing.text()).toContain('Page Not Found');

  const refused = await request.get('/insights', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
  expect(refused.headers()['content-encoding']).toBe('gzip');
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  await withConsentChosen(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  const helpful = page.getByRole('region', { name: 'Helpful links' });
  for (const name of ['Products', 'Insights', 'Equipment Guide (PDF)', 'About Us', 'Contact Us', 'Home']) {
    await expect(helpful.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  }
  await expect(helpful.getByRole('link', { name: /^Equipment Guide/ })).toHaveAttribute('href', '/ionvale-equipment-guide.pdf');
  await expect(page).toHaveTitle('Page Not Found | Ionvale Systems');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});

test('the 404 page suggests the right page for every known alias', async ({ page }) => {
  await withConsentChosen(page);
  for (const [alias, target] of aliasEntries) {
    const response = await page.goto(alias);
    expect(response?.status(), alias).toBe(404);
    const suggestion = page.getByText('Did you mean').getByRole('link');
    await expect(suggestion, alias).toHaveAttribute('href', target);
    await expect(suggestion).toHaveText(target);
  }
});

test('the suggestion leads to the page', async ({ page }) => {
  await withConsentChosen(page);
  await page.goto('/about-us');
  await page.getByText('Did you mean').getByRole('link', { name: '/about' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Ionvale Systems' })).toBeVisible();
});

test('sitemap.xml and robots.txt are generated from the route table and the articles', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const paths = [...(await sitemap.text()).matchAll(/<loc>https:\/\/ionvale\.example([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(paths.sort()).toEqual([...pages.map((page) => page.path), ...articles.map((a) => `/insights/${a.slug}`)].sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://ionvale.example/sitemap.xml');
});

/** Every response the server sends, of every kind, with the request that produced it. */
async function everyKindOfResponse(request: APIRequestContext) {
  const home = await request.get('/');
  const script = (await home.text()).match(/\/assets\/[^"]+\.js/)![0];
  return {
    page: home,
    'product page': await request.get('/products/ald'),
    article: await request.get(`/insights/${articles[0]!.slug}`),
    'hashed script': await request.get(script),
    'API answer': await request.get('/api/health'),
    'API preflight': await request.fetch('/api/sendEmail', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    }),
    'not found': await request.get('/no-such-page'),
    redirect: await request.get('/about/', { maxRedirects: 0 }),
    'not modified': await request.get('/', { headers: { 'If-None-Match': home.headers().etag! } }),
    'method not allowed': await request.delete('/about'),
  };
}

test('every response carries the security headers: pages, files, the API, 404s, redirects, 304s and 405s', async ({ request }) => {
  const responses = await everyKindOfResponse(request);
  expect(responses['not found'].status()).toBe(404);
  expect(responses.redirect.status()).toBe(301);
  expect(responses['not modified'].status()).toBe(304);
  expect(responses['method not allowed'].status()).toBe(405);
  for (const [kind, response] of Object.entries(responses)) {
    const headers = response.headers();
    expect(headers['strict-transport-security'], kind).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['x-frame-options'], kind).toBe('DENY');
    expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], kind).toBe('same-origin');
    expect(headers['permissions-policy'], kind).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy'], kind).toMatch(/(^|, )geolocation=\(\)/);
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src'), kind).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
    expect(csp.get('object-src'), kind).toEqual(["'none'"]);
    expect(csp.get('script-src'), kind).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src'), kind).not.toContain("'unsafe-eval'");
  }
});

test("a page's policy allows exactly its own inline scripts", async ({ request }) => {
  for (const path of ['/', '/products/ald', '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length, path).toBeGreaterThan(3);
    const allowed = directives(response.headers()['content-security-policy']).get('script-src')!;
    for (const script of inline) expect(allowed, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${await sha256(script)}'`);
  }
  // A hash of one page's router data is no use on another.
  const about = directives((await request.get('/about')).headers()['content-security-policy']).get('script-src')!;
  const home = directives((await request.get('/')).headers()['content-security-policy']).get('script-src')!;
  expect(home.filter((source) => !about.includes(source)).length).toBeGreaterThan(0);
});

test('the headers score A+ on the HTTP Observatory scale for pages, the API, 404s and redirects', async ({ request }) => {
  const { page, 'product page': product, 'API answer': api, 'not found': missing, redirect } = await everyKindOfResponse(request);
  for (const [kind, response] of Object.entries({ page, 'product page': product, 'API answer': api, 'not found': missing, redirect })) {
    const score = await observatoryScore(response);
    expect(
      score.outcomes.filter((o) => o.modifier < 0),
      kind,
    ).toEqual([]);
    expect(score.score, kind).toBeGreaterThanOrEqual(100);
    expect(score.grade, kind).toBe('A+');
  }
});

/** Scored as the public reaches the site: over HTTPS at its own domain. */
async function observatoryScore(response: APIResponse) {
  const { pathname } = new URL(response.url());
  return scoreResponse({ url: `${company.siteUrl}${pathname}`, headers: response.headersArray(), body: await response.text() });
}

function directives(policy: string | undefined) {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64');
}
