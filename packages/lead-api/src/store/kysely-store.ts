/**
 * The LeadStore over Kysely: one implementation of every query for both dialects, a module per concern
 * (leads, outbox, idempotency, consent, rate limits, secrets, privacy). The dialect modules only open the
 * connection (and set SQLite's durability pragmas).
 */
import { sql, type Kysely } from 'kysely';
import * as consent from './consent.ts';
import * as idempotency from './idempotency.ts';
import * as leads from './leads.ts';
import { migrateToLatest, type Dialect } from './migrations.ts';
import * as outbox from './outbox.ts';
import * as privacy from './privacy.ts';
import * as rateLimits from './rate-limits.ts';
import type { Database } from './schema.ts';
import * as secrets from './secrets.ts';
import type {
  AttemptResult,
  ClaimedMail,
  Deleted,
  FailedMail,
  IdempotencyRecord,
  LeadFilter,
  LeadStore,
  MailStatus,
  MarketingConfirmation,
  PersonRecord,
  PurgeCutoffs,
  RecordOutcome,
  StoredLead,
} from './types.ts';

export class KyselyLeadStore implements LeadStore {
  /** Exposed for tests and ad-hoc inspection; the service itself only uses the LeadStore methods. */
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  migrate(): Promise<void> {
    return migrateToLatest(this.db, this.dialect);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async databaseSize(): Promise<number> {
    const query =
      this.dialect === 'postgres'
        ? sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`
        : sql<{
            bytes: string | number;
          }>`select (page_count - freelist_count) * page_size as bytes from pragma_page_count(), pragma_freelist_count(), pragma_page_size()`;
    const { rows } = await query.execute(this.db);
    return Number(rows[0]?.bytes ?? 0);
  }

  recordLead(input: Parameters<LeadStore['recordLead']>[0]): Promise<RecordOutcome> {
    return leads.recordLead(this.db, this.dialect, input);
  }

  listLeads(filter?: LeadFilter): Promise<StoredLead[]> {
    return leads.listLeads(this.db, filter);
  }

  findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined> {
    return idempotency.findIdempotencyKey(this.db, key);
  }

  claimDueMails(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    return outbox.claimDueMails(this.db, this.dialect, options);
  }

  recordAttempt(mailId: number, attempt: AttemptResult & { at: Date }): Promise<void> {
    return outbox.recordAttempt(this.db, mailId, attempt);
  }

  requeueFailedMails(options: { now: Date; retryUntil: Date }): Promise<number> {
    return outbox.requeueFailedMails(this.db, options);
  }

  mailStatus(): Promise<{ counts: Record<MailStatus, number>; failed: FailedMail[] }> {
    return outbox.mailStatus(this.db);
  }

  takeRateLimit(key: string, perMinute: number, now: number): Promise<{ allowed: boolean; units: number }> {
    return rateLimits.takeRateLimit(this.db, this.dialect, key, perMinute, now);
  }

  serviceSecret(name: string): Promise<string> {
    return secrets.serviceSecret(this.db, name);
  }

  confirmMarketing(reference: string, at: Date): Promise<MarketingConfirmation> {
    return consent.confirmMarketing(this.db, reference, at);
  }

  marketingConfirmation(reference: string): Promise<MarketingConfirmation> {
    return consent.marketingConfirmation(this.db, reference);
  }

  withdrawMarketing(email: string, at: Date): Promise<number> {
    return consent.withdrawMarketing(this.db, email, at);
  }

  findPerson(email: string): Promise<PersonRecord> {
    return privacy.findPerson(this.db, email);
  }

  erasePerson(email: string): Promise<Deleted> {
    return privacy.erasePerson(this.db, this.dialect, email);
  }

  purge(cutoffs: PurgeCutoffs, options?: { compact?: boolean }): Promise<Deleted> {
    return privacy.purge(this.db, this.dialect, cutoffs, options);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
