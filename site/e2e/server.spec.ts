import { expect, test } from '@playwright/test';
import { aliasEntries } from '../app/lib/aliases';
import { pages, withConsentChosen } from './fixtures';
import { articles } from './support/articles';

test('a path with a trailing slash is redirected permanently to the path without it', async ({ request }) => {
  const response = await request.get('/about/?ref=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about?ref=mail');
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
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
