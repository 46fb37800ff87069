import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Vite's content-hashed build output, e.g. /assets/root-B3xk9aQz.js: safe to cache forever. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;
const HTML_CACHE = 'no-cache';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';

type FoundFile = { filePath: string; size: number; mtimeMs: number };

/**
 * Serves the prerendered site from `clientDir`: one HTML file per route, a 301 for trailing
 * slashes, the 404 page with status 404 for unknown paths, compression and cache headers.
 */
export function createStaticSite(clientDir: string) {
  const root = path.resolve(clientDir);
  // The page sent with status 404: an unknown article gets 'Post not found', anything else the 404 page.
  const notFoundPage = (pathname: string) =>
    path.join(root, pathname.startsWith('/insights/') ? 'insights/__not-found' : '404', 'index.html');
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  app.use(compress());

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    if (pathname !== '/' && pathname.endsWith('/')) {
      return c.redirect(`${pathname.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    }

    const found = await findFile(root, pathname);
    if (!found) {
      const body = await readFile(notFoundPage(pathname));
      return c.body(body, 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HTML_CACHE });
    }

    const isHtml = found.filePath.endsWith('.html');
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': getMimeType(found.filePath) ?? 'application/octet-stream',
      'Cache-Control': isHtml ? HTML_CACHE : HASHED_ASSET.test(pathname) ? IMMUTABLE_CACHE : STATIC_CACHE,
      ETag: etag,
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(await readFile(found.filePath), 200, headers);
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}

async function findFile(root: string, pathname: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // The prerendered 404 page and the router's internal files are not pages of their own.
  if (decoded.startsWith('/404') || decoded.includes('/__') || decoded.includes('\0')) return null;
  const candidate = path.join(root, path.normalize(decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  for (const filePath of [candidate, path.join(candidate, 'index.html')]) {
    const info = await stat(filePath).catch(() => null);
    if (info?.isFile()) return { filePath, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}
