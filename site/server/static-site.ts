import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType, mimes } from 'hono/utils/mime';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';

/** Vite's content-hashed build output, e.g. /assets/root-B3xk9aQz.js: safe to cache forever. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;
const HTML_CACHE = 'no-cache';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';

type FoundFile = { filePath: string; size: number; mtimeMs: number };

/**
 * Hono's table and the types it lacks: the sole-source drafts are Word files, and served as
 * application/octet-stream (with nosniff) a browser would not offer to open them in a word processor.
 */
const contentTypes: Record<string, string> = {
  ...mimes,
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const compressBrotli = promisify(brotliCompress);

export type StaticSiteOptions = {
  /** Extra headers of one served HTML file, by its path inside `clientDir` ('about/index.html'). */
  pageHeaders?: (file: string) => Record<string, string>;
  /**
   * For a page whose state lives in its query: how to fill the prerendered HTML in for this address, or
   * undefined to send the file as it is.
   */
  fillPage?: (pathname: string, search: string) => ((html: string) => string) | undefined;
};

/**
 * Serves the prerendered site from `clientDir`: one HTML file per route, a 301 for trailing
 * slashes, the 404 page with status 404 for unknown paths, compression and cache headers.
 */
export function createStaticSite(clientDir: string, options: StaticSiteOptions = {}) {
  const root = path.resolve(clientDir);
  // The page sent with status 404: an unknown article gets 'Post not found', anything else the 404 page.
  const notFoundPage = (pathname: string) => path.join(root, pathname.startsWith('/insights/') ? 'insights/__not-found' : '404', 'index.html');
  const app = new Hono();
  const brotli = brotliCache();

  const pageHeaders = (filePath: string) => options.pageHeaders?.(path.relative(root, filePath).split(path.sep).join('/')) ?? {};

  // Brotli where the browser takes it (below), gzip on the fly for the rest.
  app.use(compress());

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    if (pathname !== '/' && pathname.endsWith('/')) {
      return c.redirect(`${withoutTrailingSlash(pathname)}${url.search}`, 301);
    }

    const found = await findFile(root, pathname);
    if (!found) {
      const filePath = notFoundPage(pathname);
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HTML_CACHE, ...pageHeaders(filePath) };
      const encoded = await brotli.encode(c, filePath, 'not-found', headers);
      return c.body(encoded.body, 404, encoded.headers);
    }

    const isHtml = found.filePath.endsWith('.html');
    const fill = isHtml && url.search ? options.fillPage?.(pathname, url.search) : undefined;
    if (fill) {
      // Made for this address: not cached here, compressed on the way out like any other response.
      const html = fill(await readFile(found.filePath, 'utf8'));
      return c.body(html, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': HTML_CACHE,
        ...pageHeaders(found.filePath),
      });
    }
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': getMimeType(found.filePath, contentTypes) ?? 'application/octet-stream',
      'Cache-Control': isHtml ? HTML_CACHE : HASHED_ASSET.test(pathname) ? IMMUTABLE_CACHE : STATIC_CACHE,
      ETag: etag,
      ...(isHtml ? pageHeaders(found.filePath) : {}),
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    const encoded = await brotli.encode(c, found.filePath, etag, headers);
    return c.body(encoded.body, 200, encoded.headers);
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}

/**
 * The redirect target for a path with a trailing slash. Leading slashes and backslashes collapse to
 * one: browsers read a Location of '//host' or '/\\host' as another site, so `GET //evil.example/`
 * must land on the local path /evil.example, never on evil.example.
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/^[/\\]+/, '/').replace(/\/+$/, '') || '/';
}

/**
 * Brotli-encodes compressible files for browsers that accept it, once per file version: at the
 * highest quality it sends about 30% fewer bytes than gzip for a page and 12% fewer for a script,
 * which on a slow link is what stands between the visitor and the first paint.
 */
function brotliCache() {
  const encoded = new Map<string, ReturnType<typeof compressBrotli>>();
  return {
    async encode(c: Context, filePath: string, version: string, headers: Record<string, string>) {
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers['Content-Type']!)) return { body: await readFile(filePath), headers };
      const varied = { ...headers, Vary: 'Accept-Encoding' };
      const acceptsBrotli = parseAccept(c.req.header('Accept-Encoding') ?? '').some(({ type, q }) => type === 'br' && q > 0);
      if (!acceptsBrotli) return { body: await readFile(filePath), headers: varied };
      const key = `${filePath}\0${version}`;
      let body = encoded.get(key);
      if (!body) {
        body = readFile(filePath).then((raw) =>
          compressBrotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        encoded.set(key, body);
      }
      return { body: await body, headers: { ...varied, 'Content-Encoding': 'br' } };
    },
  };
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
