/**
 * Configuration from the environment, validated once at start-up so that a typo fails fast with a message
 * naming the variable instead of surfacing later as a confusing runtime error.
 */
import path from 'node:path';

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

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
  /** Number of reverse proxies in front of the service whose X-Forwarded-For entries are trusted; 0 = none. */
  trustProxy: number;
  /** Turnstile secret; when set, every submission must carry a token the verify service accepts. */
  turnstileSecretKey?: string;
  turnstileVerifyUrl: string;
  /** First retry delay of a failed e-mail; each further retry doubles it, capped at one hour. */
  mailRetryBaseMs: number;
  /** Attempts per e-mail before it is marked failed. */
  mailMaxAttempts: number;
  /** How often the outbox sender looks for due e-mails when nothing wakes it earlier. */
  outboxPollMs: number;
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
}

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
    trustProxy: proxyHops(env.TRUST_PROXY),
    turnstileSecretKey: text(env.TURNSTILE_SECRET_KEY),
    turnstileVerifyUrl: url(env, 'TURNSTILE_VERIFY_URL', ['https:', 'http:']) ?? DEFAULT_TURNSTILE_VERIFY_URL,
    mailRetryBaseMs: count(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    mailMaxAttempts: count(env, 'MAIL_MAX_ATTEMPTS', 12, 1),
    outboxPollMs: count(env, 'OUTBOX_POLL_MS', 2_000, 1),
  };
}

/**
 * Configuration given in code, completed from the environment: a key left out is read by `loadConfig()`;
 * a key given wins, even as undefined for the optional ones (no PostgreSQL, no SMTP, no bot check).
 */
export function completeConfig(given: Partial<LeadServiceConfig>): LeadServiceConfig {
  const config: LeadServiceConfig = { ...loadConfig(), ...given };
  const required = ['dataDir', 'turnstileVerifyUrl', 'rateLimitPerMinute', 'trustProxy', 'mailRetryBaseMs', 'mailMaxAttempts', 'outboxPollMs'] as const;
  for (const key of required) {
    if (config[key] === undefined) throw new ConfigError(`${key} must not be undefined: leave it out to use the default.`);
  }
  if (!Array.isArray(config.allowedOrigins)) throw new ConfigError('allowedOrigins must be an array of origins.');
  return config;
}

/** The company facts for the standalone server, which has no site configuration to take them from. */
export function loadCompanyFacts(env: Env = process.env): CompanyFacts {
  const required = { COMPANY_NAME: text(env.COMPANY_NAME), LEAD_NOTIFY_TO: text(env.LEAD_NOTIFY_TO), MAIL_FROM: text(env.MAIL_FROM) };
  const missing = Object.entries(required).filter(([, value]) => !value).map(([key]) => key);
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

/** `true`/`yes` trusts one proxy (the usual single reverse proxy); a number trusts that many hops. */
function proxyHops(value: string | undefined): number {
  const normalised = text(value)?.toLowerCase();
  if (normalised === undefined || normalised === 'false' || normalised === 'no') return 0;
  if (normalised === 'true' || normalised === 'yes') return 1;
  if (/^\d+$/.test(normalised)) return Number(normalised);
  throw new ConfigError(`TRUST_PROXY must be true, false or a number of proxy hops, got "${value}".`);
}
