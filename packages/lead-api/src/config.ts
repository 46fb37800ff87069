/**
 * Configuration from the environment, validated once at start-up so that a typo fails fast with a message
 * naming the variable instead of surfacing later as a confusing runtime error.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { proxyList, type TrustProxy } from './defences/client-address.ts';

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Two a second from one address, a hundred and twenty at once: far above what a mailing's unsubscribes reach
 * through one provider's relay, while a client forging tokens is refused after one signature check each and
 * a client holding genuine links still writes at most two withdrawals a second.
 */
export const DEFAULT_UNSUBSCRIBES_PER_MINUTE = 120;

/** The SMTP exchange's longest wait (10 s to connect, 10 s for the greeting, 30 s of socket silence) plus a margin. */
const DEFAULT_CLAIM_LEASE_MS = 60_000;

/**
 * A lead with its two e-mails takes about 10 kB (measured: database rows, WAL share and two `.eml` files),
 * so 1 GB holds some hundred thousand leads, far beyond what the retention window keeps at this site's
 * rate, while a flood of fake leads is stopped long before it fills a disk.
 */
const DEFAULT_STORAGE_LIMIT_MB = 1024;

export interface LeadServiceConfig {
  /** Directory for the SQLite file and the `.eml` outbox. Absolute once loaded. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded SQLite file. */
  databaseUrl?: string;
  /** smtp:// or smtps:// URL; when unset, e-mails are written as `.eml` files under `dataDir/outbox`. */
  smtpUrl?: string;
  /** Cross-origin callers allowed besides the same origin, normalised to `scheme://host[:port]`. */
  allowedOrigins: string[];
  /** Requests per client per endpoint per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /**
   * One-click unsubscribes (`POST /email/unsubscribe`) per client per minute, apart from `rateLimitPerMinute`:
   * mail providers send them for all their users from a few shared addresses. 0 turns the limit off.
   */
  unsubscribesPerMinute: number;
  /**
   * Who may tell the client address in X-Forwarded-For (and the host in X-Forwarded-Host): the number of
   * proxy hops in front of the service, or the proxies' addresses and CIDR ranges; 0 = nobody.
   */
  trustProxy: TrustProxy;
  /** Turnstile secret; when set, every submission must carry a token the verify service accepts. */
  turnstileSecretKey?: string;
  turnstileVerifyUrl: string;
  /**
   * Host names a Turnstile token may have been solved on. Unset: the hosts of the company's `siteUrl`,
   * `allowedOrigins` and `publicApiUrl`; never the host a request names.
   */
  turnstileHostnames?: string[];
  /** First retry delay of a failed e-mail; each further retry doubles it, capped at one hour. */
  mailRetryBaseMs: number;
  /** How long after it was queued an e-mail is still retried; a failure after that is final. */
  mailRetryWindowHours: number;
  /**
   * How long a claimed e-mail is hidden from other senders. Longer than the slowest SMTP exchange, so a
   * slow send is never overtaken; after a crash the e-mail is due again once it ends.
   */
  mailClaimLeaseMs: number;
  /** How often the outbox sender looks for due e-mails when nothing wakes it earlier. */
  outboxPollMs: number;
  /** Confirmations to one recipient address per 24 hours; further leads are stored, unconfirmed. */
  confirmationsPerAddressPerDay: number;
  /** Days a person's leads are kept after their last contact (their newest lead). */
  leadRetentionDays: number;
  /** Megabytes the database and the `.eml` outbox may take: a warning at 80 %, new leads refused at 100 %. */
  storageLimitMb: number;
  /** The API's public address, for the links in e-mails (e.g. https://www.example.com/api). */
  publicApiUrl?: string;
  /** Budgetary-estimate PDFs rendered per client per minute (cached copies are free); 0 turns the limit off. */
  estimatePdfsPerMinute: number;
  /** Worker threads rendering estimate PDFs. */
  estimateRenderThreads: number;
  /** Estimates waiting for a thread at most; one more is answered 503 with Retry-After. */
  estimateRenderQueue: number;
}

/** The company facts the e-mails need. Passed in by the caller: the package hard-codes none. */
export interface CompanyFacts {
  /** e.g. 'Ionvale Systems' */
  name: string;
  /** The sales mailbox that receives a notification per lead. */
  notifyTo: string;
  /** The sender of both e-mails, e.g. 'Ionvale Systems <no-reply@ionvale.example>'. */
  from: string;
  /** Where a visitor's reply to the confirmation goes; defaults to `notifyTo`. */
  replyTo?: string;
  /** Letters in front of each reference number (`IV` in `IV-7K3QF9`); defaults to the name's initials. */
  referencePrefix?: string;
  /** The site's address; the e-mail links go to `{siteUrl}/api` unless `publicApiUrl` says otherwise. */
  siteUrl?: string;
  /**
   * The names the company published, which the confirmation e-mail may repeat: products by id and
   * documents by file name. A lead naming anything else gets a generic phrase instead of the visitor's text.
   */
  catalogue?: {
    products?: Record<string, string>;
    documents?: Record<string, string>;
    /**
     * Checks the configuration of a budgetary estimate against what the company sells and says what the
     * estimate states for it. Without it the service takes no estimates (`POST /estimates` is not there).
     */
    configurations?: ConfigurationChecker;
  };
}

