/**
 * The HTTP surface. Routes are relative (`/sendEmail`, `/leads`, `/health`) so the site mounts the app
 * under `/api` and the standalone server does the same.
 *
 * Order of the defences on a submission, cheapest and most decisive first:
 * Origin (403) → readiness (503) → storage limit (503) → rate limit (429) → JSON only (415) → size (413) → parse and validate (400)
 * → Idempotency-Key replay (same answer, or 422) → bot challenge (403/503) → store (201).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { LeadServiceConfig } from './config.ts';
import { clientAddress, rateLimitKey } from './defences/client-address.ts';
import { interruptedRequest } from './defences/http-limits.ts';
import { jsonOnly, sizeLimit } from './defences/json-body.ts';
import { originGuard } from './defences/origin.ts';
import { RateLimiter, SharedRateLimiter, rateLimit } from './defences/rate-limit.ts';
import { emailPageRoutes, type EmailPageRenderer } from './email-pages.ts';
import type { TurnstileVerifier } from './defences/turnstile.ts';
import { errorText, type Logger } from './logger.ts';
import type { CompanyMail } from './mail/addresses.ts';
import type { MailLinks } from './mail/links.ts';
import type { StorageState } from './storage-limit.ts';
import type { LeadStore } from './store/types.ts';
import { refusal, submissionHandler } from './submission.ts';
import { validateDownloadLead, validateEstimateLead, validateSendEmail, type Validated } from './validation.ts';
import type { ConfigurationChecker } from './config.ts';
import type { PdfCache } from './estimates/pdf-cache.ts';
import { estimatePdfRoutes } from './estimates/pdf-route.ts';
import type { RenderPool } from './estimates/render-pool.ts';

export interface AppDependencies {
  store: LeadStore;
  company: CompanyMail;
  config: LeadServiceConfig;
  logger: Logger;
  turnstile?: TurnstileVerifier;
  /** False before `start` has migrated the database and after `stop` has closed it. */
  isReady: () => boolean;
  onLeadStored: () => void;
  /** Signs and checks the links in e-mails; available once the service has started. */
  links: () => MailLinks;
  renderEmailPage: EmailPageRenderer;
  /** The catalogue's check of an estimate's configuration; without it there is no `/estimates`. */
  configurations?: ConfigurationChecker;
  /** Renders and keeps estimate PDFs; with `configurations`, `GET /estimates/budgetary-estimate.pdf` is there. */
  estimatePdfs?: { pool: RenderPool; cache: PdfCache };
  /** The storage as last measured against `STORAGE_LIMIT_MB`; at `full` new leads are refused. Always `ok` without it. */
  storage?: () => StorageState;
}

const NOT_READY = 'The service is not ready. Please try again in a moment.';
const SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
/** For the record only: the client is gone, or was already answered 408, when this is sent. */
const INTERRUPTED = 'The request body did not arrive in full.';

export function createApp(deps: AppDependencies): Hono {
  const { config, logger } = deps;
  const app = new Hono();
  // Processes sharing PostgreSQL share the limit; SQLite means one process, and memory is enough.
  const limiter =
    deps.store.dialect === 'postgres' ? new SharedRateLimiter(deps.store, config.rateLimitPerMinute) : new RateLimiter(config.rateLimitPerMinute);
  const client = (c: Context) => rateLimitKey(clientAddress(c, config.trustProxy));

  // Every answer is text, JSON or HTML as labelled; a browser must never guess otherwise.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  app.onError((error, c) => {
    const interrupted = interruptedRequest(c);
    if (interrupted) {
      logger.warn(interrupted, { method: c.req.method, path: c.req.path });
      return c.text(INTERRUPTED, 400);
    }
    logger.error('request failed', { method: c.req.method, path: c.req.path, error: errorText(error) });
    return refusal(c, 500, { code: 'server_error', message: SERVER_ERROR });
  });

  const ready: MiddlewareHandler = async (c, next) => {
    if (!deps.isReady()) return refusal(c, 503, { code: 'not_ready', message: NOT_READY }, { 'Retry-After': '5' });
    await next();
  };

  // Refused before anything is read or stored. The download gate keeps the lead in the browser and sends
  // it again later; the other forms show this text, with an address that still reaches sales.
  const storageFull = `We cannot take new requests at the moment. Please email us at ${deps.company.replyTo.address} instead.`;
  const room: MiddlewareHandler = async (c, next) => {
    if (deps.storage?.() === 'full') return refusal(c, 503, { code: 'storage_full', message: storageFull });
    await next();
  };

  app.get('/health', async (c) => {
    try {
      if (!deps.isReady()) throw new Error('not started');
      await deps.store.ping();
      // Still 200 when the storage is near or at its limit: the process serves pages, confirmations and
      // unsubscribes as before, and every process on one database reaches the limit together, so a load
      // balancer taking them out would turn a refusal of new leads into an outage. Monitoring reads `storage`.
      return c.json({ status: 'ok', database: 'ok', storage: deps.storage?.() ?? 'ok' });
    } catch (error) {
      logger.warn('health check failed', { error: errorText(error) });
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });

  const endpoints: [path: string, validate: (body: Record<string, unknown>) => Validated][] = [
    ['/sendEmail', validateSendEmail],
    ['/leads', validateDownloadLead],
  ];
  const { configurations } = deps;
  if (configurations) endpoints.push(['/estimates', (body) => validateEstimateLead(body, configurations)]);

  for (const [path, validate] of endpoints) {
    app.use(path, originGuard(config));
    app.post(path, ready, room, rateLimit(limiter, path, client), jsonOnly, sizeLimit, submissionHandler(path, validate, deps));
    app.all(path, (c) => c.text('Method not allowed. Use POST.', 405, { Allow: 'POST, OPTIONS' }));
  }

  if (configurations && deps.estimatePdfs) {
    app.route(
      '/',
      estimatePdfRoutes({
        check: configurations,
        ...deps.estimatePdfs,
        // Its own bucket, shared like the forms' through PostgreSQL, so downloads and forms never starve each other.
        limiter:
          deps.store.dialect === 'postgres'
            ? new SharedRateLimiter(deps.store, config.estimatePdfsPerMinute)
            : new RateLimiter(config.estimatePdfsPerMinute),
        client,
        ready,
        logger,
      }),
    );
  }

  // Mail providers send the one-click unsubscribes (RFC 8058) of all their users from a few shared
  // addresses: those get a larger bucket of their own, and never spend the allowance of the forms' limit.
  const unsubscribeLimiter =
    deps.store.dialect === 'postgres'
      ? new SharedRateLimiter(deps.store, config.unsubscribesPerMinute)
      : new RateLimiter(config.unsubscribesPerMinute);
  const oneClickUnsubscribeLimit = rateLimit(unsubscribeLimiter, '/email/unsubscribe', client);
  const emailPageLimit = rateLimit(limiter, '/email', client);
  app.use('/email/*', ready, (c, next) =>
    c.req.method === 'POST' && c.req.path.endsWith('/email/unsubscribe') ? oneClickUnsubscribeLimit(c, next) : emailPageLimit(c, next),
  );
  app.route('/email', emailPageRoutes({ store: deps.store, links: deps.links, render: deps.renderEmailPage, isReady: deps.isReady }));

  return app;
}
