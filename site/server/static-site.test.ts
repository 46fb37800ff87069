import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite, withoutTrailingSlash } from './static-site';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html>');
  await writeFile(path.join(clientDir, 'draft.docx'), 'PK');
  await writeFile(path.join(clientDir, 'draft.txt'), 'Sole-source justification');
  await writeFile(path.join(clientDir, 'sheet.pdf'), '%PDF-1.7');
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the trailing-slash redirect', () => {
  it('never points at another host, however many slashes or backslashes lead the path', () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about');
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('///evil.example//')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('\\/\\\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('///')).toBe('/');
  });

  it('sends a local Location for a protocol-relative looking path', async () => {
    const site = createStaticSite(clientDir);
    for (const [target, location] of [
      ['http://ionvale.example//evil.example/', '/evil.example'],
      ['http://ionvale.example/\\evil.example/?q=1', '/evil.example?q=1'],
      ['http://ionvale.example////evil.example/', '/evil.example'],
      ['http://ionvale.example/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ] as const) {
      const response = await site.request(target);
      expect(response.status, target).toBe(301);
      expect(response.headers.get('Location'), target).toBe(location);
    }
  });
});

describe('content types of the downloads', () => {
  it('serves a Word draft, its plain-text twin and a PDF as what they are', async () => {
    const site = createStaticSite(clientDir);
    const types = Object.fromEntries(
      await Promise.all(
        ['/draft.docx', '/draft.txt', '/sheet.pdf'].map(async (file) => [
          file,
          (await site.request(`http://ionvale.example${file}`)).headers.get('Content-Type'),
        ]),
      ),
    );
    expect(types).toEqual({
      '/draft.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '/draft.txt': 'text/plain; charset=utf-8',
      '/sheet.pdf': 'application/pdf',
    });
  });
});

describe('pages filled in for their address', () => {
  const fillPage = (pathname: string, search: string) =>
    pathname === '/' && search === '?q=gold' ? (html: string) => html.replace('<!doctype html>', '<!doctype html><p>gold</p>') : undefined;

  it('sends the page filled in for an address it applies to, uncached', async () => {
    const response = await createStaticSite(clientDir, { fillPage }).request('http://ionvale.example/?q=gold');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><p>gold</p>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends the prerendered page for any other query, and files as they are', async () => {
    const site = createStaticSite(clientDir, { fillPage });
    expect(await (await site.request('http://ionvale.example/?q=silver')).text()).toBe('<!doctype html>');
    expect(await (await site.request('http://ionvale.example/draft.txt?q=gold')).text()).toBe('Sole-source justification');
  });
});
