/**
 * @company/lead-api: the lead service the site mounts under `/api`, and runnable on its own (server.ts).
 *
 *   const leads = createLeadService({ company: { name, notifyTo, from } });
 *   await leads.start();                 // migrations, then the outbox sender
 *   site.route('/api', leads.app);
 *   …
 *   await leads.stop();                  // sender stopped, database closed
 */
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { completeConfig, ConfigError, type CompanyFacts, type LeadServiceConfig } from './config.ts';
import { plainEmailPage, type EmailPageRenderer } from './email-pages.ts';
import { challengeHostnames, createTurnstileVerifier } from './defences/turnstile.ts';
import { consoleLogger, errorText, type Logger } from './logger.ts';
import { companyMail } from './mail/addresses.ts';
import { createMailLinks, type MailLinks } from './mail/links.ts';
import { OutboxSender } from './mail/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { diskPdfCache } from './estimates/pdf-cache.ts';
import { createRenderPool, type EstimateRenderer } from './estimates/render-pool.ts';
import { PURGE_INTERVAL_MS, purgeExpired } from './privacy.ts';
import { protectDataDir } from './private-files.ts';
import { referencePrefixFor } from './reference.ts';
import { measureStorage, StorageGauge } from './storage-limit.ts';
import { openStore, SQLITE_FILE_NAME, type LeadStore } from './store/index.ts';

/**
 * The company facts plus any configuration; a configuration field left out is taken from
 * `loadConfig(process.env)`. The usual call spreads a loaded configuration:
 * `createLeadService({ ...loadConfig(env), company })`.
 */
export interface LeadServiceOptions extends Partial<LeadServiceConfig> {
  /** Who the e-mails come from and go to. Required: the package knows no company. */
  company: CompanyFacts;
  /** Defaults to console output prefixed `[lead-api]`; pass `silentLogger` to keep quiet. */
  logger?: Logger;
  /** Renders the pages behind the e-mail links (confirm, unsubscribe) in the site's look; plain HTML by default. */
  renderEmailPage?: EmailPageRenderer;
  /**
   * Renders budgetary-estimate PDFs in worker threads. With the catalogue's `configurations`, it serves
   * `GET /estimates/budgetary-estimate.pdf`, kept under `{dataDir}/estimate-pdfs` for the day.
   */
  estimateRenderer?: EstimateRenderer;
  /** How often the storage is measured against `storageLimitMb`; once a minute unless a test wants it sooner. */
  storageCheckMs?: number;
}

export interface LeadService {
  /**
   * Routes relative to the mount point: `POST /sendEmail`, `POST /leads`, `POST /estimates` (when the
   * catalogue checks configurations), `GET /estimates/budgetary-estimate.pdf` (when there is also an
   * estimate renderer), `GET /health`, and the pages
   * behind the e-mail links, `GET|POST /email/confirm` and `GET|POST /email/unsubscribe`.
   */
  app: Hono;
  /** Runs the migrations, starts the outbox sender and the daily purge. Requests before it get 503. */
  start(): Promise<void>;
  /** Stops the sender (finishing the round in progress) and the purge, and closes the database. */
  stop(): Promise<void>;
}