/**
 * The configuration a visitor chose for a budgetary estimate. A sole-source draft's request also names the
 * processes the buyer's project needs (ids from the system's process library); an estimate's never does.
 */
export type ConfigurationRequest = { product: string; waferSizeMm: number; options: string[]; processes?: string[] };

/**
 * What the catalogue makes of a configuration: the product's published name, the estimate's code and
 * price range, and the configuration in words; or why it cannot be estimated, in words the visitor can act on.
 */
export type ConfigurationCheck =
  | {
      ok: true;
      productName: string;
      /** Names the configuration: the same code is the same document. */
      code: string;
      priceRange: string;
      summary: [label: string, value: string][];
      /** What the estimate's PDF is saved as; `budgetary-estimate-{code}.pdf` when left out. */
      fileName?: string;
      /**
       * Given when the request named processes (the catalogue checked them): the code that names the configuration
       * with its processes, and the sole-source draft's file name without its extension
       * (`sole-source-justification-{draftCode}` when left out).
       */
      draft?: { code: string; fileName?: string };
    }
  | { ok: false; message: string };

export type ConfigurationChecker = (configuration: ConfigurationRequest) => ConfigurationCheck;

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the service configuration from `env`. A relative `DATA_DIR` is resolved against the directory
 * npm was started from (`INIT_CWD`) when there is one, so `npm run leads -w @company/lead-api` run from
 * the repository root finds the same `./data` as `npm start` there; otherwise against the process cwd.
 */
export function loadConfig(env: Env = process.env): LeadServiceConfig {
  const base = env.INIT_CWD || process.cwd();
  return {
    dataDir: path.resolve(base, text(env.DATA_DIR) ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    rateLimitPerMinute: count(env, 'RATE_LIMIT_PER_MINUTE', 10),
    unsubscribesPerMinute: count(env, 'UNSUBSCRIBES_PER_MINUTE', DEFAULT_UNSUBSCRIBES_PER_MINUTE),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    turnstileSecretKey: text(env.TURNSTILE_SECRET_KEY),
    turnstileVerifyUrl: url(env, 'TURNSTILE_VERIFY_URL', ['https:', 'http:']) ?? DEFAULT_TURNSTILE_VERIFY_URL,
    turnstileHostnames: hostnames(env.TURNSTILE_HOSTNAMES),
    mailRetryBaseMs: count(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    mailRetryWindowHours: hours(env, 'MAIL_RETRY_WINDOW_HOURS', 24),
    mailClaimLeaseMs: count(env, 'MAIL_CLAIM_LEASE_MS', DEFAULT_CLAIM_LEASE_MS, 1),
    outboxPollMs: count(env, 'OUTBOX_POLL_MS', 2_000, 1),
    confirmationsPerAddressPerDay: count(env, 'CONFIRMATIONS_PER_ADDRESS_PER_DAY', 3),
    leadRetentionDays: count(env, 'LEAD_RETENTION_DAYS', 1095, 1),
    storageLimitMb: megabytes(env, 'STORAGE_LIMIT_MB', DEFAULT_STORAGE_LIMIT_MB),
    publicApiUrl: url(env, 'PUBLIC_API_URL', ['https:', 'http:']),
    estimatePdfsPerMinute: count(env, 'ESTIMATE_PDFS_PER_MINUTE', 10),
    // One core stays free for answering requests.
    estimateRenderThreads: count(env, 'ESTIMATE_RENDER_THREADS', Math.max(1, availableParallelism() - 1), 1),
    estimateRenderQueue: count(env, 'ESTIMATE_RENDER_QUEUE', 8, 1),
  };
}

/**
 * Configuration given in code, completed from the environment: a key left out is read by `loadConfig()`;
 * a key given wins, even as undefined for the optional ones (no PostgreSQL, no SMTP, no bot check).
 */
export function completeConfig(given: Partial<LeadServiceConfig>): LeadServiceConfig {
  const config: LeadServiceConfig = { ...loadConfig(), ...given };
  const required = [
    'dataDir',
    'turnstileVerifyUrl',
    'rateLimitPerMinute',
    'unsubscribesPerMinute',
    'trustProxy',
    'mailRetryBaseMs',
    'mailRetryWindowHours',
    'mailClaimLeaseMs',
    'outboxPollMs',
    'confirmationsPerAddressPerDay',
    'leadRetentionDays',
    'storageLimitMb',
    'estimatePdfsPerMinute',
    'estimateRenderThreads',
    'estimateRenderQueue',
  ] as const;
  for (const key of required) {
    if (config[key] === undefined) throw new ConfigError(`${key} must not be undefined: leave it out to use the default.`);
  }
  if (!Array.isArray(config.allowedOrigins)) throw new ConfigError('allowedOrigins must be an array of origins.');
  checkTrustProxy(config.trustProxy);
  if (config.turnstileHostnames !== undefined && !Array.isArray(config.turnstileHostnames)) {
    throw new ConfigError('turnstileHostnames must be an array of host names.');
  }
  return config;
}

/** The company facts for the standalone server, which has no site configuration to take them from. */
export function loadCompanyFacts(env: Env = process.env): CompanyFacts {
  const required = { COMPANY_NAME: text(env.COMPANY_NAME), LEAD_NOTIFY_TO: text(env.LEAD_NOTIFY_TO), MAIL_FROM: text(env.MAIL_FROM) };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing ${missing.join(', ')}: the lead API needs the company name, the sales mailbox that receives ` +
        `notifications and the sender address, e.g. COMPANY_NAME='Ionvale Systems' ` +
        `LEAD_NOTIFY_TO=sales@ionvale.example MAIL_FROM='Ionvale Systems <no-reply@ionvale.example>'.`,
    );
  }
  return {
    name: required.COMPANY_NAME!,
    notifyTo: required.LEAD_NOTIFY_TO!,
    from: required.MAIL_FROM!,
    replyTo: text(env.MAIL_REPLY_TO),
    referencePrefix: text(env.LEAD_REFERENCE_PREFIX),
  };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = text(env[name]);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return value;
}

function count(env: Env, name: string, fallback: number, min = 0): number {
  const value = text(env[name]);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${value}".`);
  }
  return Number(value);
}

