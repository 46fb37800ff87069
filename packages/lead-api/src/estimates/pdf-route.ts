/**
 * `GET /estimates/budgetary-estimate.pdf?system=…&wafer=…&options=…`: the budgetary estimate of a
 * configuration, issued today, as a PDF; and `GET /estimates/sole-source-justification.docx` and `.txt`
 * with the same query and `processes=…`: the sole-source justification draft of the configuration and the
 * processes the buyer needs, as an editable Word file and as plain text. Served by the API, so every API
 * process can answer them, and cacheable by a CDN: a document names no visitor and is the same for everyone
 * until the day changes. All three share the render queue, the per-client limit and the cache.
 *
 * Cheapest first: the catalogue's check (400) → HEAD and conditional requests, answered without a PDF →
 * the cache → the render rate limit (429) → the bounded render queue (503) → render, store, send.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ESTIMATE_DOCUMENTS, ESTIMATE_PDF_PATH, type EstimateDocument } from '@company/lead-client/client';
import type { ConfigurationChecker, ConfigurationRequest } from '../config.ts';
import type { Limiter } from '../defences/rate-limit.ts';
import { errorText, type Logger } from '../logger.ts';
import type { PdfCache } from './pdf-cache.ts';
import { RenderQueueFull, type RenderPool } from './render-pool.ts';

export interface EstimatePdfDependencies {
  check: ConfigurationChecker;
  pool: RenderPool;
  cache: PdfCache;
  /** Renders per client per minute; cached copies are not counted. */
  limiter: Limiter;
  client: (c: Context) => string;
  ready: MiddlewareHandler;
  logger: Logger;
  now?: () => Date;
}

export const QUEUE_FULL = 'Many estimates are being prepared right now. Please try again in a few seconds.';
const RENDER_FAILED = 'The estimate could not be prepared. Please try again in a moment.';
/** Seconds a client is asked to wait when the queue is full: about what the queue takes to drain. */
const QUEUE_RETRY_AFTER_SECONDS = 5;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** How each document is sent and kept. */
const formats: Record<EstimateDocument, { extension: string; contentType: string; namesProcesses: boolean }> = {
  'budgetary-estimate.pdf': { extension: 'pdf', contentType: 'application/pdf', namesProcesses: false },
  'sole-source-justification.docx': {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    namesProcesses: true,
  },
  'sole-source-justification.txt': { extension: 'txt', contentType: 'text/plain; charset=utf-8', namesProcesses: true },
};

/**
 * The configuration an estimate address names; anything missing becomes a value the catalogue refuses.
 * With `withProcesses` (a sole-source draft's address) the processes too, an empty list when none is named.
 */
export function configurationFromQuery(search: URLSearchParams, withProcesses = false): ConfigurationRequest {
  const list = (name: string) => {
    const value = search.get(name);
    return value ? value.split(',') : [];
  };
  return {
    product: search.get('system') ?? '',
    waferSizeMm: Number(search.get('wafer') ?? Number.NaN),
    options: list('options'),
    ...(withProcesses ? { processes: list('processes') } : {}),
  };
}

export function estimatePdfRoutes(deps: EstimatePdfDependencies): Hono {
  const { check, pool, cache, limiter, client, logger, now = () => new Date() } = deps;
  const app = new Hono();
  // One render per configuration and day, however many ask for it at once.
  const rendering = new Map<string, Promise<Uint8Array>>();

  const handle = (document: EstimateDocument) => async (c: Context) => {
    const { extension, contentType, namesProcesses } = formats[document];
    const configuration = configurationFromQuery(new URL(c.req.url).searchParams, namesProcesses);
    const checked = check(configuration);
    if (!checked.ok) return c.text(checked.message, 400);
    // A draft without the catalogue's code for its processes cannot be told apart from another draft: not served.
    if (namesProcesses && !checked.draft) throw new Error('The catalogue checked no processes for a sole-source draft.');
    const code = namesProcesses ? checked.draft!.code : checked.code;
    const given = namesProcesses ? checked.draft!.fileName && `${checked.draft!.fileName}.${extension}` : checked.fileName;
    const fallback = namesProcesses ? `sole-source-justification-${code}.${extension}` : `budgetary-estimate-${code}.pdf`;
    const today = now();
    const day = today.toISOString().slice(0, 10);
    const etag = `"${code}-${day}${extension === 'pdf' ? '' : `-${extension}`}"`;
    const headers = {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName(given, extension, fallback)}"`,
      // Until the day ends: tomorrow's copy carries another issue date.
      'Cache-Control': `public, max-age=${secondsLeftInDay(today)}`,
      ETag: etag,
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return c.body(null, 304, headers);
    }

    const key = `${code}.${extension}/${day}`;
    let bytes = await cache.read(code, day, extension);
    if (!bytes) {
      let pending = rendering.get(key);
      if (!pending) {
        // One bucket per client for every document of every configuration: a draft costs a render like an estimate.
        const decision = await limiter.take(`${ESTIMATE_PDF_PATH} ${client(c)}`);
        if (!decision.allowed) {
          const seconds = decision.retryAfterSeconds;
          return c.text(`Too many estimates. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429, {
            'Retry-After': String(seconds),
          });
        }
        pending = pool.render({ configuration, issuedOn: day, document }).then(async (rendered) => {
          await cache.write(code, day, rendered, extension).catch((error: unknown) => {
            // The visitor still gets the PDF; the next one renders it again.
            logger.error('estimate cache write failed', { error: errorText(error) });
          });
          return rendered;
        });
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key)).catch(() => {});
      }
      try {
        bytes = await pending;
      } catch (error) {
        if (error instanceof RenderQueueFull) return c.text(QUEUE_FULL, 503, { 'Retry-After': String(QUEUE_RETRY_AFTER_SECONDS) });
        logger.error('estimate render failed', { code, document, error: errorText(error) });
        return c.text(RENDER_FAILED, 503, { 'Retry-After': String(QUEUE_RETRY_AFTER_SECONDS) });
      }
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Length': String(bytes.byteLength) });
  };

  for (const document of ESTIMATE_DOCUMENTS) {
    const path = `/estimates/${document}`;
    // Hono answers HEAD with the GET route (body dropped); `handle` sees the HEAD and renders nothing.
    app.get(path, deps.ready, handle(document));
    app.all(path, (c) => c.text('Method not allowed. Use GET.', 405, { Allow: 'GET, HEAD' }));
  }
  return app;
}

function fileName(given: string | undefined, extension: string, fallback: string): string {
  return given && FILE_NAME.test(given) && given.endsWith(`.${extension}`) ? given : fallback;
}

function secondsLeftInDay(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.floor((midnight - now.getTime()) / 1000));
}