export function createLeadService(options: LeadServiceOptions): LeadService {
  const {
    company: facts,
    logger = consoleLogger,
    renderEmailPage = plainEmailPage(options.company.name),
    estimateRenderer,
    storageCheckMs,
    ...given
  } = options;
  const config = completeConfig(given);
  // Parsing the addresses now makes a misconfigured mailbox fail at start-up, not at the first lead.
  const company = companyMail(facts, referencePrefixFor(facts.name, facts.referencePrefix));
  const apiUrl = config.publicApiUrl ?? (facts.siteUrl ? `${facts.siteUrl.replace(/\/+$/, '')}/api` : undefined);
  if (!apiUrl) throw new ConfigError('The e-mail links need the public address of the API: set PUBLIC_API_URL (or give the company siteUrl).');
  const turnstileHostnames = config.turnstileSecretKey ? challengeHostnames(config, facts.siteUrl) : [];
  const store: LeadStore = openStore(config, (error) => logger.error('database connection lost', { error: errorText(error) }));
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport: MailTransport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir });
  const sender = new OutboxSender({
    store,
    transport,
    from: company.from,
    retryBaseMs: config.mailRetryBaseMs,
    leaseMs: config.mailClaimLeaseMs,
    pollMs: config.outboxPollMs,
    logger,
  });
  const storage = new StorageGauge({
    measure: () =>
      measureStorage(store, { sqliteFile: store.dialect === 'sqlite' ? path.join(config.dataDir, SQLITE_FILE_NAME) : undefined, outboxDir }),
    limitMb: config.storageLimitMb,
    logger,
    intervalMs: storageCheckMs,
  });
  const estimatePdfs = estimateRenderer && {
    pool: createRenderPool(estimateRenderer, { threads: config.estimateRenderThreads, queue: config.estimateRenderQueue }),
    cache: diskPdfCache(path.join(config.dataDir, 'estimate-pdfs')),
  };
  let state: 'created' | 'running' | 'stopped' = 'created';
  let links: MailLinks | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;

  const purge = async () => {
    try {
      // No VACUUM here: better-sqlite3 runs it on this thread, and every request would wait for it.
      const deleted = await purgeExpired(store, { outboxDir, leadRetentionDays: config.leadRetentionDays, compact: false });
      if (deleted.leads + deleted.mails.length + deleted.idempotencyKeys > 0) {
        logger.info('purged records past their retention', {
          leads: deleted.leads,
          mails: deleted.mails.length,
          idempotencyKeys: deleted.idempotencyKeys,
          files: deleted.files,
        });
      }
    } catch (error) {
      // Tried again tomorrow; nothing is lost by a late purge.
      logger.error('purge failed', { error: errorText(error) });
    }
  };

  const app = createApp({
    store,
    company,
    config,
    logger,
    links: () => {
      if (!links) throw new Error('The lead service is not started.');
      return links;
    },
    renderEmailPage,
    configurations: facts.catalogue?.configurations,
    estimatePdfs,
    turnstile: config.turnstileSecretKey
      ? createTurnstileVerifier({ secret: config.turnstileSecretKey, verifyUrl: config.turnstileVerifyUrl, hostnames: turnstileHostnames, logger })
      : undefined,
    isReady: () => state === 'running',
    storage: () => storage.state,
    onLeadStored: () => sender.wake(),
  });

  return {
    app,
    async start() {
      if (state !== 'created') throw new Error(`The lead service cannot start: it is ${state}.`);
      await store.migrate();
      await storage.start();
      if (store.dialect === 'sqlite' || transport.kind === 'file') protectDataDir(config.dataDir, outboxDir, logger);
      // The signing key lives in the database, so every process on it makes and accepts the same links.
      links = createMailLinks({ apiUrl, secret: await store.serviceSecret('mail-links') });
      sender.start();
      estimatePdfs?.pool.start();
      void purge();
      purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
      purgeTimer.unref();
      state = 'running';
      logger.info('lead service started', {
        database: store.dialect === 'postgres' ? 'postgresql' : path.join(config.dataDir, 'leads.sqlite'),
        mail: transport.kind === 'smtp' ? 'smtp' : path.join(config.dataDir, 'outbox'),
        botChallenge: config.turnstileSecretKey ? 'on' : 'off',
        rateLimitPerMinute: config.rateLimitPerMinute,
        storageLimitMb: config.storageLimitMb,
      });
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      clearInterval(purgeTimer);
      storage.stop();
      await sender.stop();
      await estimatePdfs?.pool.close();
      transport.close();
      await store.close();
    },
  };
}

export { loadConfig, loadCompanyFacts, ConfigError, DEFAULT_TURNSTILE_VERIFY_URL } from './config.ts';
export type { CompanyFacts, ConfigurationCheck, ConfigurationChecker, ConfigurationRequest, LeadServiceConfig } from './config.ts';
export { consoleLogger, silentLogger } from './logger.ts';
export {
  API_SECURITY_HEADERS,
  applyHttpLimits,
  loadHttpLimits,
  responseWithHeaders,
  type HttpLimits,
  type HttpServerOptions,
} from './defences/http-limits.ts';
export type { Logger } from './logger.ts';
export type { LeadConfiguration, LeadKind, LeadStore, StoredLead } from './store/index.ts';
export type { EmailPage, EmailPageRenderer } from './email-pages.ts';
export type { EstimateRenderer, EstimateRenderTask } from './estimates/render-pool.ts';
export { escapeHtml } from './email-pages.ts';
