/**
 * The LeadStore over Kysely: one implementation of every query for both dialects. The dialect modules only
 * open the connection (and set SQLite's durability pragmas).
 */
import { Migrator, sql, type Kysely, type Selectable } from 'kysely';
import { migrationProvider, type Dialect } from './migrations';
import type { Database, LeadsTable, OutboxTable } from './schema';
import type {
  AttemptResult,
  ClaimedMail,
  IdempotencyRecord,
  LeadFilter,
  LeadStore,
  NewLead,
  NewMail,
  RecordOutcome,
  StoredLead,
} from './types';

/** Longest error text kept per attempt: an SMTP transcript can be long, the first line says enough. */
const MAX_ERROR_LENGTH = 1000;

export class KyselyLeadStore implements LeadStore {
  /** Exposed for tests and ad-hoc inspection; the service itself only uses the LeadStore methods. */
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  async migrate(): Promise<void> {
    const migrator = new Migrator({ db: this.db, provider: migrationProvider(this.dialect) });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === 'Error')?.migrationName;
      throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
    }
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async recordLead(input: { lead: NewLead; mails: NewMail[]; idempotency?: IdempotencyRecord }): Promise<RecordOutcome> {
    const { lead, mails, idempotency } = input;
    const createdAt = lead.createdAt.toISOString();
    // Kysely rolls the transaction back when the callback throws; an outcome other than 'stored' is
    // thrown as a Rollback so nothing of a half-recorded lead survives.
    try {
      return await this.db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('leads')
          .values(leadRow(lead))
          .onConflict((oc) => oc.column('reference').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new Rollback({ outcome: 'reference-taken' });

        if (idempotency) {
          // On PostgreSQL a concurrent insert of the same key waits here for the first transaction, then
          // does nothing; on SQLite transactions are serialised. Either way exactly one request wins.
          const claimed = await tx
            .insertInto('idempotency_keys')
            .values({
              key: idempotency.key,
              request_hash: idempotency.requestHash,
              status: idempotency.answer.status,
              body: idempotency.answer.body,
              lead_id: inserted.id,
              created_at: createdAt,
            })
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .executeTakeFirst();
          if (!claimed) throw new Rollback({ outcome: 'key-taken' });
        }

        if (mails.length > 0) {
          await tx
            .insertInto('outbox')
            .values(
              mails.map((mail) => ({
                lead_id: inserted.id,
                kind: mail.kind,
                to_name: mail.to.name,
                to_address: mail.to.address,
                reply_to_name: mail.replyTo?.name ?? null,
                reply_to_address: mail.replyTo?.address ?? null,
                subject: mail.subject,
                text: mail.text,
                status: 'pending' as const,
                attempts: 0,
                next_attempt_at: createdAt,
                created_at: createdAt,
              })),
            )
            .execute();
        }
        return { outcome: 'stored' as const, leadId: inserted.id };
      });
    } catch (error) {
      if (error instanceof Rollback) return error.result;
      throw error;
    }
  }

  async findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined> {
    const row = await this.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return { key: row.key, requestHash: row.request_hash, answer: { status: row.status, body: row.body } };
  }

  async claimDueMails({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    const due = now.toISOString();
    let candidates = this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', due)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
    // PostgreSQL: concurrent senders (several processes) take disjoint rows instead of queueing on the
    // same ones. SQLite has one writer at a time, so there is nothing to skip.
    if (this.dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
    // One statement, so the claim is atomic; the outer conditions are re-checked on each row, so a row
    // another sender leased in the meantime is left alone.
    const rows = await this.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', 'in', candidates)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', due)
      .returningAll()
      .execute();
    if (rows.length === 0) return [];

    const leadIds = [...new Set(rows.map((row) => row.lead_id))];
    const references = new Map(
      (await this.db.selectFrom('leads').select(['id', 'reference']).where('id', 'in', leadIds).execute()).map(
        (lead) => [lead.id, lead.reference],
      ),
    );
    return rows.sort((a, b) => a.id - b.id).map((row) => claimedMail(row, references.get(row.lead_id) ?? ''));
  }

  async recordAttempt(mailId: number, attempt: AttemptResult & { at: Date }): Promise<void> {
    const at = attempt.at.toISOString();
    const error = attempt.ok ? null : attempt.error.slice(0, MAX_ERROR_LENGTH);
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('mail_attempts').values({ outbox_id: mailId, attempted_at: at, ok: attempt.ok ? 1 : 0, error }).execute();
      const update = tx
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', mailId);
      if (attempt.ok) {
        await update.set({ status: 'sent', sent_at: at, last_error: null }).execute();
      } else if (attempt.retryAt) {
        await update.set({ status: 'pending', next_attempt_at: attempt.retryAt.toISOString(), last_error: error }).execute();
      } else {
        await update.set({ status: 'failed', last_error: error }).execute();
      }
    });
  }

  async listLeads(filter: LeadFilter = {}): Promise<StoredLead[]> {
    let query = this.db.selectFrom('leads').selectAll();
    if (filter.since) query = query.where('created_at', '>=', filter.since.toISOString());
    if (filter.until) query = query.where('created_at', '<', filter.until.toISOString());
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(storedLead);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** Carries a non-stored outcome out of a transaction callback, rolling the transaction back. */
class Rollback extends Error {
  constructor(readonly result: Exclude<RecordOutcome, { outcome: 'stored' }>) {
    super(result.outcome);
  }
}

function leadRow(lead: NewLead) {
  return {
    reference: lead.reference,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    organization: lead.organization,
    job_title: lead.jobTitle,
    research_areas: lead.researchAreas,
    intent: lead.intent,
    marketing_opt_in: lead.marketingOptIn ? 1 : 0,
    message: lead.message,
    product: lead.product,
    product_name: lead.productName,
    topic: lead.topic,
    file_name: lead.fileName,
    page: lead.page,
    referrer: lead.referrer,
    utm: JSON.stringify(lead.utm),
    client_ip: lead.clientIp,
    user_agent: lead.userAgent,
    created_at: lead.createdAt.toISOString(),
  };
}

function storedLead(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    jobTitle: row.job_title,
    researchAreas: row.research_areas,
    intent: row.intent,
    marketingOptIn: row.marketing_opt_in === 1,
    message: row.message,
    product: row.product,
    productName: row.product_name,
    topic: row.topic,
    fileName: row.file_name,
    page: row.page,
    referrer: row.referrer,
    utm: parseUtm(row.utm),
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at),
  };
}

function parseUtm(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // Written by this module as JSON; anything else is treated as no parameters rather than a crash.
  }
  return {};
}

function claimedMail(row: Selectable<OutboxTable>, reference: string): ClaimedMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    reference,
    kind: row.kind,
    to: { name: row.to_name, address: row.to_address },
    replyTo:
      row.reply_to_address !== null ? { name: row.reply_to_name ?? '', address: row.reply_to_address } : undefined,
    subject: row.subject,
    text: row.text,
    attempts: row.attempts,
  };
}