/** A positive number of megabytes; fractions are allowed so tests can set a limit of a few kilobytes. */
function megabytes(env: Env, name: string, fallback: number): number {
  const value = text(env[name]);
  if (value === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
    throw new ConfigError(`${name} must be a positive number of megabytes, got "${value}".`);
  }
  return Number(value);
}

/** A positive number of hours; fractions are allowed so tests and staging can use minutes. */
function hours(env: Env, name: string, fallback: number): number {
  const value = text(env[name]);
  if (value === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
    throw new ConfigError(`${name} must be a positive number of hours, got "${value}".`);
  }
  return Number(value);
}

function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        const { origin } = new URL(entry);
        if (origin === 'null') throw new Error('opaque origin');
        return origin;
      } catch {
        throw new ConfigError(`ALLOWED_ORIGINS entry "${entry}" is not an origin such as https://www.example.com.`);
      }
    });
}

const TRUST_PROXY_HINT = 'give the number of proxies in front of the service (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,::1)';

/** A number of hops, or a list of proxy addresses; `true` is refused, as it never said which proxies. */
export function trustedProxies(value: string | undefined): TrustProxy {
  const normalised = text(value)?.toLowerCase();
  if (normalised === undefined || normalised === 'false' || normalised === 'no') return 0;
  if (normalised === 'true' || normalised === 'yes') {
    throw new ConfigError(`TRUST_PROXY=${value!.trim()} does not say which proxies to trust: ${TRUST_PROXY_HINT}.`);
  }
  if (/^\d+$/.test(normalised)) {
    if (!Number.isSafeInteger(Number(normalised))) throw new ConfigError(`TRUST_PROXY "${value}" is not a usable number of proxies.`);
    return Number(normalised);
  }
  const entries = value!
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  checkTrustProxy(entries, 'TRUST_PROXY');
  return entries;
}

function checkTrustProxy(trust: TrustProxy, name = 'trustProxy'): void {
  if (typeof trust === 'number') {
    if (Number.isSafeInteger(trust) && trust >= 0) return;
    throw new ConfigError(`${name} must be a whole number of proxies or a list of their addresses, got ${trust}.`);
  }
  if (!Array.isArray(trust)) throw new ConfigError(`${name} must be a whole number of proxies or a list of their addresses: ${TRUST_PROXY_HINT}.`);
  try {
    proxyList(trust);
  } catch (error) {
    throw new ConfigError(`${name} entry ${(error as Error).message}: ${TRUST_PROXY_HINT}.`);
  }
}

function hostnames(value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(`http://${entry}`);
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      parsed.host !== parsed.hostname ||
      parsed.pathname !== '/' ||
      parsed.search ||
      parsed.hash ||
      parsed.username ||
      entry.includes('/')
    ) {
      throw new ConfigError(`TURNSTILE_HOSTNAMES entry "${entry}" is not a host name such as www.example.com.`);
    }
    return parsed.hostname;
  });
}
