/** Row types of the tables, as Kysely sees them in both dialects. */
import type { Generated } from 'kysely';
import type { LeadKind, MailKind, MailStatus } from './types.ts';

/*
 * Portable column choices, so one set of queries serves SQLite and PostgreSQL:
 * - Times are ISO-8601 UTC text from `Date#toISOString()` (fixed width, so text order is time order;
 *   PostgreSQL compares them with the "C" collation). Both drivers hand back the same string.
 * - Booleans are integers 0/1, which SQLite has and PostgreSQL returns as numbers (`integer`, not `bigint`).
 */
export interface LeadsTable {
  id: Generated<number>;
  reference: string;
  kind: LeadKind;
  name: string;
  email: string;
  /** The mailbox as recipientKey (mail/recipient.ts) spells it: what access and erasure requests match. */
  email_key: string;
  phone: string;
  organization: string;
  job_title: string;
  research_areas: string;
  intent: string;
  marketing_opt_in: number;
  message: string;
  product: string;
  product_name: string;
  topic: string;
  file_name: string;
  page: string;
  referrer: string;
  /** JSON object of utm_* parameters. */
  utm: string;
  /** JSON LeadConfiguration of an estimate; null for the other kinds. */
  configuration: string | null;
  client_ip: string;
  user_agent: string;
  created_at: string;
  marketing_consent_at: string | null;
  marketing_confirmed_at: string | null;
  marketing_withdrawn_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number;
  kind: MailKind;
  to_name: string;
  to_address: string;
  reply_to_name: string | null;
  reply_to_address: string | null;
  subject: string;
  text: string;
  status: MailStatus;
  attempts: number;
  /** When the e-mail is next due; a claimed e-mail has it pushed forward by the claim's lease. */
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  /** The recipient as the confirmation throttle counts it; null for the sales notification. */
  recipient_key: string | null;
  /** After this time a failed attempt is final; null on rows written before the window existed. */
  retry_until: string | null;
  /** Extra headers as a JSON object, e.g. List-Unsubscribe. */
  headers: string | null;
}

interface MailAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  attempted_at: string;
  ok: number;
  error: string | null;
}

interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  status: number;
  body: string;
  lead_id: number | null;
  created_at: string;
}

interface RateLimitsTable {
  key: string;
  /** Whole numbers; PostgreSQL returns bigint as a string. */
  units: number | string;
  updated_at: number | string;
  allowed: number;
}

interface ServiceSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  mail_attempts: MailAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  service_secrets: ServiceSecretsTable;
}
