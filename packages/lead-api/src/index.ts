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
import { createApp } from './app';
import { completeConfig, type CompanyFacts, type LeadServiceConfig } from './config';
import { createTurnstileVerifier } from './defences/turnstile';
import { consoleLogger, errorText, type Logger } from './logger';
import { companyMail } from './mail/addresses';
import { OutboxSender } from './mail/outbox';
import { createMailTransport, type MailTransport } from './mail/transport';
import { referencePrefixFor } from './reference';
import { openStore, type LeadStore } from './store';

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
}

export interface LeadService {
  /** Routes relative to the mount point: `POST /sendEmail`, `POST /leads`, `GET /health`. */
  app: Hono;
  /** Runs the migrations and starts the outbox sender. Requests before it get 503. */
  start(): Promise<void>;
  /** Stops the sender (finishing the round in progress) and closes the database. */
  stop(): Promise<void>;
}

export function createLeadService(options: LeadServiceOptions): LeadService {
  const { company: facts, logger = consoleLogger, ...given } = options;
  const config = completeConfig(given);
  // Parsing the addresses now makes a misconfigured mailbox fail at start-up, not at the first lead.
  const company = companyMail(facts, referencePrefixFor(facts.name, facts.referencePrefix));
  const store: LeadStore = openStore(config, (error) => logger.error('database connection lost', { error: errorText(error) }));
  const transport: MailTransport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') });
  const sender = new OutboxSender({
    store,
    transport,
    from: company.from,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
    pollMs: config.outboxPollMs,
    logger,
  });
  let state: 'created' | 'running' | 'stopped' = 'created';

  const app = createApp({
    store,
    company,
    config,
    logger,
    turnstile: config.turnstileSecretKey
      ? createTurnstileVerifier({ secret: config.turnstileSecretKey, verifyUrl: config.turnstileVerifyUrl })
      : undefined,
    isReady: () => state === 'running',
    onLeadStored: () => sender.wake(),
  });

  return {
    app,
    async start() {
      if (state !== 'created') throw new Error(`The lead service cannot start: it is ${state}.`);
      await store.migrate();
      sender.start();
      state = 'running';
      logger.info('lead service started', {
        database: store.dialect === 'postgres' ? 'postgresql' : path.join(config.dataDir, 'leads.sqlite'),
        mail: transport.kind === 'smtp' ? 'smtp' : path.join(config.dataDir, 'outbox'),
        botChallenge: config.turnstileSecretKey ? 'on' : 'off',
        rateLimitPerMinute: config.rateLimitPerMinute,
      });
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      await sender.stop();
      transport.close();
      await store.close();
    },
  };
}

export { loadConfig, loadCompanyFacts, ConfigError, DEFAULT_TURNSTILE_VERIFY_URL } from './config';
export type { CompanyFacts, LeadServiceConfig } from './config';
export { consoleLogger, silentLogger } from './logger';
export type { Logger } from './logger';
export type { LeadKind, LeadStore, StoredLead } from './store';
